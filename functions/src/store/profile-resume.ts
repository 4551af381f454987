import { randomUUID } from 'node:crypto';
import { MESSAGES, profileResumePath, RESUME_CHECK_KEY, RESUME_CHECK_PASSED, resumeContentDisposition, resumeExtensionOf } from '@jobsearch/domain';
import { conflict, notFound } from '../errors';
import { resumeBucket } from './firebase';
import { assertJobResumeFolderOpen } from './job-resume-folder';
import { downloadUrlOf } from './resumes';

/**
 * Applying with the resume kept on the profile: copies
 * profileResumes/{uid}/resume into the job's folder
 * resumes/{uid}/{jobId}/profile-<time>.<ext>, with its own download token, and
 * returns that copy's path and link for the application. The copy is the
 * application's own: replacing or removing the profile resume later never
 * changes what the employer received (storage.rules keep a job folder's files
 * once the application exists). The folder's checks are assertJobResumeFolderOpen's;
 * the profile resume must exist and have passed the resumes trigger's check.
 */
export async function copyProfileResume(uid: string, jobId: string): Promise<{ resumePath: string; resume: string }> {
  await assertJobResumeFolderOpen(uid, jobId);
  const bucket = resumeBucket();
  const source = bucket.file(profileResumePath(uid));
  const [exists] = await source.exists();
  if (!exists) throw notFound(MESSAGES.noProfileResume, 'no_profile_resume');
  const [metadata] = await source.getMetadata();
  if (metadata.metadata?.[RESUME_CHECK_KEY] !== RESUME_CHECK_PASSED) throw conflict('resume_not_checked', MESSAGES.resumeStillChecking);

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
