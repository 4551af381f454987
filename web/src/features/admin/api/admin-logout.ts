/** The admin's Logout: ends the Firebase Auth session. */
import { signOut } from 'firebase/auth';
import { auth } from '../../../lib/firebase';

export function logOutAdmin(): Promise<void> {
  return signOut(auth);
}
