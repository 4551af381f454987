import type { Response } from 'express';
import type { ApplicationWithId, JobWithId } from '@jobsearch/domain';
import type { PageResult } from '../store/paging';
import type { UserWithId } from '../store/users';

/**
 * The answer shapes of docs/spec-notes.md §3. Timestamps go out as ISO strings;
 * a job's `keywords` (the search index) and its reports' count and flag stay inside.
 */
export function jobAnswer(job: JobWithId) {
  const { keywords: _searchIndex, openReports: _openReports, hiddenByReports: _hidden, createdAt, updatedAt, ...fields } = job;
  return { ...fields, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

/** A row of the employer's Applications table; `resumePath` is the link the old client opens. */
export function applicantRow(application: ApplicationWithId) {
  const { id, applicantName, email, phoneNumber, jobTitle, resume, jobId } = application;
  return { id, applicantName, email, phoneNumber, jobTitle, resumePath: resume, jobId };
}

/** The seeker's own application as filed. */
export function applicationAnswer(application: ApplicationWithId) {
  const { id, createdAt, ...fields } = application;
  return { applicationId: id, ...fields, createdAt: createdAt.toISOString() };
}

/** The logged-in user object of docs/spec-notes.md §3, without a password (Firebase Auth holds it). */
export function userAnswer(user: UserWithId) {
  const { id, name, email, phoneNumber, role } = user;
  return { id, name, email, phoneNumber, role };
}

export const adminPersonItem = ({ id, name, email, phoneNumber }: UserWithId) => ({ id, name, email, phoneNumber });
export const adminJobItem = ({ jobId, jobRole, companyName, status, date }: JobWithId) => ({ jobId, jobRole, companyName, status, date });
export const adminApplicationItem = ({ id, applicantName, email, phoneNumber }: ApplicationWithId) => ({
  applicationId: id,
  applicantName,
  email,
  phoneNumber,
});

/** Lists stay JSON arrays; the next page's cursor travels in the `x-next-after` header. */
export function sendPage<T, R>(res: Response, page: PageResult<T>, toItem: (item: T) => R): void {
  if (page.nextAfter) res.set('x-next-after', page.nextAfter);
  res.json(page.items.map(toItem));
}
