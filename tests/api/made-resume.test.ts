// "Apply without a file": POST /api/applications/made-resume makes a PDF
// resume from the seeker's work profile and stores it in the job's folder,
// where the resumes trigger checks it like an upload; the application then
// points at it as at any other resume.
import { RESUME_CHECK_KEY, RESUME_CHECK_PASSED, type WorkProfile } from '@jobsearch/domain';
import { describe, expect, it } from 'vitest';
import { bucket, createUsers, eventually, seedApplication, seedJob, storeResume } from '../support';
import { readPdfText } from '../support/pdf-text';
import { applicationPayload, call, db, expectError } from './helpers';

const MARATHI_PROFILE: WorkProfile = {
  education: 'ITI',
  trade: 'Welder',
  experienceYears: 6,
  skills: ['Arc welding'],
  districts: ['Pune', 'Nashik'],
  expectedSalary: 18000,
  shift: 'Day Shift',
  languages: ['Marathi', 'Hindi'],
  availableFrom: '2026-12-01',
};

const make = (token: string, body: Record<string, unknown>) => call('POST', '/api/applications/made-resume', { token, body });
const storedUnder = async (prefix: string) => (await bucket().getFiles({ prefix }))[0].map((file) => file.name);

describe.runIf(process.env.FIREBASE_STORAGE_EMULATOR_HOST)('a resume made from the work profile', () => {
  it('makes a Marathi resume the resumes trigger passes, without the email, and the application points at it', async () => {
    const [employer, seeker] = await createUsers('employer', { role: 'jobseeker', name: 'सुनील पाटील' });
    await db.doc(`users/${seeker.uid}`).update({ workProfile: MARATHI_PROFILE });
    const jobId = await seedJob(employer.uid);

    const made = await make(seeker.token, { jobId, showPhone: false, language: 'mr' });
    expect(made.status, made.text).toBe(201);
    expect(Object.keys(made.body).sort()).toEqual(['resume', 'resumePath']);
    expect(made.body.resumePath).toMatch(new RegExp(`^resumes/${seeker.uid}/${jobId}/made-\\d+\\.pdf$`));

    // Stored without the mark: the trigger judges it as an upload and marks it (a second metadata generation).
    const file = bucket().file(made.body.resumePath);
    await eventually(
      'the resumes trigger marks the made resume',
      async () => (await file.getMetadata())[0].metadata?.[RESUME_CHECK_KEY] === RESUME_CHECK_PASSED,
    );
    const [metadata] = await file.getMetadata();
    expect(Number(metadata.metageneration)).toBeGreaterThan(1);
    expect(metadata.contentType).toBe('application/pdf');
    expect(metadata.contentDisposition).toMatch(/^attachment; filename="made-\d+\.pdf"$/);

    const link = await fetch(made.body.resume);
    expect(link.status).toBe(200);
    const text = await readPdfText(new Uint8Array(await link.arrayBuffer()));
    expect(text.glyphText).toContain('सुनील पाटील');
    expect(text.glyphText).toContain('वेल्डर');
    expect(text.actualText).toContain('शिक्षण');
    expect(text.glyphText).not.toContain(seeker.email);
    expect(text.glyphText.replace(/\s/g, '')).not.toContain(seeker.phoneNumber.slice(3));

    const applied = await call('POST', '/api/applications/apply', {
      token: seeker.token,
      body: applicationPayload(jobId, seeker, { resume: made.body.resume }),
    });
    expect(applied.status, applied.text).toBe(201);
    expect(applied.body.resumePath).toBe(made.body.resumePath);
  });

  it('puts the phone on the resume only when asked', async () => {
    const [employer, seeker] = await createUsers('employer', { role: 'jobseeker', name: 'Sunil Patil' });
    await db.doc(`users/${seeker.uid}`).update({ workProfile: MARATHI_PROFILE });
    const jobId = await seedJob(employer.uid);
    const made = await make(seeker.token, { jobId, showPhone: true, language: 'en' });
    expect(made.status, made.text).toBe(201);
    const [bytes] = await bucket().file(made.body.resumePath).download();
    const text = await readPdfText(new Uint8Array(bytes));
    expect(text.glyphText.replace(/\s/g, '')).toContain(seeker.phoneNumber.slice(3));
    expect(text.glyphText).toContain('Welder');
    expect(text.glyphText).not.toContain(seeker.email);
  });

  it('answers 422 profile_incomplete naming the missing fields for a profile too empty, storing nothing', async () => {
    const [employer, empty, partial] = await createUsers('employer', 'jobseeker', 'jobseeker');
    await db.doc(`users/${partial.uid}`).update({ workProfile: { ...MARATHI_PROFILE, trade: '', skills: [], experienceYears: null } });
    const jobId = await seedJob(employer.uid);

    const none = await make(empty.token, { jobId, showPhone: false, language: 'hi' });
    expectError(none, 422, 'profile_incomplete');
    expect(Object.keys(none.body.error.details)).toEqual(['education', 'trade', 'experienceYears']);
    expect(none.body.error.details.education).toBe('Highest education is required.');
    const some = await make(partial.token, { jobId, showPhone: false, language: 'en' });
    expectError(some, 422, 'profile_incomplete');
    expect(Object.keys(some.body.error.details)).toEqual(['trade', 'experienceYears']);
    expect(await storedUnder(`resumes/${empty.uid}/`)).toEqual([]);
    expect(await storedUnder(`resumes/${partial.uid}/`)).toEqual([]);
  });

  it('refuses without a token, an employer, an unproved phone, a bad body, an inactive or unknown job, after applying and with a full folder', async () => {
    const [employer, seeker, unproved] = await createUsers('employer', 'jobseeker', { role: 'jobseeker', phoneInAuth: false });
    await Promise.all([seeker, unproved].map((user) => db.doc(`users/${user.uid}`).update({ workProfile: MARATHI_PROFILE })));
    const [activeJob, inactiveJob, appliedJob, fullJob] = await Promise.all([
      seedJob(employer.uid),
      seedJob(employer.uid, { status: 'Inactive' }),
      seedJob(employer.uid),
      seedJob(employer.uid),
    ]);
    const body = (jobId: string) => ({ jobId, showPhone: false, language: 'mr' });

    expectError(await call('POST', '/api/applications/made-resume', { body: body(activeJob) }), 401);
    expectError(await make(employer.token, body(activeJob)), 403);
    expectError(await make(unproved.token, body(activeJob)), 403, 'phone_not_verified');
    expectError(await make(seeker.token, { ...body(activeJob), email: seeker.email }), 400, 'invalid_input');
    expectError(await make(seeker.token, { ...body(activeJob), language: 'ta' }), 400, 'invalid_input');
    expectError(await make(seeker.token, { jobId: activeJob, language: 'mr' }), 400, 'invalid_input');
    expectError(await make(seeker.token, body(inactiveJob)), 409, 'job_not_active');
    expectError(await make(seeker.token, body('no-such-job')), 404, 'job_not_found');
    await seedApplication({ jobId: appliedJob, seeker, employerId: employer.uid });
    expectError(await make(seeker.token, body(appliedJob)), 409, 'already_applied');
    await Promise.all([1, 2, 3, 4, 5].map((n) => storeResume(`resumes/${seeker.uid}/${fullJob}/cv-${n}.pdf`)));
    expectError(await make(seeker.token, body(fullJob)), 409, 'resume_folder_full');

    expect(await storedUnder(`resumes/${seeker.uid}/${fullJob}/`)).toHaveLength(5);
    expect((await storedUnder(`resumes/${seeker.uid}/`)).filter((name) => name.includes('/made-'))).toEqual([]);
    expect(await storedUnder(`resumes/${unproved.uid}/`)).toEqual([]);
  });

  it('refuses a full account', async () => {
    const [employer, seeker] = await createUsers('employer', 'jobseeker');
    await db.doc(`users/${seeker.uid}`).update({ workProfile: MARATHI_PROFILE });
    const jobId = await seedJob(employer.uid);
    // RESUME_FILES_PER_ACCOUNT (20) files over four other jobs' folders.
    await Promise.all(Array.from({ length: 20 }, (_, n) => storeResume(`resumes/${seeker.uid}/other-job-${n % 4}/cv-${n}.pdf`)));
    expectError(await make(seeker.token, { jobId, showPhone: false, language: 'en' }), 409, 'resume_account_full');
  });
});
