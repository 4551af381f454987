import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { MESSAGES } from '@jobsearch/domain';
import { ApiError } from '../errors';
import { db } from './firebase';

/**
 * Failed-login throttle, counted in Firestore (`loginThrottle/{key}`, which
 * the rules let no client read or write) so it holds across function
 * instances. A fixed window per key: the first failure opens it, and once a
 * key has LIMITS[kind] failures inside it, logins with that key are refused
 * with 429 and Retry-After until the window ends. A successful login clears
 * the account's key (not the address's: one right password must not unlock
 * guessing at other accounts from the same address).
 */
export const THROTTLE_WINDOW_SECONDS = 15 * 60;
export const THROTTLE_LIMITS = {
  /** Failures per account (its email, lower-cased) per window. */
  account: 10,
  /**
   * Failures per client address per window. Higher than per account: many
   * people share one address (an office, a college, a mobile carrier's NAT).
   */
  address: 30,
} as const;

export type ThrottleKind = keyof typeof THROTTLE_LIMITS;
export interface ThrottleKey {
  kind: ThrottleKind;
  value: string;
}

const collection = db.collection('loginThrottle');

/** The document of a key: a hash, so no email or address is stored and any value is a valid id. */
function refOf({ kind, value }: ThrottleKey) {
  const normalised = kind === 'account' ? value.trim().toLowerCase() : value.trim();
  return collection.doc(`${kind}-${createHash('sha256').update(normalised).digest('hex').slice(0, 40)}`);
}

interface Counter {
  kind: ThrottleKind;
  failures: number;
  windowEnds: Timestamp;
}

function secondsLeft(counter: Counter | undefined, now: number): number {
  if (!counter || counter.failures < THROTTLE_LIMITS[counter.kind]) return 0;
  return Math.max(0, Math.ceil((counter.windowEnds.toMillis() - now) / 1000));
}

/** Throws 429 `too_many_failed_logins` with Retry-After when any key is over its limit. */
export async function assertNotThrottled(keys: ThrottleKey[]): Promise<void> {
  const snapshots = await db.getAll(...keys.map(refOf));
  const now = Date.now();
  const wait = Math.max(0, ...snapshots.map((s) => secondsLeft(s.data() as Counter | undefined, now)));
  if (wait > 0) throw new ApiError(429, 'too_many_failed_logins', MESSAGES.tooManyFailedLogins, undefined, { 'Retry-After': String(wait) });
}

/** Counts one failure against every key (a transaction each, so concurrent failures all count). */
export async function recordFailure(keys: ThrottleKey[]): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      db.runTransaction(async (tx) => {
        const ref = refOf(key);
        const counter = (await tx.get(ref)).data() as Counter | undefined;
        const now = Date.now();
        if (!counter || counter.windowEnds.toMillis() <= now) {
          tx.set(ref, { kind: key.kind, failures: 1, windowEnds: Timestamp.fromMillis(now + THROTTLE_WINDOW_SECONDS * 1000) });
        } else {
          tx.update(ref, { failures: counter.failures + 1 });
        }
      }),
    ),
  );
}

/** A successful login: the account starts again from zero. */
export async function clearAccount(email: string): Promise<void> {
  await refOf({ kind: 'account', value: email }).delete();
}

/**
 * Runs a password check under the throttle: refused up front when a key is
 * over its limit; a 401 counts a failure; success clears the account's count.
 */
export async function throttled<T>(keys: ThrottleKey[], check: () => Promise<T>): Promise<T> {
  await assertNotThrottled(keys);
  try {
    const result = await check();
    const account = keys.find((key) => key.kind === 'account');
    if (account) await clearAccount(account.value);
    return result;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) await recordFailure(keys);
    throw error;
  }
}
