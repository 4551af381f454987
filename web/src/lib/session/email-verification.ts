/**
 * The account's email as Firebase Auth holds it: proving it (the
 * verification mail), noticing it was proved or changed (the link is opened
 * in another tab or on another device), and bringing the profile's copy in
 * line. Mail goes only to an address Auth marks verified (the functions read
 * it from Auth), and firestore.rules let the profile carry only the ID
 * token's email, so the profile follows the account, never the other way.
 */
import { sendEmailVerification, type User } from 'firebase/auth';
import { doc, updateDoc } from 'firebase/firestore/lite';
import { liteDb } from '../firebase/firestore-lite';
import { refreshProfile } from '.';

/** Asks Firebase Auth to mail the account's address a verification link. */
export async function sendVerificationMail(user: User): Promise<void> {
  await sendEmailVerification(user);
}

/**
 * Reads the account from Auth again; when its email or its verified mark
 * changed (a link was opened meanwhile), a fresh ID token carries them, and
 * the session, which follows the token, shows them.
 */
export async function refreshAccount(user: User): Promise<void> {
  const before = { email: user.email, verified: user.emailVerified };
  await user.reload();
  if (user.email !== before.email || user.emailVerified !== before.verified) await user.getIdToken(true);
}

/**
 * Writes the account's email onto the profile once they differ (after an
 * email change was proved). The rules accept only the token's email, so the
 * token is refreshed first when it still shows the old one.
 */
export async function followAccountEmail(user: User, profileEmail: string): Promise<void> {
  const email = user.email;
  if (!email || email === profileEmail) return;
  const token = await user.getIdTokenResult();
  if (token.claims.email !== email) await user.getIdToken(true);
  await updateDoc(doc(liteDb, 'users', user.uid), { email });
  await refreshProfile();
}
