/** The admin's Logout: ends the Firebase Auth session. */
import { signOut } from 'firebase/auth';
import { auth } from '../../../lib/firebase/app';

export function logOutAdmin(): Promise<void> {
  return signOut(auth);
}
