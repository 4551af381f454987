/**
 * Reading the documents of a live query through a domain schema (the same
 * converter as lib/firebase/schema-converter.ts): a document that fails the schema is
 * left out of the list and logged once per page load, not on every snapshot,
 * and never breaks the view. No Firebase import: unit-tested with plain objects.
 */
import type { DocumentData } from 'firebase/firestore';
import type { z } from 'zod';
import { convertWith } from '../firebase/schema-converter';

/** What a query snapshot's document offers (the full SDK's QueryDocumentSnapshot has it). */
export interface RawDoc {
  id: string;
  ref: { path: string };
  data(options?: { serverTimestamps?: 'estimate' }): DocumentData;
}

export type WithId<T> = T & { id: string };

const reported = new Set<string>();

export function readDocs<S extends z.ZodType<DocumentData>>(
  docs: readonly RawDoc[],
  schema: S,
  log: (message: string, error: unknown) => void = console.error,
  seen: Set<string> = reported,
): WithId<z.output<S>>[] {
  const { fromFirestore } = convertWith(schema);
  const rows: WithId<z.output<S>>[] = [];
  for (const doc of docs) {
    try {
      rows.push({ ...fromFirestore(doc), id: doc.id });
    } catch (error) {
      if (seen.has(doc.ref.path)) continue;
      seen.add(doc.ref.path);
      log(`${doc.ref.path} does not match its schema; left out`, error);
    }
  }
  return rows;
}
