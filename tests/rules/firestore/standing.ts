// An account counts as a person only once it proved a phone: saving a job,
// creating a job alert and reporting a job need the profile's phone to be the
// ID token's phone_number. One account files at most 10 reports a day
// (reportQuota/{uid}, written in the same batch as each report). When a phone
// was proved (phoneProofs) and the admins' notices (adminNotifications) are
// the server's. Each refusal beside the honest case.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';

import { Timestamp, collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { REPORTS_PER_DAY, alertFields, alertId, alertInputSchema, reportId, savedJobFields, savedJobId, todayInIndia } from '@jobsearch/domain';

import { JOB, PHONE, UID, type Fields } from '../support/env.js';
import { cases, nobody, policy } from '../support/policy.js';
import { fileWithQuota } from './reports.js';

const UNPROVED = { phone_number: undefined };
/** seeker-1's profile as POST /api/auth/register leaves it: a phone never proved. */
const apiRegistered = (db: Firestore) => updateDoc(doc(db, 'users', UID.seeker), { phoneNumber: '+919844444444' });

const activeJob = { title: 'Fitter', jobRole: 'Fitter', companyName: 'Acme Tools', city: 'Pune', salary: '15,000 - 20,000' };
const saveActive = (db: Firestore) =>
  setDoc(doc(db, 'savedJobs', savedJobId(UID.seeker, JOB.active)), { ...savedJobFields(UID.seeker, JOB.active, activeJob), savedAt: serverTimestamp() });
const createAlert = (db: Firestore) =>
  setDoc(doc(db, 'jobAlerts', alertId(UID.seeker, 0)), { ...alertFields(UID.seeker, alertInputSchema.parse({ q: 'fitter' })), createdAt: serverTimestamp() });

const report = (jobId: string, reporterId: string = UID.seeker): Fields => ({
  jobId,
  reporterId,
  reason: 'fake',
  note: '',
  status: 'open',
  createdAt: serverTimestamp(),
});
const fileReport =
  (jobId: string, count = 1) =>
  (db: Firestore) =>
    fileWithQuota(db, reportId(jobId, UID.seeker), report(jobId), UID.seeker, count);

const QUOTA = (uid: string = UID.seeker) => `reportQuota/${uid}`;
const yesterdayInIndia = () => todayInIndia(new Date(Date.now() - 24 * 3_600_000));
/** seeker-1 already filed `count` reports on `day` (as the Admin SDK writes it: rules off). */
const quotaOf =
  (count: number, day = todayInIndia(), lastJobId = 'an-earlier-job') =>
  (db: Firestore) =>
    setDoc(doc(db, QUOTA()), { day, count, lastJobId });

const notice = (over: Fields = {}): Fields => ({
  kind: 'jobAutoHidden',
  jobId: JOB.active,
  jobTitle: 'Fitter',
  companyName: 'Acme Tools',
  countingReports: 3,
  read: false,
  createdAt: Timestamp.now(),
  ...over,
});
const NOTICE = 'notice-1';
const fileNotice = (db: Firestore) => setDoc(doc(db, 'adminNotifications', NOTICE), notice());

export function standingPolicy(env: () => RulesTestEnvironment): void {
  cases('standing: saving, alerts and reports need a proved phone', env, [
    { name: 'save a job with a proved phone', actor: 'seeker', expect: 'allow', attempt: saveActive },
    {
      name: 'save a job from an API-registered account (phone never proved)',
      actor: 'seeker',
      expect: 'deny',
      token: UNPROVED,
      prepare: apiRegistered,
      attempt: saveActive,
    },
    {
      name: 'save a job with a token proving another phone than the profile',
      actor: 'seeker',
      expect: 'deny',
      token: { phone_number: PHONE.seeker2 },
      attempt: saveActive,
    },
    { name: 'create a job alert with a proved phone', actor: 'seeker', expect: 'allow', attempt: createAlert },
    {
      name: 'create a job alert from an API-registered account',
      actor: 'seeker',
      expect: 'deny',
      token: UNPROVED,
      prepare: apiRegistered,
      attempt: createAlert,
    },
    { name: 'report a job with a proved phone', actor: 'seeker', expect: 'allow', attempt: fileReport(JOB.active) },
    {
      name: 'report a job from an API-registered account',
      actor: 'seeker',
      expect: 'deny',
      token: UNPROVED,
      prepare: apiRegistered,
      attempt: fileReport(JOB.active),
    },
    { name: 'report a job from an account with no phone in its token', actor: 'seeker', expect: 'deny', token: UNPROVED, attempt: fileReport(JOB.active) },
  ]);

  cases('standing: at most 10 reports a day', env, [
    { name: 'the first report of the day (quota created at 1)', actor: 'seeker', expect: 'allow', attempt: fileReport(JOB.active) },
    {
      name: `the ${REPORTS_PER_DAY}th report of the day`,
      actor: 'seeker',
      expect: 'allow',
      prepare: quotaOf(REPORTS_PER_DAY - 1),
      attempt: fileReport(JOB.active, REPORTS_PER_DAY),
    },
    {
      name: `an ${REPORTS_PER_DAY + 1}th report of the day`,
      actor: 'seeker',
      expect: 'deny',
      prepare: quotaOf(REPORTS_PER_DAY),
      attempt: fileReport(JOB.active, REPORTS_PER_DAY + 1),
    },
    {
      name: `an ${REPORTS_PER_DAY + 1}th report that leaves the count at ${REPORTS_PER_DAY}`,
      actor: 'seeker',
      expect: 'deny',
      prepare: quotaOf(REPORTS_PER_DAY),
      attempt: fileReport(JOB.active, REPORTS_PER_DAY),
    },
    {
      name: 'a new day starts again at 1',
      actor: 'seeker',
      expect: 'allow',
      prepare: quotaOf(REPORTS_PER_DAY, yesterdayInIndia()),
      attempt: fileReport(JOB.active, 1),
    },
    {
      name: 'a new day carrying on from yesterday’s count',
      actor: 'seeker',
      expect: 'deny',
      prepare: quotaOf(3, yesterdayInIndia()),
      attempt: fileReport(JOB.active, 4),
    },
    { name: 'a first quota that starts above 1', actor: 'seeker', expect: 'deny', attempt: fileReport(JOB.active, 2) },
    { name: 'the count going back down (5 to 1 on the same day)', actor: 'seeker', expect: 'deny', prepare: quotaOf(5), attempt: fileReport(JOB.active, 1) },
    {
      name: 'a report without its quota',
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => setDoc(doc(db, 'reports', reportId(JOB.active, UID.seeker)), report(JOB.active)),
    },
    {
      name: 'a report beside a quota that already named this job (not counted again)',
      actor: 'seeker',
      expect: 'deny',
      prepare: quotaOf(1, todayInIndia(), JOB.active),
      attempt: (db) => setDoc(doc(db, 'reports', reportId(JOB.active, UID.seeker)), report(JOB.active)),
    },
    {
      name: 'a quota naming another job than the report',
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => {
        const batch = writeBatch(db);
        batch.set(doc(db, 'reports', reportId(JOB.active, UID.seeker)), report(JOB.active));
        batch.set(doc(db, QUOTA()), { day: todayInIndia(), count: 1, lastJobId: JOB.other });
        return batch.commit();
      },
    },
    {
      name: 'two reports in one batch counted once',
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => {
        const batch = writeBatch(db);
        batch.set(doc(db, 'reports', reportId(JOB.active, UID.seeker)), report(JOB.active));
        batch.set(doc(db, 'reports', reportId(JOB.other, UID.seeker)), report(JOB.other));
        batch.set(doc(db, QUOTA()), { day: todayInIndia(), count: 1, lastJobId: JOB.other });
        return batch.commit();
      },
    },
    {
      name: 'a quota dated yesterday',
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => {
        const batch = writeBatch(db);
        batch.set(doc(db, 'reports', reportId(JOB.active, UID.seeker)), report(JOB.active));
        batch.set(doc(db, QUOTA()), { day: yesterdayInIndia(), count: 1, lastJobId: JOB.active });
        return batch.commit();
      },
    },
    {
      name: 'a quota with an extra field',
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => {
        const batch = writeBatch(db);
        batch.set(doc(db, 'reports', reportId(JOB.active, UID.seeker)), report(JOB.active));
        batch.set(doc(db, QUOTA()), { day: todayInIndia(), count: 1, lastJobId: JOB.active, max: 99 });
        return batch.commit();
      },
    },
    {
      name: 'resetting the quota without a report',
      actor: 'seeker',
      expect: 'deny',
      prepare: quotaOf(REPORTS_PER_DAY),
      attempt: (db) => setDoc(doc(db, QUOTA()), { day: todayInIndia(), count: 1, lastJobId: JOB.active }),
    },
    {
      name: 'moving the quota on, naming a report filed earlier',
      actor: 'seeker',
      expect: 'deny',
      prepare: async (db) => {
        await quotaOf(1)(db);
        await setDoc(doc(db, 'reports', reportId(JOB.active, UID.seeker)), { ...report(JOB.active), createdAt: Timestamp.now() });
      },
      attempt: (db) => setDoc(doc(db, QUOTA()), { day: todayInIndia(), count: 2, lastJobId: JOB.active }),
    },
    { name: 'deleting one’s own quota', actor: 'seeker', expect: 'deny', prepare: quotaOf(REPORTS_PER_DAY), attempt: (db) => deleteDoc(doc(db, QUOTA())) },
    {
      name: 'writing another seeker’s quota',
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => setDoc(doc(db, QUOTA(UID.seeker2)), { day: todayInIndia(), count: 1, lastJobId: JOB.active }),
    },
  ]);

  policy('reportQuota', env, [
    { op: 'get', what: "read seeker-1's quota", allow: ['seeker'], prepare: quotaOf(2), attempt: (db) => getDoc(doc(db, QUOTA())) },
    { op: 'list', what: 'list the quotas', allow: nobody, prepare: quotaOf(2), attempt: (db) => getDocs(collection(db, 'reportQuota')) },
    {
      op: 'create',
      what: 'start their quota of the day with a report',
      allow: ['seeker', 'seeker2'],
      attempt: (db, actor) => {
        const uid = actor === 'visitor' ? 'visitor-without-account' : UID[actor];
        return fileWithQuota(db, reportId(JOB.active, uid), report(JOB.active, uid), uid);
      },
    },
    { op: 'update', what: "count seeker-1's next report", allow: ['seeker'], prepare: quotaOf(2), attempt: fileReport(JOB.active, 3) },
    { op: 'delete', what: "delete seeker-1's quota", allow: nobody, prepare: quotaOf(2), attempt: (db) => deleteDoc(doc(db, QUOTA())) },
  ]);

  const proof = (db: Firestore) => setDoc(doc(db, 'phoneProofs', UID.seeker), { phoneNumber: PHONE.seeker, provedAt: Timestamp.fromMillis(0) });
  policy('phoneProofs', env, [
    { op: 'get', what: "read seeker-1's phone proof", allow: nobody, prepare: proof, attempt: (db) => getDoc(doc(db, 'phoneProofs', UID.seeker)) },
    { op: 'list', what: 'list the phone proofs', allow: nobody, prepare: proof, attempt: (db) => getDocs(collection(db, 'phoneProofs')) },
    {
      op: 'create',
      what: 'backdate seeker-1’s phone proof',
      allow: nobody,
      attempt: (db) => setDoc(doc(db, 'phoneProofs', UID.seeker), { phoneNumber: PHONE.seeker, provedAt: Timestamp.fromMillis(0) }),
    },
    {
      op: 'update',
      what: "move seeker-1's proof back",
      allow: nobody,
      prepare: proof,
      attempt: (db) => updateDoc(doc(db, 'phoneProofs', UID.seeker), { provedAt: Timestamp.fromMillis(1) }),
    },
    { op: 'delete', what: "delete seeker-1's proof", allow: nobody, prepare: proof, attempt: (db) => deleteDoc(doc(db, 'phoneProofs', UID.seeker)) },
  ]);

  policy('adminNotifications', env, [
    { op: 'get', what: 'read a notice of a hidden job', allow: ['admin'], prepare: fileNotice, attempt: (db) => getDoc(doc(db, 'adminNotifications', NOTICE)) },
    { op: 'list', what: 'list the notices', allow: ['admin'], prepare: fileNotice, attempt: (db) => getDocs(collection(db, 'adminNotifications')) },
    { op: 'create', what: 'write a notice', allow: nobody, attempt: (db) => setDoc(doc(db, 'adminNotifications', 'forged'), notice()) },
    {
      op: 'update',
      what: 'mark a notice read',
      allow: ['admin'],
      prepare: fileNotice,
      attempt: (db) => updateDoc(doc(db, 'adminNotifications', NOTICE), { read: true }),
    },
    { op: 'delete', what: 'delete a notice', allow: nobody, prepare: fileNotice, attempt: (db) => deleteDoc(doc(db, 'adminNotifications', NOTICE)) },
  ]);

  cases('adminNotifications: what an admin changes', env, [
    {
      name: 'marking a notice read',
      actor: 'admin',
      expect: 'allow',
      prepare: fileNotice,
      attempt: (db) => updateDoc(doc(db, 'adminNotifications', NOTICE), { read: true }),
    },
    {
      name: 'changing the job of a notice',
      actor: 'admin',
      expect: 'deny',
      prepare: fileNotice,
      attempt: (db) => updateDoc(doc(db, 'adminNotifications', NOTICE), { jobId: JOB.other }),
    },
    {
      name: 'marking it read with a non-boolean',
      actor: 'admin',
      expect: 'deny',
      prepare: fileNotice,
      attempt: (db) => updateDoc(doc(db, 'adminNotifications', NOTICE), { read: 'yes' }),
    },
  ]);
}
