import { FieldPath, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { isListedForSeekers, sitemapCompaniesFromShards, sitemapJobsFromShards, sitemapShardOf, type SitemapCompany, type SitemapJob } from '@jobsearch/domain';

/** The stored copy the sitemap is served from (domain SITEMAP_SHARDS); server only (firestore.rules). */
export const SITEMAP_SHARDS_COLLECTION = 'sitemapShards';

type Data = Record<string, unknown>;

/** When a job last changed, in ms, as its sitemap entry says; null for a job the sitemap leaves out (not Active, hidden by reports, gone). */
export function sitemapEntryOf(job: Data | undefined): number | null {
  if (!job || job.status !== 'Active' || !isListedForSeekers(job as { hiddenByReports?: boolean })) return null;
  const stamp = (job.updatedAt ?? job.createdAt) as { toMillis?: () => number } | undefined;
  return typeof stamp?.toMillis === 'function' ? stamp.toMillis() : 0;
}

/**
 * Brings one job's entry in its shard to what the job is now. It reads the job
 * again rather than trusting an event's copy, so runs that finish out of order
 * still end at the truth; an entry already right is not written. Returns
 * whether it wrote.
 */
export async function syncSitemapEntry(db: Firestore, jobId: string): Promise<boolean> {
  const shard = db.collection(SITEMAP_SHARDS_COLLECTION).doc(sitemapShardOf(jobId));
  return db.runTransaction(async (tx) => {
    const [job, stored] = await Promise.all([tx.get(db.collection('jobs').doc(jobId)), tx.get(shard)]);
    const entry = sitemapEntryOf(job.data());
    const current = (stored.get('entries') as Data | undefined)?.[jobId];
    if (entry === null ? current === undefined : current === entry) return false;
    const field = new FieldPath('entries', jobId);
    if (!stored.exists) tx.set(shard, { entries: entry === null ? {} : { [jobId]: entry } });
    else tx.update(shard, field, entry === null ? FieldValue.delete() : entry);
    return true;
  });
}

/** How many of an employer's newest Active jobs decide their company's entry (a bounded read per job write). */
export const COMPANY_ENTRY_JOBS = 20;

/**
 * Brings a company's entry (the shard's `companies`, keyed by the employer's
 * uid) to what its jobs are now: present while one of its newest Active jobs
 * is listed and the employer is verified (an unverified company page is
 * noindex and left out), with the latest change among them. Read again in a
 * transaction, as syncSitemapEntry. Returns whether it wrote.
 */
export async function syncCompanyEntry(db: Firestore, employerId: string): Promise<boolean> {
  const shard = db.collection(SITEMAP_SHARDS_COLLECTION).doc(sitemapShardOf(employerId));
  const active = db
    .collection('jobs')
    .where('employerId', '==', employerId)
    .where('status', '==', 'Active')
    .orderBy('createdAt', 'desc')
    .limit(COMPANY_ENTRY_JOBS);
  return db.runTransaction(async (tx) => {
    const [jobs, stored, verification] = await Promise.all([tx.get(active), tx.get(shard), tx.get(db.doc(`employerVerifications/${employerId}`))]);
    const entries = jobs.docs.map((job) => sitemapEntryOf(job.data())).filter((entry) => entry !== null);
    const entry = entries.length && verification.exists ? Math.max(...entries) : null;
    const current = (stored.get('companies') as Data | undefined)?.[employerId];
    if (entry === null ? current === undefined : current === entry) return false;
    const field = new FieldPath('companies', employerId);
    if (!stored.exists) tx.set(shard, { entries: {}, companies: entry === null ? {} : { [employerId]: entry } });
    else tx.update(shard, field, entry === null ? FieldValue.delete() : entry);
    return true;
  });
}

/** The sitemap's jobs and companies: one read per shard (at most SITEMAP_SHARDS), whatever the number of jobs. */
export async function readSitemapPages(db: Firestore): Promise<{ jobs: SitemapJob[]; companies: SitemapCompany[] }> {
  const shards = (await db.collection(SITEMAP_SHARDS_COLLECTION).get()).docs.map((doc) => doc.data());
  return { jobs: sitemapJobsFromShards(shards), companies: sitemapCompaniesFromShards(shards) };
}
