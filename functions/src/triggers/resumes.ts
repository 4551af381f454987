import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { resumeBucket } from '../store/firebase';
import { checkStoredResume, storedResumeOf } from '../store/resume-check';

/**
 * Storage holds only real resumes (docs/rules.md). After each upload to
 * resumes/{uid}/{jobId}/ or profileResumes/{uid}/ (browser uploads and the
 * server's copies alike), the whole file is read: it must be a PDF, DOC or
 * DOCX of its content type (domain resumeKindOf: a DOCX is a ZIP holding
 * word/document.xml), named for that type, in a job folder of at most
 * RESUME_FILES_PER_JOB files and an account of at most
 * RESUME_FILES_PER_ACCOUNT. A file that passes gets the RESUME_CHECK_KEY mark
 * (the employer's read in storage.rules requires it) and an attachment
 * Content-Disposition; any other is deleted, even when an application
 * already points at it: that application then shows no resume.
 */
export const checkResume = onObjectFinalized({ region: 'asia-south1', memory: '512MiB', retry: true }, async (event) => {
  const file = storedResumeOf(event.data);
  if (!file) return;
  await checkStoredResume(resumeBucket(), file, { deleteFailures: true });
});
