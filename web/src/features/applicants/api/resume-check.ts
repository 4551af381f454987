/**
 * Whether the employer may open an applicant's resume yet. storage.rules let
 * the employer read a file only once the resumes trigger passed its bytes (its
 * resumeCheck mark), so asking Storage for its metadata, through the rules,
 * says: passed, still being checked (refused), or gone (deleted as not a
 * resume, or never there). Loaded on the first View: the Storage SDK stays
 * out of the page's first load.
 */
import { getMetadata, ref } from 'firebase/storage';
import { storage } from '../../../lib/firebase/storage';

export type ResumeCheck = 'passed' | 'checking' | 'missing';

export async function resumeCheck(resumePath: string): Promise<ResumeCheck> {
  if (!resumePath) return 'missing';
  try {
    await getMetadata(ref(storage, resumePath));
    return 'passed';
  } catch (error) {
    const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : '';
    if (code === 'storage/unauthorized') return 'checking';
    if (code !== 'storage/object-not-found') console.warn('Could not ask Storage about a resume', error);
    return 'missing';
  }
}
