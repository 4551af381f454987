import { applicationId, parseSalary, searchKeywords, todayInIndia } from './helpers.js';
import type { ApplicationInput, Job, JobInput } from './schemas.js';

/** The fields of a job the server computes from its text (a Functions trigger); no client writes them. */
export const DERIVED_JOB_FIELDS = ['keywords', 'salaryMin', 'salaryMax'] as const;
export type DerivedJobFields = Pick<Job, (typeof DERIVED_JOB_FIELDS)[number]>;
/** Every field of a job only the server writes: the derived ones, the employer's verified mark and the reports' count and flag. */
export const SERVER_JOB_FIELDS = [...DERIVED_JOB_FIELDS, 'employerVerified', 'openReports', 'hiddenByReports'] as const;

/** Whether the seekers' list shows the job: a job the reports trigger has not flagged (or not yet seen) shows. */
export function isListedForSeekers(job: { hiddenByReports?: boolean }): boolean {
  return job.hiddenByReports !== true;
}

/**
 * The stored fields of a new job a client writes, from the validated form:
 * title is the role, charges mirrors chargeable, the date is today in India.
 * The search keywords and the salary as numbers are the server's
 * (derivedJobFields, written by the jobs trigger), never the client's.
 */
export function newJobFields(
  input: JobInput,
  employerId: string,
  now: Date = new Date(),
): Omit<Job, 'createdAt' | 'updatedAt' | (typeof SERVER_JOB_FIELDS)[number]> {
  return {
    ...input,
    title: input.jobRole,
    charges: input.chargeable === 'Yes' ? 'Yes' : 'No',
    date: todayInIndia(now),
    employerId,
  };
}

/**
 * What the server derives from a job's text: the search keywords (role,
 * company, city) and the salary as numbers (null when the text has none).
 */
export function derivedJobFields(job: { jobRole?: string; companyName: string; city: string; salary: string }): DerivedJobFields {
  const salary = parseSalary(job.salary);
  return { keywords: searchKeywords(job), salaryMin: salary?.min ?? null, salaryMax: salary?.max ?? null };
}

/** The stored fields of a new application, copied from its job where the rules demand it. */
export function newApplicationFields(
  input: Omit<ApplicationInput, 'resume'> & { resume: string },
  job: { jobRole: string; title?: string; companyName: string; employerId: string },
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
    },
  };
}
