/**
 * Firestore Lite: one-shot reads over REST, about 34 KB gzip against the full
 * SDK's 170 KB, and one round trip a query. The session's first profile read
 * and the jobs list use it, so a cold /jobs shows cards before the full SDK
 * (needed only for live listeners and writes) has even downloaded.
 */
import { connectFirestoreEmulator, getFirestore, type DocumentData, type FirestoreDataConverter } from 'firebase/firestore/lite';
import type { z } from 'zod';
import './app-check';
import { emulatorHost, firebaseApp, usesEmulators } from './app';
import { convertWith } from './schema-converter';

export const liteDb = getFirestore(firebaseApp);
if (usesEmulators) connectFirestoreEmulator(liteDb, emulatorHost, 8080);

export function liteSchemaConverter<S extends z.ZodType<DocumentData>>(schema: S): FirestoreDataConverter<z.output<S>> {
  return convertWith(schema) as FirestoreDataConverter<z.output<S>>;
}
