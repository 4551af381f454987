// reports/{jobId}_{uid}: a job seeker with a proved phone reports an existing
// job once, with a reason of the list and a note of at most 500 characters,
// counted in their reportQuota in the same batch (tests/rules/firestore/
// standing.ts tries the quota and the unproved accounts); the
// reporter reads it and never changes or deletes it; an admin reads, lists and
// decides (status open -> dismissed or resolved). The job's openReports and
// hiddenByReports are the server's (the reports trigger), never a client's.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { reportId, todayInIndia } from '@jobsearch/domain';
import { JOB, UID, jobFields, uidOf, type Actor, type Fields } from '../support/env.js';
import { cases, policy, type Case } from '../support/policy.js';

const report = (jobId: string, reporterId: string, extra: Fields = {}): Fields => ({
  jobId,
  reporterId,
  reason: 'money',
  note: 'They asked for a registration fee.',
  status: 'open',
  createdAt: serverTimestamp(),
  ...extra,
});

/**
 * Files a report as the app does: the report and the reporter's quota of the
 * day (the first report of the day unless `count` says otherwise) in one batch.
 */
export function fileWithQuota(db: Firestore, id: string, fields: Fields, reporterId: string, count = 1): Promise<void> {
  const batch = writeBatch(db);
  batch.set(doc(db, 'reports', id), fields);
  batch.set(doc(db, 'reportQuota', reporterId), { day: todayInIndia(), count, lastJobId: String(fields.jobId) });
  return batch.commit();
}

/** seeker-1's open report of the Active job, as the Admin SDK writes it (rules off). */
const SEEKER_REPORT = reportId(JOB.active, UID.seeker);
const fileSeekerReport = (db: Firestore, status = 'open') =>
  setDoc(doc(db, 'reports', SEEKER_REPORT), { ...report(JOB.active, UID.seeker), status, createdAt: Timestamp.now() });

export function reportsPolicy(env: () => RulesTestEnvironment): void {
  policy('reports', env, [
    {
      op: 'get',
      what: "read seeker-1's report",
      allow: ['seeker', 'admin'],
      prepare: (db) => fileSeekerReport(db),
      attempt: (db) => getDoc(doc(db, 'reports', SEEKER_REPORT)),
    },
    {
      op: 'list',
      what: "list the open reports (the Reports tab's query)",
      allow: ['admin'],
      prepare: (db) => fileSeekerReport(db),
      attempt: (db) => getDocs(query(collection(db, 'reports'), where('status', '==', 'open'))),
    },
    {
      op: 'create',
      what: "report employer-1's Active job as themselves",
      allow: ['seeker', 'seeker2'],
      attempt: (db, actor: Actor) => fileWithQuota(db, reportId(JOB.active, uidOf(actor)), report(JOB.active, uidOf(actor)), uidOf(actor)),
    },
    {
      op: 'update',
      what: "dismiss seeker-1's report",
      allow: ['admin'],
      prepare: (db) => fileSeekerReport(db),
      attempt: (db) => updateDoc(doc(db, 'reports', SEEKER_REPORT), { status: 'dismissed' }),
    },
    {
      op: 'delete',
      what: "delete seeker-1's report",
      allow: [],
      prepare: (db) => fileSeekerReport(db),
      attempt: (db) => deleteDoc(doc(db, 'reports', SEEKER_REPORT)),
    },
  ]);

  const file = (name: string, expect: Case['expect'], fields: Fields, id = reportId(String(fields.jobId), UID.seeker), actor: Actor = 'seeker'): Case => ({
    name,
    actor,
    expect,
    attempt: (db) => fileWithQuota(db, id, fields, uidOf(actor)),
  });
  cases('reports: what a report looks like', env, [
    file('a report with a reason of the list and a note', 'allow', report(JOB.active, UID.seeker)),
    file('a reason outside the list', 'deny', report(JOB.active, UID.seeker, { reason: 'boring' })),
    file('each other reason, no note', 'allow', report(JOB.active, UID.seeker, { reason: 'other', note: '' })),
    file('a note of 500 characters', 'allow', report(JOB.active, UID.seeker, { note: 'n'.repeat(500) })),
    file('a note of 501 characters', 'deny', report(JOB.active, UID.seeker, { note: 'n'.repeat(501) })),
    file('a note that is not a string', 'deny', report(JOB.active, UID.seeker, { note: 5 })),
    file('without a note', 'deny', (({ note: _n, ...rest }) => rest)(report(JOB.active, UID.seeker))),
    file('an extra field', 'deny', report(JOB.active, UID.seeker, { hide: true })),
    file("saying it counts toward hiding (the trigger's field)", 'deny', report(JOB.active, UID.seeker, { counts: true })),
    file('filed as already dismissed', 'deny', report(JOB.active, UID.seeker, { status: 'dismissed' })),
    file('dated an hour ago', 'deny', report(JOB.active, UID.seeker, { createdAt: Timestamp.fromMillis(Date.now() - 3_600_000) })),
    file("in seeker-2's name", 'deny', report(JOB.active, UID.seeker2), reportId(JOB.active, UID.seeker2)),
    file("under seeker-2's id with own reporterId", 'deny', report(JOB.active, UID.seeker), reportId(JOB.active, UID.seeker2)),
    file('under an id of another job', 'deny', report(JOB.active, UID.seeker), reportId(JOB.other, UID.seeker)),
    file('of the Inactive job (it exists)', 'allow', report(JOB.inactive, UID.seeker)),
    file('of a job that does not exist', 'deny', report('no-such-job', UID.seeker)),
    file('a jobId that is not a string', 'deny', report(JOB.active, UID.seeker, { jobId: 7 }), `7_${UID.seeker}`),
    file('an empty jobId', 'deny', report('', UID.seeker), `_${UID.seeker}`),
    file('a jobId of 129 characters', 'deny', report('j'.repeat(129), UID.seeker)),
    file('by an employer', 'deny', report(JOB.other, UID.employer), reportId(JOB.other, UID.employer), 'employer'),
    {
      name: 'a second report of the same job (the same id)',
      actor: 'seeker',
      expect: 'deny',
      prepare: (db) => fileSeekerReport(db),
      attempt: (db) => fileWithQuota(db, SEEKER_REPORT, report(JOB.active, UID.seeker, { reason: 'fake' }), UID.seeker),
    },
    {
      name: 'the reporter changing the reason',
      actor: 'seeker',
      expect: 'deny',
      prepare: (db) => fileSeekerReport(db),
      attempt: (db) => updateDoc(doc(db, 'reports', SEEKER_REPORT), { reason: 'fake' }),
    },
    {
      name: 'the reporter dismissing their own report',
      actor: 'seeker',
      expect: 'deny',
      prepare: (db) => fileSeekerReport(db),
      attempt: (db) => updateDoc(doc(db, 'reports', SEEKER_REPORT), { status: 'dismissed' }),
    },
    {
      name: 'seeker-2 reading seeker-1’s report',
      actor: 'seeker2',
      expect: 'deny',
      prepare: (db) => fileSeekerReport(db),
      attempt: (db) => getDoc(doc(db, 'reports', SEEKER_REPORT)),
    },
  ]);

  const decide = (name: string, expect: Case['expect'], change: Fields, status = 'open'): Case => ({
    name,
    actor: 'admin',
    expect,
    prepare: (db) => fileSeekerReport(db, status),
    attempt: (db) => updateDoc(doc(db, 'reports', SEEKER_REPORT), change),
  });
  cases('reports: what an admin decides', env, [
    decide('resolving an open report', 'allow', { status: 'resolved' }),
    decide('setting a status outside the list', 'deny', { status: 'closed' }),
    decide('reopening a dismissed report', 'deny', { status: 'open' }, 'dismissed'),
    decide('dismissing a report already resolved', 'deny', { status: 'dismissed' }, 'resolved'),
    decide('changing the reason while dismissing', 'deny', { status: 'dismissed', reason: 'other' }),
  ]);

  cases("jobs: openReports and hiddenByReports are the server's", env, [
    {
      name: 'a posting that says hiddenByReports false',
      actor: 'employer',
      expect: 'deny',
      attempt: (db) => setDoc(doc(collection(db, 'jobs')), { ...jobFields(UID.employer), hiddenByReports: false, openReports: 0 }),
    },
    {
      name: 'a posting without them (the trigger writes them)',
      actor: 'employer',
      expect: 'allow',
      attempt: (db) => setDoc(doc(collection(db, 'jobs')), jobFields(UID.employer)),
    },
    {
      name: 'an owner unhiding their reported job',
      actor: 'employer',
      expect: 'deny',
      prepare: (db) => updateDoc(doc(db, 'jobs', JOB.active), { openReports: 3, hiddenByReports: true }),
      attempt: (db) => updateDoc(doc(db, 'jobs', JOB.active), { openReports: 0, hiddenByReports: false, updatedAt: serverTimestamp() }),
    },
    {
      name: 'an owner editing a reported job, leaving count and flag',
      actor: 'employer',
      expect: 'allow',
      prepare: (db) => updateDoc(doc(db, 'jobs', JOB.active), { openReports: 3, hiddenByReports: true }),
      attempt: (db) => updateDoc(doc(db, 'jobs', JOB.active), { description: 'Still hiring.', updatedAt: serverTimestamp() }),
    },
    {
      name: 'an admin unhiding a job by hand (dismissing its reports is the way)',
      actor: 'admin',
      expect: 'deny',
      prepare: (db) => updateDoc(doc(db, 'jobs', JOB.active), { openReports: 3, hiddenByReports: true }),
      attempt: (db) => updateDoc(doc(db, 'jobs', JOB.active), { hiddenByReports: false }),
    },
  ]);
}
