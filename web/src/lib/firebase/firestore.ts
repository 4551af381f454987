/**
 * The full Firestore SDK (live listeners, writes), connected once. About
 * 170 KB gzip: imported only by features that listen or write, never by the
 * shell, and off the first paint of /jobs (which reads through firestore-lite.ts).
 */
import { connectFirestoreEmulator, initializeFirestore, type DocumentData, type FirestoreDataConverter } from 'firebase/firestore';
import type { z } from 'zod';
import './app-check';
import { emulatorHost, firebaseApp, usesEmulators } from './app';
import { convertWith } from './schema-converter';

export const db = initializeFirestore(firebaseApp, { ignoreUndefinedProperties: true });
if (usesEmulators) connectFirestoreEmulator(db, emulatorHost, 8080);

export function schemaConverter<S extends z.ZodType<DocumentData>>(schema: S): FirestoreDataConverter<z.output<S>> {
  return convertWith(schema) as FirestoreDataConverter<z.output<S>>;
}
