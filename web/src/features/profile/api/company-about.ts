/** An employer's About: users/{uid}.companyAbout, written alone (the rules' own update); the session then reads the profile again. */
import { doc, updateDoc } from 'firebase/firestore/lite';
import { liteDb } from '../../../lib/firebase/firestore-lite';
import { refreshProfile } from '../../../lib/session';

export async function saveCompanyAbout(uid: string, companyAbout: string): Promise<void> {
  await updateDoc(doc(liteDb, 'users', uid), { companyAbout });
  await refreshProfile();
}
