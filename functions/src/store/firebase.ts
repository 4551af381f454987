import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

/**
 * The one place the function connects to Firebase. initializeApp() reads
 * FIREBASE_CONFIG and the *_EMULATOR_HOST variables the runtime sets.
 */
if (getApps().length === 0) initializeApp();
export const db = getFirestore();
export const auth = getAuth();

export const isEmulated = process.env.FUNCTIONS_EMULATOR === 'true';

/** Storage is used in production, and in the emulators only when the Storage emulator runs. */
export const storageAvailable = !isEmulated || Boolean(process.env.FIREBASE_STORAGE_EMULATOR_HOST);

/** The project's default bucket; its name decides which download URLs are ours. */
export function resumeBucket() {
  return getStorage().bucket();
}

export function defaultBucketName(): string | null {
  try {
    return resumeBucket().name;
  } catch {
    return null; // no storageBucket configured
  }
}
