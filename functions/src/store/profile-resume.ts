import { randomUUID } from 'node:crypto';
import {
  MESSAGES,
  profileResumePath,
  RESUME_CHECK_KEY,
  RESUME_CHECK_PASSED,
  RESUME_FILES_PER_ACCOUNT,
  RESUME_FILES_PER_JOB,
  applicationId,
  resumeContentDisposition,
  resumeExtensionOf,
} from '@jobsearch/domain';
import { conflict, notFound } from '../errors';
import { API_MESSAGES } from '../messages';
import { db, resumeBucket } from './firebase';
import { downloadUrlOf } from './resumes';

/**
 * Applying with the resume kept on the profile: copies
 * profileResumes/{uid}/resume into the job's folder
 * resumes/{uid}/{jobId}/profile-<time>.<ext>, with its own download token, and
 * returns that copy's path and link for the application. The copy is the
 * application's own: replacing or removing the profile resume later never
 * changes what the employer received (storage.rules keep a job folder's files
 * once the application exists). The checks are those storage.rules make of a
 * browser upload to the folder: an Active job, no application yet, and the
 * folder not full (the resumes trigger would delete a sixth file).
 */
export async function copyProfileResume(uid: string, jobId: string): Promise<{ resumePath: string; resume: string }> {
  const job = await db.doc(`jobs/${jobId}`).get();
  if (!job.exists) throw notFound(API_MESSAGES.jobNotFound, 'job_not_found');
  if (job.get('status') !== 'Active') throw conflict('job_not_active', API_MESSAGES.jobNotActive);
  if ((await db.doc(`applications/${applicationId(jobId, uid)}`).get()).exists) throw conflict('already_applied', MESSAGES.alreadyApplied);

  const bucket = resumeBucket();
  const source = bucket.file(profileResumePath(uid));
  const [exists] = await source.exists();
  if (!exists) throw notFound(MESSAGES.noProfileResume, 'no_profile_resume');
  const [metadata] = await source.getMetadata();
  if (metadata.metadata?.[RESUME_CHECK_KEY] !== RESUME_CHECK_PASSED) throw conflict('resume_not_checked', MESSAGES.resumeStillChecking);
  const [[files], [accountFiles], [profileFiles]] = await Promise.all([
    bucket.getFiles({ prefix: `resumes/${uid}/${jobId}/` }),
    bucket.getFiles({ prefix: `resumes/${uid}/` }),
    bucket.getFiles({ prefix: `profileResumes/${uid}/` }),
  ]);
  if (files.length >= RESUME_FILES_PER_JOB) throw conflict('resume_folder_full', MESSAGES.resumeFolderFull);
  if (accountFiles.length + profileFiles.length >= RESUME_FILES_PER_ACCOUNT) throw conflict('resume_account_full', MESSAGES.resumeAccountFull);

  const contentType = String(metadata.contentType ?? '');
  const fileName = `profile-${Date.now()}${resumeExtensionOf(contentType) ?? ''}`;
  const resumePath = `resumes/${uid}/${jobId}/${fileName}`;
  const token = randomUUID();
  await source.copy(bucket.file(resumePath), {
    contentType,
    contentDisposition: resumeContentDisposition(String(metadata.metadata?.fileName ?? fileName), contentType),
    metadata: { firebaseStorageDownloadTokens: token, [RESUME_CHECK_KEY]: RESUME_CHECK_PASSED },
  });
  return { resumePath, resume: downloadUrlOf(bucket.name, resumePath, token) };
}
