/**
 * The Overview's counters (domain/src/overview.ts): a change applied once
 * per event, and a recount of every record for the seed and production.
 * Takes its Firestore so the one-off scripts can use it.
 */
import { FieldValue, Timestamp, type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  COUNTER_SHARDS,
  OVERVIEW_COUNTERS,
  OVERVIEW_EVENTS,
  addTally,
  applicationTally,
  counterDoc,
  jobTally,
  reportTally,
  userTally,
  type Tally,
} from '@jobsearch/domain/overview';

/** How long an event's mark is kept (a TTL policy on expiresAt removes it): retries stop after a day. */
const EVENT_MARK_DAYS = 7;
const ALREADY_EXISTS = 6;

/**
 * Adds `change` to one shard of each counter it names, and marks the event,
 * in one batch: a redelivered event finds its mark, the batch fails as a
 * whole, and nothing is counted twice. At most one mark and three counters.
 * Returns whether it counted.
 */
export async function applyTally(db: Firestore, eventId: string, change: Tally, shard = Math.floor(Math.random() * COUNTER_SHARDS)): Promise<boolean> {
  const batch = db.batch();
  // An id is a path segment: no slash, and never '.' or '..'.
  batch.create(db.collection(OVERVIEW_EVENTS).doc(`e-${eventId.replace(/\//g, '_')}`), {
    expiresAt: Timestamp.fromMillis(Date.now() + EVENT_MARK_DAYS * 86_400_000),
  });
  for (const [target, fields] of Object.entries(change)) {
    const { id, fields: kind } = counterDoc(target, shard);
    const increments = Object.fromEntries(Object.entries(fields).map(([field, by]) => [field, FieldValue.increment(by)]));
    batch.set(db.collection(OVERVIEW_COUNTERS).doc(id), { ...kind, ...increments }, { merge: true });
  }
  try {
    await batch.commit();
    return true;
  } catch (error) {
    if ((error as { code?: number }).code === ALREADY_EXISTS) return false;
    throw error;
  }
}

const SOURCES = [
  { collection: 'users', tallyOf: userTally, fields: ['role', 'createdAt'] },
  { collection: 'jobs', tallyOf: jobTally, fields: ['status', 'hiddenByReports', 'createdAt'] },
  { collection: 'applications', tallyOf: applicationTally, fields: ['status', 'statusHistory', 'createdAt'] },
  { collection: 'reports', tallyOf: reportTally, fields: ['status'] },
] as const;
const PAGE = 500;

/** Every record's tally summed: what the counters should hold. Reads every record, a page at a time (one-off scripts and tests only). */
export async function recountOverview(db: Firestore): Promise<Tally> {
  const sum: Tally = {};
  for (const { collection, tallyOf, fields } of SOURCES) {
    let last: QueryDocumentSnapshot | undefined;
    for (;;) {
      let page = db
        .collection(collection)
        .orderBy('__name__')
        .select(...fields)
        .limit(PAGE);
      if (last) page = page.startAfter(last);
      const snapshot = await page.get();
      for (const doc of snapshot.docs) addTally(sum, tallyOf(doc.data()));
      if (snapshot.size < PAGE) break;
      last = snapshot.docs[snapshot.size - 1];
    }
  }
  return sum;
}

/**
 * Sets the counters to `truth`: each counter's shard 0 holds it and its other
 * shards go, and counters `truth` does not name go. Counting by the triggers
 * meanwhile is lost, so it is run at a quiet moment (and may be run again).
 * Returns how many counter documents it wrote and deleted.
 */
export async function writeRecount(db: Firestore, truth: Tally): Promise<{ written: number; deleted: number }> {
  const existing = await db.collection(OVERVIEW_COUNTERS).select().get();
  const keep = new Set(Object.keys(truth).map((target) => counterDoc(target, 0).id));
  const writer = db.bulkWriter();
  const failures: unknown[] = [];
  const failed = (error: unknown) => void failures.push(error);
  for (const [target, fields] of Object.entries(truth)) {
    const { id, fields: kind } = counterDoc(target, 0);
    writer.set(db.collection(OVERVIEW_COUNTERS).doc(id), { ...kind, ...fields }).catch(failed);
  }
  let deleted = 0;
  for (const doc of existing.docs) {
    if (keep.has(doc.id)) continue;
    deleted += 1;
    writer.delete(doc.ref).catch(failed);
  }
  await writer.close();
  if (failures.length) throw failures[0];
  return { written: keep.size, deleted };
}
