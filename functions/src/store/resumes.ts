import { LIMITS, RESUME_CONTENT_TYPES, RESUME_CHECK_KEY, RESUME_CHECK_PASSED, type ApplicationWithId } from '@jobsearch/domain';
import { log } from '../log';
import { faultPoint } from '../integrity/faults';
import { db, defaultBucketName, resumeBucket, storageAvailable } from './firebase';

const PRODUCTION_HOST = 'firebasestorage.googleapis.com';

/** Hosts whose download URLs name our bucket: production, and the Storage emulator only when it runs. */
function storageHosts(): Set<string> {
  const hosts = new Set([PRODUCTION_HOST]);
  const emulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  if (emulator) {
    const port = emulator.split(':').pop();
    for (const name of ['127.0.0.1', 'localhost']) hosts.add(`${name}:${port}`);
    hosts.add(emulator);
  }
  return hosts;
}

/**
 * The Storage path behind a download URL (`/v0/b/<bucket>/o/<encoded path>`),
 * kept only when the file is in our bucket at `resumes/{uid}/{jobId}/{file}`,
 * the applicant's own upload for this job, named .pdf, .doc or .docx (the
 * path storage.rules and firestore.rules expect); anything else gives '', and
 * the API refuses it.
 */
export function resumePathFromUrl(downloadUrl: string, applicantId: string, jobId: string): string {
  let url: URL;
  try {
    url = new URL(downloadUrl);
  } catch {
    return '';
  }
  if (!storageHosts().has(url.host)) return '';
  const match = /^\/v0\/b\/([^/]+)\/o\/([^/]+)$/.exec(url.pathname);
  if (!match?.[1] || !match[2]) return '';
  let bucket: string, path: string;
  try {
    bucket = decodeURIComponent(match[1]);
    path = decodeURIComponent(match[2]);
  } catch {
    return '';
  }
  if (bucket !== defaultBucketName()) return '';
  const folder = `resumes/${applicantId}/${jobId}/`;
  const fileName = path.startsWith(folder) ? path.slice(folder.length) : '';
  const named = Object.values(RESUME_CONTENT_TYPES).some((extension) => fileName.endsWith(extension));
  return /^[^/]+$/.test(fileName) && named && path.length <= LIMITS.path ? path : '';
}

/**
 * Deletes resume files (already gone is fine). A failure throws, after every
 * file was tried: the caller's invocation fails and is retried, and callers
 * delete the files before the records that name them, so a retry finds them again.
 */
export async function deleteResumeFiles(paths: string[]): Promise<number> {
  if (!storageAvailable || paths.length === 0) return 0;
  await faultPoint('deleteResumeFiles', () => db);
  const bucket = resumeBucket();
  const results = await Promise.allSettled(paths.map((path) => bucket.file(path).delete({ ignoreNotFound: true })));
  const failed = results.filter((r) => r.status === 'rejected');
  if (failed.length) {
    log.error('Some resume files could not be deleted', { failed: failed.length, reason: String((failed[0] as PromiseRejectedResult).reason) });
    throw (failed[0] as PromiseRejectedResult).reason;
  }
  return results.length;
}

/**
 * Deletes a job seeker's whole resume folder `resumes/{uid}/` and the resume
 * kept on their profile. A failure throws (the cascade is retried; a prefix
 * delete needs no record, so a retry finds whatever is left).
 */
export async function deleteResumeFolder(uid: string): Promise<void> {
  if (!storageAvailable) return;
  await faultPoint('deleteResumeFolder', () => db);
  for (const prefix of [`resumes/${uid}/`, `profileResumes/${uid}/`]) {
    try {
      await resumeBucket().deleteFiles({ prefix, force: true });
    } catch (error) {
      log.error('The resume folder could not be deleted', { uid, prefix, reason: String(error) });
      throw error;
    }
  }
}

/** The download URL of a path with this token, as getDownloadURL() gives it (the emulator's host when it runs). */
export function downloadUrlOf(bucket: string, path: string, token: string): string {
  const emulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  const origin = emulator ? `http://${emulator.replace(/^https?:\/\//, '')}` : `https://${PRODUCTION_HOST}`;
  return `${origin}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
}

/**
 * The employer's links to applicants' resumes, by application id: built from
 * each application's resumePath in our bucket (never the stored URL), and
 * only for a file the resumes trigger passed (its RESUME_CHECK_KEY mark),
 * as storage.rules let the employer read it; '' for a file missing, not
 * checked yet, or failed. One metadata read per application of the page.
 */
export async function checkedResumeLinks(applications: ApplicationWithId[]): Promise<Map<string, string>> {
  const links = new Map<string, string>();
  if (!storageAvailable) return links;
  const bucket = resumeBucket();
  await Promise.all(
    applications.map(async (application) => {
      const path = application.resumePath ?? '';
      if (!path.startsWith(`resumes/${application.applicantId}/${application.jobId}/`)) return;
      try {
        const [metadata] = await bucket.file(path).getMetadata();
        const token = String(metadata.metadata?.firebaseStorageDownloadTokens ?? '').split(',')[0];
        if (metadata.metadata?.[RESUME_CHECK_KEY] === RESUME_CHECK_PASSED && token) links.set(application.id, downloadUrlOf(bucket.name, path, token));
      } catch {
        // Missing (deleted as not a resume, or with its account): no link.
      }
    }),
  );
  return links;
}
