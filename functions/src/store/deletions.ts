import { FieldValue, type Query } from 'firebase-admin/firestore';
import type { Role } from '@jobsearch/domain';
import { auth, db } from './firebase';
import { deleteResumeFiles, deleteResumeFolder } from './resumes';

/** What one admin delete removed, dependents included. */
export interface DeletionSummary { jobs: number; applications: number; resumeFiles: number; account: boolean }

const CHUNK = 400;

/**
 * Deletes every document a query matches, a chunk at a time through a
 * BulkWriter (retries included). `seen` is called on each document first.
 */
async function deleteMatching(query: Query, seen?: (doc: FirebaseFirestore.QueryDocumentSnapshot) => void): Promise<number> {
  let total = 0;
  for (;;) {
    const snapshot = await query.limit(CHUNK).get();
    if (snapshot.empty) return total;
    const writer = db.bulkWriter();
    const failures: unknown[] = [];
    for (const doc of snapshot.docs) {
      seen?.(doc);
      writer.delete(doc.ref).catch((error: unknown) => failures.push(error));
    }
    await writer.close();
    if (failures.length) throw failures[0];
    total += snapshot.size;
  }
}

/** Deletes the applications a query matches and then their resume files. */
async function deleteApplicationsWhere(field: 'jobId' | 'applicantId' | 'employerId', value: string, { resumes }: { resumes: boolean }) {
  const resumePaths: string[] = [];
  const query = db.collection('applications').where(field, '==', value).select('resumePath');
  const applications = await deleteMatching(query, (doc) => {
    const path = doc.get('resumePath');
    if (typeof path === 'string' && path) resumePaths.push(path);
  });
  const resumeFiles = resumes ? await deleteResumeFiles(resumePaths) : 0;
  return { applications, resumeFiles };
}

/** Deletes an Auth account; one already gone is fine. */
async function deleteAuthAccount(uid: string): Promise<boolean> {
  try {
    await auth.deleteUser(uid);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return false;
    throw error;
  }
}

/**
 * Deletes a job and the applications to it (and their resumes). The job goes
 * first, so an application racing in finds no job; a retry after a partial
 * failure still sweeps what is left. Null when there was nothing to delete.
 */
export async function deleteJobCascade(jobId: string): Promise<DeletionSummary | null> {
  const ref = db.collection('jobs').doc(jobId);
  const existed = (await ref.get()).exists;
  if (existed) await ref.delete();
  const { applications, resumeFiles } = await deleteApplicationsWhere('jobId', jobId, { resumes: true });
  if (!existed && applications === 0) return null;
  return { jobs: existed ? 1 : 0, applications, resumeFiles, account: false };
}

/** Deletes one application and its resume file. Null when it does not exist. */
export async function deleteApplicationRecord(applicationId: string): Promise<DeletionSummary | null> {
  const ref = db.collection('applications').doc(applicationId);
  const snapshot = await ref.get();
  if (!snapshot.exists) return null;
  await ref.delete();
  const path = snapshot.get('resumePath');
  const resumeFiles = typeof path === 'string' && path ? await deleteResumeFiles([path]) : 0;
  return { jobs: 0, applications: 1, resumeFiles, account: false };
}

/**
 * Deletes a job seeker or an employer: their Auth account first (its tokens
 * stop working for the API at once), then the profile (so the rules accept no
 * new records from them), then what refers to them. A seeker takes their
 * applications and resume folder along; an employer their jobs and every
 * application to those jobs. In that order a retry after any partial failure
 * finishes the job: while the profile exists the account is tried again, and
 * once it is gone what is left is swept.
 * Null when no profile of that role and nothing of theirs exists.
 */
export async function deleteAccountCascade(uid: string, role: Role): Promise<DeletionSummary | null> {
  const ref = db.collection('users').doc(uid);
  const profile = await ref.get();
  if (profile.exists && profile.get('role') !== role) return null;
  let account = false;
  if (profile.exists) {
    // The rules refuse a new profile under a tombstoned uid (see firestore.rules):
    // the deleted user's ID token outlives the account by up to an hour.
    await db.collection('deletedAccounts').doc(uid).set({ role, deletedAt: FieldValue.serverTimestamp() });
    account = await deleteAuthAccount(uid);
    await ref.delete();
  }

  let jobs = 0;
  let swept: { applications: number; resumeFiles: number };
  if (role === 'jobseeker') {
    swept = await deleteApplicationsWhere('applicantId', uid, { resumes: false });
    await deleteResumeFolder(uid);
  } else {
    jobs = await deleteMatching(db.collection('jobs').where('employerId', '==', uid).select());
    swept = await deleteApplicationsWhere('employerId', uid, { resumes: true });
  }
  if (!profile.exists && jobs === 0 && swept.applications === 0) return null;
  if (!profile.exists) account = await deleteAuthAccount(uid);
  return { jobs, applications: swept.applications, resumeFiles: swept.resumeFiles, account };
}
