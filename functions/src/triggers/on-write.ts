import { onDocumentWritten, type Change, type DocumentSnapshot, type FirestoreEvent } from 'firebase-functions/v2/firestore';
import { log } from '../log';

/** A document's write as each handler of its collection sees it: the version before and after (either may not exist). */
export type Written = FirestoreEvent<Change<DocumentSnapshot> | undefined, Record<string, string>>;

/** One of a collection's handlers: it decides whether the write concerns it, and does its part. */
export type WriteHandler = (event: Written) => Promise<unknown>;

/** The written document's id (the last segment of its path), whatever the collection's pattern names it. */
export const idOf = (event: Written): string => event.document.split('/').at(-1) ?? '';
/** The document's data before the write; undefined when the write created it. */
export const dataBefore = (event: Written) => (event.data?.before?.exists ? event.data.before.data() : undefined);
/** The document's data after the write; undefined when the write deleted it. */
export const dataAfter = (event: Written) => (event.data?.after?.exists ? event.data.after.data() : undefined);

/**
 * One function for every write of a collection's documents, running each of
 * its handlers side by side, instead of one function per handler: a write of
 * a user, a job or an application is then one invocation, not three to five
 * (production bills each, and starts each cold). Most handlers look at the
 * two versions and return at once.
 *
 * Retries (`retry: true`) stay per event: a failed handler is logged by name
 * and fails the invocation after the others have run, and the event comes
 * again for all of them. So every handler must be idempotent, which each was
 * already as a trigger of its own with retries: deterministic ids, counts
 * recomputed, an event counted once by its id, writes only when something differs.
 */
export function onWriteOf(document: string, handlers: Record<string, WriteHandler>, options: { timeoutSeconds?: number } = {}) {
  const named = Object.entries(handlers);
  return onDocumentWritten({ document, region: 'asia-south1', retry: true, ...options }, async (event) => {
    const outcomes = await Promise.allSettled(named.map(([, handler]) => handler(event)));
    const failures = outcomes.flatMap((outcome, index) =>
      outcome.status === 'rejected' ? [{ handler: named[index]![0], reason: outcome.reason as unknown }] : [],
    );
    for (const { handler, reason } of failures)
      log.error('A write handler failed: the event will come again', { handler, document: event.document, reason: String(reason) });
    if (failures.length) throw failures[0]!.reason;
  });
}
