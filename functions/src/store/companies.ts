import { COMPANY_PAGE_JOBS_LIMIT, type CompanySources, type Job, type JobWithId } from '@jobsearch/domain';
import type { QuerySnapshot } from 'firebase-admin/firestore';
import { jobsCollection } from './collections';
import { db } from './firebase';
import { verifiedCompanyOf } from './jobs';

function jobsOf(snapshot: QuerySnapshot<Job>): JobWithId[] {
  const jobs: JobWithId[] = [];
  for (const doc of snapshot.docs) {
    try {
      jobs.push({ ...doc.data(), jobId: doc.id });
    } catch {
      // A malformed job is left out (the converter logged it).
    }
  }
  return jobs;
}

/**
 * What a company page is made of (domain companyOf), or null when the id is no
 * employer's: their profile (its About), their verification, their newest
 * Active jobs, and only when they have none their newest job of any status.
 * At most COMPANY_PAGE_JOBS_LIMIT + 3 reads.
 */
export async function readCompanySources(companyId: string): Promise<CompanySources | null> {
  const active = jobsCollection
    .where('employerId', '==', companyId)
    .where('status', '==', 'Active')
    .orderBy('createdAt', 'desc')
    .limit(COMPANY_PAGE_JOBS_LIMIT);
  const [user, verifiedName, activeJobs] = await Promise.all([db.doc(`users/${companyId}`).get(), verifiedCompanyOf(companyId), active.get()]);
  if (user.get('role') !== 'employer') return null;
  const jobs = jobsOf(activeJobs);
  const newest = jobs.length ? [] : jobsOf(await jobsCollection.where('employerId', '==', companyId).orderBy('createdAt', 'desc').limit(1).get());
  const about = user.get('companyAbout');
  return { companyId, about: typeof about === 'string' ? about : '', verifiedName, activeJobs: jobs, newestJob: newest[0] ?? null };
}
