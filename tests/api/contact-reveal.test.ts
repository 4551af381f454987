// Employers' numbers are revealed one job at a time, not listed: the job
// documents carry none; POST /api/jobs/{jobId}/contact answers one Active,
// listed job's number to a job seeker who proved their phone, at most
// LIMITS.numberRevealsPerDay different jobs a day in India (a repeat is
// free). Old clients still post and edit with mobileNumber in the body; the
// migration script moves the numbers of jobs stored before.
import { english } from '@jobsearch/domain/i18n/english';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES, numberRevealsId, todayInIndia } from '@jobsearch/domain';
import { PROJECT_ID, createUser, seedJob, settle, until, type TestUser, createUsers } from '../support';
import { call, createAdmin, db, expectError, postingPayload, readDoc } from './helpers';

const reveal = (jobId: string, user: TestUser) => call('POST', `/api/jobs/${jobId}/contact`, { token: user.token });
const countPath = (uid: string) => `numberReveals/${numberRevealsId(uid, todayInIndia())}`;
/** Seeds today's count of a seeker with `n` other jobs already revealed, as the endpoint stores it. */
const seedCount = (uid: string, n: number) =>
  db.doc(countPath(uid)).set({ userId: uid, day: todayInIndia(), jobIds: Array.from({ length: n }, (_, i) => `earlier-job-${i}`) });

let employer: TestUser, seeker: TestUser, jobId: string;
beforeAll(async () => {
  [employer, seeker] = await createUsers('employer', 'jobseeker');
  jobId = await seedJob(employer.uid, { mobileNumber: '9123456780' });
});

describe('POST /api/jobs/{jobId}/contact', () => {
  it("answers a proved seeker the job's number and counts the job once, however often it is asked", async () => {
    const answer = await reveal(jobId, seeker);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ jobId, mobileNumber: '9123456780' });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect((await reveal(jobId, seeker)).body.mobileNumber).toBe('9123456780');
    expect(await readDoc(countPath(seeker.uid))).toMatchObject({ userId: seeker.uid, day: todayInIndia(), jobIds: [jobId] });
  });

  it("answers '' for a job without a number, and does not count it", async () => {
    const fresh = await createUser({ role: 'jobseeker' });
    const without = await seedJob(employer.uid, { mobileNumber: '' });
    const answer = await reveal(without, fresh);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.mobileNumber).toBe('');
    expect(await readDoc(countPath(fresh.uid))).toBeNull();
  });

  it(`allows the ${LIMITS.numberRevealsPerDay}th different number of the day, refuses the next with "try tomorrow", and still repeats one already seen`, async () => {
    const fresh = await createUser({ role: 'jobseeker' });
    await seedCount(fresh.uid, LIMITS.numberRevealsPerDay - 1);
    const last = await seedJob(employer.uid, { mobileNumber: '9000000030' });
    const beyond = await seedJob(employer.uid, { mobileNumber: '9000000031' });
    const allowed = await reveal(last, fresh);
    expect(allowed.status, allowed.text).toBe(200);
    expect(allowed.body.mobileNumber).toBe('9000000030');
    const refused = await reveal(beyond, fresh);
    expectError(refused, 429, 'daily_limit');
    expect(refused.body.error.message).toBe(english('jobs.numberDailyLimit', { limit: LIMITS.numberRevealsPerDay }));
    expect(refused.text).not.toContain('9000000031');
    expect(((await readDoc(countPath(fresh.uid)))!.jobIds as string[]).length).toBe(LIMITS.numberRevealsPerDay);
    // A number already revealed today stays free.
    expect((await reveal(last, fresh)).body.mobileNumber).toBe('9000000030');
  });

  it("counts a new day afresh: yesterday's full count does not stop today", async () => {
    const fresh = await createUser({ role: 'jobseeker' });
    const yesterday = todayInIndia(new Date(Date.now() - 24 * 3600 * 1000));
    await db.doc(`numberReveals/${numberRevealsId(fresh.uid, yesterday)}`).set({ userId: fresh.uid, day: yesterday, jobIds: Array(30).fill('x') });
    expect((await reveal(jobId, fresh)).status).toBe(200);
  });

  it('refuses a seeker whose phone is not proved (an API registration) with 403 and the prove-your-phone message', async () => {
    const unproved = await createUser({ role: 'jobseeker', phoneInAuth: false });
    const answer = await reveal(jobId, unproved);
    expectError(answer, 403, 'phone_not_verified');
    expect(answer.body.error.message).toBe(MESSAGES.proveToSeeNumber);
    expect(answer.text).not.toContain('9123456780');
    expect(await readDoc(countPath(unproved.uid))).toBeNull();
  });

  it('answers 404 for an Inactive job, a job hidden by reports and an unknown id, and counts nothing', async () => {
    const fresh = await createUser({ role: 'jobseeker' });
    const inactive = await seedJob(employer.uid, { status: 'Inactive', mobileNumber: '9000000001' });
    const hidden = await seedJob(employer.uid, { mobileNumber: '9000000002' });
    await db.doc(`jobs/${hidden}`).update({ openReports: 3, hiddenByReports: true });
    for (const id of [inactive, hidden, 'no-such-job']) {
      const answer = await reveal(id, fresh);
      expectError(answer, 404, 'job_not_found');
      expect(answer.text).not.toMatch(/90000000\d\d/);
    }
    expect(await readDoc(countPath(fresh.uid))).toBeNull();
  });

  it('refuses employers (their own numbers are in their own list), an admin without a seeker profile, a visitor, and a body', async () => {
    const admin = await createAdmin();
    for (const who of [employer, admin]) expectError(await reveal(jobId, who), 403);
    expectError(await call('POST', `/api/jobs/${jobId}/contact`), 401);
    expectError(await call('POST', `/api/jobs/${jobId}/contact`, { token: seeker.token, body: { jobIds: ['a'] } }), 400);
  });
});

describe('old clients post and edit with mobileNumber in the body', () => {
  it("POST /api/jobs/add stores the number in the job's private contact, not on the job", async () => {
    const poster = await createUser({ role: 'employer' });
    const answer = await call('POST', '/api/jobs/add', { token: poster.token, body: postingPayload({ mobileNumber: '+91 91234 56780' }) });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.mobileNumber).toBe('9123456780');
    expect(await readDoc(`jobs/${answer.body.jobId}`)).not.toHaveProperty('mobileNumber');
    expect(await readDoc(`jobs/${answer.body.jobId}/private/contact`)).toEqual({ mobileNumber: '9123456780', employerId: poster.uid });
  });

  it('PUT /api/jobs/{jobId} on a job stored before the move takes the number off the job and into the contact', async () => {
    const poster = await createUser({ role: 'employer' });
    const legacy = await seedJob(poster.uid);
    await db.doc(`jobs/${legacy}/private/contact`).delete();
    await db.doc(`jobs/${legacy}`).update({ mobileNumber: '9876543210' });
    const answer = await call('PUT', `/api/jobs/${legacy}`, { token: poster.token, body: postingPayload({ mobileNumber: '7012345678' }) });
    expect(answer.status, answer.text).toBe(200);
    expect(await readDoc(`jobs/${legacy}`)).not.toHaveProperty('mobileNumber');
    expect(await readDoc(`jobs/${legacy}/private/contact`)).toEqual({ mobileNumber: '7012345678', employerId: poster.uid });
  });
});

describe('scripts/migrate-contacts.mjs', () => {
  it('moves the numbers of jobs stored before into their private contacts, keeps a contact already written, and a second run changes nothing', async () => {
    const poster = await createUser({ role: 'employer' });
    const [old, oldEmpty, edited] = await Promise.all([seedJob(poster.uid), seedJob(poster.uid), seedJob(poster.uid)]);
    // As stored before numbers moved: on the job, no contact (old, oldEmpty); a contact written since by an edit (edited).
    await Promise.all([
      db.doc(`jobs/${old}/private/contact`).delete(),
      db.doc(`jobs/${oldEmpty}/private/contact`).delete(),
      db.doc(`jobs/${old}`).update({ mobileNumber: '9988776655' }),
      db.doc(`jobs/${oldEmpty}`).update({ mobileNumber: '' }),
      db.doc(`jobs/${edited}`).update({ mobileNumber: '9000000000' }),
    ]);
    // The jobs trigger answers those writes by recording whether each job's contact gives a number
    // (hasMobileNumber); the script would see a job change under it and say "run again".
    for (const [id, given] of [
      [old, false],
      [oldEmpty, false],
      [edited, true],
    ] as const)
      await until(
        async () => (await readDoc(`jobs/${id}`))?.hasMobileNumber,
        (value) => value === given,
        'the jobs trigger',
      );
    await settle();
    const run = () =>
      promisify(execFile)('node', [fileURLToPath(new URL('../../scripts/migrate-contacts.mjs', import.meta.url)), '--project', PROJECT_ID], {
        env: process.env,
      });
    const first = await run();
    expect(first.stdout).toMatch(/changed meanwhile \(run again\): 0/);
    expect(await readDoc(`jobs/${old}/private/contact`)).toEqual({ mobileNumber: '9988776655', employerId: poster.uid });
    expect(await readDoc(`jobs/${oldEmpty}/private/contact`)).toEqual({ mobileNumber: '', employerId: poster.uid });
    expect(await readDoc(`jobs/${edited}/private/contact`)).toEqual({ mobileNumber: '9876543210', employerId: poster.uid });
    for (const id of [old, oldEmpty, edited]) expect(await readDoc(`jobs/${id}`)).not.toHaveProperty('mobileNumber');
    const second = await run();
    expect(second.stdout).toMatch(/holding a number field: 0; moved: 0/);
  }, 60_000);
});
