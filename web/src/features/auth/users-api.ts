/** The users/{uid} document, as the auth flows read and create it. Firestore loads on first use. */
import type { Role } from '@jobsearch/domain/choices';
import type { UserProfile } from '@jobsearch/domain/schemas';

async function firestore() {
  const [{ doc, getDoc, serverTimestamp, setDoc }, { db, schemaConverter }, { userSchema }] = await Promise.all([
    import('firebase/firestore'),
    import('../../lib/firestore'),
    import('@jobsearch/domain/schemas'),
  ]);
  const ref = (uid: string) => doc(db, 'users', uid).withConverter(schemaConverter(userSchema));
  return { getDoc, serverTimestamp, setDoc, ref, rawRef: (uid: string) => doc(db, 'users', uid) };
}

export async function readUserProfile(uid: string): Promise<UserProfile | null> {
  const fs = await firestore();
  const snap = await fs.getDoc(fs.ref(uid));
  return snap.exists() ? snap.data() : null;
}

/** Created once by its owner, with exactly the keys the rules allow. */
export async function createUserProfile(uid: string, profile: { name: string; email: string; phoneNumber: string; role: Role }): Promise<void> {
  const fs = await firestore();
  await fs.setDoc(fs.rawRef(uid), {
    name: profile.name,
    email: profile.email,
    phoneNumber: profile.phoneNumber,
    role: profile.role,
    createdAt: fs.serverTimestamp(),
  });
}
