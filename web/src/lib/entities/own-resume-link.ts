/** What View does with a resume stored in this site's own bucket (resume-link.ts stays pure: the model tests and the bench import it). */
import { firebaseConfig } from '../firebase/config';
import { resumeAction } from './resume-link';
export function ownResumeAction(resume: string | null | undefined): { kind: 'open'; url: string } | { kind: 'missing' } {
  return resumeAction(resume, firebaseConfig.storageBucket);
}
