/** Firestore, connected once; imported only by features that read or write documents. */
import {
  connectFirestoreEmulator, initializeFirestore, Timestamp,
  type DocumentData, type FirestoreDataConverter, type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { z } from 'zod';
import { emulatorHost, firebaseApp, usesEmulators } from './firebase';

export const db = initializeFirestore(firebaseApp, { ignoreUndefinedProperties: true });
if (usesEmulators) connectFirestoreEmulator(db, emulatorHost, 8080);

/** Firestore Timestamps become Dates before a schema sees them. */
function withDates(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(withDates);
  if (value && typeof value === 'object' && value.constructor === Object) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withDates(v)]));
  }
  return value;
}

/**
 * A converter that validates every document read against a domain schema, so
 * a malformed document is caught here and not in a component. Pending server
 * timestamps read as null in snapshots with local writes; they become "now".
 */
export function schemaConverter<S extends z.ZodType<DocumentData>>(schema: S): FirestoreDataConverter<z.output<S>> {
  return {
    toFirestore: (data) => data as DocumentData,
    fromFirestore(snapshot: QueryDocumentSnapshot) {
      const raw = withDates(snapshot.data({ serverTimestamps: 'estimate' }));
      return schema.parse(raw);
    },
  };
}
