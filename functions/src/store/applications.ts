import { FieldValue } from 'firebase-admin/firestore';
import { isListedForSeekers, newApplicationFields, questionsOf, readAnswers, MESSAGES, type ApplicationInput, type ApplicationWithId } from '@jobsearch/domain';
import { badRequest, conflict, notFound } from '../errors';
import { API_MESSAGES } from '../messages';
import { applicationsCollection, jobsCollection } from './collections';
import { db } from './firebase';
import { dataOrNull } from './converters';
import { logMalformed } from './jobs';
import { fetchPage, type Page, type PageResult } from './paging';

export async function getApplication(id: string): Promise<ApplicationWithId | null> {
  const application = dataOrNull(await applicationsCollection.doc(id).get(), logMalformed);
  return application ? { id, ...application } : null;
}

/**
 * Files a job seeker's application. In one transaction: the job must exist,
 * be Active and not hidden by reports, and the id `{jobId}_{uid}` must be free, so a second
 * application to the same job is refused even when two arrive at once.
 * Answers are read against the job's screening questions in the same read.
 */
export async function createApplication(input: ApplicationInput, applicantId: string, resumePath: string): Promise<ApplicationWithId> {
  const id = await db.runTransaction(async (tx) => {
    const job = dataOrNull(await tx.get(jobsCollection.doc(input.jobId)), logMalformed);
    if (!job) throw notFound(API_MESSAGES.jobNotFound, 'job_not_found');
    // A job reports hid takes no application (the rules refuse the browser's too).
    if (job.status !== 'Active' || !isListedForSeekers(job)) throw conflict('job_not_active', API_MESSAGES.jobNotActive);
    // Answers, when sent, are one per question of the job, each of its type; none (an old client) is "Not answered".
    let answers = input.answers;
    if (answers) {
      const read = readAnswers(questionsOf(job), answers);
      if (!read.ok)
        throw badRequest(
          'invalid_input',
          API_MESSAGES.invalidInput,
          Object.fromEntries(Object.entries(read.problems).map(([i, text]) => [`answers.${i}`, text])),
        );
      answers = read.answers;
    }
    const { id, fields } = newApplicationFields({ ...input, answers }, job, applicantId, resumePath);
    const ref = applicationsCollection.doc(id);
    if ((await tx.get(ref.withConverter(null))).exists) throw conflict('already_applied', MESSAGES.alreadyApplied);
    tx.create(ref, { ...fields, createdAt: FieldValue.serverTimestamp() });
    return id;
  });
  const created = await getApplication(id);
  if (!created) throw notFound(API_MESSAGES.applicationNotFound);
  return created;
}

/** Applicants to an employer's jobs (optionally one job), newest first. */
export function listApplicantsOf(employerId: string, jobId: string | undefined, page: Page): Promise<PageResult<ApplicationWithId>> {
  let query = applicationsCollection.where('employerId', '==', employerId);
  if (jobId) query = query.where('jobId', '==', jobId);
  return fetchPage(applicationsCollection, query.orderBy('createdAt', 'desc'), page, (doc) => ({ id: doc.id, ...doc.data() }));
}

/** The admin's list of every application, newest first. */
export function listAllApplications(page: Page): Promise<PageResult<ApplicationWithId>> {
  return fetchPage(applicationsCollection, applicationsCollection.orderBy('createdAt', 'desc'), page, (doc) => ({ id: doc.id, ...doc.data() }));
}

/** A job seeker's own applications, newest first. */
export function listApplicationsOfApplicant(applicantId: string, page: Page): Promise<PageResult<ApplicationWithId>> {
  const query = applicationsCollection.where('applicantId', '==', applicantId).orderBy('createdAt', 'desc');
  return fetchPage(applicationsCollection, query, page, (doc) => ({ id: doc.id, ...doc.data() }));
}
