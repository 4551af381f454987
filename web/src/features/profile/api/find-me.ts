/**
 * "Let employers find me": the consent on users/{uid}.findMe with the time of
 * the choice. Turning it off deletes the candidate card in the same batch (the
 * rules demand it), so it is honoured at once; turning it on, the server's
 * trigger writes the card. The session then reads the profile again.
 */
import { CANDIDATE_CARDS_COLLECTION } from '@jobsearch/domain/candidates';
import { doc, serverTimestamp, writeBatch } from 'firebase/firestore/lite';
import { liteDb } from '../../../lib/firebase/firestore-lite';
import { refreshProfile } from '../../../lib/session';

export async function setFindMe(uid: string, on: boolean): Promise<void> {
  const batch = writeBatch(liteDb);
  batch.update(doc(liteDb, 'users', uid), { findMe: { on, at: serverTimestamp() } });
  if (!on) batch.delete(doc(liteDb, CANDIDATE_CARDS_COLLECTION, uid));
  await batch.commit();
  await refreshProfile();
}
