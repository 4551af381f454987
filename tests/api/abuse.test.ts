// The attacks of someone with ordinary (or a thousand free) accounts, the
// Firebase SDK, the REST endpoints and our API, each played against the
// emulators with the outcome asserted: what the site refuses, and what it
// leaves unchanged.
import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES, numberRevealsId, sitemapShardOf, todayInIndia } from '@jobsearch/domain';
import {
  BASE_URL,
  PROJECT_ID,
  call,
  createAdmin,
  createUser,
  db,
  expectError,
  postingPayload,
  seedApplication,
  seedJob,
  unique,
  type TestUser,
} from './helpers';

/** Polls until `done()` holds, at most `seconds`; triggers run asynchronously. */
async function eventually(what: string, done: () => Promise<boolean>, seconds = 20): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Not within ${seconds} s: ${what}`);
}

const employerVerifiedOf = async (jobId: string) => (await db.doc(`jobs/${jobId}`).get()).get('employerVerified') === true;

describe('Oracles and spoofing: nothing answers more than it should, nothing claims what is not true', () => {
  it('the status API tells another employer nothing about who applied where', async () => {
    const [employer, rival, applicant, stranger] = await Promise.all([
      createUser('employer'),
      createUser('employer'),
      createUser('jobseeker'),
      createUser('jobseeker'),
    ]);
    const jobId = await seedJob(employer.uid);
    await seedApplication(jobId, applicant, employer.uid);
    const probe = (seeker: { uid: string }) =>
      call('PUT', `/api/applications/${jobId}_${seeker.uid}/status`, { token: rival.token, body: { status: 'Viewed' } });
    const [applied, notApplied] = await Promise.all([probe(applicant), probe(stranger)]);
    expectError(applied, 404, 'application_not_found');
    expect(applied.status).toBe(notApplied.status);
    expect(applied.body).toEqual(notApplied.body);
    expect((await db.doc(`applications/${jobId}_${applicant.uid}`).get()).get('status')).toBeUndefined();
  });

  it('a verified employer who renames a job to a famous company loses the mark on it', async () => {
    const [admin, employer] = await Promise.all([createAdmin(), createUser('employer')]);
    const honest = await seedJob(employer.uid, { companyName: 'Shakti Fabricators' });
    expect((await call('PUT', `/admin/employers/${employer.uid}/verification`, { token: admin.token })).body.companyName).toBe('Shakti Fabricators');
    await eventually('the honest job carries the mark', () => employerVerifiedOf(honest));

    // Renamed through the SDK's path (a write of the owner) and posted anew through the API.
    await db.doc(`jobs/${honest}`).update({ companyName: 'Tata Motors Ltd', updatedAt: FieldValue.serverTimestamp() });
    const posted = await call('POST', '/api/jobs/add', { token: employer.token, body: postingPayload({ companyName: 'Tata Motors Ltd' }) });
    expect(posted.status, posted.text).toBe(201);
    expect(posted.body.employerVerified).toBe(false);
    await eventually('the renamed job has lost the mark', async () => !(await employerVerifiedOf(honest)));
    const page = await (await fetch(`${BASE_URL}/job/${honest}`, { headers: { accept: 'text/html' } })).text();
    expect(page).toContain('Tata Motors Ltd');
    expect(page).not.toMatch(/"employerVerified":true/);
  });

  it('a forged X-Forwarded-Host never reaches a job page or the sitemap', async () => {
    const employer = await createUser('employer');
    const jobId = await seedJob(employer.uid);
    const headers = { 'x-forwarded-host': 'evil.test', host: 'evil.test', accept: 'text/html' };
    const [page, sitemap] = await Promise.all([
      fetch(`${BASE_URL}/job/${jobId}`, { headers }).then((r) => r.text()),
      fetch(`${BASE_URL}/sitemap.xml`, { headers }).then((r) => r.text()),
    ]);
    expect(page).toContain(`http://localhost:5000/job/${jobId}`);
    expect(page).not.toContain('evil.test');
    expect(sitemap).not.toContain('evil.test');
  });

  it('the sitemap never queries the jobs, whatever the query string: what its stored copy leaves out stays out', async () => {
    const employer = await createUser('employer');
    const jobId = await seedJob(employer.uid);
    const shard = db.doc(`sitemapShards/${sitemapShardOf(jobId)}`);
    await eventually('the trigger lists the job', async () => (await shard.get()).get(new FieldPath('entries', jobId)) !== undefined);
    // Take the entry out of the stored copy behind the trigger's back: an Active job, not in the copy.
    await shard.update(new FieldPath('entries', jobId), FieldValue.delete());
    for (const query of ['', '?fresh=1', `?${'x'.repeat(200)}`]) {
      const xml = await (await fetch(`${BASE_URL}/sitemap.xml${query}`)).text();
      expect(xml, query).toContain('<urlset');
      expect(xml, query).not.toContain(`/job/${jobId}<`);
    }
    // The next write of the job puts it back.
    await db.doc(`jobs/${jobId}`).update({ updatedAt: FieldValue.serverTimestamp() });
    await eventually('the job is listed again', async () => (await (await fetch(`${BASE_URL}/sitemap.xml`)).text()).includes(`/job/${jobId}<`));
  });
});

const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;

/** Firestore's REST API as a signed-in attacker calls it, under the security rules. */
async function firestoreRest(token: string, path: string, body?: unknown): Promise<{ status: number; text: string }> {
  const response = await fetch(`${FIRESTORE}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, text: await response.text() };
}

/** Ten digits no other job uses, to look for in every answer. */
const distinctNumber = (i: number) => `97${String(Date.now() % 1e6).padStart(6, '0')}${String(i).padStart(2, '0')}`;

describe('Harvesting numbers: listing jobs gives no employer number; numbers come one job at a time, 30 a day', () => {
  it('one SDK (REST) query over every Active job lists no number; the private contacts refuse a get and a collection-group query', async () => {
    const [employer, seeker] = await Promise.all([createUser('employer'), createUser('jobseeker')]);
    const number = distinctNumber(1);
    const jobId = await seedJob(employer.uid, { mobileNumber: number });
    const listed = await firestoreRest(seeker.token, ':runQuery', {
      structuredQuery: {
        from: [{ collectionId: 'jobs' }],
        where: { fieldFilter: { field: { fieldPath: 'status' }, op: 'EQUAL', value: { stringValue: 'Active' } } },
      },
    });
    expect(listed.status, listed.text).toBe(200);
    expect(listed.text).toContain(jobId);
    expect(listed.text).not.toContain('mobileNumber');
    expect(listed.text).not.toContain(number);
    const get = await firestoreRest(seeker.token, `/jobs/${jobId}/private/contact`);
    expect(get.status).toBe(403);
    const everyContact = await firestoreRest(seeker.token, ':runQuery', { structuredQuery: { from: [{ collectionId: 'private', allDescendants: true }] } });
    expect(everyContact.status).toBe(403);
    expect(everyContact.text).not.toContain(number);
  });

  it('/api/jobs/all and /api/jobs/filter carry no number, on any page', async () => {
    const [employer, seeker] = await Promise.all([createUser('employer'), createUser('jobseeker')]);
    const number = distinctNumber(2);
    const company = `Harvest ${unique()}`;
    await seedJob(employer.uid, { mobileNumber: number, companyName: company, city: 'Pune' });
    for (const path of [
      '/api/jobs/all?limit=100',
      '/api/jobs/filter?city=Pune&limit=100',
      `/api/jobs/filter?q=${encodeURIComponent(company.split(' ')[1]!)}`,
    ]) {
      const answer = await call('GET', path, { token: seeker.token });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.text).not.toContain('mobileNumber');
      expect(answer.text).not.toContain(number);
    }
  });

  it(`a script revealing ${LIMITS.numberRevealsPerDay + 1} different numbers with one proved account gets ${LIMITS.numberRevealsPerDay} and is told to try tomorrow`, async () => {
    const [employer, harvester] = await Promise.all([createUser('employer'), createUser('jobseeker')]);
    const jobs = await Promise.all(
      Array.from({ length: LIMITS.numberRevealsPerDay + 1 }, (_, i) => seedJob(employer.uid, { mobileNumber: distinctNumber(10 + i) })),
    );
    const seen: string[] = [];
    let refused: Awaited<ReturnType<typeof call>> | null = null;
    for (const jobId of jobs) {
      const answer = await call('POST', `/api/jobs/${jobId}/contact`, { token: harvester.token });
      if (answer.status === 200) seen.push(answer.body.mobileNumber);
      else refused ??= answer;
    }
    expect(new Set(seen).size).toBe(LIMITS.numberRevealsPerDay);
    expectError(refused!, 429, 'daily_limit');
    expect(refused!.body.error.message).toBe(MESSAGES.numberDailyLimit(LIMITS.numberRevealsPerDay));
    const count = await db.doc(`numberReveals/${numberRevealsId(harvester.uid, todayInIndia())}`).get();
    expect(count.get('jobIds')).toHaveLength(LIMITS.numberRevealsPerDay);
  }, 120_000);

  it('parallel requests cannot slip past the limit together', async () => {
    const [employer, harvester] = await Promise.all([createUser('employer'), createUser('jobseeker')]);
    await db
      .doc(`numberReveals/${numberRevealsId(harvester.uid, todayInIndia())}`)
      .set({ userId: harvester.uid, day: todayInIndia(), jobIds: Array.from({ length: LIMITS.numberRevealsPerDay - 2 }, (_, i) => `earlier-${i}`) });
    const jobs = await Promise.all(Array.from({ length: 5 }, (_, i) => seedJob(employer.uid, { mobileNumber: distinctNumber(50 + i) })));
    const answers = await Promise.all(jobs.map((jobId) => call('POST', `/api/jobs/${jobId}/contact`, { token: harvester.token })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(3);
  }, 60_000);

  it('an account that proved no phone (a throwaway from /api/auth/register) gets no number at all', async () => {
    const [employer, throwaway] = await Promise.all([createUser('employer'), createUser('jobseeker', { phoneInAuth: false }) as Promise<TestUser>]);
    const number = distinctNumber(90);
    const jobId = await seedJob(employer.uid, { mobileNumber: number });
    const answer = await call('POST', `/api/jobs/${jobId}/contact`, { token: throwaway.token });
    expectError(answer, 403, 'phone_not_verified');
    expect(answer.text).not.toContain(number);
    expect((await firestoreRest(throwaway.token, `/jobs/${jobId}/private/contact`)).status).toBe(403);
  });
});
