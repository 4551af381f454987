import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { RESUME_FILES_PER_JOB, resumeBytesMatch } from '@jobsearch/domain';
import { log } from '../log';
import { db, resumeBucket } from '../store/firebase';

const RESUME_PATH = /^resumes\/([^/]+)\/([^/]+)\/[^/]+$/;

/**
 * Storage holds only real resumes (docs/rules.md): after each upload to
 * resumes/{uid}/{jobId}/, the first bytes must be what the content type says
 * (PDF, DOC, DOCX signatures), and the folder may hold at most
 * RESUME_FILES_PER_JOB files; otherwise this upload is deleted. A file an
 * application points at is never deleted here.
 */
export const checkResume = onObjectFinalized({ region: 'asia-south1' }, async (event) => {
  const { name, contentType } = event.data;
  const match = RESUME_PATH.exec(name ?? '');
  if (!name || !match) return;
  const [, uid, jobId] = match as unknown as [string, string, string];
  const file = resumeBucket().file(name);
  const application = await db.doc(`applications/${jobId}_${uid}`).get();
  if (application.exists && application.get('resumePath') === name) return;

  let reason: string | null = null;
  let head: Buffer;
  try {
    [head] = await file.download({ start: 0, end: 7 });
  } catch (error) {
    // Gone already (replaced or deleted), or unreadable for now: nothing to judge.
    log.warn('Could not read the first bytes of an upload', { path: name, reason: String(error) });
    return;
  }
  if (!resumeBytesMatch(contentType ?? '', new Uint8Array(head))) reason = 'its first bytes are not those of its content type';
  else {
    const [files] = await resumeBucket().getFiles({ prefix: `resumes/${uid}/${jobId}/` });
    if (files.length > RESUME_FILES_PER_JOB) reason = `the folder holds ${files.length} files, more than ${RESUME_FILES_PER_JOB}`;
  }
  if (!reason) return;
  await file.delete({ ignoreNotFound: true });
  log.warn('Deleted an upload that is not a resume we keep', { path: name, contentType, reason });
});
