/**
 * Firestore data converters built from the domain's zod schemas, for both the
 * full SDK (lib/firebase/firestore.ts) and Firestore Lite (lib/firebase/firestore-lite.ts): a
 * malformed document is caught here and not in a component.
 */
import type { DocumentData } from 'firebase/firestore';
import type { z } from 'zod';

/** What both SDKs' snapshots offer a converter (Lite ignores the options). */
interface Snapshot {
  data(options?: { serverTimestamps?: 'estimate' }): DocumentData;
}

/** Timestamps of either SDK (each has its own class) become Dates before a schema sees them. */
function isTimestamp(value: object): value is { toDate(): Date } {
  return 'seconds' in value && 'nanoseconds' in value && typeof (value as { toDate?: unknown }).toDate === 'function';
}

function withDates(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (isTimestamp(value)) return value.toDate();
  if (Array.isArray(value)) return value.map(withDates);
  if (value.constructor === Object) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withDates(v)]));
  return value;
}

/**
 * Validates every document read against `schema`. Pending server timestamps
 * (full SDK, snapshots with local writes) read as "now" rather than null.
 */
export function convertWith<S extends z.ZodType<DocumentData>>(schema: S) {
  return {
    toFirestore: (data: z.output<S>) => data as DocumentData,
    fromFirestore: (snapshot: Snapshot): z.output<S> => schema.parse(withDates(snapshot.data({ serverTimestamps: 'estimate' }))),
  };
}
