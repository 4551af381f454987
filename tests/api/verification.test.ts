// Verified employers: PUT and DELETE /admin/employers/{id}/verification (admins
// only), copied onto the employer's jobs by a trigger, shown in job objects.
import { describe, expect, it } from 'vitest';
import { call, createAdmin, createUser, db, expectError, expectUnchanged, readDoc, seedJob } from './helpers';

async function jobWhen(jobId: string, verified: boolean): Promise<void> {
  const until = Date.now() + 20_000;
  // No mark counts as false (jobSchema's default).
  while (((await db.doc(`jobs/${jobId}`).get()).get('employerVerified') === true) !== verified) {
    if (Date.now() > until) throw new Error(`jobs/${jobId}: employerVerified never became ${verified}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('verified employers', () => {
  it('an admin marks an employer verified: their jobs (old and new) carry it, and the API shows it; withdrawing removes it', async () => {
    const [admin, employer, seeker] = await Promise.all([createAdmin(), createUser('employer'), createUser('jobseeker')]);
    const oldJob = await seedJob(employer.uid);
    const marked = await call('PUT', `/admin/employers/${employer.uid}/verification`, { token: admin.token });
    expect(marked.status, marked.text).toBe(200);
    expect(marked.body).toMatchObject({ id: employer.uid, verified: true });
    expect(await readDoc(`employerVerifications/${employer.uid}`)).toMatchObject({ verifiedBy: admin.uid });
    await jobWhen(oldJob, true);

    const posted = await call('POST', '/api/jobs/add', { token: employer.token, body: (await import('./helpers')).postingPayload() });
    expect(posted.status, posted.text).toBe(201);
    expect(posted.body.employerVerified).toBe(true);
    const listed = await call('GET', `/api/jobs/employer/${employer.uid}`, { token: employer.token });
    expect(listed.body.map((j: { employerVerified: boolean }) => j.employerVerified)).toEqual([true, true]);
    const seen = await call('GET', '/api/jobs/all?limit=100', { token: seeker.token });
    expect(seen.body.find((j: { jobId: string }) => j.jobId === oldJob)?.employerVerified).toBe(true);

    const withdrawn = await call('DELETE', `/admin/employers/${employer.uid}/verification`, { token: admin.token });
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect(await readDoc(`employerVerifications/${employer.uid}`)).toBeNull();
    await jobWhen(oldJob, false);
    await jobWhen(posted.body.jobId, false);
  });

  it('a job of an unverified employer says employerVerified false', async () => {
    const [employer, seeker] = await Promise.all([createUser('employer'), createUser('jobseeker')]);
    const jobId = await seedJob(employer.uid);
    await jobWhen(jobId, false);
    const seen = await call('GET', '/api/jobs/all?limit=100', { token: seeker.token });
    expect(seen.body.find((j: { jobId: string }) => j.jobId === jobId)?.employerVerified).toBe(false);
  });

  it('refuses an employer, a job seeker and a visitor (and writes nothing)', async () => {
    const [employer, seeker] = await Promise.all([createUser('employer'), createUser('jobseeker')]);
    const read = () => readDoc(`employerVerifications/${employer.uid}`);
    for (const token of [employer.token, seeker.token]) {
      expectError(await expectUnchanged(read, () => call('PUT', `/admin/employers/${employer.uid}/verification`, { token })), 403);
    }
    expectError(await expectUnchanged(read, () => call('PUT', `/admin/employers/${employer.uid}/verification`)), 401);
  });

  it('is 404 for a job seeker or an unknown id, and refuses a body', async () => {
    const [admin, seeker, employer] = await Promise.all([createAdmin(), createUser('jobseeker'), createUser('employer')]);
    expectError(await call('PUT', `/admin/employers/${seeker.uid}/verification`, { token: admin.token }), 404);
    expectError(await call('PUT', '/admin/employers/no-such-employer/verification', { token: admin.token }), 404);
    expectError(await call('PUT', `/admin/employers/${employer.uid}/verification`, { token: admin.token, body: { verified: false } }), 400);
    expect(await readDoc(`employerVerifications/${seeker.uid}`)).toBeNull();
  });
});
