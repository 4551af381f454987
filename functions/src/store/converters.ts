import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { fieldErrors, applicationSchema, jobSchema, userSchema } from '@jobsearch/domain';
import type { z } from 'zod';

/** A stored document that does not match its schema: caught here, not in a route. */
export class MalformedDocumentError extends Error {
  constructor(
    readonly path: string,
    readonly problems: Record<string, string>,
  ) {
    super(`Malformed document ${path}`);
    this.name = 'MalformedDocumentError';
  }
}

/** Firestore Timestamps become Dates, so the domain schemas (z.date()) can check them. */
function timestampsToDates(data: DocumentData): DocumentData {
  const out: DocumentData = {};
  for (const [key, value] of Object.entries(data)) out[key] = toDates(value);
  return out;
}

/** Nested too: an application's statusHistory and interview hold Timestamps. */
function toDates(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(toDates);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) return timestampsToDates(value as DocumentData);
  return value;
}

/**
 * A converter that validates on read with a domain schema. Writes pass
 * through unchanged: they carry server timestamps, which no schema can check.
 */
export function schemaConverter<T extends DocumentData>(schema: z.ZodType<T>): FirestoreDataConverter<T> {
  return {
    toFirestore: (model) => model as DocumentData,
    fromFirestore(snapshot: QueryDocumentSnapshot): T {
      const parsed = schema.safeParse(timestampsToDates(snapshot.data()));
      if (!parsed.success) throw new MalformedDocumentError(snapshot.ref.path, fieldErrors(parsed.error));
      return parsed.data;
    },
  };
}

/**
 * A document's data, or null when it is absent or malformed: a malformed
 * document is logged and treated as missing (a 404), never a 500.
 */
export function dataOrNull<T>(snapshot: { data(): T | undefined }, onMalformed: (error: MalformedDocumentError) => void): T | null {
  try {
    return snapshot.data() ?? null;
  } catch (error) {
    if (!(error instanceof MalformedDocumentError)) throw error;
    onMalformed(error);
    return null;
  }
}

export const jobConverter = schemaConverter(jobSchema);
export const userConverter = schemaConverter(userSchema);
export const applicationConverter = schemaConverter(applicationSchema);
