/**
 * Saving and unsaving a job: `savedJobs/{uid}_{jobId}`
 * copies what Saved Jobs shows of an Active job (savedJobFields(), checked by
 * firestore.rules); the jobs trigger keeps its jobStatus. Used by the Jobs list
 * (its cards and details, imported on first use) and by Saved Jobs. Full SDK.
 */
import { savedJobFields, savedJobId } from '@jobsearch/domain/pipeline';
import { deleteDoc, doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { db } from '../firebase/firestore';

export interface SaveableJob {
  jobId: string;
  title?: string;
  jobRole: string;
  companyName: string;
  city: string;
  salary: string;
}

/** Saves a job for the seeker; resolves false (and logs) when the write is refused or fails. */
export async function saveJob(uid: string, job: SaveableJob): Promise<boolean> {
  try {
    await setDoc(doc(db, 'savedJobs', savedJobId(uid, job.jobId)), { ...savedJobFields(uid, job.jobId, job), savedAt: serverTimestamp() });
    return true;
  } catch (error) {
    console.error('Saving the job failed', error);
    return false;
  }
}

/** Removes a saved job; resolves false (and logs) on failure. */
export async function unsaveJob(uid: string, jobId: string): Promise<boolean> {
  try {
    await deleteDoc(doc(db, 'savedJobs', savedJobId(uid, jobId)));
    return true;
  } catch (error) {
    console.error('Unsaving the job failed', error);
    return false;
  }
}
