// Reports of jobs: the reports trigger counts a job's open reports and hides
// it from the seekers' list at 3 from reporters with standing (a phone the
// server saw proved 7 days before), telling the admins once; reports of new
// accounts are counted but do not hide; dismissing brings it back; the
// admin's POST /admin/reports/{jobId}/deactivate makes it Inactive and
// resolves its reports; deleting the job deletes them. Reports are written
// here with the Admin SDK (the rules that guard a seeker's write are
// tests/rules/firestore/reports.ts).
import { FieldValue } from 'firebase-admin/firestore';
import { reportId } from '@jobsearch/domain';
import { describe, expect, it } from 'vitest';
import { createUser, seedJob, type TestUser, createUsers } from '../support';
import { allPages, call, createAdmin, db, expectError, expectUnchanged, giveStanding, idsWhere, readDoc } from './helpers';

async function fileReport(jobId: string, seeker: TestUser, reason = 'money'): Promise<string> {
  const id = reportId(jobId, seeker.uid);
  await db.doc(`reports/${id}`).set({ jobId, reporterId: seeker.uid, reason, note: '', status: 'open', createdAt: FieldValue.serverTimestamp() });
  return id;
}

/** Waits for the trigger to bring the job to this count and flag. */
async function jobWhen(jobId: string, openReports: number, hiddenByReports: boolean): Promise<void> {
  const until = Date.now() + 20_000;
  for (;;) {
    const job = await db.doc(`jobs/${jobId}`).get();
    if (job.get('openReports') === openReports && job.get('hiddenByReports') === hiddenByReports) return;
    if (Date.now() > until)
      throw new Error(
        `jobs/${jobId}: openReports ${job.get('openReports')}, hidden ${job.get('hiddenByReports')}; expected ${openReports}, ${hiddenByReports}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The admins' notices of this job being hidden. */
async function noticesOf(jobId: string): Promise<Record<string, unknown>[]> {
  const snapshot = await db.collection('adminNotifications').where('jobId', '==', jobId).get();
  return snapshot.docs.map((d) => d.data());
}

/** Waits for the trigger to weigh the report (its server-written `counts`). */
async function weightOf(id: string): Promise<boolean> {
  const until = Date.now() + 20_000;
  for (;;) {
    const counts = (await db.doc(`reports/${id}`).get()).get('counts');
    if (typeof counts === 'boolean') return counts;
    if (Date.now() > until) throw new Error(`reports/${id} was not weighed`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const listedIds = async (token: string, path = '/api/jobs/all') => (await allPages(path, token)).map((j: { jobId: string }) => j.jobId);

describe('reports of a job', () => {
  it('a job with 3 open reports leaves /api/jobs/all and /filter; dismissing them brings it back', async () => {
    const [employer, viewer, ...seekers] = await createUsers('employer', 'jobseeker', 'jobseeker', 'jobseeker', 'jobseeker');
    await Promise.all(seekers.map((seeker) => giveStanding(seeker)));
    const jobId = await seedJob(employer.uid);
    const reports = [await fileReport(jobId, seekers[0]!), await fileReport(jobId, seekers[1]!, 'fake')];
    await jobWhen(jobId, 2, false);
    expect(await listedIds(viewer.token)).toContain(jobId);

    reports.push(await fileReport(jobId, seekers[2]!, 'other'));
    await jobWhen(jobId, 3, true);
    expect(await listedIds(viewer.token)).not.toContain(jobId);
    expect(await listedIds(viewer.token, '/api/jobs/filter?degree=ITI')).not.toContain(jobId);
    // The count and flag stay inside the API's job objects; the employer still sees the job.
    const own = await call('GET', `/api/jobs/employer/${employer.uid}`, { token: employer.token });
    const ownJob = own.body.find((j: { jobId: string }) => j.jobId === jobId);
    expect(ownJob).toBeDefined();
    expect(ownJob).not.toHaveProperty('hiddenByReports');
    expect(ownJob).not.toHaveProperty('openReports');

    // Dismiss: what the dashboard writes (status only).
    const batch = db.batch();
    for (const id of reports) batch.update(db.doc(`reports/${id}`), { status: 'dismissed' });
    await batch.commit();
    await jobWhen(jobId, 0, false);
    expect(await listedIds(viewer.token)).toContain(jobId);
  });

  it('three fresh proved accounts reporting a job do not hide it; the reports still reach the admin', async () => {
    const [employer, viewer, ...seekers] = await createUsers('employer', 'jobseeker', 'jobseeker', 'jobseeker', 'jobseeker');
    const jobId = await seedJob(employer.uid);
    const ids = [];
    for (const seeker of seekers) ids.push(await fileReport(jobId, seeker));
    await jobWhen(jobId, 3, false);
    expect(await Promise.all(ids.map(weightOf))).toEqual([false, false, false]);
    expect(await listedIds(viewer.token)).toContain(jobId);
    // The admin's Reports tab reads the open reports: all three are there.
    expect((await db.collection('reports').where('jobId', '==', jobId).where('status', '==', 'open').get()).size).toBe(3);
    expect(await noticesOf(jobId)).toEqual([]);
    // The trigger started each reporter's clock: a phone seen proved now, not 7 days ago.
    const proof = await db.doc(`phoneProofs/${seekers[0]!.uid}`).get();
    expect(proof.get('phoneNumber')).toBe(seekers[0]!.phoneNumber);
    expect(Date.now() - proof.get('provedAt').toMillis()).toBeLessThan(600_000);
  });

  it('reporters whose phone was proved 6 days ago do not hide a job; 3 with standing do, and the admins are told once', async () => {
    const [employer, viewer, ...seekers] = await createUsers(
      'employer',
      'jobseeker',
      'jobseeker',
      'jobseeker',
      'jobseeker',
      'jobseeker',
      'jobseeker',
      'jobseeker',
      'jobseeker',
    );
    const [young, old] = [seekers.slice(0, 3), seekers.slice(3)];
    await Promise.all([...young.map((s) => giveStanding(s, 6)), ...old.map((s) => giveStanding(s, 8))]);
    const jobId = await seedJob(employer.uid);
    for (const seeker of young) await fileReport(jobId, seeker);
    await jobWhen(jobId, 3, false);
    await fileReport(jobId, old[0]!);
    await fileReport(jobId, old[1]!);
    await jobWhen(jobId, 5, false);
    await fileReport(jobId, old[2]!);
    await jobWhen(jobId, 6, true);
    expect(await listedIds(viewer.token)).not.toContain(jobId);
    const notices = await noticesOf(jobId);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: 'jobAutoHidden', jobId, countingReports: 3, read: false, jobTitle: 'Electrician' });
    // A fourth reporter with standing: still hidden, no second notice.
    await fileReport(jobId, old[3]!);
    await jobWhen(jobId, 7, true);
    expect(await noticesOf(jobId)).toHaveLength(1);
  });

  it('an API-registered account (phone never proved) gets no standing record', async () => {
    const unproved = await createUser({ role: 'jobseeker', phoneInAuth: false });
    const proved = await createUser({ role: 'jobseeker' });
    // The proved one's sign-up starts its clock (recordPhoneProofs); wait for it, then look at the other.
    const until = Date.now() + 20_000;
    while (!(await db.doc(`phoneProofs/${proved.uid}`).get()).exists) {
      if (Date.now() > until) throw new Error('no phone proof recorded for a proved sign-up');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect((await db.doc(`phoneProofs/${unproved.uid}`).get()).exists).toBe(false);
  });

  it('a job the trigger has not flagged yet (no field) is listed', async () => {
    const [employer, viewer] = await createUsers('employer', 'jobseeker');
    const jobId = await seedJob(employer.uid);
    expect((await db.doc(`jobs/${jobId}`).get()).get('hiddenByReports')).toBeUndefined();
    expect(await listedIds(viewer.token)).toContain(jobId);
  });

  it('an admin deactivates a reported job: Inactive, its reports resolved, the count back to 0', async () => {
    const [admin, employer, seeker] = await Promise.all([createAdmin(), createUser({ role: 'employer' }), createUser({ role: 'jobseeker' })]);
    const jobId = await seedJob(employer.uid);
    const id = await fileReport(jobId, seeker);
    await jobWhen(jobId, 1, false);
    const answer = await call('POST', `/admin/reports/${jobId}/deactivate`, { token: admin.token });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ jobId, status: 'Inactive' });
    expect(await readDoc(`jobs/${jobId}`)).toMatchObject({ status: 'Inactive' });
    expect(await readDoc(`reports/${id}`)).toMatchObject({ status: 'resolved' });
    await jobWhen(jobId, 0, false);
  });

  it('deactivate refuses others (and changes nothing), is 404 for an unknown job, and refuses a body', async () => {
    const [admin, employer, seeker] = await Promise.all([createAdmin(), createUser({ role: 'employer' }), createUser({ role: 'jobseeker' })]);
    const jobId = await seedJob(employer.uid);
    await fileReport(jobId, seeker);
    const read = async () => [await readDoc(`jobs/${jobId}`), await readDoc(`reports/${reportId(jobId, seeker.uid)}`)];
    await jobWhen(jobId, 1, false);
    for (const token of [employer.token, seeker.token]) {
      expectError(await expectUnchanged(read, () => call('POST', `/admin/reports/${jobId}/deactivate`, { token })), 403);
    }
    expectError(await expectUnchanged(read, () => call('POST', `/admin/reports/${jobId}/deactivate`)), 401);
    expectError(await expectUnchanged(read, () => call('POST', `/admin/reports/${jobId}/deactivate`, { token: admin.token, body: { status: 'Active' } })), 400);
    expectError(await call('POST', '/admin/reports/no-such-job/deactivate', { token: admin.token }), 404);
  });

  it('deleting a job deletes its reports', async () => {
    const [admin, employer, seeker] = await Promise.all([createAdmin(), createUser({ role: 'employer' }), createUser({ role: 'jobseeker' })]);
    const jobId = await seedJob(employer.uid);
    await fileReport(jobId, seeker);
    expect(await idsWhere('reports', 'jobId', jobId)).toHaveLength(1);
    const deleted = await call('DELETE', `/admin/jobs/${jobId}`, { token: admin.token });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await idsWhere('reports', 'jobId', jobId)).toEqual([]);
  });
});
