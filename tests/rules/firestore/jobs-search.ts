// The seekers' list with a district and a minimum salary, the
// new degree and trade keywords, the count aggregation over the same query, and
// the read of jobs hidden by reports that corrects the count. Each allowed for
// the seeker (with what it returns) and denied to others or without the status
// filter the rules demand.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, getCountFromServer, getDocs, limit, orderBy, query, where, type Firestore, type QueryConstraint } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { JOB, firestoreOf, type Actor } from '../support/env.js';

const jobs = (db: Firestore, ...constraints: QueryConstraint[]) => query(collection(db, 'jobs'), ...constraints);
const active = where('status', '==', 'Active');
const newestFirst = orderBy('createdAt', 'desc');

interface Case {
  name: string;
  constraints: () => QueryConstraint[];
  /** What the seeker gets: the ids, or the count. */
  returns: readonly string[];
}

// employer-1's Active job is ITI Fitter, Industry Job, Pune, 15,000 - 20,000 (salaryMax 20000, derived);
// employer-2's has no derived salary numbers yet, so no minimum salary matches it.
const SEEKER_CASES: Case[] = [
  { name: 'district (city == Pune)', constraints: () => [active, where('city', '==', 'Pune'), newestFirst, limit(10)], returns: [JOB.active] },
  { name: 'minimum salary (salaryMax >= 20000)', constraints: () => [active, where('salaryMax', '>=', 20000), newestFirst, limit(10)], returns: [JOB.active] },
  { name: 'minimum salary above every job', constraints: () => [active, where('salaryMax', '>=', 20001), newestFirst, limit(10)], returns: [] },
  { name: 'the degree keyword "iti"', constraints: () => [active, where('keywords', 'array-contains', 'iti'), newestFirst, limit(10)], returns: [JOB.active] },
  {
    name: 'every filter at once: degree, trade, job type, district, keyword, minimum salary',
    constraints: () => [
      active,
      where('degree', '==', 'ITI'),
      where('trade', '==', 'Fitter'),
      where('jobType', '==', 'Industry Job'),
      where('city', '==', 'Pune'),
      where('keywords', 'array-contains', 'fitter'),
      where('salaryMax', '>=', 15000),
      newestFirst,
      limit(10),
    ],
    returns: [JOB.active],
  },
];

function run(env: () => RulesTestEnvironment, actor: Actor, constraints: QueryConstraint[]) {
  return getDocs(jobs(firestoreOf(env(), actor), ...constraints));
}

export function jobsSearchPolicy(env: () => RulesTestEnvironment): void {
  describe("queries: the job seeker's Available Jobs by district, minimum salary and degree keywords", () => {
    for (const c of SEEKER_CASES) {
      it(`allows: ${c.name} (seeker)`, async () => {
        const snapshot = await assertSucceeds(run(env, 'seeker', c.constraints()));
        expect(snapshot.docs.map((d) => d.id).sort()).toEqual([...c.returns].sort());
      });
      it(`denies: ${c.name} (employer)`, async () => {
        await assertFails(run(env, 'employer', c.constraints()));
      });
      it(`denies: ${c.name} (visitor)`, async () => {
        await assertFails(run(env, 'visitor', c.constraints()));
      });
    }

    it('denies: district or minimum salary without status == Active (seeker)', async () => {
      await assertFails(run(env, 'seeker', [where('city', '==', 'Pune'), newestFirst, limit(10)]));
      await assertFails(run(env, 'seeker', [where('salaryMax', '>=', 1), newestFirst, limit(10)]));
    });
  });

  describe('queries: the count of matching jobs (count aggregation over the list query)', () => {
    const countOf = (actor: Actor, ...constraints: QueryConstraint[]) => getCountFromServer(jobs(firestoreOf(env(), actor), ...constraints));

    it('allows: the count of Active jobs with a district and a minimum salary (seeker)', async () => {
      const counted = await assertSucceeds(countOf('seeker', active, where('city', '==', 'Pune'), where('salaryMax', '>=', 15000), newestFirst));
      expect(counted.data().count).toBe(1);
      const all = await assertSucceeds(countOf('seeker', active, newestFirst));
      expect(all.data().count).toBe(2);
    });
    it('denies: the same count for a visitor', async () => {
      await assertFails(countOf('visitor', active, where('city', '==', 'Pune'), where('salaryMax', '>=', 15000), newestFirst));
    });
    it('denies: a count without status == Active, which would count Inactive jobs too (seeker)', async () => {
      await assertFails(countOf('seeker', where('city', '==', 'Pune'), newestFirst));
    });
  });

  describe('queries: the Active jobs hidden by reports (the count subtracts those matching)', () => {
    const hidden = [active, where('hiddenByReports', '==', true)];
    it('allows: Active jobs flagged hiddenByReports (seeker)', async () => {
      const snapshot = await assertSucceeds(run(env, 'seeker', hidden));
      expect(snapshot.docs).toHaveLength(0);
    });
    it('denies: the same for a visitor', async () => {
      await assertFails(run(env, 'visitor', hidden));
    });
    it('denies: hidden jobs of any status (seeker)', async () => {
      await assertFails(run(env, 'seeker', [where('hiddenByReports', '==', true)]));
    });
  });
}
