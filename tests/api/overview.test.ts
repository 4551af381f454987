// The admin Overview's counters: the counting triggers add each record's
// change to sharded counter documents, so the totals and the days always
// equal a recount of every record (what the seed and the production backfill
// write), whatever was made, changed or deleted; an event counts once.
// Records here are dated on a day of their own, so that day's counters are theirs alone.
import { FieldValue } from 'firebase-admin/firestore';
import { OVERVIEW_COUNTERS, addTally, counterDoc, type Tally } from '@jobsearch/domain/overview';
import { reportId } from '@jobsearch/domain';
import { describe, expect, it } from 'vitest';
import { applyTally, recountOverview } from '../../functions/src/store/overview';
import { createUsers, seedApplication, seedJob, until } from '../support';
import { db } from './helpers';

/** The counters as they stand, shards summed: 'totals' or a day -> field -> count (zeros left out). */
async function countersNow(): Promise<Tally> {
  const sum: Tally = {};
  for (const doc of (await db.collection(OVERVIEW_COUNTERS).get()).docs) {
    const { kind, day, ...counts } = doc.data() as Record<string, unknown>;
    const target = kind === 'totals' ? 'totals' : String(day);
    addTally(sum, { [target]: Object.fromEntries(Object.entries(counts).filter(([, v]) => typeof v === 'number')) as Record<string, number> });
  }
  return withoutZeros(sum);
}

function withoutZeros(tally: Tally): Tally {
  const result: Tally = {};
  for (const [target, fields] of Object.entries(tally)) {
    const kept = Object.entries(fields).filter(([, n]) => n !== 0);
    if (kept.length) result[target] = Object.fromEntries(kept);
  }
  return result;
}

/** A day of its own, long ago (no other record is dated then). */
function ownDay(): { day: string; at: (hour: number) => Date } {
  const day = `19${70 + Math.floor(Math.random() * 29)}-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(Math.random() * 28)).padStart(2, '0')}`;
  return { day, at: (hour) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+05:30`) };
}

const dayCounts = async (day: string) => (await countersNow())[day] ?? {};

describe('the Overview counters', () => {
  it('follow records as they are made, changed and deleted, and equal a recount of every record', async () => {
    const { day, at } = ownDay();
    const [employer, seeker] = await createUsers('employer', 'jobseeker');
    const jobId = await seedJob(employer.uid, { createdAt: at(9) });
    const applicationId = await seedApplication({ jobId, employerId: employer.uid, seeker, createdAt: at(10) });
    await until(
      () => dayCounts(day),
      (c) => c.jobs === 1 && c.applications === 1,
      `${day}: a job and an application`,
    );

    // Hired on that day: a hire, and the funnel's furthest step moves from Applied to Hired.
    await db.doc(`applications/${applicationId}`).update({ status: 'Hired', statusHistory: { Viewed: at(11), Hired: at(12) } });
    await until(
      () => dayCounts(day),
      (c) => c.hires === 1,
      `${day}: a hire`,
    );

    // Hidden by reports and made Inactive; a report opened; the seeker's profile deleted.
    await db.doc(`jobs/${jobId}`).update({ status: 'Inactive', hiddenByReports: true });
    await db.doc(`reports/${reportId(jobId, seeker.uid)}`).set({
      jobId,
      reporterId: seeker.uid,
      reason: 'money',
      note: '',
      status: 'open',
      createdAt: FieldValue.serverTimestamp(),
    });
    await db.doc(`users/${seeker.uid}`).delete();

    // The application deleted: its day's application and hire go.
    await db.doc(`applications/${applicationId}`).delete();
    await until(
      () => dayCounts(day),
      (c) => c.jobs === 1 && !c.applications && !c.hires,
      `${day}: the job only`,
    );

    // Everything else the earlier files did has been counted too: the counters equal a recount.
    await until(
      async () => [await countersNow(), withoutZeros(await recountOverview(db))] as const,
      ([counters, truth]) => JSON.stringify(sorted(counters)) === JSON.stringify(sorted(truth)),
      'the counters equal a recount',
      30_000,
    ).catch(async (error: Error) => {
      const [counters, truth] = [await countersNow(), withoutZeros(await recountOverview(db))];
      expect(sorted(counters)).toEqual(sorted(truth));
      throw error;
    });
  }, 90_000);

  it('count an event once, however often it is delivered, on one shard at a time', async () => {
    const { day } = ownDay();
    const eventId = `overview-test-${day}-${Math.random().toString(36).slice(2)}`;
    expect(await applyTally(db, eventId, { [day]: { accounts: 1 } }, 4)).toBe(true);
    expect(await applyTally(db, eventId, { [day]: { accounts: 1 } }, 7)).toBe(false);
    expect((await db.doc(`${OVERVIEW_COUNTERS}/${counterDoc(day, 4).id}`).get()).data()).toEqual({ kind: 'day', day, accounts: 1 });
    expect((await db.doc(`${OVERVIEW_COUNTERS}/${counterDoc(day, 7).id}`).get()).exists).toBe(false);
    expect((await db.doc(`overviewEvents/e-${eventId}`).get()).get('expiresAt')).toBeDefined();
    // Taken back, so the counters still equal a recount.
    expect(await applyTally(db, `${eventId}-undo`, { [day]: { accounts: -1 } }, 4)).toBe(true);
    expect((await dayCounts(day)).accounts).toBeUndefined();
  });
});

/** A tally with its targets and fields in order, to compare as JSON. */
function sorted(tally: Tally): Tally {
  return Object.fromEntries(
    Object.keys(tally)
      .sort()
      .map((target) => [target, Object.fromEntries(Object.entries(tally[target]!).sort(([a], [b]) => a.localeCompare(b)))]),
  );
}
