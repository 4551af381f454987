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
import type { resumeBucket } from './firebase';

type Bucket = ReturnType<typeof resumeBucket>;

const JOB_RESUME = /^resumes\/([^/]+)\/([^/]+)\/([^/]+)$/;
const PROFILE_RESUME = /^profileResumes\/([^/]+)\/(resume)$/;

/** One stored generation of a file under resumes/ or profileResumes/, as the check judges it. */
export interface StoredResume {
  name: string;
  uid: string;
  jobId: string | null;
  fileName: string;
  contentType: string;
  size: number;
  generation: string;
  /** The name its attachment suggests: the profile resume's shown fileName, else the stored name. */
  label: string;
}

/** The facts of a stored object, or null for a path that holds no resume (left alone). */
export function storedResumeOf(object: {
  name?: string;
  contentType?: string;
  size?: string | number;
  generation?: string | number;
  metadata?: Record<string, unknown> | null;
}): StoredResume | null {
  const name = object.name ?? '';
  const job = JOB_RESUME.exec(name);
  const profile = job ? null : PROFILE_RESUME.exec(name);
  const match = job ?? profile;
  if (!match) return null;
  const fileName = job ? job[3]! : 'resume';
  const shown = object.metadata?.fileName;
  return {
    name,
    uid: match[1]!,
    jobId: job ? job[2]! : null,
    fileName,
    contentType: object.contentType ?? '',
    size: Number(object.size),
    generation: String(object.generation),
    label: typeof shown === 'string' && shown ? shown : fileName,
  };
}

/**
 * Whether `name` is among the first `limit` files under the prefixes, oldest
 * first: an upload beyond the limit is the one deleted, so a burst of
 * uploads keeps the earliest and never empties the folder.
 */
async function withinLimit(bucket: Bucket, prefixes: string[], name: string, limit: number): Promise<{ ok: boolean; count: number }> {
  const lists = await Promise.all(prefixes.map((prefix) => bucket.getFiles({ prefix })));
  const files = lists.flatMap(([list]) => list);
  if (files.length <= limit) return { ok: true, count: files.length };
  const order = files
    .map((file) => ({ name: file.name, created: String(file.metadata.timeCreated ?? '') }))
    .sort((a, b) => a.created.localeCompare(b.created) || a.name.localeCompare(b.name));
  return { ok: order.slice(0, limit).some((file) => file.name === name), count: files.length };
}

/** Why this file is not a resume we keep, or null when it is. */
async function problemOf(bucket: Bucket, file: StoredResume): Promise<string | null> {
  if (file.size > RESUME_MAX_BYTES) return `it is ${file.size} bytes, more than ${RESUME_MAX_BYTES}`;
  if (file.jobId !== null && !resumeNameMatchesType(file.fileName, file.contentType)) return 'its name does not end with its type’s extension';
  // The whole file: a DOCX is judged by its ZIP's central directory, at its end.
  const [bytes] = await bucket.file(file.name, { generation: Number(file.generation) }).download();
  if (!resumeBytesMatch(file.contentType, new Uint8Array(bytes))) return 'its bytes are not a PDF, DOC or DOCX of its content type';
  if (file.jobId !== null) {
    const folder = await withinLimit(bucket, [`resumes/${file.uid}/${file.jobId}/`], file.name, RESUME_FILES_PER_JOB);
    if (!folder.ok) return `the folder holds ${folder.count} files, more than ${RESUME_FILES_PER_JOB}`;
  }
  const account = await withinLimit(bucket, [`resumes/${file.uid}/`, `profileResumes/${file.uid}/`], file.name, RESUME_FILES_PER_ACCOUNT);
  if (!account.ok) return `the account holds ${account.count} files, more than ${RESUME_FILES_PER_ACCOUNT}`;
  return null;
}

/** Storage's answers for a generation gone (404) or replaced (412, the precondition). */
const GONE_OR_CHANGED = new Set<unknown>([404, 412]);

export type CheckOutcome = 'passed' | 'deleted' | 'failed' | 'unreadable' | 'changed';

/**
 * Judges one stored generation (docs/rules.md, the resumes trigger): a file
 * that passes gets the RESUME_CHECK_KEY mark and an attachment
 * Content-Disposition; one that fails is deleted when `deleteFailures`
 * (else only reported: 'failed'). Writes name the generation judged
 * (ifGenerationMatch), so a file replaced meanwhile is left to its own check.
 */
export async function checkStoredResume(bucket: Bucket, file: StoredResume, { deleteFailures }: { deleteFailures: boolean }): Promise<CheckOutcome> {
  const handle = bucket.file(file.name);
  const precondition = { ifGenerationMatch: Number(file.generation) };
  let problem: string | null;
  try {
    problem = await problemOf(bucket, file);
  } catch (error) {
    // Gone already (replaced or deleted): the next generation has its own check. Anything else fails the trigger, which is retried.
    if (!GONE_OR_CHANGED.has((error as { code?: unknown }).code)) throw error;
    log.warn('Could not read a stored resume to check it', { path: file.name, reason: String(error) });
    return 'unreadable';
  }
  try {
    if (problem) {
      if (!deleteFailures) {
        log.warn('A stored file is not a resume we keep', { path: file.name, contentType: file.contentType, reason: problem });
        return 'failed';
      }
      await handle.delete({ ignoreNotFound: true, ...precondition });
      log.warn('Deleted an upload that is not a resume we keep', { path: file.name, contentType: file.contentType, reason: problem });
      return 'deleted';
    }
    await handle.setMetadata(
      { contentDisposition: resumeContentDisposition(file.label, file.contentType), metadata: { [RESUME_CHECK_KEY]: RESUME_CHECK_PASSED } },
      precondition,
    );
    return 'passed';
  } catch (error) {
    // A precondition failure: replaced since; its own check judges the new bytes. Anything else is retried.
    if (!GONE_OR_CHANGED.has((error as { code?: unknown }).code)) throw error;
    log.warn('A stored resume changed while it was checked', { path: file.name, reason: String(error) });
    return 'changed';
  }
}
