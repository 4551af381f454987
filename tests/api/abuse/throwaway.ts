// Throwaway accounts: unproved accounts cannot report, save or alert; new accounts' reports hide nothing; 10 reports a day.
import { doc, serverTimestamp, setDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { REPORTS_PER_DAY, alertFields, alertId, alertInputSchema, reportId, savedJobFields, savedJobId, todayInIndia } from '@jobsearch/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { closeWebSdks, webSdkAs, createUser, seedJob, unique, uniqueEmail, uniquePhone, type TestUser, createUsers } from '../../support';
import { call, db } from '../helpers';

describe('Throwaway accounts: unproved accounts cannot report, save or alert; reports of new accounts hide nothing; 10 reports a day', () => {
  afterEach(closeWebSdks);

  /** The web SDK signed in with this email and password, as a script would be. */
  const sdkAs = (email: string, password: string): Promise<Firestore> => webSdkAs({ email, password });

  /** A report as the app files it: the report and the day's quota in one batch. */
  async function report(firestore: Firestore, uid: string, jobId: string, count: number): Promise<void> {
    const batch = writeBatch(firestore);
    batch.set(doc(firestore, 'reports', reportId(jobId, uid)), {
      jobId,
      reporterId: uid,
      reason: 'fake',
      note: '',
      status: 'open',
      createdAt: serverTimestamp(),
    });
    batch.set(doc(firestore, 'reportQuota', uid), { day: todayInIndia(), count, lastJobId: jobId });
    await batch.commit();
  }

  async function jobWhen(jobId: string, openReports: number): Promise<FirebaseFirestore.DocumentData> {
    const until = Date.now() + 20_000;
    for (;;) {
      const job = await db.doc(`jobs/${jobId}`).get();
      if (job.get('openReports') === openReports) return job.data()!;
      if (Date.now() > until) throw new Error(`jobs/${jobId}: openReports ${job.get('openReports')}, expected ${openReports}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  const refused = expect.objectContaining({ code: 'permission-denied' });

  it('an account from POST /api/auth/register cannot report, save a job or create an alert through the SDK', async () => {
    const employer = await createUser({ role: 'employer' });
    const jobId = await seedJob(employer.uid);
    const body = { name: 'Throwaway', email: uniqueEmail('throwaway'), password: `pw-${unique()}`, phoneNumber: uniquePhone(), role: 'jobseeker' };
    const registered = await call('POST', '/api/auth/register', { body });
    expect(registered.status, registered.text).toBe(201);
    const uid: string = registered.body.id;
    const firestore = await sdkAs(body.email, body.password);

    await expect(report(firestore, uid, jobId, 1)).rejects.toEqual(refused);
    const job = (await db.doc(`jobs/${jobId}`).get()).data()!;
    await expect(
      setDoc(doc(firestore, 'savedJobs', savedJobId(uid, jobId)), { ...savedJobFields(uid, jobId, job as never), savedAt: serverTimestamp() }),
    ).rejects.toEqual(refused);
    await expect(
      setDoc(doc(firestore, 'jobAlerts', alertId(uid, 0)), { ...alertFields(uid, alertInputSchema.parse({ q: 'electrician' })), createdAt: serverTimestamp() }),
    ).rejects.toEqual(refused);
    expect((await db.doc(`reports/${reportId(jobId, uid)}`).get()).exists).toBe(false);
    expect((await db.doc(`savedJobs/${savedJobId(uid, jobId)}`).get()).exists).toBe(false);
    expect((await db.doc(`jobAlerts/${alertId(uid, 0)}`).get()).exists).toBe(false);
  });

  it('three throwaway accounts hide any job: not any more (fresh proved accounts have no standing)', async () => {
    const employer = await createUser({ role: 'employer' });
    const jobId = await seedJob(employer.uid);
    const throwaways: TestUser[] = await createUsers('jobseeker', 'jobseeker', 'jobseeker');
    for (const account of throwaways) await report(await sdkAs(account.email, account.password), account.uid, jobId, 1);
    const job = await jobWhen(jobId, 3);
    expect(job.hiddenByReports).toBe(false);
    // Still listed, and its public page still answers.
    const listed = await call('GET', `/api/jobs/all?limit=100`, { token: throwaways[0]!.token });
    expect(listed.status).toBe(200);
    const page = await call('GET', `/job/${jobId}`);
    expect(page.status).toBe(200);
    // Nor can they forge their standing.
    const firestore = await sdkAs(throwaways[0]!.email, throwaways[0]!.password);
    await expect(setDoc(doc(firestore, 'phoneProofs', throwaways[0]!.uid), { phoneNumber: throwaways[0]!.phoneNumber, provedAt: new Date(0) })).rejects.toEqual(
      refused,
    );
  });

  it(`one account reports any number of jobs: not any more (${REPORTS_PER_DAY} a day, the next refused)`, async () => {
    const employer = await createUser({ role: 'employer' });
    const jobIds = await Promise.all(Array.from({ length: REPORTS_PER_DAY + 1 }, () => seedJob(employer.uid)));
    const attacker = await createUser({ role: 'jobseeker' });
    const firestore = await sdkAs(attacker.email, attacker.password);
    for (let i = 0; i < REPORTS_PER_DAY; i++) await report(firestore, attacker.uid, jobIds[i]!, i + 1);
    const last = jobIds[REPORTS_PER_DAY]!;
    // Honestly counted as the 11th, or pretending the count is still 10, or starting again at 1: all refused.
    for (const count of [REPORTS_PER_DAY + 1, REPORTS_PER_DAY, 1]) await expect(report(firestore, attacker.uid, last, count)).rejects.toEqual(refused);
    // Without the quota at all: refused too.
    await expect(
      setDoc(doc(firestore, 'reports', reportId(last, attacker.uid)), {
        jobId: last,
        reporterId: attacker.uid,
        reason: 'fake',
        note: '',
        status: 'open',
        createdAt: serverTimestamp(),
      }),
    ).rejects.toEqual(refused);
    expect((await db.doc(`reports/${reportId(last, attacker.uid)}`).get()).exists).toBe(false);
    expect((await db.collection('reports').where('reporterId', '==', attacker.uid).get()).size).toBe(REPORTS_PER_DAY);
  });
});
