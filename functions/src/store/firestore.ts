import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

/** The one place the function connects to Firebase (emulators when their env vars are set). */
if (getApps().length === 0) initializeApp();
export const db = getFirestore();
export const auth = getAuth();
