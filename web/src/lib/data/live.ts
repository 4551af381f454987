/**
 * The one live-data layer: every live Firestore view goes through
 * `useLiveQuery`. It stands on reactfire's `useObservable`, which keeps one
 * listener per query however many components ask for it (and for 30 s after
 * the last one leaves, so going back and forth between two screens does not
 * read again), and answers in one shape: `{ status: 'loading' | 'ready' |
 * 'error', data }`. Documents are read through the domain's zod schemas
 * (lib/data/live-docs.ts): a malformed one is skipped and logged once.
 *
 * reactfire's own `useFirestoreCollection` throws a failed query into the
 * render (an error boundary would then replace the view); the views here show
 * their own error texts, so the listener's error is turned into a value
 * first. The full Firestore SDK comes with this module: only lazy routes
 * import it, never the shell (docs/performance.md).
 */
import { collection, limit, orderBy, query, queryEqual, where, type DocumentData, type Query, type QuerySnapshot } from 'firebase/firestore';
import { useEffect, useMemo } from 'react';
import { onAuthStateChanged } from 'firebase/auth';
import { preloadObservable, useObservable } from 'reactfire';
import { fromRef } from 'rxfire/firestore';
import { catchError, from, map, of, switchMap, type Observable } from 'rxjs';
import type { z } from 'zod';
import { auth } from '../firebase/app';
import { db } from '../firebase/firestore';
import { readDocs, type WithId } from './live-docs';
import { readStoredUser } from '../session';

export type Live<T> =
  | { status: 'loading'; data: readonly T[] }
  /** `fromCache`: the SDK answered without the server (offline); with its memory cache, that may be nothing. */
  | { status: 'ready'; data: readonly T[]; size: number; fromCache: boolean }
  | { status: 'error'; data: readonly T[]; error: Error };

type Emission = { snapshot: QuerySnapshot<DocumentData> } | { error: Error };

const NOTHING: readonly never[] = [];

/**
 * reactfire keys its listeners by id: equal queries (Firestore's queryEqual) get the same id.
 * reactfire keeps a listener for the life of the page; a sign-in or sign-out starts a new
 * generation of ids, so a listener the previous user's sign-out failed is never shown again.
 * A restored user's page may start its listeners before the SDK confirms that user
 * (lib/session/): the confirmation of the same user is no new generation.
 */
const knownQueries: Query<DocumentData>[] = [];
let generation = 0;
let listeningAs = auth.currentUser?.uid ?? readStoredUser()?.user.uid ?? null;
onAuthStateChanged(auth, (user) => {
  const uid = user?.uid ?? null;
  if (uid !== listeningAs) generation += 1;
  listeningAs = uid;
});
function listenerId(q: Query<DocumentData>): string {
  let index = knownQueries.findIndex((known) => queryEqual(known, q));
  if (index < 0) index = knownQueries.push(q) - 1;
  return `jobsearch:live:${generation}:${index}`;
}

/**
 * A restored user's page may mount before the SDK has confirmed that user (lib/session/).
 * A listener opened meanwhile would be torn down and opened again when the Firestore client
 * learns who is signed in; it opens once the SDK has settled instead, as before.
 */
const authSettled = auth.authStateReady();

/**
 * With metadata changes: a listener whose first answer came from the SDK's cache (another
 * read had fetched the same documents) otherwise never hears that the server agreed, and
 * `fromCache` would stay true while online (a page would take itself for offline).
 */
function emissions(q: Query<DocumentData>): Observable<Emission> {
  return from(authSettled).pipe(
    switchMap(() => fromRef(q, { includeMetadataChanges: true })),
    map((snapshot) => ({ snapshot })),
    catchError((error: Error) => of({ error })),
  );
}

function toLive<S extends z.ZodType<DocumentData>>(emission: Emission | undefined, rows: WithId<z.output<S>>[] | null): Live<WithId<z.output<S>>> {
  if (emission && 'error' in emission) return { status: 'error', data: NOTHING, error: emission.error };
  if (!emission || !rows) return { status: 'loading', data: NOTHING };
  return { status: 'ready', data: rows, size: emission.snapshot.size, fromCache: emission.snapshot.metadata.fromCache };
}

/**
 * A live query read through `schema`. `label` names the view in the console
 * when the listener fails. `schema` should be a module constant.
 */
export function useLiveQuery<S extends z.ZodType<DocumentData>>(q: Query<DocumentData>, schema: S, label: string): Live<WithId<z.output<S>>> {
  const { data: emission } = useObservable<Emission>(listenerId(q), emissions(q));
  const error = emission && 'error' in emission ? emission.error : null;
  useEffect(() => {
    if (error) console.error(`Loading ${label} failed`, error);
  }, [error, label]);
  const snapshot = emission && 'snapshot' in emission ? emission.snapshot : null;
  const rows = useMemo(() => (snapshot ? readDocs(snapshot.docs, schema) : null), [snapshot, schema]);
  return toLive(emission, rows);
}

/**
 * The same live query outside React (the Jobs list loads this module only once
 * its first cards show): `onChange` gets every state; returns the unsubscribe.
 */
export function watchLive<S extends z.ZodType<DocumentData>>(
  q: Query<DocumentData>,
  schema: S,
  label: string,
  onChange: (live: Live<WithId<z.output<S>>>) => void,
): () => void {
  const subscription = preloadObservable(emissions(q), listenerId(q)).subscribe((emission) => {
    if ('error' in emission) console.error(`Loading ${label} failed`, emission.error);
    onChange(toLive(emission, 'snapshot' in emission ? readDocs(emission.snapshot.docs, schema) : null));
  });
  return () => subscription.unsubscribe();
}

// ---- Queries more than one feature listens to ----------------------------------------

/** The employer's jobs, newest first (My Jobs and the Applications filter: one listener). */
export function employerJobsQuery(employerId: string): Query<DocumentData> {
  return query(collection(db, 'jobs'), where('employerId', '==', employerId), orderBy('createdAt', 'desc'));
}

/** The seeker's own applications, newest first (My Applications; the Jobs list's "Applied" marks come with the inbox). */
export function myApplicationsQuery(applicantId: string): Query<DocumentData> {
  return query(collection(db, 'applications'), where('applicantId', '==', applicantId), orderBy('createdAt', 'desc'));
}

/** Firestore's most values in one `in` filter. */
export const IN_FILTER_MAX = 30;

/**
 * The account's inbox (domain/src/inboxes.ts): unread messages, the bell's count and the
 * Applied marks in one document, so every signed-in view reads it once, shared by the
 * navigation, the bell and the job cards. A list (uid == theirs) so an account without
 * one yet reads nothing, not an error.
 */
export function inboxQuery(uid: string): Query<DocumentData> {
  return query(collection(db, 'inboxes'), where('uid', '==', uid));
}

/** The seeker's saved jobs among some jobs (at most IN_FILTER_MAX ids), for the Save buttons of the cards shown. */
export function savedJobsAmongQuery(uid: string, jobIds: readonly string[]): Query<DocumentData> {
  return query(collection(db, 'savedJobs'), where('userId', '==', uid), where('jobId', 'in', [...jobIds]));
}

/** The seeker's saved jobs, newest first (Saved Jobs and the Jobs list's Save buttons: one listener). */
export function savedJobsQuery(uid: string): Query<DocumentData> {
  return query(collection(db, 'savedJobs'), where('userId', '==', uid), orderBy('savedAt', 'desc'));
}

/** The seeker's job alerts (at most 10: one per slot). */
export function myAlertsQuery(uid: string): Query<DocumentData> {
  return query(collection(db, 'jobAlerts'), where('userId', '==', uid));
}

/** How many notifications the bell lists, newest first. */
export const NOTIFICATIONS_SHOWN = 30;

/** A user's notifications, newest first (the bell's panel, listened to while it is open). */
export function notificationsQuery(uid: string): Query<DocumentData> {
  return query(collection(db, 'notifications'), where('userId', '==', uid), orderBy('createdAt', 'desc'), limit(NOTIFICATIONS_SHOWN));
}
