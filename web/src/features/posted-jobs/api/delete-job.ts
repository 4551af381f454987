/**
 * The owner deletes their job. The rules let the owner
 * delete jobs/{jobId}; the jobs' deletion cascade (onJobWritten) then deletes its
 * applications, their resumes and its reports, as for an admin's delete.
 * The confirmation first counts the applications with Firestore's count
 * aggregation, filtered by employerId as the rules demand of an employer.
 */
import { collection, deleteDoc, doc, getCountFromServer, query, where } from 'firebase/firestore';
import { db } from '../../../lib/firebase/firestore';

export async function countJobApplications(jobId: string, employerId: string): Promise<number> {
  const snapshot = await getCountFromServer(query(collection(db, 'applications'), where('employerId', '==', employerId), where('jobId', '==', jobId)));
  return snapshot.data().count;
}

export async function deleteJob(jobId: string): Promise<void> {
  await deleteDoc(doc(db, 'jobs', jobId));
}
