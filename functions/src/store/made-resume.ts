import { randomUUID } from 'node:crypto';
import {
  EMPTY_WORK_PROFILE,
  madeResumeMissingDetails,
  madeResumeMissingFields,
  PROFILE_INCOMPLETE_FOR_RESUME,
  RESUME_KIND_TYPES,
  resumeContentDisposition,
  type MadeResumeRequest,
} from '@jobsearch/domain';
import { notFound, unprocessable } from '../errors';
import { API_MESSAGES } from '../messages';
import { resumeBucket } from './firebase';
import { assertJobResumeFolderOpen } from './job-resume-folder';
import { downloadUrlOf } from './resumes';
import { getUserProfile } from './users';

/**
 * "Apply without a file": makes a PDF resume from users/{uid}'s name and work
 * profile (and its phone number when `showPhone`; never its email) and stores
 * it in the job's folder as resumes/{uid}/{jobId}/made-<time>.pdf, with a
 * download token, for the application to point at, as copyProfileResume does
 * with the profile resume. The folder's checks are assertJobResumeFolderOpen's.
 * It is stored without the check mark: the resumes trigger judges it as it
 * judges an upload, and marks it.
 */
export async function makeProfileResume(
  uid: string,
  jobId: string,
  { showPhone, language }: Pick<MadeResumeRequest, 'showPhone' | 'language'>,
): Promise<{ resumePath: string; resume: string }> {
  await assertJobResumeFolderOpen(uid, jobId);
  const profile = await getUserProfile(uid);
  if (!profile) throw notFound(API_MESSAGES.noProfile, 'no_profile');
  const workProfile = profile.workProfile ?? EMPTY_WORK_PROFILE;
  const missing = madeResumeMissingFields(workProfile);
  if (missing.length) throw unprocessable('profile_incomplete', PROFILE_INCOMPLETE_FOR_RESUME, madeResumeMissingDetails(missing));

  // Loaded with the first resume made, not with the API: pdfkit and fontkit add some 150 ms to every instance's start.
  const { madeResumePdf } = await import('../made-resume/pdf');
  const bytes = await madeResumePdf({ name: profile.name, phoneNumber: showPhone && profile.phoneNumber ? profile.phoneNumber : null, language, workProfile });
  const contentType = RESUME_KIND_TYPES.pdf;
  const fileName = `made-${Date.now()}.pdf`;
  const resumePath = `resumes/${uid}/${jobId}/${fileName}`;
  const token = randomUUID();
  const bucket = resumeBucket();
  await bucket.file(resumePath).save(Buffer.from(bytes), {
    resumable: false,
    contentType,
    metadata: { contentDisposition: resumeContentDisposition(fileName, contentType), metadata: { firebaseStorageDownloadTokens: token } },
  });
  return { resumePath, resume: downloadUrlOf(bucket.name, resumePath, token) };
}
