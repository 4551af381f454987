import { onObjectFinalized } from 'firebase-functions/v2/storage';
import {
  RESUME_CHECK_KEY,
  RESUME_CHECK_PASSED,
  RESUME_FILES_PER_ACCOUNT,
  RESUME_FILES_PER_JOB,
  RESUME_MAX_BYTES,
  resumeBytesMatch,
  resumeContentDisposition,
  resumeNameMatchesType,
} from '@jobsearch/domain';
import { log } from '../log';
import { resumeBucket } from '../store/firebase';

const JOB_RESUME = /^resumes\/([^/]+)\/([^/]+)\/([^/]+)$/;
const PROFILE_RESUME = /^profileResumes\/([^/]+)\/(resume)$/;

interface Upload {
  name: string;
  uid: string;
  jobId: string | null;
  fileName: string;
  contentType: string;
  size: number;
  generation: string;
  label: string;
}

type Bucket = ReturnType<typeof resumeBucket>;

/**
 * Whether `name` is among the first `limit` files under the prefixes, oldest
 * first: an upload beyond the limit is the one deleted, so a burst of
 * uploads keeps the earliest and never empties the folder.
 */
async function withinLimit(bucket: Bucket, prefixes: string[], name: string, limit: number): Promise<{ ok: boolean; count: number }> {
  const lists = await Promise.all(prefixes.map((prefix) => bucket.getFiles({ prefix })));
  const files = lists.flatMap(([list]) => list);
  if (files.length <= limit) return { ok: true, count: files.length };
  const created = (file: (typeof files)[number]) => String(file.metadata.timeCreated ?? '');
  const order = files
    .map((file) => ({ name: file.name, created: created(file) }))
    .sort((a, b) => a.created.localeCompare(b.created) || a.name.localeCompare(b.name));
  return { ok: order.slice(0, limit).some((file) => file.name === name), count: files.length };
}

/** Why this upload is not kept, or null when it is a resume we keep. */
async function problemOf(bucket: Bucket, upload: Upload): Promise<string | null> {
  if (upload.size > RESUME_MAX_BYTES) return `it is ${upload.size} bytes, more than ${RESUME_MAX_BYTES}`;
  if (upload.jobId !== null && !resumeNameMatchesType(upload.fileName, upload.contentType)) return 'its name does not end with its type’s extension';
  // The whole file: a DOCX is judged by its ZIP's central directory, at its end.
  const [bytes] = await bucket.file(upload.name, { generation: Number(upload.generation) }).download();
  if (!resumeBytesMatch(upload.contentType, new Uint8Array(bytes))) return 'its bytes are not a PDF, DOC or DOCX of its content type';
  if (upload.jobId !== null) {
    const folder = await withinLimit(bucket, [`resumes/${upload.uid}/${upload.jobId}/`], upload.name, RESUME_FILES_PER_JOB);
    if (!folder.ok) return `the folder holds ${folder.count} files, more than ${RESUME_FILES_PER_JOB}`;
  }
  const account = await withinLimit(bucket, [`resumes/${upload.uid}/`, `profileResumes/${upload.uid}/`], upload.name, RESUME_FILES_PER_ACCOUNT);
  if (!account.ok) return `the account holds ${account.count} files, more than ${RESUME_FILES_PER_ACCOUNT}`;
  return null;
}

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
 * already points at it: that application then shows no resume. The checks
 * name the generation they judged, so a file replaced meanwhile is judged by
 * its own run.
 */
export const checkResume = onObjectFinalized({ region: 'asia-south1', memory: '512MiB' }, async (event) => {
  const { name, contentType, size, generation, metadata } = event.data;
  const job = JOB_RESUME.exec(name ?? '');
  const profile = job ? null : PROFILE_RESUME.exec(name ?? '');
  if (!name || (!job && !profile)) return;
  const upload: Upload = {
    name,
    uid: (job ?? profile)![1]!,
    jobId: job ? job[2]! : null,
    fileName: job ? job[3]! : 'resume',
    contentType: contentType ?? '',
    size: Number(size),
    generation: String(generation),
    label: (metadata?.fileName as string | undefined) ?? (job ? job[3]! : 'resume'),
  };
  const bucket = resumeBucket();
  const file = bucket.file(name);
  const precondition = { ifGenerationMatch: Number(upload.generation) };

  let problem: string | null;
  try {
    problem = await problemOf(bucket, upload);
  } catch (error) {
    // Gone already (replaced or deleted): the next generation has its own run.
    log.warn('Could not read an upload to check it', { path: name, reason: String(error) });
    return;
  }
  try {
    if (problem) {
      await file.delete({ ignoreNotFound: true, ...precondition });
      log.warn('Deleted an upload that is not a resume we keep', { path: name, contentType, reason: problem });
      return;
    }
    await file.setMetadata(
      { contentDisposition: resumeContentDisposition(upload.label, upload.contentType), metadata: { [RESUME_CHECK_KEY]: RESUME_CHECK_PASSED } },
      precondition,
    );
  } catch (error) {
    // A precondition failure: replaced since; its own run judges the new bytes.
    log.warn('An upload changed while it was checked', { path: name, reason: String(error) });
  }
});
