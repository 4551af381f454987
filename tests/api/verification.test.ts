// Verified employers: PUT and DELETE /admin/employers/{id}/verification (admins
// only), copied onto the employer's jobs by a trigger, shown in job objects.
import { describe, expect, it } from 'vitest';
import { createUser, seedJob, createUsers, unique } from '../support';
import { call, createAdmin, db, expectError, expectUnchanged, postingPayload, readDoc } from './helpers';

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
    const [admin, employer, seeker] = await Promise.all([createAdmin(), createUser({ role: 'employer' }), createUser({ role: 'jobseeker' })]);
    const oldJob = await seedJob(employer.uid, { companyName: 'Shakti Fabricators' });
    const marked = await call('PUT', `/admin/employers/${employer.uid}/verification`, { token: admin.token });
    expect(marked.status, marked.text).toBe(200);
    expect(marked.body).toMatchObject({ id: employer.uid, verified: true, companyName: 'Shakti Fabricators' });
    expect(await readDoc(`employerVerifications/${employer.uid}`)).toMatchObject({ verifiedBy: admin.uid, companyName: 'Shakti Fabricators' });
    await jobWhen(oldJob, true);

    const posted = await call('POST', '/api/jobs/add', { token: employer.token, body: postingPayload({ companyName: 'Shakti Fabricators' }) });
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

  it('belongs to the company name the admin verified: a job under another name shows no mark until that name is verified', async () => {
    const [admin, employer, seeker] = await Promise.all([createAdmin(), createUser({ role: 'employer' }), createUser({ role: 'jobseeker' })]);
    // A name of this run's own: verifying it reserves it (another account's job under it is refused), so
    // another test (tests/api/abuse/oracles.ts) posting "Tata Motors Ltd" must not meet it.
    const famous = `Tata Motors Ltd ${unique('v')}`;
    const own = await seedJob(employer.uid, { companyName: 'Shakti Fabricators' });
    const marked = await call('PUT', `/admin/employers/${employer.uid}/verification`, { token: admin.token, body: { companyName: 'Shakti Fabricators' } });
    expect(marked.status, marked.text).toBe(200);
    await jobWhen(own, true);

    // The same employer posts and renames under a famous name: no mark, through the API or the SDK's edit.
    const posted = await call('POST', '/api/jobs/add', { token: employer.token, body: postingPayload({ companyName: famous }) });
    expect(posted.status, posted.text).toBe(201);
    expect(posted.body.employerVerified).toBe(false);
    await db.doc(`jobs/${own}`).update({ companyName: famous });
    await jobWhen(own, false);
    const seen = await call('GET', '/api/jobs/all?limit=100', { token: seeker.token });
    expect(
      seen.body.filter((j: { jobId: string }) => [own, posted.body.jobId].includes(j.jobId)).map((j: { employerVerified: boolean }) => j.employerVerified),
    ).toEqual([false, false]);

    // Back under the verified name (spelt in another case), the mark returns.
    await db.doc(`jobs/${own}`).update({ companyName: 'SHAKTI  fabricators' });
    await jobWhen(own, true);
    // Verifying the new name moves the mark to it.
    expect((await call('PUT', `/admin/employers/${employer.uid}/verification`, { token: admin.token, body: { companyName: famous } })).status).toBe(200);
    await jobWhen(posted.body.jobId, true);
    await jobWhen(own, false);
  });

  it('without a name verifies the newest job’s; an employer with no job must be named', async () => {
    const [admin, employer, newcomer] = await Promise.all([createAdmin(), createUser({ role: 'employer' }), createUser({ role: 'employer' })]);
    await seedJob(employer.uid, { companyName: 'Older Name', createdAt: new Date('2026-01-01T00:00:00Z') });
    await seedJob(employer.uid, { companyName: 'Newest Name', createdAt: new Date('2026-02-01T00:00:00Z') });
    const marked = await call('PUT', `/admin/employers/${employer.uid}/verification`, { token: admin.token });
    expect(marked.body.companyName).toBe('Newest Name');
    const unnamed = await expectUnchanged(
      () => readDoc(`employerVerifications/${newcomer.uid}`),
      () => call('PUT', `/admin/employers/${newcomer.uid}/verification`, { token: admin.token }),
    );
    expectError(unnamed, 400, 'company_name_required');
    const named = await call('PUT', `/admin/employers/${newcomer.uid}/verification`, { token: admin.token, body: { companyName: 'Fresh Start Pvt Ltd' } });
    expect(named.body).toMatchObject({ verified: true, companyName: 'Fresh Start Pvt Ltd' });
    expectError(await call('PUT', `/admin/employers/${newcomer.uid}/verification`, { token: admin.token, body: { companyName: '' } }), 400, 'invalid_input');
  });

  it('a job of an unverified employer says employerVerified false', async () => {
    const [employer, seeker] = await createUsers('employer', 'jobseeker');
    const jobId = await seedJob(employer.uid);
    await jobWhen(jobId, false);
    const seen = await call('GET', '/api/jobs/all?limit=100', { token: seeker.token });
    expect(seen.body.find((j: { jobId: string }) => j.jobId === jobId)?.employerVerified).toBe(false);
  });

  it('refuses an employer, a job seeker and a visitor (and writes nothing)', async () => {
    const [employer, seeker] = await createUsers('employer', 'jobseeker');
    const read = () => readDoc(`employerVerifications/${employer.uid}`);
    for (const token of [employer.token, seeker.token]) {
      expectError(await expectUnchanged(read, () => call('PUT', `/admin/employers/${employer.uid}/verification`, { token })), 403);
    }
    expectError(await expectUnchanged(read, () => call('PUT', `/admin/employers/${employer.uid}/verification`)), 401);
  });

  it('is 404 for a job seeker or an unknown id, and refuses a body', async () => {
    const [admin, seeker, employer] = await Promise.all([createAdmin(), createUser({ role: 'jobseeker' }), createUser({ role: 'employer' })]);
    expectError(await call('PUT', `/admin/employers/${seeker.uid}/verification`, { token: admin.token }), 404);
    expectError(await call('PUT', '/admin/employers/no-such-employer/verification', { token: admin.token }), 404);
    expectError(await call('PUT', `/admin/employers/${employer.uid}/verification`, { token: admin.token, body: { verified: false } }), 400);
    expect(await readDoc(`employerVerifications/${seeker.uid}`)).toBeNull();
  });
});
