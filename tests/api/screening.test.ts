// Screening questions through the API: posted and edited with a job, answered
// with an application; an old client's application without answers is accepted.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ScreeningQuestion } from '@jobsearch/domain';
import { createUser, seedJob, type TestUser } from '../support';
import { applicationPayload, call, expectFieldError, expectUnchanged, postingPayload, readDoc } from './helpers';

const QUESTIONS: ScreeningQuestion[] = [
  { kind: 'yesNo', text: 'Do you hold a welding certificate?', mustHave: true, needed: true },
  { kind: 'number', text: 'Years of welding?', mustHave: true, needed: 2 },
  { kind: 'text', text: 'Which tools do you own?', mustHave: false, needed: null },
];

let employer: TestUser;
beforeAll(async () => {
  employer = await createUser({ role: 'employer' });
});

describe('screening questions on POST /api/jobs/add and PUT /api/jobs/{id}', () => {
  it('stores the questions, refuses a sixth, and keeps them on an edit that sends none', async () => {
    const posted = await call('POST', '/api/jobs/add', { token: employer.token, body: postingPayload({ screeningQuestions: QUESTIONS }) });
    expect(posted.status, posted.text).toBe(201);
    const jobId = posted.body.jobId as string;
    expect((await readDoc(`jobs/${jobId}`))?.screeningQuestions).toEqual(QUESTIONS);
    expect(posted.body.screeningQuestions).toEqual(QUESTIONS);

    const six = Array(6).fill({ kind: 'text', text: 'Q?' });
    expectFieldError(await call('POST', '/api/jobs/add', { token: employer.token, body: postingPayload({ screeningQuestions: six }) }), 'screeningQuestions');
    const noNeeded = [{ kind: 'yesNo', text: 'Q?', mustHave: true }];
    expectFieldError(
      await call('PUT', `/api/jobs/${jobId}`, { token: employer.token, body: postingPayload({ screeningQuestions: noNeeded }) }),
      'screeningQuestions.0.needed',
    );

    // An old client's edit (no screeningQuestions) keeps them; an empty list removes them.
    expect((await call('PUT', `/api/jobs/${jobId}`, { token: employer.token, body: postingPayload({ description: 'Edited' }) })).status).toBe(200);
    expect((await readDoc(`jobs/${jobId}`))?.screeningQuestions).toEqual(QUESTIONS);
    expect((await call('PUT', `/api/jobs/${jobId}`, { token: employer.token, body: postingPayload({ screeningQuestions: [] }) })).status).toBe(200);
    expect((await readDoc(`jobs/${jobId}`))?.screeningQuestions).toEqual([]);
  });
});

describe('answers on POST /api/applications/apply', () => {
  it('stores one answer per question, typed or as form text', async () => {
    const [seeker, jobId] = await Promise.all([createUser({ role: 'jobseeker' }), seedJob(employer.uid, { screeningQuestions: QUESTIONS })]);
    const answer = await call('POST', '/api/applications/apply', {
      token: seeker.token,
      body: applicationPayload(jobId, seeker, { answers: ['yes', '3', ' Grinder '] }),
    });
    expect(answer.status, answer.text).toBe(201);
    expect((await readDoc(`applications/${jobId}_${seeker.uid}`))?.answers).toEqual([true, 3, 'Grinder']);
    expect(answer.body.answers).toEqual([true, 3, 'Grinder']);
  });

  it('accepts an old client applying without answers, stored with none ("Not answered")', async () => {
    const [seeker, jobId] = await Promise.all([createUser({ role: 'jobseeker' }), seedJob(employer.uid, { screeningQuestions: QUESTIONS })]);
    const answer = await call('POST', '/api/applications/apply', { token: seeker.token, body: applicationPayload(jobId, seeker) });
    expect(answer.status, answer.text).toBe(201);
    const stored = await readDoc(`applications/${jobId}_${seeker.uid}`);
    expect(stored).not.toBeNull();
    expect(stored).not.toHaveProperty('answers');
  });

  it('refuses a missing, mistyped or extra answer, naming it, and stores nothing', async () => {
    const [seeker, jobId] = await Promise.all([createUser({ role: 'jobseeker' }), seedJob(employer.uid, { screeningQuestions: QUESTIONS })]);
    const stored = () => readDoc(`applications/${jobId}_${seeker.uid}`);
    const apply = (answers: unknown[]) =>
      call('POST', '/api/applications/apply', { token: seeker.token, body: applicationPayload(jobId, seeker, { answers }) });
    expectFieldError(await expectUnchanged(stored, () => apply([true, 'two', 'x'])), 'answers.1');
    expectFieldError(await expectUnchanged(stored, () => apply([true, 3])), 'answers.2');
    expectFieldError(await expectUnchanged(stored, () => apply([true, 3, 'x', 'y'])), 'answers.3');
    expectFieldError(await expectUnchanged(stored, () => apply(['maybe', 3, 'x'])), 'answers.0');
    expect(await stored()).toBeNull();
  });
});

describe('answers on GET /api/jobs/applicants/{employerId}', () => {
  it("gives each row its job's questions with the answers, an old client's as not answered", async () => {
    const poster = await createUser({ role: 'employer' });
    const [answered, silent, jobId] = await Promise.all([
      createUser({ role: 'jobseeker' }),
      createUser({ role: 'jobseeker' }),
      seedJob(poster.uid, { screeningQuestions: QUESTIONS }),
    ]);
    const apply = (seeker: TestUser, extra: Record<string, unknown>) =>
      call('POST', '/api/applications/apply', { token: seeker.token, body: applicationPayload(jobId, seeker, extra) });
    expect((await apply(answered, { answers: [true, 1, 'Grinder'] })).status).toBe(201);
    expect((await apply(silent, {})).status).toBe(201);

    const rows = await call('GET', `/api/jobs/applicants/${poster.uid}?jobId=${jobId}`, { token: poster.token });
    expect(rows.status, rows.text).toBe(200);
    const rowOf = (seeker: TestUser) => rows.body.find((row: { id: string }) => row.id === `${jobId}_${seeker.uid}`);
    expect(rowOf(answered)).toMatchObject({
      answers: [
        { question: 'Do you hold a welding certificate?', kind: 'yesNo', mustHave: true, answer: true },
        { question: 'Years of welding?', kind: 'number', mustHave: true, answer: 1 },
        { question: 'Which tools do you own?', kind: 'text', mustHave: false, answer: 'Grinder' },
      ],
      meetsAllMustHaves: false, // 1 year where 2 are needed
    });
    expect(rowOf(silent)).toMatchObject({
      answers: QUESTIONS.map((q) => ({ question: q.text, kind: q.kind, mustHave: q.mustHave, answer: null })),
      meetsAllMustHaves: false,
    });
  });
});
