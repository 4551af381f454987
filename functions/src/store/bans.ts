import { FieldValue } from 'firebase-admin/firestore';
import { log } from '../log';
import { deleteAccountCascade, type DeletionSummary } from './deletions';
import { auth, db } from './firebase';
import { reportedAccount, resolveReportsAgainst } from './thread-evidence';
import { REPORTED_ACCOUNTS_COLLECTION } from '@jobsearch/domain/thread-reports';

/**
 * Bans: tombstones keyed by the phone number and the email address, not the
 * uid, so a banned person cannot come back under a new uid; both only as
 * proved (banAccount). firestore.rules
 * refuses a profile whose phone or email is banned, and the API's register
 * refuses them too. Only an admin writes them: this module (the API) or the
 * dashboard with the SDK (the rules check the document's shape).
 */
export const BANNED_PHONES = 'bannedPhones';
export const BANNED_EMAILS = 'bannedEmails';

/** An email as a ban's document id: lower-cased (the rules compare `email.lower()`). */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** A usable document id: no slash, not '.' or '..', not empty. */
function safeId(id: string): boolean {
  return id.length > 0 && id.length <= 254 && !id.includes('/') && id !== '.' && id !== '..';
}

/** Whether this phone number (E.164) or email address is banned. */
export async function isBanned({ phoneNumber, email }: { phoneNumber?: string | null; email?: string | null }): Promise<boolean> {
  const refs = [];
  if (phoneNumber && safeId(phoneNumber)) refs.push(db.collection(BANNED_PHONES).doc(phoneNumber));
  if (email && safeId(emailKey(email))) refs.push(db.collection(BANNED_EMAILS).doc(emailKey(email)));
  if (refs.length === 0) return false;
  const snapshots = await db.getAll(...refs);
  return snapshots.some((snapshot) => snapshot.exists);
}

export interface BanSummary {
  phones: string[];
  emails: string[];
  deleted: DeletionSummary | null;
}

/**
 * Bans a person and deletes them (the same cascade as every delete). Only
 * what Firebase Auth says they proved is banned: the phone it verified for
 * the account by an OTP, and the account's email only when emailVerified. A
 * profile's unverified phone (an API registration that never did an OTP) or
 * an unproved email is never banned, or banning someone who wrote another
 * person's number or address would ban that person. An account already
 * deleted while a conversation report on it was open is banned by the phone
 * its minimal record kept (reportedAccounts, thread-evidence.ts), which then
 * goes. Either way the open conversation reports against it are resolved.
 * Null when neither the profile, the account nor such a record exists.
 */
export async function banAccount(uid: string, bannedBy: string): Promise<BanSummary | null> {
  const profile = await db.collection('users').doc(uid).get();
  const account = await auth.getUser(uid).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') return null;
    throw error;
  });
  const kept = !profile.exists && !account ? await reportedAccount(uid) : null;
  if (!profile.exists && !account && !kept) return null;

  const phones = account?.phoneNumber ? [account.phoneNumber] : kept ? [kept.phoneNumber] : [];
  const emails = account?.email && account.emailVerified ? [emailKey(account.email)].filter(safeId) : [];
  const writer = db.batch();
  const record = { uid, bannedBy, bannedAt: FieldValue.serverTimestamp() };
  for (const phone of phones.filter(safeId)) writer.set(db.collection(BANNED_PHONES).doc(phone), record);
  for (const email of emails) writer.set(db.collection(BANNED_EMAILS).doc(email), record);
  await writer.commit();
  log.info('Banned an account', { uid, phones: phones.length, emails: emails.length, deletedBefore: kept !== null });
  // The ban now holds the phone: the minimal record has served, and the reports are decided.
  await Promise.all([db.collection(REPORTED_ACCOUNTS_COLLECTION).doc(uid).delete(), resolveReportsAgainst(uid)]);
  if (kept) return { phones, emails, deleted: null };
  const deleted = await deleteAccountCascade(uid, { role: null, tombstone: true });
  return { phones, emails, deleted };
}
