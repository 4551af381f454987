/**
 * The one resume a job seeker keeps on their profile:
 * Storage `profileResumes/{uid}/resume` (storage.rules: its seeker uploads,
 * replaces and removes it; no employer reads it). Its original file name rides
 * along as custom metadata, so Profile and the apply form can say "cv.pdf".
 * Shared by Profile (upload, replace, remove) and the apply form (offer it).
 */
import { problem } from '@jobsearch/domain/problems';
import { profileResumePath } from '@jobsearch/domain/pipeline';
import { resumeContentType, resumeFileProblem, RESUME_CONTENT_TYPES } from '@jobsearch/domain/helpers';
import { deleteObject, getDownloadURL, getMetadata, ref, uploadBytes } from 'firebase/storage';
import { resumeContentDisposition, resumeStoredName } from '@jobsearch/domain/resume-file';
import { storage } from '../firebase/storage';

export interface ProfileResume {
  fileName: string;
  contentType: string;
  size: number;
  updated: string;
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'storage/object-not-found';
}

/** The name to show: the uploaded file's own, else 'resume' with the type's extension. */
export function profileResumeName(customName: string | undefined, contentType: string): string {
  return customName || `resume${(RESUME_CONTENT_TYPES as Record<string, string>)[contentType] ?? ''}`;
}

/** The saved resume's facts, or null when the profile has none. */
export async function readProfileResume(uid: string): Promise<ProfileResume | null> {
  try {
    const meta = await getMetadata(ref(storage, profileResumePath(uid)));
    const contentType = meta.contentType ?? '';
    return { fileName: profileResumeName(meta.customMetadata?.fileName, contentType), contentType, size: meta.size, updated: meta.updated };
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** The saved resume's download link (Download my data), or null when there is none. */
export async function profileResumeLink(uid: string): Promise<string | null> {
  try {
    return await getDownloadURL(ref(storage, profileResumePath(uid)));
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/**
 * Saves (or replaces) the profile resume after the apply upload's checks (PDF,
 * DOC or DOCX, 5 MB): the problem (a code the screen writes in the chosen language), or null once stored.
 */
export async function saveProfileResume(uid: string, file: File): Promise<{ ok: true; resume: ProfileResume } | { ok: false; message: string }> {
  const refused = resumeFileProblem(file);
  if (refused) return { ok: false, message: refused };
  const contentType = resumeContentType(file);
  try {
    // Shown under the chosen name with its type's extension, served as an attachment (storage.rules require both).
    const fileName = resumeStoredName(file.name, contentType);
    const result = await uploadBytes(ref(storage, profileResumePath(uid)), file, {
      contentType,
      contentDisposition: resumeContentDisposition(fileName, contentType),
      customMetadata: { fileName },
    });
    return { ok: true, resume: { fileName, contentType, size: result.metadata.size, updated: result.metadata.updated } };
  } catch (error) {
    console.error('Saving the profile resume failed', error);
    return { ok: false, message: problem('profile.resumeUploadFailed') };
  }
}

/** Removes the profile resume (already gone counts as removed). Applications keep their own copies. */
export async function removeProfileResume(uid: string): Promise<void> {
  try {
    await deleteObject(ref(storage, profileResumePath(uid)));
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
}
