// threadReports/{threadId}_{uid}: each side of a conversation reports it once,
// so a scammer's report first never takes the victim's away; at most
// THREAD_REPORTS_PER_DAY (10) a day through threadReportQuota/{uid}, written in
// the same batch. Admins read a thread, its messages and a deleted account's
// held messages (evidence/) only once a side reported it; every other
// conversation stays closed to them. reportedAccounts are the server's.
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
import { newThreadFields, todayInIndia } from '@jobsearch/domain';
import { THREAD_REPORTS_PER_DAY, threadReportId } from '@jobsearch/domain/thread-reports';
import { JOB, SEEDED_APPLICATION, UID, uidOf, type Actor, type Fields } from '../support/env.js';
import { cases, nobody, policy, type Case } from '../support/policy.js';

/** seeker-1's conversation with employer-1 about the seeded application, and a second one of seeker-2's. */
const THREAD = SEEDED_APPLICATION.id;
const OTHER_THREAD = `${JOB.active}_${UID.seeker2}`;
const threadFields = (threadId: string, applicantId: string): Fields => ({
  ...newThreadFields(
    threadId,
    { jobId: JOB.active, jobTitle: 'Electrician', companyName: 'Shakti Engineering', employerId: UID.employer, applicantId, applicantName: 'Asha Patil' },
    Timestamp.now(),
  ),
});
const openThreads = async (db: Firestore) => {
  await setDoc(doc(db, 'threads', THREAD), threadFields(THREAD, UID.seeker));
  await setDoc(doc(db, 'threads', OTHER_THREAD), threadFields(OTHER_THREAD, UID.seeker2));
  await setDoc(doc(db, 'threads', THREAD, 'messages', 'm-1'), { senderId: UID.employer, text: 'Pay ₹2,000 registration first.', createdAt: Timestamp.now() });
  await setDoc(doc(db, 'threads', OTHER_THREAD, 'messages', 'm-1'), { senderId: UID.seeker2, text: 'My private reply.', createdAt: Timestamp.now() });
  await setDoc(doc(db, 'threads', THREAD, 'evidence', 'm-0'), { senderId: UID.seeker, text: 'A deleted account’s message.', createdAt: Timestamp.now() });
  await setDoc(doc(db, 'threads', OTHER_THREAD, 'evidence', 'm-0'), { senderId: UID.seeker2, text: 'Unreported.', createdAt: Timestamp.now() });
};

const otherOf = (uid: string) => (uid === UID.employer ? UID.seeker : UID.employer);
/** A report as the app files it (the report and the reporter's quota in one batch); each part's fields may be replaced. */
const report = (reporter: string, over: Fields = {}): Fields => ({
  threadId: THREAD,
  reporterId: reporter,
  reportedId: otherOf(reporter),
  status: 'open',
  createdAt: serverTimestamp(),
  ...over,
});
function fileReport(db: Firestore, reporter: string, { fields = {}, quota = {}, id }: { fields?: Fields; quota?: Fields; id?: string } = {}) {
  const batch = writeBatch(db);
  batch.set(doc(db, 'threadReports', id ?? threadReportId(THREAD, reporter)), report(reporter, fields));
  batch.set(doc(db, 'threadReportQuota', reporter), { day: todayInIndia(), count: 1, lastThreadId: THREAD, ...quota });
  return batch.commit();
}
/** A report already stored (rules off). */
const stored =
  (reporter: string, status = 'open', threadId = THREAD) =>
  (db: Firestore) =>
    setDoc(doc(db, 'threadReports', threadReportId(threadId, reporter)), { ...report(reporter), threadId, status, createdAt: Timestamp.now() });
const quotaOf =
  (uid: string, count: number, day = todayInIndia()) =>
  (db: Firestore) =>
    setDoc(doc(db, 'threadReportQuota', uid), { day, count, lastThreadId: 'an-earlier-thread' });
const yesterdayInIndia = () => todayInIndia(new Date(Date.now() - 24 * 3_600_000));
const withThreads =
  (...steps: ((db: Firestore) => Promise<unknown>)[]) =>
  async (db: Firestore) => {
    await openThreads(db);
    for (const step of steps) await step(db);
  };

export function threadReportsPolicy(env: () => RulesTestEnvironment): void {
  policy('threadReports', env, [
    {
      op: 'get',
      what: "read employer-1's report of their conversation with seeker-1",
      allow: ['employer', 'admin'],
      prepare: withThreads(stored(UID.employer)),
      attempt: (db) => getDoc(doc(db, 'threadReports', threadReportId(THREAD, UID.employer))),
    },
    {
      op: 'list',
      what: 'list the open conversation reports',
      allow: ['admin'],
      prepare: withThreads(stored(UID.employer)),
      attempt: (db) => getDocs(query(collection(db, 'threadReports'), where('status', '==', 'open'))),
    },
    {
      op: 'create',
      what: "report seeker-1's conversation with employer-1, with their quota",
      allow: ['seeker', 'employer'],
      prepare: withThreads(),
      attempt: (db, actor) => fileReport(db, uidOf(actor)),
    },
    {
      op: 'update',
      what: 'dismiss an open conversation report',
      allow: ['admin'],
      prepare: withThreads(stored(UID.seeker)),
      attempt: (db) => updateDoc(doc(db, 'threadReports', threadReportId(THREAD, UID.seeker)), { status: 'dismissed' }),
    },
    {
      op: 'delete',
      what: 'delete a conversation report',
      allow: nobody,
      prepare: withThreads(stored(UID.seeker)),
      attempt: (db) => deleteDoc(doc(db, 'threadReports', threadReportId(THREAD, UID.seeker))),
    },
  ]);

  const inThreads = (c: Omit<Case, 'prepare'> & { before?: ((db: Firestore) => Promise<unknown>)[] }): Case => ({
    ...c,
    prepare: withThreads(...(c.before ?? [])),
  });
  cases('threadReports: both sides, the daily quota, forgeries', env, [
    inThreads({
      name: "the victim's report after the scammer reported first",
      actor: 'seeker',
      expect: 'allow',
      before: [stored(UID.employer)],
      attempt: (db) => fileReport(db, UID.seeker),
    }),
    inThreads({
      name: 'the employer reporting after the applicant',
      actor: 'employer',
      expect: 'allow',
      before: [stored(UID.seeker)],
      attempt: (db) => fileReport(db, UID.employer),
    }),
    inThreads({
      name: 'a second report of the same side',
      actor: 'seeker',
      expect: 'deny',
      before: [stored(UID.seeker, 'dismissed')],
      attempt: (db) => fileReport(db, UID.seeker, { quota: { count: 1 } }),
    }),
    inThreads({
      name: "a report under the other side's id",
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => fileReport(db, UID.seeker, { id: threadReportId(THREAD, UID.employer) }),
    }),
    inThreads({
      name: "a report in the other side's name",
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => fileReport(db, UID.seeker, { fields: { reporterId: UID.employer } }),
    }),
    inThreads({
      name: 'a report naming someone outside the conversation as reported',
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => fileReport(db, UID.seeker, { fields: { reportedId: UID.seeker2 } }),
    }),
    inThreads({
      name: 'a report of a conversation they are not in',
      actor: 'seeker2',
      expect: 'deny',
      attempt: (db) => fileReport(db, UID.seeker2, { fields: { reportedId: UID.employer } }),
    }),
    inThreads({
      name: 'a report of a conversation that does not exist',
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) =>
        fileReport(db, UID.seeker, {
          fields: { threadId: 'no-such-thread' },
          quota: { lastThreadId: 'no-such-thread' },
          id: threadReportId('no-such-thread', UID.seeker),
        }),
    }),
    inThreads({
      name: 'a backdated report',
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => fileReport(db, UID.seeker, { fields: { createdAt: Timestamp.fromMillis(0) } }),
    }),
    inThreads({
      name: 'a report filed as already dismissed',
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => fileReport(db, UID.seeker, { fields: { status: 'dismissed' } }),
    }),
    inThreads({
      name: 'a report with an extra field',
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => fileReport(db, UID.seeker, { fields: { note: 'x' } }),
    }),
    inThreads({
      name: 'a report whose thread id is no id',
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => fileReport(db, UID.seeker, { fields: { threadId: 'a/b' }, quota: { lastThreadId: 'a/b' }, id: 'x_seeker-1' }),
    }),
    inThreads({
      name: 'a report without its quota',
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => setDoc(doc(db, 'threadReports', threadReportId(THREAD, UID.seeker)), report(UID.seeker)),
    }),
    inThreads({
      name: `the ${THREAD_REPORTS_PER_DAY}th conversation report of the day`,
      actor: 'seeker',
      expect: 'allow',
      before: [quotaOf(UID.seeker, THREAD_REPORTS_PER_DAY - 1)],
      attempt: (db) => fileReport(db, UID.seeker, { quota: { count: THREAD_REPORTS_PER_DAY } }),
    }),
    inThreads({
      name: `the ${THREAD_REPORTS_PER_DAY + 1}th conversation report of the day`,
      actor: 'seeker',
      expect: 'deny',
      before: [quotaOf(UID.seeker, THREAD_REPORTS_PER_DAY)],
      attempt: (db) => fileReport(db, UID.seeker, { quota: { count: THREAD_REPORTS_PER_DAY + 1 } }),
    }),
    inThreads({
      name: `the ${THREAD_REPORTS_PER_DAY + 1}th report with the count left at ${THREAD_REPORTS_PER_DAY}`,
      actor: 'seeker',
      expect: 'deny',
      before: [quotaOf(UID.seeker, THREAD_REPORTS_PER_DAY)],
      attempt: (db) => fileReport(db, UID.seeker, { quota: { count: THREAD_REPORTS_PER_DAY } }),
    }),
    inThreads({
      name: "the first report of a new day, after yesterday's limit",
      actor: 'employer',
      expect: 'allow',
      before: [quotaOf(UID.employer, THREAD_REPORTS_PER_DAY, yesterdayInIndia())],
      attempt: (db) => fileReport(db, UID.employer),
    }),
    inThreads({
      name: 'a quota naming another conversation than the report',
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => fileReport(db, UID.seeker, { quota: { lastThreadId: OTHER_THREAD } }),
    }),
    inThreads({
      name: 'a quota dated yesterday',
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => fileReport(db, UID.seeker, { quota: { day: yesterdayInIndia() } }),
    }),
    inThreads({ name: 'a quota with an extra field', actor: 'seeker', expect: 'deny', attempt: (db) => fileReport(db, UID.seeker, { quota: { note: 'x' } }) }),
    inThreads({
      name: 'a quota without its count',
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => {
        const batch = writeBatch(db);
        batch.set(doc(db, 'threadReports', threadReportId(THREAD, UID.seeker)), report(UID.seeker));
        batch.set(doc(db, 'threadReportQuota', UID.seeker), { day: todayInIndia(), lastThreadId: THREAD });
        return batch.commit();
      },
    }),
    inThreads({
      name: 'resetting the quota without a report',
      actor: 'seeker',
      expect: 'deny',
      before: [quotaOf(UID.seeker, THREAD_REPORTS_PER_DAY)],
      attempt: (db) => setDoc(doc(db, 'threadReportQuota', UID.seeker), { day: todayInIndia(), count: 1, lastThreadId: THREAD }),
    }),
    inThreads({
      name: 'reading their own quota',
      actor: 'seeker',
      expect: 'allow',
      before: [quotaOf(UID.seeker, 2)],
      attempt: (db) => getDoc(doc(db, 'threadReportQuota', UID.seeker)),
    }),
    inThreads({
      name: "reading another's quota",
      actor: 'seeker2',
      expect: 'deny',
      before: [quotaOf(UID.seeker, 2)],
      attempt: (db) => getDoc(doc(db, 'threadReportQuota', UID.seeker)),
    }),
    inThreads({
      name: 'listing their own reports',
      actor: 'seeker',
      expect: 'allow',
      before: [stored(UID.seeker)],
      attempt: (db) => getDocs(query(collection(db, 'threadReports'), where('reporterId', '==', UID.seeker))),
    }),
    inThreads({
      name: 'the reporter withdrawing their report',
      actor: 'seeker',
      expect: 'deny',
      before: [stored(UID.seeker)],
      attempt: (db) => updateDoc(doc(db, 'threadReports', threadReportId(THREAD, UID.seeker)), { status: 'dismissed' }),
    }),
    inThreads({
      name: 'an admin reopening a handled report',
      actor: 'admin',
      expect: 'deny',
      before: [stored(UID.seeker, 'resolved')],
      attempt: (db) => updateDoc(doc(db, 'threadReports', threadReportId(THREAD, UID.seeker)), { status: 'open' }),
    }),
    inThreads({
      name: 'an admin changing who was reported',
      actor: 'admin',
      expect: 'deny',
      before: [stored(UID.seeker)],
      attempt: (db) => updateDoc(doc(db, 'threadReports', threadReportId(THREAD, UID.seeker)), { status: 'resolved', reportedId: UID.seeker2 }),
    }),
    inThreads({
      name: 'an admin resolving an open report',
      actor: 'admin',
      expect: 'allow',
      before: [stored(UID.seeker)],
      attempt: (db) => updateDoc(doc(db, 'threadReports', threadReportId(THREAD, UID.seeker)), { status: 'resolved' }),
    }),
    inThreads({
      name: "reading the server's record of a reported deleted account",
      actor: 'admin',
      expect: 'deny',
      before: [(db) => setDoc(doc(db, 'reportedAccounts', UID.employer2), { uid: UID.employer2, phoneNumber: '+919800000000', reportIds: [] })],
      attempt: (db) => getDoc(doc(db, 'reportedAccounts', UID.employer2)),
    }),
  ]);

  // What an admin reads: only conversations a side reported (open or handled), never a list of all.
  const adminReads = (
    name: string,
    expect: 'allow' | 'deny',
    before: ((db: Firestore) => Promise<unknown>)[],
    attempt: (db: Firestore) => Promise<unknown>,
    actor: Actor = 'admin',
  ): Case => inThreads({ name, actor, expect, before, attempt });
  const messagesOf =
    (threadId: string, sub = 'messages') =>
    (db: Firestore) =>
      getDocs(collection(db, 'threads', threadId, sub));
  cases('threads: what an admin reads', env, [
    adminReads('the messages of a conversation nobody reported', 'deny', [stored(UID.employer)], messagesOf(OTHER_THREAD)),
    adminReads('a message of a conversation nobody reported', 'deny', [], (db) => getDoc(doc(db, 'threads', OTHER_THREAD, 'messages', 'm-1'))),
    adminReads('a conversation nobody reported', 'deny', [], (db) => getDoc(doc(db, 'threads', OTHER_THREAD))),
    adminReads('every conversation, listed', 'deny', [stored(UID.seeker)], (db) => getDocs(collection(db, 'threads'))),
    adminReads('the messages of a conversation the applicant reported', 'allow', [stored(UID.seeker)], messagesOf(THREAD)),
    adminReads('the messages of a conversation the employer reported', 'allow', [stored(UID.employer)], messagesOf(THREAD)),
    adminReads('the messages of a conversation whose report was dismissed (evidence)', 'allow', [stored(UID.seeker, 'dismissed')], messagesOf(THREAD)),
    adminReads('a conversation the applicant reported', 'allow', [stored(UID.seeker)], (db) => getDoc(doc(db, 'threads', THREAD))),
    adminReads("a deleted account's held messages, once reported", 'allow', [stored(UID.employer)], messagesOf(THREAD, 'evidence')),
    adminReads("a deleted account's held messages, unreported", 'deny', [stored(UID.employer)], messagesOf(OTHER_THREAD, 'evidence')),
    adminReads('the held messages, by the other participant', 'deny', [stored(UID.employer)], messagesOf(THREAD, 'evidence'), 'employer'),
    adminReads('a held message written by an admin', 'deny', [stored(UID.employer)], (db) =>
      setDoc(doc(db, 'threads', THREAD, 'evidence', 'forged'), { senderId: UID.seeker, text: 'Forged.', createdAt: serverTimestamp() }),
    ),
    adminReads('their own conversation, by a participant (control)', 'allow', [], messagesOf(OTHER_THREAD), 'seeker2'),
  ]);
}
