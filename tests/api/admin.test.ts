// /admin/*: the admin's login, the four lists and the deletes with their dependents.
import { beforeAll, describe, expect, it } from 'vitest';

import { MESSAGES } from '@jobsearch/domain';
import {
  adminAuth,
  createUser,
  PROJECT_ID,
  seedApplication,
  seedJob,
  unique,
  type TestUser,
  accountExists,
  createUsers,
  putFile,
  fileExists,
} from '../support';
import { allPages, call, createAdmin, db, expectError, expectFieldError, expectUnchanged, idsWhere, readDoc } from './helpers';

let admin: TestUser, seeker: TestUser, employer: TestUser;
beforeAll(async () => {
  [admin, seeker, employer] = await Promise.all([createAdmin(), createUser({ role: 'jobseeker' }), createUser({ role: 'employer' })]);
});

describe('POST /admin/login', () => {
  it('signs an admin in and answers a session', async () => {
    const answer = await call('POST', '/admin/login', { body: { email: admin.email, password: admin.password } });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ id: admin.uid, email: admin.email, admin: true, idToken: expect.any(String), refreshToken: expect.any(String) });
    expect(answer.text).not.toContain(admin.password);
    expect((await call('GET', '/admin/users?limit=1', { token: answer.body.idToken })).status).toBe(200);
  });

  it.each([
    ['a wrong password', () => ({ email: admin.email, password: 'wrong-one' })],
    ['an unknown email', () => ({ email: `${unique('ghost')}@example.test`, password: 'whatever' })],
    ["a job seeker's right credentials", () => ({ email: seeker.email, password: seeker.password })],
    ["an employer's right credentials", () => ({ email: employer.email, password: employer.password })],
  ])('refuses %s with 401 Invalid credentials', async (_what, body) => {
    const answer = await call('POST', '/admin/login', { body: body() });
    expectError(answer, 401, 'invalid_credentials');
    expect(answer.body.error.message).toBe(MESSAGES.adminInvalidCredentials);
  });

  it.each([
    ['email', { email: '', password: 'x' }],
    ['password', { email: 'a@b.co', password: '' }],
    ['role', { email: 'a@b.co', password: 'x', role: 'admin' }],
  ])('refuses a bad %s', async (field, body) => {
    expectFieldError(await call('POST', '/admin/login', { body }), field);
  });
});

describe('admin lists', () => {
  let jobId: string, inactiveJobId: string, applicationId: string;
  beforeAll(async () => {
    jobId = await seedJob(employer.uid, { jobRole: 'Plumber' });
    inactiveJobId = await seedJob(employer.uid, { status: 'Inactive' });
    applicationId = await seedApplication({ jobId, seeker, employerId: employer.uid });
  });

  it('GET /admin/users lists job seekers as {id, name, email, phoneNumber}', async () => {
    const users = await allPages('/admin/users', admin.token);
    expect(users.find((u) => u.id === seeker.uid)).toEqual({ id: seeker.uid, name: seeker.name, email: seeker.email, phoneNumber: seeker.phoneNumber });
    expect(users.some((u) => u.id === employer.uid)).toBe(false);
  });

  it('GET /admin/employers lists employers the same way', async () => {
    const employers = await allPages('/admin/employers', admin.token);
    expect(employers.find((u) => u.id === employer.uid)).toEqual({
      id: employer.uid,
      name: employer.name,
      email: employer.email,
      phoneNumber: employer.phoneNumber,
    });
    expect(employers.some((u) => u.id === seeker.uid)).toBe(false);
  });

  it('GET /admin/jobs lists every job as {jobId, jobRole, companyName, status, date}', async () => {
    const jobs = await allPages('/admin/jobs', admin.token);
    const job = jobs.find((j) => j.jobId === jobId);
    expect(job).toEqual({ jobId, jobRole: 'Plumber', companyName: expect.any(String), status: 'Active', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(jobs.find((j) => j.jobId === inactiveJobId)?.status).toBe('Inactive');
  });

  it('GET /admin/jobs filters by status', async () => {
    const jobs = await allPages('/admin/jobs?status=Inactive', admin.token);
    expect(jobs.every((j) => j.status === 'Inactive')).toBe(true);
    expect(jobs.map((j) => j.jobId)).toContain(inactiveJobId);
  });

  it.each([
    ['YYYY-MM-DD', (d: string) => d],
    ['slashes', (d: string) => d.replace(/-/g, '/')],
    ['DD/MM/YYYY', (d: string) => d.split('-').reverse().join('/')],
  ])('GET /admin/jobs filters by date written with %s', async (_how, format) => {
    const date = (await readDoc(`jobs/${jobId}`))!.date as string;
    const jobs = await allPages(`/admin/jobs?date=${encodeURIComponent(format(date))}`, admin.token);
    expect(jobs.every((j) => j.date === date)).toBe(true);
    expect(jobs.map((j) => j.jobId)).toContain(jobId);
  });

  it('GET /admin/jobs refuses a date that is not one', async () => {
    expectFieldError(await call('GET', '/admin/jobs?date=yesterday', { token: admin.token }), 'date');
  });

  it('GET /admin/applications lists {applicationId, applicantName, email, phoneNumber}', async () => {
    const applications = await allPages('/admin/applications', admin.token);
    expect(applications.find((a) => a.applicationId === applicationId)).toEqual({
      applicationId,
      applicantName: seeker.name,
      email: seeker.email,
      phoneNumber: seeker.phoneNumber,
    });
  });

  it.each(['users', 'employers', 'jobs', 'applications'])('GET /admin/%s pages with limit and after', async (kind) => {
    const first = await call('GET', `/admin/${kind}?limit=1`, { token: admin.token });
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(1);
    const after = first.headers.get('x-next-after');
    expect(after).toBeTruthy();
    const second = await call('GET', `/admin/${kind}?limit=1&after=${after}`, { token: admin.token });
    expect(second.status).toBe(200);
    expect(JSON.stringify(second.body)).not.toBe(JSON.stringify(first.body));
  });

  it.each(['users', 'employers', 'jobs', 'applications'])('GET /admin/%s refuses a job seeker and an employer', async (kind) => {
    expectError(await call('GET', `/admin/${kind}`, { token: seeker.token }), 403, 'forbidden');
    expectError(await call('GET', `/admin/${kind}`, { token: employer.token }), 403, 'forbidden');
  });

  it.each(['users', 'employers', 'jobs', 'applications'])('GET /admin/%s refuses limit=500', async (kind) => {
    expectFieldError(await call('GET', `/admin/${kind}?limit=500`, { token: admin.token }), 'limit');
  });
});

describe('admin deletes', () => {
  /** A small world: an employer with two jobs, seekers applying to them and to another employer's job. */
  async function world() {
    const [boss, otherBoss, alice, bob] = await createUsers('employer', 'employer', 'jobseeker', 'jobseeker');
    const [job1, job2, otherJob] = await Promise.all([seedJob(boss.uid), seedJob(boss.uid), seedJob(otherBoss.uid)]);
    const apps = {
      alice1: await seedApplication({ jobId: job1, seeker: alice, employerId: boss.uid }),
      bob1: await seedApplication({ jobId: job1, seeker: bob, employerId: boss.uid }),
      alice2: await seedApplication({ jobId: job2, seeker: alice, employerId: boss.uid }),
      aliceOther: await seedApplication({ jobId: otherJob, seeker: alice, employerId: otherBoss.uid }),
      bobOther: await seedApplication({ jobId: otherJob, seeker: bob, employerId: otherBoss.uid }),
    };
    return { boss, otherBoss, alice, bob, job1, job2, otherJob, apps };
  }

  /** Everything the world holds, to check refused deletes left it whole. */
  const snapshotOf = (w: Awaited<ReturnType<typeof world>>) => async () => ({
    users: await Promise.all([w.boss, w.otherBoss, w.alice, w.bob].map((u) => readDoc(`users/${u.uid}`))),
    accounts: await Promise.all(
      [w.boss, w.otherBoss, w.alice, w.bob].map((u) =>
        adminAuth()
          .getUser(u.uid)
          .then(
            () => true,
            () => false,
          ),
      ),
    ),
    jobs: await Promise.all([w.job1, w.job2, w.otherJob].map((id) => readDoc(`jobs/${id}`))),
    applications: await Promise.all(Object.values(w.apps).map((id) => readDoc(`applications/${id}`))),
  });

  it('deleting a job seeker removes the profile, the account and their applications', async () => {
    const w = await world();
    const answer = await call('DELETE', `/admin/users/${w.alice.uid}`, { token: admin.token });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ id: w.alice.uid, deleted: { applications: 3, jobs: 0, account: true } });
    expect(await readDoc(`users/${w.alice.uid}`)).toBeNull();
    expect(await accountExists(w.alice.uid)).toBe(false);
    expect(await idsWhere('applications', 'applicantId', w.alice.uid)).toEqual([]);
    // Others are untouched.
    expect(await idsWhere('applications', 'applicantId', w.bob.uid)).toEqual([w.apps.bob1, w.apps.bobOther].sort());
    expect(await readDoc(`jobs/${w.job1}`)).not.toBeNull();
  });

  it("a deleted job seeker's still-valid ID token cannot sign up again through the rules", async () => {
    // Sign-up writes users/{uid} from the browser, under firestore.rules, with the user's own token.
    const signUpAs = (user: TestUser) =>
      fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/projects/${PROJECT_ID}/databases/(default)/documents:commit`, {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          writes: [
            {
              update: {
                name: `projects/${PROJECT_ID}/databases/(default)/documents/users/${user.uid}`,
                fields: {
                  name: { stringValue: user.name },
                  email: { stringValue: user.email },
                  phoneNumber: { stringValue: user.phoneNumber },
                  role: { stringValue: 'jobseeker' },
                },
              },
              updateTransforms: [{ fieldPath: 'createdAt', setToServerValue: 'REQUEST_TIME' }],
              currentDocument: { exists: false },
            },
          ],
        }),
      });
    const w = await world();
    expect((await call('DELETE', `/admin/users/${w.alice.uid}`, { token: admin.token })).status).toBe(200);
    expect((await signUpAs(w.alice)).status).toBe(403);
    expect(await readDoc(`users/${w.alice.uid}`)).toBeNull();
    // The same request succeeds for an account nobody deleted.
    const newcomer = await createUser({ phoneInAuth: true });
    expect((await signUpAs(newcomer)).status).toBe(200);
    expect(await readDoc(`users/${newcomer.uid}`)).toMatchObject({ role: 'jobseeker' });
  });

  it('deleting an employer removes their jobs and every application to them', async () => {
    const w = await world();
    const answer = await call('DELETE', `/admin/employers/${w.boss.uid}`, { token: admin.token });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ deleted: { jobs: 2, applications: 3, account: true } });
    expect(await readDoc(`users/${w.boss.uid}`)).toBeNull();
    expect(await accountExists(w.boss.uid)).toBe(false);
    expect(await idsWhere('jobs', 'employerId', w.boss.uid)).toEqual([]);
    expect(await idsWhere('applications', 'employerId', w.boss.uid)).toEqual([]);
    expect(await idsWhere('applications', 'employerId', w.otherBoss.uid)).toEqual([w.apps.aliceOther, w.apps.bobOther].sort());
    expect(await readDoc(`users/${w.alice.uid}`)).not.toBeNull();
  });

  it('deleting a job removes its applications only', async () => {
    const w = await world();
    const answer = await call('DELETE', `/admin/jobs/${w.job1}`, { token: admin.token });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ deleted: { jobs: 1, applications: 2 } });
    expect(await readDoc(`jobs/${w.job1}`)).toBeNull();
    expect(await idsWhere('applications', 'jobId', w.job1)).toEqual([]);
    expect(await readDoc(`jobs/${w.job2}`)).not.toBeNull();
    expect(await readDoc(`applications/${w.apps.alice2}`)).not.toBeNull();
  });

  it('deleting an application removes it alone', async () => {
    const w = await world();
    const answer = await call('DELETE', `/admin/applications/${w.apps.bob1}`, { token: admin.token });
    expect(answer.status, answer.text).toBe(200);
    expect(await readDoc(`applications/${w.apps.bob1}`)).toBeNull();
    expect(await readDoc(`applications/${w.apps.alice1}`)).not.toBeNull();
    expect(await readDoc(`jobs/${w.job1}`)).not.toBeNull();
    expect(await readDoc(`users/${w.bob.uid}`)).not.toBeNull();
  });

  it('sweeps applications left behind by an interrupted job delete', async () => {
    const w = await world();
    await db.doc(`jobs/${w.job2}`).delete(); // as if a first attempt died after the job went
    const answer = await call('DELETE', `/admin/jobs/${w.job2}`, { token: admin.token });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ deleted: { jobs: 0, applications: 1 } });
    expect(await idsWhere('applications', 'jobId', w.job2)).toEqual([]);
  });

  it('a delete works from the browser (CORS) on the site origin', async () => {
    const w = await world();
    const answer = await call('DELETE', `/admin/applications/${w.apps.bobOther}`, { token: admin.token, headers: { origin: 'http://localhost:5000' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:5000');
  });

  it.each(['users', 'employers', 'jobs', 'applications'])('DELETE /admin/%s/{unknown id} is 404', async (kind) => {
    expectError(await call('DELETE', `/admin/${kind}/${unique('none')}`, { token: admin.token }), 404);
  });

  it('deleting twice is 404 the second time', async () => {
    const w = await world();
    expect((await call('DELETE', `/admin/applications/${w.apps.alice1}`, { token: admin.token })).status).toBe(200);
    expectError(await call('DELETE', `/admin/applications/${w.apps.alice1}`, { token: admin.token }), 404);
  });

  it('an employer is not deleted through /admin/users (404), and nothing changes', async () => {
    const w = await world();
    const answer = await expectUnchanged(snapshotOf(w), () => call('DELETE', `/admin/users/${w.boss.uid}`, { token: admin.token }));
    expectError(answer, 404);
  });

  it('a job seeker is not deleted through /admin/employers (404), and nothing changes', async () => {
    const w = await world();
    expectError(await expectUnchanged(snapshotOf(w), () => call('DELETE', `/admin/employers/${w.alice.uid}`, { token: admin.token })), 404);
  });

  it.each([
    ['users', (w: Awaited<ReturnType<typeof world>>) => w.alice.uid],
    ['employers', (w: Awaited<ReturnType<typeof world>>) => w.boss.uid],
    ['jobs', (w: Awaited<ReturnType<typeof world>>) => w.job1],
    ['applications', (w: Awaited<ReturnType<typeof world>>) => w.apps.alice1],
  ])('DELETE /admin/%s/{id} refuses non-admins (403), and nothing changes', async (kind, idOf) => {
    const w = await world();
    const id = idOf(w);
    for (const caller of [w.alice, w.boss]) {
      expectError(await expectUnchanged(snapshotOf(w), () => call('DELETE', `/admin/${kind}/${id}`, { token: caller.token })), 403);
    }
    expectError(await expectUnchanged(snapshotOf(w), () => call('DELETE', `/admin/${kind}/${id}`)), 401);
  });

  it('refuses a DELETE with a body (400), and nothing changes', async () => {
    const w = await world();
    expectError(
      await expectUnchanged(snapshotOf(w), () => call('DELETE', `/admin/jobs/${w.job1}`, { token: admin.token, body: { cascade: false } })),
      400,
      'invalid_input',
    );
  });

  it('refuses malformed JSON on a DELETE (400), and nothing changes', async () => {
    const w = await world();
    expectError(
      await expectUnchanged(snapshotOf(w), () =>
        call('DELETE', `/admin/jobs/${w.job1}`, { token: admin.token, raw: '{', headers: { 'content-type': 'text/plain' } }),
      ),
      400,
      'malformed_json',
    );
  });

  describe.runIf(process.env.FIREBASE_STORAGE_EMULATOR_HOST)('resumes in Storage', () => {
    it('deleting a job seeker deletes their resume folder', async () => {
      const w = await world();
      const paths = [`resumes/${w.alice.uid}/${w.job1}/cv.pdf`, `resumes/${w.alice.uid}/${w.otherJob}/cv.pdf`];
      const bobs = `resumes/${w.bob.uid}/${w.job1}/cv.pdf`;
      await Promise.all([...paths, bobs].map((path) => putFile(path)));
      expect((await call('DELETE', `/admin/users/${w.alice.uid}`, { token: admin.token })).status).toBe(200);
      for (const path of paths) expect(await fileExists(path)).toBe(false);
      expect(await fileExists(bobs)).toBe(true);
    });

    it('deleting a job deletes the resumes of its applications', async () => {
      const w = await world();
      const toJob1 = [`resumes/${w.alice.uid}/${w.job1}/cv.pdf`, `resumes/${w.bob.uid}/${w.job1}/cv.pdf`];
      const toJob2 = `resumes/${w.alice.uid}/${w.job2}/cv.pdf`;
      await Promise.all([...toJob1, toJob2].map((path) => putFile(path)));
      const answer = await call('DELETE', `/admin/jobs/${w.job1}`, { token: admin.token });
      expect(answer.body.deleted.resumeFiles).toBe(2);
      for (const path of toJob1) expect(await fileExists(path)).toBe(false);
      expect(await fileExists(toJob2)).toBe(true);
    });
  });
});
