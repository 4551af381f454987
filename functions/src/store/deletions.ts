import { FieldValue, type Query } from 'firebase-admin/firestore';
import {
  CANDIDATE_CARDS_COLLECTION,
  INVITATION_COUNTS_COLLECTION,
  INVITATIONS_COLLECTION,
  JOB_CONTACT_DOC,
  NUMBER_REVEALS_COLLECTION,
  type Role,
} from '@jobsearch/domain';
import { THREAD_REPORT_QUOTA_COLLECTION } from '@jobsearch/domain/thread-reports';
import { deleteEmployerBlocksOf } from './employer-blocks';
import { auth, db } from './firebase';
import { deleteResumeFiles, deleteResumeFolder } from './resumes';
import { keepReportedAccount } from './thread-evidence';
import { leaveThreadsOf } from './threads';

/** What one admin delete removed, dependents included. */
export interface DeletionSummary {
  jobs: number;
  applications: number;
  resumeFiles: number;
  account: boolean;
}

const CHUNK = 400;

/**
 * Deletes every document a query matches, a chunk at a time through a
 * BulkWriter (retries included). `beforeDelete` runs on each chunk first (what
 * the documents name, such as their resume files, goes before them, so a
 * failure leaves the documents for a retry to find again).
 */
async function deleteMatching(query: Query, beforeDelete?: (docs: FirebaseFirestore.QueryDocumentSnapshot[]) => Promise<unknown>): Promise<number> {
  let total = 0;
  for (;;) {
    const snapshot = await query.limit(CHUNK).get();
    if (snapshot.empty) return total;
    await beforeDelete?.(snapshot.docs);
    const writer = db.bulkWriter();
    const failures: unknown[] = [];
    for (const doc of snapshot.docs) writer.delete(doc.ref).catch((error: unknown) => failures.push(error));
    await writer.close();
    if (failures.length) throw failures[0];
    total += snapshot.size;
  }
}

/** The resume paths a chunk of applications names. */
function resumePathsOf(docs: FirebaseFirestore.QueryDocumentSnapshot[]): string[] {
  return docs.map((doc) => doc.get('resumePath')).filter((path): path is string => typeof path === 'string' && path !== '');
}

/** Deletes the applications a query matches, each chunk's resume files first. */
async function deleteApplicationsWhere(field: 'jobId' | 'applicantId' | 'employerId', value: string, { resumes }: { resumes: boolean }) {
  let resumeFiles = 0;
  const query = db.collection('applications').where(field, '==', value).select('resumePath');
  const applications = await deleteMatching(query, async (docs) => {
    if (resumes) resumeFiles += await deleteResumeFiles(resumePathsOf(docs));
  });
  return { applications, resumeFiles };
}

/**
 * The phone an account proved: Firebase Auth's (only an OTP puts it there), else, the Auth
 * account being gone already (a trigger on its deletion), the server's record of the proof.
 */
async function provedPhoneOf(uid: string): Promise<string | null> {
  const account = await auth.getUser(uid).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') return null;
    throw error;
  });
  if (account?.phoneNumber) return account.phoneNumber;
  const proof = await db.doc(`phoneProofs/${uid}`).get();
  return typeof proof.get('phoneNumber') === 'string' ? (proof.get('phoneNumber') as string) : null;
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
 * Deletes a job and the applications to it (and their resumes). The one code
 * path of every job delete: the API's, and the `jobs/{jobId}` delete trigger
 * (console, Admin SDK, an admin in the browser). The applications go first and
 * the job last, so what the API reports is what it deleted, not a race with
 * the trigger its own job delete fires; an application racing in between is
 * swept by that trigger. Idempotent: a second run finds nothing.
 * Null when there was nothing to delete.
 */
export async function deleteJobCascade(jobId: string): Promise<DeletionSummary | null> {
  const ref = db.collection('jobs').doc(jobId);
  const existed = (await ref.get()).exists;
  // The applications first: a failed resume delete stops the cascade while the job and its
  // reports (which keep it hidden) still stand. Then the rest side by side (each is a query and
  // its deletes; one after the other, a loaded server kept an admin waiting), before the job.
  const { applications, resumeFiles } = await deleteApplicationsWhere('jobId', jobId, { resumes: true });
  await Promise.all([
    deleteReportsOf(jobId),
    // Invitations to the job go with it (their seekers could no longer apply).
    deleteMatching(db.collection(INVITATIONS_COLLECTION).where('jobId', '==', jobId).select()),
    // The private contact (the employer's number) goes before the job: never left behind without it.
    deleteMatching(ref.collection(JOB_CONTACT_DOC.collection).select()),
  ]);
  if (existed) await ref.delete();
  // After the job: an applications trigger that counted before the delete cannot bring the counts back.
  await db.collection('jobStats').doc(jobId).delete();
  if (!existed && applications === 0) return null;
  return { jobs: existed ? 1 : 0, applications, resumeFiles, account: false };
}

/** A deleted job's reports go with it (the admin's Reports tab lists only jobs that exist). */
async function deleteReportsOf(jobId: string): Promise<void> {
  await deleteMatching(db.collection('reports').where('jobId', '==', jobId).select());
}

/** Deletes one application and its resume file. Null when it does not exist. */
export async function deleteApplicationRecord(applicationId: string): Promise<DeletionSummary | null> {
  const ref = db.collection('applications').doc(applicationId);
  const snapshot = await ref.get();
  if (!snapshot.exists) return null;
  // The file before the record, so a failure leaves the record that names it.
  const path = snapshot.get('resumePath');
  const resumeFiles = typeof path === 'string' && path ? await deleteResumeFiles([path]) : 0;
  await ref.delete();
  return { jobs: 0, applications: 1, resumeFiles, account: false };
}

/** Who asked for an account cascade: the API (an admin, or a ban) or a trigger. */
export interface AccountCascadeOptions {
  /** Only a profile of this role (the API's /admin/users vs /admin/employers); null: any. */
  role: Role | null;
  /** Write the uid tombstone even without a profile (triggers: the account existed). */
  tombstone?: boolean;
}

/**
 * Deletes a person and everything of theirs, whatever their role: the one code
 * path of the API's deletes, of a ban, and of the triggers on an Auth user's
 * deletion and on `users/{uid}` deletion (functions/src/triggers/accounts.ts).
 *
 * Order: the uid tombstone first (the rules refuse a new profile under it: a
 * deleted user's ID token outlives the account by up to an hour), then the
 * dependents (applications they made or received, and their resumes; the
 * jobs they posted; their resume folder), then the Auth account, then the
 * profile. The API's own deletes therefore fire triggers that find nothing
 * left, so its summary is exact; anything created meanwhile (the profile is
 * still there) is swept by those triggers, which run this same function.
 * Idempotent: every step tolerates what is already gone.
 * Null when there was no profile (of that role) and nothing of theirs.
 */
export async function deleteAccountCascade(uid: string, { role, tombstone = false }: AccountCascadeOptions): Promise<DeletionSummary | null> {
  const ref = db.collection('users').doc(uid);
  const profile = await ref.get();
  if (role && profile.exists && profile.get('role') !== role) return null;
  if (profile.exists || tombstone) {
    await db
      .collection('deletedAccounts')
      .doc(uid)
      .set({ role: profile.get('role') ?? null, deletedAt: FieldValue.serverTimestamp() });
  }

  // Before the Auth account and the phone proof go: a person deleted while a conversation report
  // on them is open keeps a minimal record (uid, proved phone, report ids) the admin can ban.
  await keepReportedAccount(uid, () => provedPhoneOf(uid));
  // Before the applications: their threads stay for the other side, saying the person left.
  await leaveThreadsOf(uid);
  // The rest side by side (some thirty queries one after the other made an admin wait tens of
  // seconds on a loaded server); only what must come first is chained.
  const [made, { received, jobs }] = await Promise.all([
    deleteApplicationsWhere('applicantId', uid, { resumes: false }).then(async (made) => {
      await deleteResumeFolder(uid);
      return made;
    }),
    // The applications they received before their jobs, so the jobs' delete triggers find none left to count.
    deleteApplicationsWhere('employerId', uid, { resumes: true }).then(async (received) => ({
      received,
      // Their numbers too, here rather than only in each job's delete trigger (which also does it), each before its job.
      jobs: await deleteMatching(db.collection('jobs').where('employerId', '==', uid).select(), (docs) =>
        Promise.all(docs.map((doc) => deleteMatching(doc.ref.collection(JOB_CONTACT_DOC.collection).select()))),
      ),
    })),
    // Reports the person filed go too (the reports trigger then counts their jobs again).
    deleteMatching(db.collection('reports').where('reporterId', '==', uid).select()),
    // The hiring pipeline's documents of the person: notifications and their mail, saved jobs, alerts, counts, reveals.
    deletePipelineOf(uid),
    // Their report quotas and the record of when their phone was proved.
    db.doc(`reportQuota/${uid}`).delete(),
    db.doc(`${THREAD_REPORT_QUOTA_COLLECTION}/${uid}`).delete(),
    db.doc(`phoneProofs/${uid}`).delete(),
  ]);

  const nothingElse = jobs === 0 && made.applications === 0 && received.applications === 0;
  if (!profile.exists && nothingElse && !tombstone) return null;
  const account = await deleteAuthAccount(uid);
  if (profile.exists) await ref.delete();
  return { jobs, applications: made.applications + received.applications, resumeFiles: made.resumeFiles + received.resumeFiles, account };
}

/** A person's notifications, queued mail, saved jobs, job alerts, the counts of their jobs, their daily count of numbers seen, their invitations and candidate card. */
async function deletePipelineOf(uid: string): Promise<void> {
  const owned = [
    ['notifications', 'userId'],
    ['mail', 'userId'],
    ['savedJobs', 'userId'],
    ['jobAlerts', 'userId'],
    ['jobStats', 'employerId'],
    [NUMBER_REVEALS_COLLECTION, 'userId'],
    [INVITATIONS_COLLECTION, 'seekerId'],
    [INVITATIONS_COLLECTION, 'employerId'],
    [INVITATION_COUNTS_COLLECTION, 'employerId'],
    // The invitations a seeker received a day (CANDIDATE_LIMITS.invitationsReceivedPerDay).
    [INVITATION_COUNTS_COLLECTION, 'seekerId'],
  ] as const;
  await Promise.all([
    ...owned.map(([collection, field]) => deleteMatching(db.collection(collection).where(field, '==', uid).select())),
    // The public card employers searched: gone with the consent it rested on.
    db.collection(CANDIDATE_CARDS_COLLECTION).doc(uid).delete(),
    // The blocks a seeker made of employers, and an employer's blocked pairs.
    deleteEmployerBlocksOf(uid),
  ]);
}
