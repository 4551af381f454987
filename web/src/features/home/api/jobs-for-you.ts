/**
 * "Jobs for you": a bounded candidate read with Firestore Lite, ranked on the
 * device (domain rankJobs). At most 45 jobs (the newest Active ones in the
 * seeker's districts and asking their education) and 15 of their own
 * applications are read, whatever the number of jobs or seekers.
 */
import { JOBS_FOR_YOU, rankJobs } from '@jobsearch/domain/matching';
import { jobSchema, type JobWithId } from '@jobsearch/domain/schemas';
import type { WorkProfile } from '@jobsearch/domain/work-profile';
import { collection, getDocs, limit, orderBy, query, where, type QueryConstraint } from 'firebase/firestore/lite';
import { liteDb, liteSchemaConverter } from '../../../lib/firebase/firestore-lite';

const jobs = () => collection(liteDb, 'jobs').withConverter(liteSchemaConverter(jobSchema));

async function readJobs(count: number, ...constraints: QueryConstraint[]): Promise<JobWithId[]> {
  const snapshot = await getDocs(query(jobs(), where('status', '==', 'Active'), ...constraints, orderBy('createdAt', 'desc'), limit(count)));
  return snapshot.docs.flatMap((doc) => {
    try {
      return [{ ...doc.data(), jobId: doc.id }];
    } catch (error) {
      console.error(`jobs/${doc.id} does not match the job schema; left out`, error);
      return [];
    }
  });
}

/** The candidates: by district and by education, or the newest when the profile names neither. */
function readCandidates(profile: WorkProfile): Promise<JobWithId[][]> {
  const reads: Promise<JobWithId[]>[] = [];
  if (profile.districts.length) reads.push(readJobs(JOBS_FOR_YOU.byDistricts, where('city', 'in', profile.districts)));
  if (profile.education) reads.push(readJobs(JOBS_FOR_YOU.byEducation, where('degree', '==', profile.education)));
  if (!reads.length) reads.push(readJobs(JOBS_FOR_YOU.byDistricts + JOBS_FOR_YOU.byEducation));
  return Promise.all(reads);
}

/** The ids among `jobIds` the seeker applied to (their own applications only: the rules' filter). */
async function appliedAmong(uid: string, jobIds: string[]): Promise<Set<string>> {
  if (!jobIds.length) return new Set();
  const snapshot = await getDocs(query(collection(liteDb, 'applications'), where('applicantId', '==', uid), where('jobId', 'in', jobIds)));
  return new Set(snapshot.docs.map((doc) => String(doc.get('jobId'))));
}

export async function readJobsForYou(uid: string, profile: WorkProfile): Promise<JobWithId[]> {
  const unique = new Map((await readCandidates(profile)).flat().map((job) => [job.jobId, job]));
  const ranked = rankJobs([...unique.values()], profile, new Set()).slice(0, JOBS_FOR_YOU.checked);
  const applied = await appliedAmong(
    uid,
    ranked.map((job) => job.jobId),
  );
  return ranked.filter((job) => !applied.has(job.jobId)).slice(0, JOBS_FOR_YOU.shown);
}
