/**
 * The reads index.html's signed-in script starts beside the shell, before any
 * Firebase SDK is up (web/vite.config.ts, SIGNED_IN_PRELOAD_SCRIPT): the
 * user's profile and, on /jobs and a job's details URL, the list's first page
 * (and the job), by Firestore's REST API under the user's own ID token, so
 * the rules decide as for the SDK. Each answer is taken once, by the session
 * of the same user only (never another user's: a different uid gets nothing),
 * and dropped when it is not a clean 200; the app then reads as before.
 */
import { fromRestFields, restDocumentPath, type RestDocument } from './rest-document';

export interface EarlyReads {
  /** The user whose token made the reads. */
  uid: string;
  profile?: Promise<RestDocument | null>;
  jobs?: Promise<{ document?: RestDocument }[] | null>;
  jobId?: string;
  job?: Promise<RestDocument | null>;
}

declare global {
  interface Window {
    __earlyReads?: EarlyReads;
  }
}

type Kind = 'profile' | 'jobs' | 'job';

/** The answer of one early read for this user, once; undefined when there is none (or it was another user's). */
export function takeEarlyRead<K extends Kind>(
  uid: string,
  kind: K,
  reads: EarlyReads | undefined = globalThis.window?.__earlyReads,
): EarlyReads[K] | undefined {
  if (!reads || reads.uid !== uid) return undefined;
  const answer = reads[kind];
  delete reads[kind];
  return answer;
}

const PENDING = Symbol('pending');

/**
 * The answer of one early read for this user when it has already come (taken, once), else
 * undefined and left for takeEarlyRead: decided within this turn of the event loop, so a
 * first render can be drawn with it rather than one render later.
 */
export async function takeSettledEarlyRead<K extends Kind>(
  uid: string,
  kind: K,
  reads: EarlyReads | undefined = globalThis.window?.__earlyReads,
): Promise<Awaited<EarlyReads[K]> | undefined> {
  const answer = reads?.uid === uid ? reads[kind] : undefined;
  if (!answer) return undefined;
  // An answer already in wins the race: its reaction is queued before the marker's.
  const value = await Promise.race([answer, Promise.resolve(PENDING)]);
  if (value === PENDING || takeEarlyRead(uid, kind, reads) !== answer) return undefined;
  return value as Awaited<EarlyReads[K]>;
}

/**
 * What a reader made of an early answer before the first render (a profile, a first page),
 * kept for its user: the first render reads it without taking it (under StrictMode it runs
 * twice), the effect after it takes it.
 */
export function primedAnswer<T>() {
  let kept: { uid: string; value: T } | null = null;
  return {
    keep(uid: string, value: T): void {
      kept = { uid, value };
    },
    get(uid: string, { take = false } = {}): T | undefined {
      if (kept?.uid !== uid) return undefined;
      const { value } = kept;
      if (take) kept = null;
      return value;
    },
  };
}

/** A document of an early answer as { id, data }, when it is the one asked for (`path`, and `id` when given). */
export function earlyDocument(document: RestDocument | null | undefined, path: string, id?: string): { id: string; data: Record<string, unknown> } | null {
  if (!document?.name) return null;
  const where = restDocumentPath(document);
  if (where.path !== path || (id !== undefined && where.id !== id)) return null;
  return { id: where.id, data: fromRestFields(document.fields ?? {}) };
}
