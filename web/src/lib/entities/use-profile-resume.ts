/** The resume kept on a job seeker's profile, read once (useRead): Profile shows and changes it, the apply form offers it and may keep a new one. */
import { readProfileResume, type ProfileResume } from './profile-resume';
import { useRead, type Read } from '../data/use-read';

/** Marks every open read of the profile resume stale (`invalidateReads`): the apply form kept a new one. */
export const PROFILE_RESUME_READS = 'profileResume';

export function useProfileResume(uid: string | null): Read<ProfileResume | null> {
  return useRead(uid, uid !== null, readProfileResume, 'Reading the profile resume failed', { tags: [PROFILE_RESUME_READS] });
}
