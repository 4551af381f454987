// The queries the app runs (docs/contracts.md, "Queries"), each tried by the
// actor it is for (allowed, and it returns what it should) and by others (denied).
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, getDocs, limit, orderBy, query, startAfter, where, type Firestore, type Query, type QueryConstraint } from 'firebase/firestore';
import { todayInIndia } from '@jobsearch/domain';
import { describe, expect, it } from 'vitest';
import { JOB, SEEDED_APPLICATION, UID, firestoreOf, type Actor } from '../support/env.js';

interface QueryCase {
  name: string;
  actor: Actor;
  expect: 'allow' | 'deny';
  build: (db: Firestore) => Query;
  /** For allowed queries: the ids the query must return, in any order. */
  returns?: readonly string[];
}

function queryCases(title: string, env: () => RulesTestEnvironment, list: readonly QueryCase[]): void {
  describe(title, () => {
    for (const c of list) {
      it(`${c.expect === 'allow' ? 'allows' : 'denies'}: ${c.name} (${c.actor})`, async () => {
        const run = getDocs(c.build(firestoreOf(env(), c.actor)));
        if (c.expect === 'deny') {
          await assertFails(run);
          return;
        }
        const snapshot = await assertSucceeds(run);
        if (c.returns) expect(snapshot.docs.map((d) => d.id).sort()).toEqual([...c.returns].sort());
      });
    }
  });
}

/** Every subset of a list, the empty one first. */
function subsets<T>(items: readonly T[]): T[][] {
  return items.reduce<T[][]>((all, item) => [...all, ...all.map((s) => [...s, item])], [[]]);
}

// The seeker's optional filters, with values that match employer-1's Active job only.
const SEEKER_FILTERS = [
  { name: 'degree', constraint: where('degree', '==', 'ITI') },
  { name: 'trade', constraint: where('trade', '==', 'Fitter') },
  { name: 'jobType', constraint: where('jobType', '==', 'Industry Job') },
  { name: 'keywords', constraint: where('keywords', 'array-contains', 'fit') },
] as const;

const jobs = (db: Firestore, ...constraints: QueryConstraint[]) => query(collection(db, 'jobs'), ...constraints);
const apps = (db: Firestore, ...constraints: QueryConstraint[]) => query(collection(db, 'applications'), ...constraints);
const users = (db: Firestore, ...constraints: QueryConstraint[]) => query(collection(db, 'users'), ...constraints);
const newestFirst = orderBy('createdAt', 'desc');

export function queriesPolicy(env: () => RulesTestEnvironment): void {
  const seekerList: QueryCase[] = subsets(SEEKER_FILTERS).flatMap((filters) => {
    const label = `Available Jobs: status == Active${filters.map((f) => ` + ${f.name}`).join('')}, newest first, 20 a page`;
    const build = (db: Firestore) => jobs(db, where('status', '==', 'Active'), ...filters.map((f) => f.constraint), newestFirst, limit(20));
    const returns = filters.length ? [JOB.active] : [JOB.active, JOB.other];
    return [
      { name: label, actor: 'seeker', expect: 'allow', build, returns },
      { name: label, actor: 'employer', expect: 'deny', build },
      { name: label, actor: 'visitor', expect: 'deny', build },
    ] satisfies QueryCase[];
  });
  queryCases("queries: the job seeker's Available Jobs, every filter combination", env, seekerList);

  describe("queries: the job seeker's Available Jobs, paged", () => {
    it('allows: page 2 with startAfter the last job of page 1 (seeker)', async () => {
      const db = firestoreOf(env(), 'seeker');
      const page = (...more: QueryConstraint[]) => jobs(db, where('status', '==', 'Active'), newestFirst, ...more, limit(1));
      const first = await assertSucceeds(getDocs(page()));
      const second = await assertSucceeds(getDocs(page(startAfter(first.docs[0]))));
      expect([...first.docs, ...second.docs].map((d) => d.id).sort()).toEqual([JOB.active, JOB.other]);
    });
  });

  queryCases('queries: the rest of contracts.md', env, [
    // Available Jobs, more pages and what a seeker may not ask.
    { name: 'jobs without the status filter', actor: 'seeker', expect: 'deny', build: (db) => jobs(db, newestFirst, limit(20)) },
    { name: 'Inactive jobs', actor: 'seeker', expect: 'deny', build: (db) => jobs(db, where('status', '==', 'Inactive'), newestFirst) },
    { name: "employer-1's jobs of any status", actor: 'seeker', expect: 'deny', build: (db) => jobs(db, where('employerId', '==', UID.employer), newestFirst) },

    // Your Posted Jobs: employerId == uid [+ status].
    {
      name: 'Your Posted Jobs: employerId == employer-1',
      actor: 'employer',
      expect: 'allow',
      returns: [JOB.active, JOB.inactive],
      build: (db) => jobs(db, where('employerId', '==', UID.employer), newestFirst),
    },
    {
      name: 'Your Posted Jobs: employerId == employer-1 + status == Inactive',
      actor: 'employer',
      expect: 'allow',
      returns: [JOB.inactive],
      build: (db) => jobs(db, where('employerId', '==', UID.employer), where('status', '==', 'Inactive'), newestFirst),
    },
    {
      name: 'Your Posted Jobs: employerId == employer-1 + status == Active',
      actor: 'employer',
      expect: 'allow',
      returns: [JOB.active],
      build: (db) => jobs(db, where('employerId', '==', UID.employer), where('status', '==', 'Active'), newestFirst),
    },
    {
      name: "employer-1's jobs, asked by employer-2",
      actor: 'employer2',
      expect: 'deny',
      build: (db) => jobs(db, where('employerId', '==', UID.employer), newestFirst),
    },
    {
      name: "employer-1's Inactive jobs, asked by employer-2",
      actor: 'employer2',
      expect: 'deny',
      build: (db) => jobs(db, where('employerId', '==', UID.employer), where('status', '==', 'Inactive'), newestFirst),
    },
    { name: 'every job, asked by an employer', actor: 'employer', expect: 'deny', build: (db) => jobs(db, newestFirst) },

    // Applications (employer): employerId == uid [+ jobId].
    {
      name: 'Applications: employerId == employer-1',
      actor: 'employer',
      expect: 'allow',
      returns: [SEEDED_APPLICATION.id],
      build: (db) => apps(db, where('employerId', '==', UID.employer), newestFirst),
    },
    {
      name: 'Applications: employerId == employer-1 + jobId',
      actor: 'employer',
      expect: 'allow',
      returns: [SEEDED_APPLICATION.id],
      build: (db) => apps(db, where('employerId', '==', UID.employer), where('jobId', '==', JOB.active), newestFirst),
    },
    {
      name: 'Applications: employerId == employer-2 (none yet)',
      actor: 'employer2',
      expect: 'allow',
      returns: [],
      build: (db) => apps(db, where('employerId', '==', UID.employer2), newestFirst),
    },
    {
      name: "employer-1's applicants, asked by employer-2",
      actor: 'employer2',
      expect: 'deny',
      build: (db) => apps(db, where('employerId', '==', UID.employer), newestFirst),
    },
    {
      name: "employer-1's applicants, asked by a job seeker",
      actor: 'seeker',
      expect: 'deny',
      build: (db) => apps(db, where('employerId', '==', UID.employer), newestFirst),
    },
    { name: 'applicants of a job by jobId alone', actor: 'employer', expect: 'deny', build: (db) => apps(db, where('jobId', '==', JOB.active), newestFirst) },

    // My applications (seeker): applicantId == uid.
    {
      name: 'my applications: applicantId == seeker-1',
      actor: 'seeker',
      expect: 'allow',
      returns: [SEEDED_APPLICATION.id],
      build: (db) => apps(db, where('applicantId', '==', UID.seeker), newestFirst),
    },
    {
      name: 'my applications: applicantId == seeker-2 (none yet)',
      actor: 'seeker2',
      expect: 'allow',
      returns: [],
      build: (db) => apps(db, where('applicantId', '==', UID.seeker2), newestFirst),
    },
    {
      name: "seeker-1's applications, asked by seeker-2",
      actor: 'seeker2',
      expect: 'deny',
      build: (db) => apps(db, where('applicantId', '==', UID.seeker), newestFirst),
    },
    {
      name: "seeker-1's applications, asked by their job's employer",
      actor: 'employer',
      expect: 'deny',
      build: (db) => apps(db, where('applicantId', '==', UID.seeker), newestFirst),
    },

    // Admin dashboard.
    {
      name: 'admin: users, newest first',
      actor: 'admin',
      expect: 'allow',
      returns: [UID.seeker, UID.seeker2, UID.employer, UID.employer2],
      build: (db) => users(db, newestFirst),
    },
    {
      name: 'admin: users + role == jobseeker',
      actor: 'admin',
      expect: 'allow',
      returns: [UID.seeker, UID.seeker2],
      build: (db) => users(db, where('role', '==', 'jobseeker'), newestFirst),
    },
    {
      name: 'admin: users + role == employer',
      actor: 'admin',
      expect: 'allow',
      returns: [UID.employer, UID.employer2],
      build: (db) => users(db, where('role', '==', 'employer'), newestFirst),
    },
    {
      name: 'admin: jobs, newest first',
      actor: 'admin',
      expect: 'allow',
      returns: [JOB.active, JOB.inactive, JOB.other],
      build: (db) => jobs(db, newestFirst),
    },
    {
      name: 'admin: jobs + status == Inactive',
      actor: 'admin',
      expect: 'allow',
      returns: [JOB.inactive],
      build: (db) => jobs(db, where('status', '==', 'Inactive'), newestFirst),
    },
    {
      name: 'admin: jobs + date == today',
      actor: 'admin',
      expect: 'allow',
      returns: [JOB.active, JOB.inactive, JOB.other],
      build: (db) => jobs(db, where('date', '==', todayInIndia()), newestFirst),
    },
    {
      name: 'admin: jobs + status == Active + date == today',
      actor: 'admin',
      expect: 'allow',
      returns: [JOB.active, JOB.other],
      build: (db) => jobs(db, where('status', '==', 'Active'), where('date', '==', todayInIndia()), newestFirst),
    },
    { name: 'admin: applications, newest first', actor: 'admin', expect: 'allow', returns: [SEEDED_APPLICATION.id], build: (db) => apps(db, newestFirst) },
    {
      name: 'users + role == employer, asked by an employer',
      actor: 'employer',
      expect: 'deny',
      build: (db) => users(db, where('role', '==', 'employer'), newestFirst),
    },
    {
      name: 'jobs + date == today, asked by a job seeker',
      actor: 'seeker',
      expect: 'deny',
      build: (db) => jobs(db, where('date', '==', todayInIndia()), newestFirst),
    },
    { name: 'every application, asked by an employer', actor: 'employer', expect: 'deny', build: (db) => apps(db, newestFirst) },
    { name: 'every application, asked by a visitor', actor: 'visitor', expect: 'deny', build: (db) => apps(db, newestFirst) },
  ]);
}
