/**
 * The list's first page and a linked job from the reads index.html started
 * before the SDK was up (lib/data/early-reads.ts): checked against the job
 * schema and the seekers' listing rule exactly as jobs-reads.ts checks the
 * SDK's answers, so the cards are the ones the SDK's query would draw. Nothing
 * here loads Firestore or the Auth SDK.
 */
import { JOBS_FIRST_PAGE_SIZE } from '@jobsearch/domain/helpers';
import { isListedForSeekers } from '@jobsearch/domain/job';
import { jobSchema, type JobWithId } from '@jobsearch/domain/schemas';
import { earlyDocument, primedAnswer, takeEarlyRead, takeSettledEarlyRead } from '../../../lib/data/early-reads';
import { restDocumentPath, type RestDocument } from '../../../lib/data/rest-document';
import { readStoredUser } from '../../../lib/session/stored-user';

/** A first page drawn from the early read: its cursor is the last job's id (jobs-reads.ts reads that job for "Load more"). */
export interface EarlyJobsPage {
  jobs: JobWithId[];
  cursor: string | null;
  hasMore: boolean;
}

function toJob(document: RestDocument | null | undefined, id?: string): JobWithId | null {
  const found = earlyDocument(document, 'jobs', id);
  if (!found) return null;
  const parsed = jobSchema.safeParse(found.data);
  if (!parsed.success) {
    console.error(`jobs/${found.id} does not match the job schema; left out`, parsed.error);
    return null;
  }
  return { ...parsed.data, jobId: found.id };
}

/** The first page of the unfiltered list for `uid`, once; undefined when none was read early; null when it cannot stand in for the SDK's read. */
export function takeEarlyJobsPage(uid: string): Promise<EarlyJobsPage | null> | undefined {
  return takeEarlyRead(uid, 'jobs')?.then(pageOf, () => null);
}

function pageOf(results: { document?: RestDocument }[] | null): EarlyJobsPage | null {
  if (!results) return null;
  const documents = results.flatMap((r) => (r.document ? [r.document] : []));
  if (documents.some((d) => restDocumentPath(d).path !== 'jobs')) return null;
  const jobs = documents.map((d) => toJob(d)).filter((job): job is JobWithId => job !== null && isListedForSeekers(job));
  const hasMore = documents.length === JOBS_FIRST_PAGE_SIZE;
  // A full page hidden by reports: the SDK's path reads on (jobs-reads.ts getJobsPage).
  if (jobs.length === 0 && hasMore) return null;
  const last = documents.at(-1);
  return { jobs, cursor: last ? restDocumentPath(last).id : null, hasMore };
}

const primed = primedAnswer<EarlyJobsPage>();

/**
 * Before the Jobs page's first render (routes.tsx loads it with the page): the early first
 * page when it has already come, so the cards are in that render. One that cannot stand in
 * is taken all the same: the list then reads through the SDK, as takeEarlyJobsPage's null says.
 */
export async function primeEarlyJobsPage(): Promise<void> {
  const uid = readStoredUser()?.user.uid;
  if (!uid) return;
  const results = await takeSettledEarlyRead(uid, 'jobs');
  const page = results === undefined ? null : pageOf(results);
  if (page) primed.keep(uid, page);
}

/** The primed first page of `uid` (primedAnswer: the first render reads it, the list's effect takes it). */
export const primedJobsPage = primed.get;

/** The job a details URL names, when index.html read it for the user signed in now; undefined otherwise. */
export function takeEarlyOpenJob(jobId: string): Promise<JobWithId | null> | undefined {
  const uid = readStoredUser()?.user.uid;
  const reads = globalThis.window?.__earlyReads;
  if (!uid || reads?.jobId !== jobId) return undefined;
  const answer = takeEarlyRead(uid, 'job');
  // Not found or refused reads as "not available", as getOpenJob says it; a failed read is retried by the SDK.
  return answer?.then((document) => {
    if (document === null) throw new Error('the early read of the job failed');
    const job = toJob(document, jobId);
    return job && job.status === 'Active' && isListedForSeekers(job) ? job : null;
  });
}
