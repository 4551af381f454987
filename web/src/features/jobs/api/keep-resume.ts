/**
 * "Keep this resume for my next applications": after an application made with
 * an uploaded file, the same file becomes the profile resume (Profile's own
 * save, lib/entities/profile-resume.ts), so the next apply and an accepted
 * invitation use it. It is uploaded again: the client cannot copy a Storage
 * object, and the application's own file stays in the job's folder.
 */
import { invalidateReads } from '../../../lib/data/use-read';
import { saveProfileResume } from '../../../lib/entities/profile-resume';
import { PROFILE_RESUME_READS } from '../../../lib/entities/use-profile-resume';

/** Whether the file is now the profile resume; every open read of it reads again. */
export async function keepAsProfileResume(uid: string, file: File): Promise<boolean> {
  const saved = await saveProfileResume(uid, file);
  if (!saved.ok) return false;
  invalidateReads(PROFILE_RESUME_READS);
  return true;
}
