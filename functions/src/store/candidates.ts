import { FieldValue } from 'firebase-admin/firestore';
import { CANDIDATE_CARDS_COLLECTION, candidateCardFields, EMPTY_WORK_PROFILE, isFindable, storedWorkProfileSchema } from '@jobsearch/domain';
import { auth, db } from './firebase';

/** The phone Firebase Auth proved for the account (an OTP), or null (no account, or none proved). */
async function provedPhoneOf(uid: string): Promise<string | null> {
  try {
    return (await auth.getUser(uid)).phoneNumber ?? null;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

/**
 * Makes `candidateCards/{uid}` follow the person's users document: written
 * from it while they are a job seeker who lets employers find them and whose
 * profile phone is the one Auth proved; deleted otherwise (consent withdrawn,
 * phone not proved, profile gone). It reads the document again inside a
 * transaction rather than the event's copy, so runs that finish out of order
 * end at the newest state, and a card is never written after a withdrawal.
 */
export async function keepCandidateCard(uid: string): Promise<'written' | 'deleted'> {
  const userRef = db.collection('users').doc(uid);
  const cardRef = db.collection(CANDIDATE_CARDS_COLLECTION).doc(uid);
  const provedPhone = await provedPhoneOf(uid);
  return db.runTransaction(async (tx) => {
    const user = (await tx.get(userRef)).data();
    const findable =
      user !== undefined &&
      user.role === 'jobseeker' &&
      isFindable(user.findMe as { on?: unknown } | undefined) &&
      typeof user.name === 'string' &&
      provedPhone !== null &&
      user.phoneNumber === provedPhone;
    if (!findable) {
      tx.delete(cardRef);
      return 'deleted';
    }
    // A malformed work profile shows as "not said", never stops the card (a retried trigger would loop).
    const parsed = storedWorkProfileSchema.safeParse(user.workProfile);
    const profile = parsed.success ? parsed.data : EMPTY_WORK_PROFILE;
    tx.set(cardRef, { ...candidateCardFields(user.name as string, profile), lastActiveAt: FieldValue.serverTimestamp() });
    return 'written';
  });
}
