import { log } from '../log';
import { provedPhoneOf, recordPhoneProof } from '../store/standing';
import { idOf, type Written } from './on-write';

/**
 * Starts a reporter's standing (domain/src/reports.ts): whenever a profile is
 * written (sign-up, a phone proved or changed in Profile), the server records
 * when it first saw the profile's phone proved, in `phoneProofs/{uid}`. It
 * asks Firebase Auth, not the document, whether the phone is proved, so a
 * client cannot start (or backdate) its own clock. Idempotent: a record of
 * the same phone keeps its first time.
 */
export async function recordPhoneProofs(event: Written): Promise<void> {
  const uid = idOf(event);
  if (!event.data?.after?.exists) return;
  // Every write is looked at, not only phone changes: proving the number a
  // profile already holds (an API registration) changes no field of it.
  const phone = await provedPhoneOf(uid);
  if (!phone) return;
  await recordPhoneProof(uid, phone);
  log.info('Phone proof recorded', { uid });
}
