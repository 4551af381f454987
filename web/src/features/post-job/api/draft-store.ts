/**
 * The Post a Job draft on this device: localStorage, one entry per employer
 * (model/draft.ts says what is stored). Storage that is full, blocked or
 * private-mode limited only means no draft: it never breaks the form.
 */
import { draftKey, parseDraft, serialiseDraft, type FormContent } from '../model/draft';
import type { JobFormState } from '../model/job-form';

export function loadDraft(uid: string): JobFormState | null {
  try {
    return parseDraft(window.localStorage.getItem(draftKey(uid)));
  } catch {
    return null;
  }
}

export function saveDraft(uid: string, content: FormContent): void {
  try {
    const text = serialiseDraft(content);
    if (text === null) window.localStorage.removeItem(draftKey(uid));
    else window.localStorage.setItem(draftKey(uid), text);
  } catch (error) {
    console.warn('The Post a Job draft could not be saved on this device', error);
  }
}

export function clearDraft(uid: string): void {
  try {
    window.localStorage.removeItem(draftKey(uid));
  } catch {
    // Nothing stored, nothing to clear.
  }
}
