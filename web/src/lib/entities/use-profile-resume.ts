/** The resume kept on a job seeker's profile, read once (useRead): Profile shows and changes it, the apply form offers it. */
import { readProfileResume, type ProfileResume } from './profile-resume';
import { useRead, type Read } from '../data/use-read';

export function useProfileResume(uid: string | null): Read<ProfileResume | null> {
  return useRead(uid, uid !== null, readProfileResume, 'Reading the profile resume failed');
}
