/**
 * Moving an application along the hiring pipeline: the job's
 * employer updates the status fields, which firestore.rules check
 * (validStatusChange: forward only, or Not selected before Hired; the time
 * is the server's). The applications trigger then counts and notifies.
 */
import { statusChangeFields, type StatusChange } from '@jobsearch/domain/pipeline';
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { db } from '../../../lib/firebase/firestore';

export async function changeApplicationStatus(applicationId: string, change: StatusChange): Promise<void> {
  await updateDoc(doc(db, 'applications', applicationId), statusChangeFields(change, serverTimestamp()));
}

/**
 * Viewed, set the first time the employer opens the applicant's row or resume.
 * Best effort: a refusal (another tab moved them on a moment ago) changes nothing and is only logged.
 */
export async function markViewed(applicationId: string): Promise<void> {
  try {
    await changeApplicationStatus(applicationId, { status: 'Viewed', reason: '' });
  } catch (error) {
    console.warn(`Marking ${applicationId} Viewed was refused`, error);
  }
}
