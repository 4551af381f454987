/** The work profile's write: users/{uid}.workProfile, whole and alone (the rules' own update); the session then reads the profile again. */
import type { WorkProfile } from '@jobsearch/domain/work-profile';
import { doc, updateDoc } from 'firebase/firestore/lite';
import { liteDb } from '../../../lib/firebase/firestore-lite';
import { refreshProfile } from '../../../lib/session';

export async function saveWorkProfile(uid: string, workProfile: WorkProfile): Promise<void> {
  await updateDoc(doc(liteDb, 'users', uid), { workProfile });
  await refreshProfile();
}
