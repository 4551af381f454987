// Files as the apply flow leaves them in Storage: sample resumes and their
// download URLs.
import { randomUUID } from 'node:crypto';
import { samplePdf as onePagePdf } from '../../scripts/lib/sample-data.mjs';
import { bucket } from './admin';
import { BUCKET_NAME, STORAGE_EMULATOR_HOST } from './emulators';
import { unique } from './unique';

/** A small but real one-page PDF with this text, for resumes. */
export function samplePdf(text = 'Resume of an E2E test applicant'): Buffer {
  return onePagePdf([text]);
}

/** The Storage emulator's download URL of a stored file. */
export function storedFileUrl(path: string, token: string): string {
  return `http://${STORAGE_EMULATOR_HOST}/v0/b/${BUCKET_NAME}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
}

/** A download URL of our bucket in the form the web app's upload gives (no file behind it). */
export function resumeUrl(path: string, bucketName = BUCKET_NAME): string {
  return `https://firebasestorage.googleapis.com/v0/b/${bucketName}/o/${encodeURIComponent(path)}?alt=media&token=${unique('tok')}`;
}

/**
 * Stores a resume as an accepted upload leaves it (a download token, served as
 * an attachment, the resume check passed) and returns its download URL.
 */
export async function storeResume(path: string, bytes: Buffer = samplePdf()): Promise<string> {
  const token = randomUUID();
  await bucket()
    .file(path)
    .save(bytes, {
      contentType: 'application/pdf',
      metadata: { contentType: 'application/pdf', contentDisposition: 'attachment', metadata: { firebaseStorageDownloadTokens: token, resumeCheck: 'passed' } },
    });
  return storedFileUrl(path, token);
}

/** Stores bytes (a tiny PDF by default) at `path` in the project's bucket, with no download token or check mark. */
export const putFile = (path: string, bytes: Buffer = Buffer.from('%PDF-1.4 test')) => bucket().file(path).save(bytes, { contentType: 'application/pdf' });

export const fileExists = async (path: string): Promise<boolean> => (await bucket().file(path).exists())[0];
