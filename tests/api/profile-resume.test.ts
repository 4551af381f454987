// The resume kept on the profile: POST
// /api/applications/profile-resume copies profileResumes/{uid}/resume into the
// job's folder, and the application points at that copy, so replacing the
// profile resume later never changes what the employer received.
import { MESSAGES, profileResumePath, RESUME_CHECK_KEY, RESUME_CHECK_PASSED } from '@jobsearch/domain';
import { describe, expect, it } from 'vitest';
import { seedApplication, seedJob, bucket, createUsers } from '../support';
import { applicationPayload, call, expectError } from './helpers';

const putProfileResume = (uid: string, text: string) =>
  bucket()
    .file(profileResumePath(uid))
    .save(Buffer.from(`%PDF-1.4 ${text}`), { contentType: 'application/pdf' });
const copy = (token: string, jobId: string) => call('POST', '/api/applications/profile-resume', { token, body: { jobId } });
/** Waits until the resumes trigger has passed the file (its mark): only a checked profile resume is copied. */
async function checked(path: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while ((await bucket().file(path).getMetadata())[0].metadata?.[RESUME_CHECK_KEY] !== RESUME_CHECK_PASSED) {
    if (Date.now() > deadline) throw new Error(`${path} was never checked`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.runIf(process.env.FIREBASE_STORAGE_EMULATOR_HOST)('applying with the resume kept on the profile', () => {
  it('copies it into the job’s folder; the application keeps its copy when the profile resume is replaced', async () => {
    const [employer, seeker] = await createUsers('employer', 'jobseeker');
    const jobId = await seedJob(employer.uid);
    await putProfileResume(seeker.uid, 'first version');
    await checked(profileResumePath(seeker.uid));

    const copied = await copy(seeker.token, jobId);
    expect(copied.status, copied.text).toBe(201);
    expect(copied.body.resumePath).toMatch(new RegExp(`^resumes/${seeker.uid}/${jobId}/profile-\\d+\\.pdf$`));
    // The copy of a checked file carries the mark at once (the employer reads it straight away) and is an attachment.
    const [copyMeta] = await bucket().file(copied.body.resumePath).getMetadata();
    expect(copyMeta.metadata?.[RESUME_CHECK_KEY]).toBe(RESUME_CHECK_PASSED);
    expect(copyMeta.contentDisposition).toMatch(/^attachment/);
    const applied = await call('POST', '/api/applications/apply', {
      token: seeker.token,
      body: applicationPayload(jobId, seeker, { resume: copied.body.resume }),
    });
    expect(applied.status, applied.text).toBe(201);
    expect(applied.body.resumePath).toBe(copied.body.resumePath);

    await putProfileResume(seeker.uid, 'second version');
    await new Promise((resolve) => setTimeout(resolve, 1500)); // the resumes trigger has looked at the copy
    const [kept] = await bucket().file(copied.body.resumePath).download();
    expect(kept.toString()).toBe('%PDF-1.4 first version');
    const link = await fetch(copied.body.resume);
    expect(link.status).toBe(200);
    expect(await link.text()).toBe('%PDF-1.4 first version');
  });

  it('refuses without a profile resume, for an Inactive job, after applying, and for anyone but a job seeker, copying nothing', async () => {
    const [employer, seeker, fresh] = await createUsers('employer', 'jobseeker', 'jobseeker');
    const [activeJob, inactiveJob] = await Promise.all([seedJob(employer.uid), seedJob(employer.uid, { status: 'Inactive' })]);
    const none = await copy(fresh.token, activeJob);
    expectError(none, 404, 'no_profile_resume');
    expect(none.body.error.message).toBe(MESSAGES.noProfileResume);

    await putProfileResume(seeker.uid, 'cv');
    expectError(await copy(seeker.token, inactiveJob), 409, 'job_not_active');
    expectError(await copy(seeker.token, 'no-such-job'), 404, 'job_not_found');
    await seedApplication({ jobId: activeJob, seeker, employerId: employer.uid });
    expectError(await copy(seeker.token, activeJob), 409, 'already_applied');
    expectError(await copy(employer.token, activeJob), 403);
    expectError(await call('POST', '/api/applications/profile-resume', { token: seeker.token, body: { jobId: activeJob, path: 'x' } }), 400, 'invalid_input');
    const [files] = await bucket().getFiles({ prefix: `resumes/${seeker.uid}/` });
    expect(files.map((f) => f.name)).toEqual([]);
  });
});
