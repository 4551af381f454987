import { FIELD_PROBLEMS, problem } from '@jobsearch/domain/problems';
import { describe, expect, it } from 'vitest';
import { applicationDocPath, applicationRecord, applyFormProblems, checkResumeFile, resumeObjectPath } from './application-record';

const MB = 1024 * 1024;
const job = { jobId: 'job123', jobRole: 'Electrician', title: 'Electrician', companyName: 'Tata Power', employerId: 'emp1' };
const values = { applicantName: 'Ravi Kumar', email: 'Ravi@Example.com', phoneNumber: '+919876543210' };
const resume = { path: 'resumes/u1/job123/1700000000000-cv.pdf', url: 'http://127.0.0.1:9199/v0/b/demo/o/x?alt=media&token=t' };

describe('resume file validation', () => {
  it.each([
    ['cv.pdf', 'application/pdf', 'application/pdf'],
    ['cv.doc', 'application/msword', 'application/msword'],
    [
      'cv.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['CV.PDF', '', 'application/pdf'],
  ])('accepts %s (%s) and uploads it as %s', (name, type, contentType) => {
    expect(checkResumeFile({ name, type, size: 200_000 })).toEqual({ ok: true, contentType });
  });

  it.each([
    ['photo.png', 'image/png'],
    ['notes.txt', 'text/plain'],
    ['setup.exe', 'application/octet-stream'],
    ['noextension', ''],
  ])('refuses %s with its message', (name, type) => {
    expect(checkResumeFile({ name, type, size: 1000 })).toEqual({ ok: false, message: problem('validation.resumeWrongType') });
  });

  it('accepts exactly 5 MB and refuses one byte more', () => {
    expect(checkResumeFile({ name: 'cv.pdf', type: 'application/pdf', size: 5 * MB }).ok).toBe(true);
    expect(checkResumeFile({ name: 'cv.pdf', type: 'application/pdf', size: 5 * MB + 1 })).toEqual({
      ok: false,
      message: problem('validation.resumeTooLarge'),
    });
  });
});

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('where a resume goes', () => {
  it('is resumes/{uid}/{jobId}/{time}-{safe name}', () => {
    expect(resumeObjectPath('u1', 'job123', 'My CV (final).pdf', PDF, 1700000000000)).toBe('resumes/u1/job123/1700000000000-My_CV_final_.pdf');
  });

  it("ends with the content type's extension, whatever the file was called", () => {
    expect(resumeObjectPath('u1', 'job123', 'cv.apk', PDF, 1)).toBe('resumes/u1/job123/1-cv.pdf');
    expect(resumeObjectPath('u1', 'job123', 'cv', DOCX, 1)).toBe('resumes/u1/job123/1-cv.docx');
  });

  it('never leaves its folder, whatever the file is called', () => {
    const path = resumeObjectPath('u1', 'job123', '../../other/evil.pdf', PDF, 1);
    expect(path.startsWith('resumes/u1/job123/')).toBe(true);
    expect(path.split('/')).toHaveLength(4);
  });
});

describe('the application document', () => {
  it('has the id {jobId}_{uid}: a second application is the same document', () => {
    expect(applicationDocPath('job123', 'u1')).toBe('applications/job123_u1');
    const first = applicationRecord({ uid: 'u1', job, values, resume });
    const second = applicationRecord({ uid: 'u1', job, values: { ...values, applicantName: 'Someone Else' }, resume });
    expect(first.ok && second.ok && first.id === second.id && first.id === 'job123_u1').toBe(true);
  });

  it('copies the job and the upload, with a lower-case email', () => {
    const record = applicationRecord({ uid: 'u1', job, values, resume });
    expect(record).toEqual({
      ok: true,
      id: 'job123_u1',
      fields: {
        jobId: 'job123',
        jobTitle: 'Electrician',
        companyName: 'Tata Power',
        employerId: 'emp1',
        applicantId: 'u1',
        applicantName: 'Ravi Kumar',
        email: 'ravi@example.com',
        phoneNumber: '+919876543210',
        resumePath: resume.path,
        resume: resume.url,
        // Asked nothing: an edit that adds questions later does not make this applicant "Not answered".
        questions: [],
      },
    });
  });

  it('asks for a sign-in first, then for a finished upload', () => {
    expect(applicationRecord({ uid: null, job, values, resume: null })).toMatchObject({ ok: false, message: problem('jobs.mustBeLoggedInToApply') });
    expect(applicationRecord({ uid: 'u1', job, values, resume: null })).toMatchObject({ ok: false, message: problem('jobs.uploadResumeFirst') });
  });

  it('names the field that is wrong', () => {
    const record = applicationRecord({ uid: 'u1', job, values: { applicantName: ' ', email: 'not-an-email', phoneNumber: '12' }, resume });
    expect(record.ok).toBe(false);
    if (record.ok) return;
    expect(Object.keys(record.fieldErrors).sort()).toEqual(['applicantName', 'email', 'phoneNumber']);
    expect(record.fieldErrors.email).toBe(FIELD_PROBLEMS.invalidEmail);
  });
});

describe('screening answers in the application', () => {
  const asking = {
    ...job,
    screeningQuestions: [
      { kind: 'yesNo' as const, text: 'Licence?', mustHave: true, needed: true },
      { kind: 'number' as const, text: 'Years?', mustHave: false, needed: null },
    ],
  };

  it('carries the typed answers, read against the job’s questions', () => {
    const record = applicationRecord({ uid: 'u1', job: asking, values, answers: ['no', '4'], resume });
    expect(record.ok && record.fields.answers).toEqual([false, 4]);
    // With the questions as asked, in the same create (firestore.rules check the copy equals the job's).
    expect(record.ok && record.fields.questions).toEqual(asking.screeningQuestions);
  });

  it('names each unanswered question by its place and writes nothing', () => {
    const record = applicationRecord({ uid: 'u1', job: asking, values, answers: ['', ''], resume });
    expect(record.ok).toBe(false);
    if (!record.ok) expect(Object.keys(record.fieldErrors)).toEqual(['answers.0', 'answers.1']);
  });

  it('says every problem of an empty Apply at once: the resume and each unanswered question', () => {
    const record = applicationRecord({ uid: 'u1', job: asking, values, answers: ['', ''], resume: null });
    expect(record.ok).toBe(false);
    if (!record.ok) {
      expect(Object.keys(record.fieldErrors)).toEqual(['resume', 'answers.0', 'answers.1']);
      expect(record.message).toBe(problem('jobs.uploadResumeFirst'));
    }
    expect(applyFormProblems(asking, ['yes', '3'], true)).toEqual({});
  });

  it('carries no answers for a job without questions', () => {
    const record = applicationRecord({ uid: 'u1', job, values, resume });
    expect(record.ok && 'answers' in record.fields).toBe(false);
  });
});
