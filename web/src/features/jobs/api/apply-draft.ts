/**
 * The apply form's draft in this tab: the answers typed and the resume source
 * chosen, per person and job, in sessionStorage. Back (which closes the job's
 * details and the form with it), a reload or a stray tap then loses nothing:
 * Apply, opened again, starts from it. It goes when the application is sent or
 * the form is cancelled. A chosen file is not kept (a browser cannot give it
 * back), only that a file was the choice. Read back through a schema: a
 * malformed entry is no draft.
 */
import { z } from 'zod';
import type { ResumeSource } from '../model/resume-choice';

export interface ApplyDraft {
  answers: string[];
  source: ResumeSource | null;
}

const draftSchema = z.object({ answers: z.array(z.string()), source: z.enum(['saved', 'made', 'upload']).nullable() });

const keyOf = (uid: string | null, jobId: string) => `jobsearch.applyDraft.${uid ?? ''}.${jobId}`;

export function readApplyDraft(uid: string | null, jobId: string): ApplyDraft | null {
  try {
    const stored = sessionStorage.getItem(keyOf(uid, jobId));
    const parsed = stored ? draftSchema.safeParse(JSON.parse(stored)) : null;
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keeps the draft; one with nothing typed and nothing chosen is removed instead. */
export function saveApplyDraft(uid: string | null, jobId: string, draft: ApplyDraft): void {
  try {
    if (draft.source === null && draft.answers.every((answer) => answer.trim() === '')) sessionStorage.removeItem(keyOf(uid, jobId));
    else sessionStorage.setItem(keyOf(uid, jobId), JSON.stringify(draft));
  } catch {
    // Storage full or refused: the form still works, only without a draft.
  }
}

export function clearApplyDraft(uid: string | null, jobId: string): void {
  try {
    sessionStorage.removeItem(keyOf(uid, jobId));
  } catch {
    // As above.
  }
}
