/**
 * The device's last-seen copy of what a signed-in user last saw: their profile,
 * the first page of the jobs list and their applications. Written each time
 * one of them loads from Firestore, read when the network is gone (or a read
 * fails), so a repeat visit offline still shows them, under an offline
 * notice (the service worker brings the app itself).
 *
 * Kept where the Auth SDK keeps the signed-in user: sessionStorage (a fresh
 * browser session starts signed out, docs/spec-notes.md §2), so nothing
 * personal outlives the session on a shared computer, or localStorage for
 * someone who chose Keep me signed in. Every entry names its user, so
 * another account in the same tab never sees it. Each entry carries a version:
 * an entry written by an older build in another shape is ignored, and every
 * row is read back through the domain's schema (a row that no longer matches
 * is left out), like documents from Firestore (lib/data/live-docs.ts).
 *
 * No zod here (this module is on the shell's path through lib/session/): the
 * callers pass their schema.
 */
import type { z } from 'zod';
import { readStoredUser, userStorage } from '../session/stored-user';
import { LAST_SEEN_PREFIX as PREFIX, type LastSeenKind } from './last-seen-keys';

export { forgetLastSeen, type LastSeenKind } from './last-seen-keys';

/** Raised when the stored shape changes: older entries are then ignored, not misread. */
export const LAST_SEEN_VERSION = 1;

export interface LastSeenEntry {
  /** When it was written (ms since the epoch). */
  savedAt: number;
  data: unknown;
}

interface StoredEntry {
  v: number;
  uid: string;
  savedAt: number;
  data: unknown;
}

/** JSON with Dates kept as Dates: `{ "$date": ISO }` in the text. */
export function encodeEntry(uid: string, data: unknown, savedAt: number): string {
  const entry: StoredEntry = { v: LAST_SEEN_VERSION, uid, savedAt, data };
  return JSON.stringify(entry, function (this: Record<string, unknown>, key, value: unknown) {
    const raw = this[key];
    return raw instanceof Date ? { $date: raw.toISOString() } : value;
  });
}

/** The entry of `uid` in `text`, or null: not JSON, another version, another user, or no data. */
export function decodeEntry(text: string | null, uid: string): LastSeenEntry | null {
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text, (_key, value: unknown) => {
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        const keys = Object.keys(value);
        const date = (value as { $date?: unknown }).$date;
        if (keys.length === 1 && typeof date === 'string') {
          const time = Date.parse(date);
          return Number.isNaN(time) ? value : new Date(time);
        }
      }
      return value;
    });
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const entry = parsed as Partial<StoredEntry>;
  if (entry.v !== LAST_SEEN_VERSION || entry.uid !== uid || typeof entry.savedAt !== 'number' || entry.data === undefined) return null;
  return { savedAt: entry.savedAt, data: entry.data };
}

/** Each row of `rows` that still matches `schema`, with its id (`idKey`) kept; a row that does not is left out. */
export function readRows<S extends z.ZodType<object>, K extends string>(rows: unknown, schema: S, idKey: K): (z.output<S> & Record<K, string>)[] {
  if (!Array.isArray(rows)) return [];
  const read: (z.output<S> & Record<K, string>)[] = [];
  for (const row of rows as unknown[]) {
    if (!row || typeof row !== 'object') continue;
    const id = (row as Record<string, unknown>)[idKey];
    const parsed = schema.safeParse(row);
    if (parsed.success && typeof id === 'string') read.push({ ...parsed.data, [idKey]: id } as z.output<S> & Record<K, string>);
  }
  return read;
}

function storage(): Storage | null {
  return typeof sessionStorage === 'undefined' ? null : userStorage();
}

/**
 * Writes the copy; a full or unavailable storage only means no copy. A read that answers
 * after its user signed out (or was found deleted) writes nothing: sign-out has forgotten
 * the copies, and this one must not come back.
 */
export function rememberLastSeen(kind: LastSeenKind, uid: string, data: unknown, now = Date.now()): void {
  try {
    if (readStoredUser()?.user.uid !== uid) return;
    storage()?.setItem(PREFIX + kind, encodeEntry(uid, data, now));
  } catch {
    /* quota or privacy mode: the page works as before, without an offline copy */
  }
}

export function recallLastSeen(kind: LastSeenKind, uid: string): LastSeenEntry | null {
  try {
    return decodeEntry(storage()?.getItem(PREFIX + kind) ?? null, uid);
  } catch {
    return null;
  }
}
