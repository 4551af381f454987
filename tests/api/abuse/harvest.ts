// Harvesting numbers: listing jobs gives no employer number; numbers come one job at a time, 30 a day.
import { english } from '@jobsearch/domain/i18n/english';
import { describe, expect, it } from 'vitest';
import { LIMITS, numberRevealsId, todayInIndia } from '@jobsearch/domain';
import { PROJECT_ID, createUser, seedJob, unique, type TestUser, createUsers } from '../../support';
import { call, db, expectError } from '../helpers';

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
    const [employer, seeker] = await createUsers('employer', 'jobseeker');
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
    // No number field (whether a number was given, hasMobileNumber, is public: the job page says it too).
    expect(listed.text).not.toContain('"mobileNumber"');
    expect(listed.text).not.toContain(number);
    const get = await firestoreRest(seeker.token, `/jobs/${jobId}/private/contact`);
    expect(get.status).toBe(403);
    const everyContact = await firestoreRest(seeker.token, ':runQuery', { structuredQuery: { from: [{ collectionId: 'private', allDescendants: true }] } });
    expect(everyContact.status).toBe(403);
    expect(everyContact.text).not.toContain(number);
  });

  it('/api/jobs/all and /api/jobs/filter carry no number, on any page', async () => {
    const [employer, seeker] = await createUsers('employer', 'jobseeker');
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
      expect(answer.text).not.toContain('"mobileNumber"');
      expect(answer.text).not.toContain(number);
    }
  });

  it(`a script revealing ${LIMITS.numberRevealsPerDay + 1} different numbers with one proved account gets ${LIMITS.numberRevealsPerDay} and is told to try tomorrow`, async () => {
    const [employer, harvester] = await createUsers('employer', 'jobseeker');
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
    expect(refused!.body.error.message).toBe(english('jobs.numberDailyLimit', { limit: LIMITS.numberRevealsPerDay }));
    const count = await db.doc(`numberReveals/${numberRevealsId(harvester.uid, todayInIndia())}`).get();
    expect(count.get('jobIds')).toHaveLength(LIMITS.numberRevealsPerDay);
  }, 120_000);

  it('parallel requests cannot slip past the limit together', async () => {
    const [employer, harvester] = await createUsers('employer', 'jobseeker');
    await db
      .doc(`numberReveals/${numberRevealsId(harvester.uid, todayInIndia())}`)
      .set({ userId: harvester.uid, day: todayInIndia(), jobIds: Array.from({ length: LIMITS.numberRevealsPerDay - 2 }, (_, i) => `earlier-${i}`) });
    const jobs = await Promise.all(Array.from({ length: 5 }, (_, i) => seedJob(employer.uid, { mobileNumber: distinctNumber(50 + i) })));
    const answers = await Promise.all(jobs.map((jobId) => call('POST', `/api/jobs/${jobId}/contact`, { token: harvester.token })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(3);
  }, 60_000);

  it('an account that proved no phone (a throwaway from /api/auth/register) gets no number at all', async () => {
    const [employer, throwaway] = await Promise.all([
      createUser({ role: 'employer' }),
      createUser({ role: 'jobseeker', phoneInAuth: false }) as Promise<TestUser>,
    ]);
    const number = distinctNumber(90);
    const jobId = await seedJob(employer.uid, { mobileNumber: number });
    const answer = await call('POST', `/api/jobs/${jobId}/contact`, { token: throwaway.token });
    expectError(answer, 403, 'phone_not_verified');
    expect(answer.text).not.toContain(number);
    expect((await firestoreRest(throwaway.token, `/jobs/${jobId}/private/contact`)).status).toBe(403);
  });
});
