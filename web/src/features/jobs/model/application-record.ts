/**
 * The pure half of applying: where a resume goes, whether a chosen file may
 * go there, and the application document a submit writes. No SDK here.
 */
import { applicationId, resumeContentType, resumeFileProblem } from '@jobsearch/domain/helpers';
import { resumeStoredName } from '@jobsearch/domain/resume-file';
import { newApplicationFields } from '@jobsearch/domain/job';
import { problem } from '@jobsearch/domain/problems';
import { applicationInputSchema, fieldErrors, type JobWithId } from '@jobsearch/domain/schemas';
import { questionsOf, readAnswers, type ScreeningAnswer } from '@jobsearch/domain/screening';

export interface ResumeFileFacts {
  name: string;
  type: string;
  size: number;
}

/**
 * The Storage object of a resume (docs/contracts.md): resumes/{uid}/{jobId}/{time}-{safe name},
 * the name ending with the content type's extension (storage.rules refuse any other).
 */
export function resumeObjectPath(uid: string, jobId: string, fileName: string, contentType: string, now: number = Date.now()): string {
  return `resumes/${uid}/${jobId}/${now}-${resumeStoredName(fileName, contentType)}`;
}

/** Whether a chosen file may be uploaded, and with which content type. */
export function checkResumeFile(file: ResumeFileFacts): { ok: true; contentType: string } | { ok: false; message: string } {
  const problem = resumeFileProblem(file);
  return problem ? { ok: false, message: problem } : { ok: true, contentType: resumeContentType(file) };
}

/** The path of a seeker's application to a job: one per pair, so a second one is the same document. */
export function applicationDocPath(jobId: string, uid: string): string {
  return `applications/${applicationId(jobId, uid)}`;
}

export interface ApplyFormValues {
  applicantName: string;
  email: string;
  phoneNumber: string;
}
export interface UploadedResume {
  path: string;
  url: string;
}

export type ApplicationRecord =
  { ok: true; id: string; fields: ReturnType<typeof newApplicationFields>['fields'] } | { ok: false; message: string; fieldErrors: Record<string, string> };

/**
 * The answers to a job's screening questions as typed ('yes'/'no', digits,
 * text), read against its questions; none for a job without questions.
 * Problems are keyed `answers.{index}`, as the dialog's fields are.
 */
function readTypedAnswers(
  job: Pick<JobWithId, 'screeningQuestions'>,
  typed: readonly string[],
): { ok: true; answers?: ScreeningAnswer[] } | { ok: false; fieldErrors: Record<string, string> } {
  const questions = questionsOf(job);
  if (questions.length === 0) return { ok: true };
  const read = readAnswers(questions, typed.slice(0, questions.length));
  if (read.ok) return read;
  return { ok: false, fieldErrors: Object.fromEntries(Object.entries(read.problems).map(([index, text]) => [`answers.${index}`, text])) };
}

/**
 * What an Apply lacks before anything is sent: the resume and every screening answer at once, so
 * the form shows all its problems together (not one per press), the first one also as the toast.
 * Empty when it may go on.
 */
export function applyFormProblems(job: Pick<JobWithId, 'screeningQuestions'>, typedAnswers: readonly string[], hasResume: boolean): Record<string, string> {
  const answers = readTypedAnswers(job, typedAnswers);
  return {
    ...(hasResume ? {} : { resume: problem('jobs.uploadResumeFirst') }),
    ...(answers.ok ? {} : answers.fieldErrors),
  };
}

/**
 * Checks a submit in the order the spec gives (signed in, then a finished
 * upload, then the fields and the screening answers) and builds the document to create.
 */
export function applicationRecord(args: {
  uid: string | null;
  job: Pick<JobWithId, 'jobId' | 'jobRole' | 'title' | 'companyName' | 'employerId' | 'screeningQuestions'>;
  values: ApplyFormValues;
  answers?: readonly string[];
  resume: UploadedResume | null;
}): ApplicationRecord {
  if (!args.uid) return { ok: false, message: problem('jobs.mustBeLoggedInToApply'), fieldErrors: {} };
  const missing = applyFormProblems(args.job, args.answers ?? [], args.resume !== null);
  if (!args.resume || Object.keys(missing).length) return { ok: false, message: Object.values(missing)[0]!, fieldErrors: missing };
  const answers = readTypedAnswers(args.job, args.answers ?? []);
  if (!answers.ok) return { ok: false, message: Object.values(answers.fieldErrors)[0] ?? problem('jobs.applyFailed'), fieldErrors: answers.fieldErrors };
  const parsed = applicationInputSchema.safeParse({
    jobId: args.job.jobId,
    ...args.values,
    resume: args.resume.url,
    ...(answers.answers ? { answers: answers.answers } : {}),
  });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return { ok: false, message: Object.values(errors)[0] ?? problem('jobs.applyFailed'), fieldErrors: errors };
  }
  const { id, fields } = newApplicationFields(parsed.data, args.job, args.uid, args.resume.path);
  return { ok: true, id, fields };
}
