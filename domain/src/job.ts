import { applicationId, parseSalary, searchKeywords, todayInIndia } from './helpers.js';
import type { ApplicationInput, Job, JobInput } from './schemas.js';

/**
 * The stored fields of a new job, derived from the validated form: title is
 * the role, charges mirrors chargeable, the date is today in India, and the
 * salary is kept as numbers too so lists can sort by it.
 */
export function newJobFields(input: JobInput, employerId: string, now: Date = new Date()): Omit<Job, 'createdAt' | 'updatedAt'> {
  const salary = parseSalary(input.salary);
  return {
    ...input,
    title: input.jobRole,
    charges: input.chargeable === 'Yes' ? 'Yes' : 'No',
    salaryMin: salary?.min ?? null,
    salaryMax: salary?.max ?? null,
    date: todayInIndia(now),
    employerId,
    keywords: searchKeywords(input),
  };
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
