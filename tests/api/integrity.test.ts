// Nothing left behind after a delete, even when a step fails once.
//
// The fault switch (functions/src/integrity/faults.ts) makes one cascade step
// fail inside the Functions emulator: `faults/{step}` with `remaining: 1`. The
// emulator does not redeliver a failed background event (retry policies are
// a Cloud Functions feature it does not emulate: firebase/firebase-tools#3738),
// so these tests show (a) the failed step fails the invocation and leaves the
// records that name what is left, (b) running the handler again, which is what
// a retry does, removes everything, and (c) the reconciliation
// (POST /admin/maintenance/reconcile) removes everything too, while a live
// application, its resume and its counts survive it.
import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuth,
  createUser,
  seedApplication,
  seedJob,
  unique,
  type TestUser,
  eventually,
  accountExists,
  SLOW_TRIGGER_SECONDS,
  createUsers,
  putFile,
  fileExists,
} from '../support';
import { call, createAdmin, db, expectError, idsWhere, readDoc } from './helpers';

const withStorage = Boolean(process.env.FIREBASE_STORAGE_EMULATOR_HOST);
const PDF = Buffer.from('%PDF-1.4 integrity test');
const put = (path: string) => putFile(path, PDF);

/** Arms a step to fail once, and waits for it to have fired. */
async function armFault(step: 'deleteResumeFolder' | 'deleteResumeFiles') {
  await db.doc(`faults/${step}`).set({ remaining: 1, fired: 0 });
  return () => eventually(`the ${step} fault fired`, async () => (await readDoc(`faults/${step}`))?.fired === 1, SLOW_TRIGGER_SECONDS);
}

let admin: TestUser;

/** Runs the reconciliation as an admin until it says it finished; returns the summed answer. */
async function reconcileAll() {
  const total = { removed: {} as Record<string, number>, recounted: 0 };
  for (let run = 0; run < 20; run++) {
    const answer = await call('POST', '/admin/maintenance/reconcile', { token: admin.token });
    expect(answer.status, answer.text).toBe(200);
    for (const [key, n] of Object.entries(answer.body.removed as Record<string, number>)) total.removed[key] = (total.removed[key] ?? 0) + n;
    total.recounted += answer.body.recounted;
    if (answer.body.finished) return total;
  }
  throw new Error('the reconciliation did not finish in 20 runs');
}

/** A seeker's whole footprint besides their applications: saved job, alert, notification, mail, report. */
async function footprint(seeker: Pick<TestUser, 'uid' | 'email'>, jobId: string) {
  const paths = [
    `savedJobs/${seeker.uid}_${jobId}`,
    `jobAlerts/${seeker.uid}_0`,
    `notifications/${unique('n')}`,
    `mail/${unique('m')}`,
    `reports/${jobId}_${seeker.uid}`,
  ];
  const [saved, alert, notification, mail, report] = paths;
  await Promise.all([
    db.doc(saved!).set({
      userId: seeker.uid,
      jobId,
      jobTitle: 'Electrician',
      companyName: 'Acme',
      city: 'Pune',
      salary: '15000',
      jobStatus: 'Active',
      savedAt: new Date(),
    }),
    db.doc(alert!).set({ userId: seeker.uid, q: 'electrician', degree: '', trade: '', city: '', minSalary: 0, createdAt: new Date() }),
    db.doc(notification!).set({ userId: seeker.uid, kind: 'alert', title: 't', body: 'b', jobId, read: false, createdAt: new Date() }),
    db.doc(mail!).set({ userId: seeker.uid, to: seeker.email, message: { subject: 's', text: 't' } }),
    db.doc(report!).set({ jobId, reporterId: seeker.uid, reason: 'fake', note: '', status: 'open', createdAt: new Date() }),
  ]);
  return paths;
}

beforeAll(async () => {
  admin = await createAdmin();
});

describe('integrity: the reconcile endpoint', () => {
  it('answers 401 without a token and 403 to a signed-in non-admin, and changes nothing', async () => {
    const seeker = await createUser({ role: 'jobseeker', emailVerified: false });
    expectError(await call('POST', '/admin/maintenance/reconcile'), 401);
    expectError(await call('POST', '/admin/maintenance/reconcile', { token: seeker.token }), 403);
    expect(await readDoc('maintenance/reconcile')).toBeNull();
  });

  it('answers an admin with what it removed and recounted, as JSON', async () => {
    const answer = await call('POST', '/admin/maintenance/reconcile', { token: admin.token });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({
      removed: {
        accounts: expect.any(Number),
        jobs: expect.any(Number),
        applications: expect.any(Number),
        files: expect.any(Number),
        savedJobs: expect.any(Number),
        alerts: expect.any(Number),
        notifications: expect.any(Number),
        reports: expect.any(Number),
        jobStats: expect.any(Number),
        personRecords: expect.any(Number),
        jobContacts: expect.any(Number),
        heldConversations: expect.any(Number),
        reportedAccounts: expect.any(Number),
      },
      recounted: expect.any(Number),
      finished: expect.any(Boolean),
    });
    await reconcileAll();
  });

  it('removes what deleted people and jobs left (applications, files, saved jobs, alerts, notifications, reports, job stats), and keeps live data and its counts', async () => {
    const [employer, liveSeeker] = await createUsers({ role: 'employer', emailVerified: false }, { role: 'jobseeker', emailVerified: false });
    // Someone with neither a profile nor an Auth account (nor a tombstone): gone, as after a cascade that stopped midway.
    const ghost = { uid: unique('ghost'), email: `${unique('ghost')}@example.test` };
    const liveJob = await seedJob(employer.uid);
    const liveApp = await seedApplication({ jobId: liveJob, seeker: liveSeeker, employerId: employer.uid });
    const liveResume = `resumes/${liveSeeker.uid}/${liveJob}/cv.pdf`;
    const freshUpload = `resumes/${liveSeeker.uid}/${await seedJob(employer.uid)}/draft.pdf`; // uploaded, not yet applied: live
    if (withStorage) await Promise.all([put(liveResume), put(freshUpload)]);
    await eventually('the live job counted', async () => (await readDoc(`jobStats/${liveJob}`))?.total === 1, SLOW_TRIGGER_SECONDS);
    const liveBefore = { app: await readDoc(`applications/${liveApp}`), stats: (await readDoc(`jobStats/${liveJob}`))?.counts };

    const ghostPaths = await footprint(ghost, liveJob);
    const goneJob = db.collection('jobs').doc().id;
    await db.doc(`applications/${goneJob}_${liveSeeker.uid}`).set({
      jobId: goneJob,
      employerId: employer.uid,
      applicantId: liveSeeker.uid,
      resumePath: `resumes/${liveSeeker.uid}/${goneJob}/cv.pdf`,
      createdAt: FieldValue.serverTimestamp(),
    });
    // (Stats of another gone job: the application above makes the pipeline trigger remove its own job's.)
    const goneStatsJob = db.collection('jobs').doc().id;
    await db.doc(`jobStats/${goneStatsJob}`).set({ jobId: goneStatsJob, employerId: employer.uid, total: 1, counts: { Applied: 1 } });
    await db
      .doc(`reports/${goneJob}_${liveSeeker.uid}`)
      .set({ jobId: goneJob, reporterId: liveSeeker.uid, reason: 'fake', note: '', status: 'open', createdAt: new Date() });
    await db.doc(`jobs/${goneJob}/private/contact`).set({ mobileNumber: '9876543210' });
    const orphanFiles = [`resumes/${liveSeeker.uid}/${goneJob}/cv.pdf`, `profileResumes/${ghost.uid}/resume`];
    if (withStorage) await Promise.all(orphanFiles.map(put));

    const result = await reconcileAll();
    for (const path of ghostPaths) expect(await readDoc(path), path).toBeNull();
    expect(await readDoc(`applications/${goneJob}_${liveSeeker.uid}`)).toBeNull();
    expect(await readDoc(`jobStats/${goneStatsJob}`)).toBeNull();
    expect(await readDoc(`jobs/${goneJob}/private/contact`)).toBeNull();
    expect(result.removed.jobContacts).toBeGreaterThanOrEqual(1);
    expect(await readDoc(`reports/${goneJob}_${liveSeeker.uid}`)).toBeNull();
    for (const key of ['applications', 'savedJobs', 'alerts', 'reports', 'jobStats']) expect(result.removed[key], key).toBeGreaterThanOrEqual(1);
    expect(result.removed.notifications).toBeGreaterThanOrEqual(2); // the notification and its mail
    expect(result.recounted).toBeGreaterThanOrEqual(1);
    if (withStorage) {
      for (const path of orphanFiles) expect(await fileExists(path), path).toBe(false);
      expect(result.removed.files).toBeGreaterThanOrEqual(2);
      expect(await fileExists(liveResume)).toBe(true);
      expect(await fileExists(freshUpload)).toBe(true);
    }
    // Live data: the application as it was, its counts the same.
    expect(await readDoc(`applications/${liveApp}`)).toEqual(liveBefore.app);
    expect((await readDoc(`jobStats/${liveJob}`))?.counts).toEqual(liveBefore.stats);
    expect(await readDoc(`users/${liveSeeker.uid}`)).not.toBeNull();
    expect(await readDoc(`jobs/${liveJob}`)).not.toBeNull();
  });
});

describe.runIf(withStorage)('integrity: a cascade step that fails once', () => {
  it("a job's delete: the failed resume delete fails the trigger and keeps the applications naming the files; the handler run again (a retry) removes everything", async () => {
    const [employer, seeker] = await createUsers({ role: 'employer', emailVerified: false }, { role: 'jobseeker', emailVerified: false });
    const jobId = await seedJob(employer.uid);
    const appId = await seedApplication({ jobId, seeker, employerId: employer.uid });
    const resume = `resumes/${seeker.uid}/${jobId}/cv.pdf`;
    await put(resume);
    await db.doc(`reports/${jobId}_${seeker.uid}`).set({ jobId, reporterId: seeker.uid, reason: 'fake', note: '', status: 'open', createdAt: new Date() });
    await eventually('the job counted', async () => (await readDoc(`jobStats/${jobId}`))?.total === 1, SLOW_TRIGGER_SECONDS);

    const fired = await armFault('deleteResumeFiles');
    await db.doc(`jobs/${jobId}`).delete();
    await fired();
    // Give the failed invocation time to have done all it would (it stopped at the fault).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await readDoc(`applications/${appId}`)).not.toBeNull();
    expect(await fileExists(resume)).toBe(true);
    expect(await readDoc(`reports/${jobId}_${seeker.uid}`)).not.toBeNull();

    // What a redelivery runs: the jobs' deletion cascade, again (the switch is off outside the emulator's function).
    const { deleteJobCascade } = await import('../../functions/src/store/deletions');
    const summary = await deleteJobCascade(jobId);
    expect(summary).toMatchObject({ jobs: 0, applications: 1, resumeFiles: 1 });
    expect(await readDoc(`applications/${appId}`)).toBeNull();
    expect(await fileExists(resume)).toBe(false);
    expect(await idsWhere('reports', 'jobId', jobId)).toEqual([]);
    await eventually('the job stats gone', async () => (await readDoc(`jobStats/${jobId}`)) === null, SLOW_TRIGGER_SECONDS);
    // A second redelivery finds nothing and fails nothing.
    expect(await deleteJobCascade(jobId)).toBeNull();
  });

  it("an account's delete: the failed resume-folder delete fails the Auth trigger; the reconciliation removes everything the person owned, and nothing of anyone else", async () => {
    const [employer, seeker, other] = await createUsers(
      { role: 'employer', emailVerified: false },
      { role: 'jobseeker', emailVerified: false },
      { role: 'jobseeker', emailVerified: false },
    );
    const jobId = await seedJob(employer.uid);
    await seedApplication({ jobId, seeker, employerId: employer.uid });
    const otherApp = await seedApplication({ jobId, seeker: other, employerId: employer.uid });
    const files = [`resumes/${seeker.uid}/${jobId}/cv.pdf`, `profileResumes/${seeker.uid}/resume`];
    const otherResume = `resumes/${other.uid}/${jobId}/cv.pdf`;
    await Promise.all([...files, otherResume].map(put));
    const paths = await footprint(seeker, jobId);
    await eventually('the job counted', async () => (await readDoc(`jobStats/${jobId}`))?.total === 2, SLOW_TRIGGER_SECONDS);

    const fired = await armFault('deleteResumeFolder');
    await adminAuth().deleteUser(seeker.uid);
    await fired();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // The invocation stopped at the failed step: the files and the rest are still there.
    for (const path of files) expect(await fileExists(path), path).toBe(true);
    expect(await readDoc(`users/${seeker.uid}`)).not.toBeNull();
    expect(await readDoc(`deletedAccounts/${seeker.uid}`)).not.toBeNull();

    const result = await reconcileAll();
    expect(result.removed.accounts).toBeGreaterThanOrEqual(1);
    for (const path of files) expect(await fileExists(path), path).toBe(false);
    for (const path of paths) expect(await readDoc(path), path).toBeNull();
    expect(await readDoc(`users/${seeker.uid}`)).toBeNull();
    expect(await idsWhere('applications', 'applicantId', seeker.uid)).toEqual([]);
    expect(await accountExists(seeker.uid)).toBe(false);
    // The other applicant's application, resume and the job's counts are untouched.
    expect(await readDoc(`applications/${otherApp}`)).not.toBeNull();
    expect(await fileExists(otherResume)).toBe(true);
    await eventually('the job counted again', async () => (await readDoc(`jobStats/${jobId}`))?.total === 1, SLOW_TRIGGER_SECONDS);
  });
});
