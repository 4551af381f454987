// POST /api/applications/apply: one application per seeker and job, to an Active job.
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, RESUME_CHECK_KEY, RESUME_CHECK_PASSED } from '@jobsearch/domain';
import { samplePdf } from '../../scripts/lib/sample-data.mjs';
import { PROJECT_ID, createUser, resumeUrl, seedJob, unique, type TestUser, bucket } from '../support';
import { applicationPayload, call, createAdmin, db, expectError, expectFieldError, expectUnchanged, readDoc } from './helpers';

let employer: TestUser, admin: TestUser;
beforeAll(async () => {
  [employer, admin] = await Promise.all([createUser({ role: 'employer' }), createAdmin()]);
});

const applicationOf = (jobId: string, uid: string) => () => readDoc(`applications/${jobId}_${uid}`);

describe('POST /api/applications/apply', () => {
  it("stores the applicant's profile name, email and phone, not someone else's from the body", async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    const jobId = await seedJob(employer.uid);
    const payload = applicationPayload(jobId, seeker, { applicantName: 'Somebody Else', email: 'victim@example.in', phoneNumber: '+919812345678' });
    const answer = await call('POST', '/api/applications/apply', { token: seeker.token, body: payload });
    expect(answer.status, answer.text).toBe(201);
    const stored = await readDoc(`applications/${jobId}_${seeker.uid}`);
    expect(stored).toMatchObject({ applicantName: seeker.name, email: seeker.email, phoneNumber: seeker.phoneNumber });
    expect(answer.body).toMatchObject({ applicantName: seeker.name, email: seeker.email, phoneNumber: seeker.phoneNumber });
  });

  it('refuses an email carrying a mailto query (a@b.in?bcc=...), and stores nothing', async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    const jobId = await seedJob(employer.uid);
    const answer = await expectUnchanged(applicationOf(jobId, seeker.uid), () =>
      call('POST', '/api/applications/apply', { token: seeker.token, body: applicationPayload(jobId, seeker, { email: 'a@b.in?bcc=me%40evil.in' }) }),
    );
    expectFieldError(answer, 'email');
  });

  it('refuses a download path of our bucket on another host (evil.example), and stores nothing', async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    const jobId = await seedJob(employer.uid);
    const resume = resumeUrl(`resumes/${seeker.uid}/${jobId}/cv.pdf`).replace('https://firebasestorage.googleapis.com', 'https://evil.example');
    const answer = await expectUnchanged(applicationOf(jobId, seeker.uid), () =>
      call('POST', '/api/applications/apply', { token: seeker.token, body: applicationPayload(jobId, seeker, { resume }) }),
    );
    expectFieldError(answer, 'resume');
  });

  it("files an application under {jobId}_{uid}, copying the job's title, company and employer", async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    const jobId = await seedJob(employer.uid, { jobRole: 'Welder', companyName: 'Steel Works' });
    const payload = applicationPayload(jobId, seeker);
    const answer = await call('POST', '/api/applications/apply', { token: seeker.token, body: payload });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toMatchObject({
      applicationId: `${jobId}_${seeker.uid}`,
      jobId,
      jobTitle: 'Welder',
      companyName: 'Steel Works',
      employerId: employer.uid,
      applicantId: seeker.uid,
      applicantName: seeker.name,
      email: seeker.email,
      phoneNumber: seeker.phoneNumber,
      resume: payload.resume,
      resumePath: `resumes/${seeker.uid}/${jobId}/cv.pdf`,
    });
    const stored = await readDoc(`applications/${jobId}_${seeker.uid}`);
    expect(stored).toEqual({
      jobId,
      jobTitle: 'Welder',
      companyName: 'Steel Works',
      employerId: employer.uid,
      applicantId: seeker.uid,
      applicantName: seeker.name,
      email: seeker.email,
      phoneNumber: seeker.phoneNumber,
      resume: payload.resume,
      resumePath: `resumes/${seeker.uid}/${jobId}/cv.pdf`,
      // The questions it answered, as asked (none on this job).
      questions: [],
      createdAt: answer.body.createdAt,
    });
  });

  it('the employer then sees the applicant; resumePath is a link the server builds once the file passed the resumes check', async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    const poster = await createUser({ role: 'employer' });
    const jobId = await seedJob(poster.uid);
    const payload = applicationPayload(jobId, seeker);
    expect((await call('POST', '/api/applications/apply', { token: seeker.token, body: payload })).status).toBe(201);
    // No checked file behind the link (here: none at all): no link, whatever the application stored.
    const rows = await call('GET', `/api/jobs/applicants/${poster.uid}`, { token: poster.token });
    expect(rows.body).toEqual([expect.objectContaining({ id: `${jobId}_${seeker.uid}`, resumePath: '', jobTitle: 'Electrician' })]);
    if (!process.env.FIREBASE_STORAGE_EMULATOR_HOST) return;

    const path = `resumes/${seeker.uid}/${jobId}/cv.pdf`;
    const file = bucket().file(path);
    // As a browser upload leaves it: with a download token.
    const token = unique('tok');
    await file.save(samplePdf(['Resume']), { contentType: 'application/pdf', metadata: { metadata: { firebaseStorageDownloadTokens: token } } });
    const deadline = Date.now() + 20_000;
    while ((await file.getMetadata())[0].metadata?.[RESUME_CHECK_KEY] !== RESUME_CHECK_PASSED && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const checked = await call('GET', `/api/jobs/applicants/${poster.uid}`, { token: poster.token });
    expect(checked.body[0].resumePath).toBe(
      `http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST}/v0/b/${PROJECT_ID}.appspot.com/o/${encodeURIComponent(path)}?alt=media&token=${token}`,
    );
  });

  it.each([
    ['another bucket', (uid: string, jobId: string) => resumeUrl(`resumes/${uid}/${jobId}/cv.pdf`, 'someone-else.appspot.com')],
    [
      'another host',
      (uid: string, jobId: string) => `https://files.example.com/v0/b/demo-jobsearch.appspot.com/o/${encodeURIComponent(`resumes/${uid}/${jobId}/cv.pdf`)}`,
    ],
    ["another user's folder", (_uid: string, jobId: string) => resumeUrl(`resumes/someone-else/${jobId}/cv.pdf`)],
    ["another job's folder", (uid: string) => resumeUrl(`resumes/${uid}/other-job/cv.pdf`)],
    ['the old flat path', () => resumeUrl('resumes/cv.pdf')],
    ['a site of its own', () => 'https://example.in/cv.pdf'],
  ])('refuses a resume link in %s (400 on resume), storing nothing', async (_what, url) => {
    const seeker = await createUser({ role: 'jobseeker' });
    const jobId = await seedJob(employer.uid);
    const resume = url(seeker.uid, jobId);
    const answer = await expectUnchanged(applicationOf(jobId, seeker.uid), () =>
      call('POST', '/api/applications/apply', { token: seeker.token, body: applicationPayload(jobId, seeker, { resume }) }),
    );
    expectFieldError(answer, 'resume');
  });

  it('refuses a second application to the same job (409) and leaves the first as it was', async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    const jobId = await seedJob(employer.uid);
    expect((await call('POST', '/api/applications/apply', { token: seeker.token, body: applicationPayload(jobId, seeker) })).status).toBe(201);
    const answer = await expectUnchanged(applicationOf(jobId, seeker.uid), () =>
      call('POST', '/api/applications/apply', { token: seeker.token, body: applicationPayload(jobId, seeker, { applicantName: 'Changed Name' }) }),
    );
    expectError(answer, 409, 'already_applied');
    expect(answer.body.error.message).toBe(MESSAGES.alreadyApplied);
  });

  it('lets only one of two simultaneous applications through', async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    const jobId = await seedJob(employer.uid);
    const answers = await Promise.all(
      [1, 2].map(() => call('POST', '/api/applications/apply', { token: seeker.token, body: applicationPayload(jobId, seeker) })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });

  it('is 404 for an unknown job, and stores nothing', async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    const jobId = unique('nojob');
    const answer = await expectUnchanged(applicationOf(jobId, seeker.uid), () =>
      call('POST', '/api/applications/apply', { token: seeker.token, body: applicationPayload(jobId, seeker) }),
    );
    expectError(answer, 404, 'job_not_found');
  });

  it('is 409 for an Inactive job, and stores nothing', async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    const jobId = await seedJob(employer.uid, { status: 'Inactive' });
    const answer = await expectUnchanged(applicationOf(jobId, seeker.uid), () =>
      call('POST', '/api/applications/apply', { token: seeker.token, body: applicationPayload(jobId, seeker) }),
    );
    expectError(answer, 409, 'job_not_active');
  });

  it('says of a job switched Inactive after it was seen what the web app says: 409 "This job is no longer accepting applications."', async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    const jobId = await seedJob(employer.uid);
    await db.doc(`jobs/${jobId}`).update({ status: 'Inactive' });
    const answer = await expectUnchanged(applicationOf(jobId, seeker.uid), () =>
      call('POST', '/api/applications/apply', { token: seeker.token, body: applicationPayload(jobId, seeker) }),
    );
    expectError(answer, 409, 'job_not_active');
    expect(answer.body.error.message).toBe(MESSAGES.jobNoLongerAccepting);
  });

  it.each([
    ['an employer', () => employer],
    ['an admin', () => admin],
  ])('refuses %s, and stores nothing', async (_who, who) => {
    const caller = who();
    const jobId = await seedJob(employer.uid);
    const answer = await expectUnchanged(applicationOf(jobId, caller.uid), () =>
      call('POST', '/api/applications/apply', { token: caller.token, body: applicationPayload(jobId, caller) }),
    );
    expectError(answer, 403);
  });

  it('refuses an account without a profile, and stores nothing', async () => {
    const nobody = await createUser();
    const jobId = await seedJob(employer.uid);
    expectError(
      await expectUnchanged(applicationOf(jobId, nobody.uid), () =>
        call('POST', '/api/applications/apply', { token: nobody.token, body: applicationPayload(jobId, nobody) }),
      ),
      403,
    );
  });

  describe('field by field', () => {
    let seeker: TestUser, jobId: string;
    beforeAll(async () => {
      seeker = await createUser({ role: 'jobseeker' });
      jobId = await seedJob(employer.uid);
    });

    it.each([
      ['jobId', { jobId: '' }],
      ['jobId', { jobId: undefined }],
      ['applicantName', { applicantName: '' }],
      ['applicantName', { applicantName: 'x'.repeat(101) }],
      ['email', { email: 'not-an-email' }],
      ['email', { email: undefined }],
      ['phoneNumber', { phoneNumber: '12345' }],
      ['phoneNumber', { phoneNumber: 9876543210 }],
      ['phoneNumber', { phoneNumber: 'abcdefghij' }],
      ['resume', { resume: '' }],
      ['resume', { resume: 'not a link' }],
      ['resume', { resume: undefined }],
      ['userId', { userId: 'someone-else' }],
    ])('refuses a bad %s, storing nothing', async (field, override) => {
      const answer = await expectUnchanged(applicationOf(jobId, seeker.uid), () =>
        call('POST', '/api/applications/apply', { token: seeker.token, body: applicationPayload(jobId, seeker, override) }),
      );
      expectFieldError(answer, field);
    });

    it('refuses a jobId that is a path, storing nothing', async () => {
      const before = (await db.collection('applications').where('applicantId', '==', seeker.uid).get()).size;
      const answer = await call('POST', '/api/applications/apply', { token: seeker.token, body: applicationPayload(`${jobId}/x/y`, seeker) });
      expectFieldError(answer, 'jobId');
      expect((await db.collection('applications').where('applicantId', '==', seeker.uid).get()).size).toBe(before);
    });

    it('refuses malformed JSON, storing nothing', async () => {
      const answer = await expectUnchanged(applicationOf(jobId, seeker.uid), () =>
        call('POST', '/api/applications/apply', { token: seeker.token, raw: '{"jobId":', headers: { 'content-type': 'text/plain' } }),
      );
      expectError(answer, 400, 'malformed_json');
    });

    it('refuses an empty body, naming every required field', async () => {
      const answer = await call('POST', '/api/applications/apply', { token: seeker.token });
      expectError(answer, 400, 'invalid_input');
      expect(Object.keys(answer.body.error.details).sort()).toEqual(['applicantName', 'email', 'jobId', 'phoneNumber', 'resume']);
    });
  });
});
