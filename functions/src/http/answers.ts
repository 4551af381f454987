import type { Response } from 'express';
import { answerAt, meetsAllMustHaves, questionsAnswered, statusOf, type ApplicationWithId, type JobWithId, type ScreeningQuestion } from '@jobsearch/domain';
import type { PageResult } from '../store/paging';
import type { UserWithId } from '../store/users';

/**
 * The answer shapes of docs/spec-notes.md §3. Timestamps go out as ISO strings;
 * a job's `keywords` and `searchKeys` (the search indexes) and its reports' count and flag stay inside.
 */
export function jobAnswer(job: JobWithId) {
  // jobSchema has no mobileNumber: a job stored before the move still holding one is read without it.
  const { keywords: _searchIndex, searchKeys: _searchKeys, openReports: _openReports, hiddenByReports: _hidden, createdAt, updatedAt, ...fields } = job;
  return { ...fields, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

/**
 * A job as its owner (or an admin) reads it: with the number of its private
 * contact. Lists for seekers never use this: they carry no numbers.
 */
export function ownJobAnswer(job: JobWithId, contact: { mobileNumber: string }) {
  return { ...jobAnswer(job), mobileNumber: contact.mobileNumber };
}

/**
 * A row of the employer's Applications table; `resumePath` is the link the old
 * client opens: `link`, built by the server from the file's path in our bucket
 * once the resumes trigger passed it ('' before, or when it failed); `status`;
 * `answers`, one per question as the applicant was asked it (the application's
 * copy; the job's questions now for an application from before copies were
 * kept) with its text (`answer` null: not answered, as an old client's
 * application), and `meetsAllMustHaves`, judged against those same questions.
 */
export function applicantRow(application: ApplicationWithId, link: string, jobQuestions: readonly ScreeningQuestion[]) {
  const { id, applicantName, email, phoneNumber, jobTitle, jobId } = application;
  const questions = questionsAnswered(application, jobQuestions);
  const answers = questions.map((question, index) => ({
    question: question.text,
    kind: question.kind,
    mustHave: question.mustHave,
    answer: answerAt(questions, application.answers, index) ?? null,
  }));
  const status = statusOf(application);
  return {
    id,
    applicantName,
    email,
    phoneNumber,
    jobTitle,
    resumePath: link,
    jobId,
    status,
    answers,
    meetsAllMustHaves: meetsAllMustHaves(questions, application.answers),
  };
}

/**
 * The hiring pipeline's fields: status (Applied for an application
 * stored without one), when each later status was reached, the interview
 * with Interview, the reason with Not selected. Times as ISO strings.
 */
function pipelineFields(application: ApplicationWithId) {
  const status = statusOf(application);
  const statusHistory = Object.fromEntries(Object.entries(application.statusHistory ?? {}).map(([s, at]) => [s, at.toISOString()]));
  const { interview } = application;
  return {
    status,
    statusHistory: { Applied: application.createdAt.toISOString(), ...statusHistory },
    ...(interview ? { interview: { ...interview, at: interview.at.toISOString() } } : {}),
    ...(status === 'Not selected' ? { notSelectedReason: application.notSelectedReason ?? '' } : {}),
  };
}

/** The seeker's own application as filed, with its status. */
export function applicationAnswer(application: ApplicationWithId) {
  const { id, createdAt, status: _s, statusHistory: _h, interview: _i, notSelectedReason: _r, ...fields } = application;
  return { applicationId: id, ...fields, createdAt: createdAt.toISOString(), ...pipelineFields(application) };
}

/** The logged-in user object of docs/spec-notes.md §3, without a password (Firebase Auth holds it). */
export function userAnswer(user: UserWithId) {
  const { id, name, email, phoneNumber, role, workProfile } = user;
  // A job seeker's work profile once they have one: answers to other accounts keep their old shape.
  return { id, name, email, phoneNumber, role, ...(workProfile ? { workProfile } : {}) };
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
