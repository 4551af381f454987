import { applicationId, todayInIndia } from './helpers.js';
import type { ApplicationInput, Job, JobContact, JobInput } from './schemas.js';
import { questionsOf, type ScreeningQuestion } from './screening.js';

/** The fields of a job the server computes from its text (a Functions trigger); no client writes them. */
export const DERIVED_JOB_FIELDS = ['keywords', 'searchKeys', 'salaryMin', 'salaryMax'] as const;
export type DerivedJobFields = Pick<Job, (typeof DERIVED_JOB_FIELDS)[number]>;
/** Every field of a job only the server writes: the derived ones, the employer's verified mark, whether a number is given, and the reports' count and flag. */
export const SERVER_JOB_FIELDS = [...DERIVED_JOB_FIELDS, 'employerVerified', 'hasMobileNumber', 'openReports', 'hiddenByReports'] as const;

/** Whether the seekers' list shows the job: a job the reports trigger has not flagged (or not yet seen) shows. */
export function isListedForSeekers(job: { hiddenByReports?: boolean }): boolean {
  return job.hiddenByReports !== true;
}

/**
 * The stored fields of a new job a client writes, from the validated form:
 * title is the role, charges mirrors chargeable, the date is today in India.
 * The search keywords and the salary as numbers are the server's
 * (derivedJobFields, written by the jobs trigger), never the client's. The
 * mobile number is not among them: it goes to the job's private contact
 * document (jobContactFields), which listing jobs never reads.
 */
export function newJobFields(
  input: JobInput,
  employerId: string,
  now: Date = new Date(),
): Omit<Job, 'createdAt' | 'updatedAt' | (typeof SERVER_JOB_FIELDS)[number]> {
  const { mobileNumber: _private, ...fields } = input;
  return {
    ...fields,
    title: input.jobRole,
    charges: input.chargeable === 'Yes' ? 'Yes' : 'No',
    date: todayInIndia(now),
    employerId,
  };
}

/** The private document of a job holding its contact number: only its owner and admins read it. */
export const JOB_CONTACT_DOC = { collection: 'private', id: 'contact' } as const;
export const jobContactPath = (jobId: string) => `jobs/${jobId}/${JOB_CONTACT_DOC.collection}/${JOB_CONTACT_DOC.id}`;

/** The stored fields of a job's private contact document, from the validated form. */
export function jobContactFields(input: Pick<JobInput, 'mobileNumber'>, employerId: string): JobContact {
  return { mobileNumber: input.mobileNumber, employerId };
}

/**
 * The server-only document counting the different jobs whose number one
 * account revealed on one day in India (the API's reveal endpoint).
 */
export const NUMBER_REVEALS_COLLECTION = 'numberReveals';
export const numberRevealsId = (uid: string, day: string) => `${uid}_${day}`;

/** The stored fields of a new application, copied from its job where the rules demand it. */
export function newApplicationFields(
  input: Omit<ApplicationInput, 'resume'> & { resume: string },
  job: { jobRole: string; title?: string; companyName: string; employerId: string; screeningQuestions?: readonly ScreeningQuestion[] | undefined },
  applicantId: string,
  resumePath: string,
) {
  return {
    id: applicationId(input.jobId, applicantId),
    fields: {
      jobId: input.jobId,
      jobTitle: job.title || job.jobRole,
      companyName: job.companyName,
      employerId: job.employerId,
      applicantId,
      applicantName: input.applicantName,
      email: input.email,
      phoneNumber: input.phoneNumber,
      resumePath,
      resume: input.resume,
      // Only answers read against the job's questions (readAnswers); none from an old client.
      ...(input.answers ? { answers: input.answers } : {}),
      // The questions as they were asked ([] for none), in the same create: the employer
      // later sees each answer under its own question, whatever the job says by then.
      questions: questionsOf(job).map((q) => ({ kind: q.kind, text: q.text, mustHave: q.mustHave, needed: q.needed })),
    },
  };
}

/** A company name as the verified mark compares it: Unicode form, case and spacing ignored. */
export function companyKey(name: string): string {
  return name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Whether a job under `companyName` carries its employer's "Verified employer"
 * mark: the admin verified the employer under that very company name
 * (`employerVerifications/{uid}.companyName`). A job renamed to another
 * company shows no mark until an admin verifies that name.
 */
export function isVerifiedCompany(companyName: unknown, verifiedName: unknown): boolean {
  return (
    typeof companyName === 'string' &&
    typeof verifiedName === 'string' &&
    companyKey(verifiedName) !== '' &&
    companyKey(companyName) === companyKey(verifiedName)
  );
}
