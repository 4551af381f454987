/**
 * Where the Auth SDK keeps the next signed-in user: localStorage when the
 * person ticks "Keep me signed in" (they stay signed in when the browser is
 * reopened), sessionStorage otherwise (the browser session ends it). Every
 * sign-in chooses before it signs in, since the SDK keeps the last choice:
 * phone sign-ins (sign-up, forgot password) and the admin always use the
 * session, so a flow cut off by closing the tab leaves nobody to restore.
 * Why localStorage and not IndexedDB: docs/decisions.md, "Keep me signed in".
 */
import { browserLocalPersistence, browserSessionPersistence, setPersistence } from 'firebase/auth';
import { auth } from '../firebase/app';

export function persistSignIn(keep: boolean): Promise<void> {
  return setPersistence(auth, keep ? browserLocalPersistence : browserSessionPersistence);
}
