import { FieldValue } from 'firebase-admin/firestore';
import {
  derivedJobFields,
  isListedForSeekers,
  isVerifiedCompany,
  jobHasTerms,
  jobMatchesFilters,
  jobSearchPlan,
  newJobFields,
  questionsOf,
  type JobFilters,
  type JobInput,
  type JobStatus,
  type JobWithId,
  type ScreeningQuestion,
} from '@jobsearch/domain';
import { badRequest, notFound } from '../errors';
import { API_MESSAGES } from '../messages';
import { log } from '../log';
import { jobsCollection } from './collections';
import { writeJobContact } from './contacts';
import { refuseTakenCompanyName } from './company-names';
import { db } from './firebase';
import { dataOrNull, type MalformedDocumentError } from './converters';
import { fetchPage, type Page, type PageResult } from './paging';

/** A malformed stored document is logged and answered as not found. */
export function logMalformed(error: MalformedDocumentError): void {
  log.warn('A malformed document was read as missing', { path: error.path, problems: error.problems });
}

/** The job, or null when there is none or it is malformed (the routes answer 404). */
export async function getJob(jobId: string): Promise<JobWithId | null> {
  const job = dataOrNull(await jobsCollection.doc(jobId).get(), logMalformed);
  return job ? { jobId, ...job } : null;
}

/** The screening questions of each job named (one read per distinct job); a missing or malformed job asks none. */
export async function questionsOfJobs(jobIds: readonly string[]): Promise<Map<string, readonly ScreeningQuestion[]>> {
  const distinct = [...new Set(jobIds)];
  const snapshots = distinct.length ? await db.getAll(...distinct.map((id) => jobsCollection.doc(id))) : [];
  return new Map(snapshots.map((snapshot, i) => [distinct[i]!, questionsOf(dataOrNull(snapshot, logMalformed) ?? {})]));
}

/**
 * Active jobs for job seekers, newest first, narrowed by the list's filters
 * and search words as the site narrows them (domain/src/search: one
 * array-contains-any on the search keys; terms beyond three filter the page).
 */
export async function listActiveJobs(filters: Partial<JobFilters>, page: Page): Promise<PageResult<JobWithId>> {
  const { query, plan } = activeJobsQuery(filters);
  const result = await fetchPage(jobsCollection, query.orderBy('createdAt', 'desc'), page, (doc) => ({ jobId: doc.id, ...doc.data() }));
  // A job reported 3 times waits for an admin; a job without the flag yet is listed (docs/decisions.md).
  return { ...result, items: result.items.filter((job) => isListedForSeekers(job) && jobHasTerms(job, plan.rest)) };
}

function activeJobsQuery(filters: Partial<JobFilters>) {
  let query = jobsCollection.where('status', '==', 'Active');
  const plan = jobSearchPlan(filters);
  if (plan.keys.length > 0) query = query.where('searchKeys', 'array-contains-any', plan.keys);
  if (filters.minSalary) query = query.where('salaryMax', '>=', filters.minSalary);
  return { query, plan };
}

/**
 * How many Active jobs the filters find, as the site counts them: the query's
 * count() less the ones hidden by reports; null when some search terms are
 * checked on the page only (no honest total).
 */
export async function countActiveJobs(filters: Partial<JobFilters>): Promise<number | null> {
  const { query, plan } = activeJobsQuery(filters);
  if (plan.rest.length > 0) return null;
  const [counted, hidden] = await Promise.all([query.count().get(), jobsCollection.where('status', '==', 'Active').where('hiddenByReports', '==', true).get()]);
  const all = { degree: '', trade: '', jobType: '', q: '', city: '', minSalary: 0, ...filters } as const;
  const hiddenMatching = hidden.docs.filter((doc) => jobMatchesFilters(doc.data(), all)).length;
  return Math.max(0, counted.data().count - hiddenMatching);
}

/** An employer's own jobs, optionally of one status, newest first. */
export function listEmployerJobs(employerId: string, status: JobStatus | undefined, page: Page): Promise<PageResult<JobWithId>> {
  let query = jobsCollection.where('employerId', '==', employerId);
  if (status) query = query.where('status', '==', status);
  return fetchPage(jobsCollection, query.orderBy('createdAt', 'desc'), page, (doc) => ({ jobId: doc.id, ...doc.data() }));
}

/** The admin's list of every job, optionally of one status and one posting date. */
export function listAllJobs(filters: { status?: JobStatus | undefined; date?: string | undefined }, page: Page): Promise<PageResult<JobWithId>> {
  let query = jobsCollection.orderBy('createdAt', 'desc');
  if (filters.status) query = query.where('status', '==', filters.status);
  if (filters.date) query = query.where('date', '==', filters.date);
  return fetchPage(jobsCollection, query, page, (doc) => ({ jobId: doc.id, ...doc.data() }));
}

/**
 * Stores a validated posting; employerId and the date come from the server,
 * never the payload. The derived fields are written at once (the server's own
 * computation, which the jobs trigger then finds already done).
 */
export async function createJob(input: JobInput, employerId: string): Promise<JobWithId> {
  await refuseTakenCompanyName(input.companyName, employerId);
  const ref = jobsCollection.doc();
  const employerVerified = isVerifiedCompany(input.companyName, await verifiedCompanyOf(employerId));
  const batch = db.batch();
  batch.create(ref, {
    ...newJobFields(input, employerId),
    ...derivedJobFields(input),
    employerVerified,
    // What the jobs trigger would write: whether the contact written with it holds a number.
    hasMobileNumber: input.mobileNumber !== '',
    openReports: 0,
    hiddenByReports: false,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  // The number goes to the job's private contact, with the job, never onto the listable job.
  writeJobContact(batch, ref.id, input, employerId);
  await batch.commit();
  return readBack(ref.id);
}

/** The company name an admin verified the employer under (employerVerifications/{uid}.companyName), or null. */
export async function verifiedCompanyOf(employerId: string): Promise<string | null> {
  const name = (await db.doc(`employerVerifications/${employerId}`).get()).get('companyName');
  return typeof name === 'string' && name.trim() !== '' ? name : null;
}

/** The company name of the employer's newest job, or null when they have posted none. */
export async function newestCompanyNameOf(employerId: string): Promise<string | null> {
  const newest = await db.collection('jobs').where('employerId', '==', employerId).orderBy('createdAt', 'desc').select('companyName').limit(1).get();
  const name = newest.docs[0]?.get('companyName');
  return typeof name === 'string' && name.trim() !== '' ? name : null;
}

/**
 * An admin marks an employer verified under one company name (or withdraws
 * it); the verification trigger then marks exactly their jobs under that name.
 * Without a name, the one of their newest job is verified; an employer with
 * neither cannot be verified (400). Returns the name verified, or null.
 */
export async function setEmployerVerified(employerId: string, verified: boolean, adminUid: string, companyName?: string): Promise<string | null> {
  const ref = db.doc(`employerVerifications/${employerId}`);
  if (!verified) {
    await ref.delete();
    return null;
  }
  const name = companyName?.trim() || (await newestCompanyNameOf(employerId));
  if (!name) throw badRequest('company_name_required', API_MESSAGES.companyNameToVerify, { companyName: API_MESSAGES.companyNameToVerify });
  await ref.set({ companyName: name, verifiedAt: FieldValue.serverTimestamp(), verifiedBy: adminUid });
  return name;
}

export async function setJobStatus(jobId: string, status: JobStatus): Promise<JobWithId> {
  try {
    await jobsCollection.doc(jobId).update({ status, updatedAt: FieldValue.serverTimestamp() });
  } catch (error) {
    // The job was deleted between the owner check and the update.
    if ((error as { code?: number }).code === 5) throw notFound(API_MESSAGES.jobNotFound, 'job_not_found');
    throw error;
  }
  return readBack(jobId);
}

/**
 * The owner's edit: every field of a validated posting,
 * with the derived fields and the verified mark (which follows the company
 * name) recomputed at once; employerId, date, createdAt and the report counts
 * stay as they are.
 */
export async function updateJob(jobId: string, input: JobInput, status: string, employerId: string): Promise<JobWithId> {
  await refuseTakenCompanyName(input.companyName, employerId);
  const { employerId: _employerId, date: _date, ...fields } = newJobFields(input, employerId);
  const employerVerified = isVerifiedCompany(input.companyName, await verifiedCompanyOf(employerId));
  const batch = db.batch();
  // A job stored before numbers moved to the private contact loses its copy on the job.
  batch.update(db.collection('jobs').doc(jobId), {
    ...fields,
    status,
    ...derivedJobFields(input),
    employerVerified,
    // What the jobs trigger would write: whether the contact written with it holds a number.
    hasMobileNumber: input.mobileNumber !== '',
    mobileNumber: FieldValue.delete(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  writeJobContact(batch, jobId, input, employerId);
  try {
    await batch.commit();
  } catch (error) {
    // The job was deleted between the owner check and the update.
    if ((error as { code?: number }).code === 5) throw notFound(API_MESSAGES.jobNotFound, 'job_not_found');
    throw error;
  }
  return readBack(jobId);
}

/** Reads a job just written, to answer with its server timestamps. */
async function readBack(jobId: string): Promise<JobWithId> {
  const job = await getJob(jobId);
  if (!job) throw notFound(API_MESSAGES.jobNotFound, 'job_not_found');
  return job;
}
