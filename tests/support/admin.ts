// The Admin SDK on the emulators, for seeding and reading back what the code
// under test wrote. One default app, made on first use with the project's
// bucket, so code of functions/src run in-process finds the same bucket.
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, Timestamp, getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { BUCKET_NAME, PROJECT_ID } from './emulators';

export { FieldValue, Timestamp };

export function adminApp(): App {
  return getApps()[0] ?? initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET_NAME });
}
export const adminDb = () => getFirestore(adminApp());
export const adminAuth = () => getAuth(adminApp());
/** The project's default bucket (resumes, profile resumes). */
export const bucket = () => getStorage(adminApp()).bucket(BUCKET_NAME);
