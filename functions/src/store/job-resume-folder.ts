import { MESSAGES, RESUME_FILES_PER_ACCOUNT, RESUME_FILES_PER_JOB, applicationId } from '@jobsearch/domain';
import { conflict, notFound } from '../errors';
import { API_MESSAGES } from '../messages';
import { db, resumeBucket } from './firebase';

/**
 * Whether the server may add a resume to resumes/{uid}/{jobId}/ for the
 * applicant (a copy of the profile resume, a resume made from the work
 * profile): the checks storage.rules make of a browser upload there. The job
 * exists and is Active (and not hidden by reports: it takes no application), there is no application yet (the folder's files are
 * kept once it exists), and neither the folder nor the account is full (the
 * resumes trigger would delete a file beyond either limit). Throws the API's
 * answer when not.
 */
export async function assertJobResumeFolderOpen(uid: string, jobId: string): Promise<void> {
  const job = await db.doc(`jobs/${jobId}`).get();
  if (!job.exists) throw notFound(API_MESSAGES.jobNotFound, 'job_not_found');
  if (job.get('status') !== 'Active' || job.get('hiddenByReports') === true) throw conflict('job_not_active', API_MESSAGES.jobNotActive);
  if ((await db.doc(`applications/${applicationId(jobId, uid)}`).get()).exists) throw conflict('already_applied', MESSAGES.alreadyApplied);

  const bucket = resumeBucket();
  const [[files], [accountFiles], [profileFiles]] = await Promise.all([
    bucket.getFiles({ prefix: `resumes/${uid}/${jobId}/` }),
    bucket.getFiles({ prefix: `resumes/${uid}/` }),
    bucket.getFiles({ prefix: `profileResumes/${uid}/` }),
  ]);
  if (files.length >= RESUME_FILES_PER_JOB) throw conflict('resume_folder_full', MESSAGES.resumeFolderFull);
  if (accountFiles.length + profileFiles.length >= RESUME_FILES_PER_ACCOUNT) throw conflict('resume_account_full', MESSAGES.resumeAccountFull);
}
