import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { auth, db } from './firebase';

/**
 * A reporter's standing starts when the server first saw their phone proved:
 * `phoneProofs/{uid}` ({ phoneNumber, provedAt }), written here only (the
 * rules let no client touch it). A phone is proved when the Auth account
 * holds the profile's number: only an OTP puts a number on an Auth account
 * (the API's register leaves it off, docs/api.md), so no client can claim one.
 */

/** The profile's phone when the Auth account holds that same number; otherwise null. */
export async function provedPhoneOf(uid: string): Promise<string | null> {
  const [profile, account] = await Promise.all([
    db.doc(`users/${uid}`).get(),
    auth.getUser(uid).catch((error: { code?: string }) => {
      if (error.code === 'auth/user-not-found') return null;
      throw error;
    }),
  ]);
  const phone = profile.get('phoneNumber');
  return typeof phone === 'string' && phone !== '' && account?.phoneNumber === phone ? phone : null;
}

/**
 * Records `phone` as proved now unless the record already holds it (then its
 * first time stays: rerunning changes nothing). A new phone starts again.
 * Returns when the phone was first seen proved (null while the server
 * timestamp of a fresh record is not read back: it is now).
 */
export async function recordPhoneProof(uid: string, phone: string): Promise<Date | null> {
  const ref = db.doc(`phoneProofs/${uid}`);
  return db.runTransaction(async (transaction) => {
    const record = await transaction.get(ref);
    if (record.exists && record.get('phoneNumber') === phone) {
      const provedAt = record.get('provedAt');
      return provedAt instanceof Timestamp ? provedAt.toDate() : null;
    }
    transaction.set(ref, { phoneNumber: phone, provedAt: FieldValue.serverTimestamp() });
    return null;
  });
}

/** When the reporter's current, proved phone was first seen proved; null when it is not proved. */
export async function phoneProvedAt(uid: string): Promise<Date | null> {
  const phone = await provedPhoneOf(uid);
  if (!phone) return null;
  return recordPhoneProof(uid, phone);
}
