/**
 * The screening questions of the Post a Job form as typed: each a kind, its
 * text, whether it is a must-have and the needed answer as text ('yes'/'no'
 * for a yes/no question, digits for a number's minimum). The domain schema
 * checks what they become (screeningQuestionSchema).
 */
import { asciiDigits } from '@jobsearch/domain/digits';
import { SCREENING_LIMITS, type QuestionKind, type ScreeningQuestion } from '@jobsearch/domain/screening';

export interface QuestionDraft {
  kind: QuestionKind;
  text: string;
  mustHave: boolean;
  needed: string;
}

export const newQuestion = (): QuestionDraft => ({ kind: 'yesNo', text: '', mustHave: false, needed: 'yes' });

export const canAddQuestion = (drafts: readonly QuestionDraft[]) => drafts.length < SCREENING_LIMITS.questions;

/** A question's draft field changed; a new kind starts its needed answer afresh. */
export function changeQuestion(drafts: readonly QuestionDraft[], index: number, change: Partial<QuestionDraft>): QuestionDraft[] {
  return drafts.map((draft, i) => {
    if (i !== index) return draft;
    const next = { ...draft, ...change };
    if (change.kind && change.kind !== draft.kind) next.needed = change.kind === 'yesNo' ? 'yes' : '';
    return next;
  });
}

/** What the schema reads: the needed answer only for a must-have yes/no or number question. */
export function questionsFromDrafts(drafts: readonly QuestionDraft[]): unknown[] {
  return drafts.map(({ kind, text, mustHave, needed }) => {
    if (!mustHave || kind === 'text') return { kind, text, mustHave, needed: null };
    if (kind === 'yesNo') return { kind, text, mustHave, needed: needed === 'yes' };
    // Digits of a Marathi or Hindi keyboard (३) are the same number as 0-9.
    const typed = asciiDigits(needed.trim());
    return { kind, text, mustHave, needed: /^\d+$/.test(typed) ? Number(typed) : typed === '' ? null : needed };
  });
}

/** The drafts of a stored job's questions (Edit, Post again). */
export function draftsFromJob(job: Readonly<Record<string, unknown>>): QuestionDraft[] {
  const stored = Array.isArray(job.screeningQuestions) ? (job.screeningQuestions as ScreeningQuestion[]) : [];
  return stored.map(({ kind, text, mustHave, needed }) => ({
    kind,
    text,
    mustHave,
    needed: typeof needed === 'boolean' ? (needed ? 'yes' : 'no') : typeof needed === 'number' ? String(needed) : kind === 'yesNo' ? 'yes' : '',
  }));
}

/** The control of a question's field (the editor's ids): focus moves there when it is the first invalid one. */
export const questionControlId = (index: number, field: 'text' | 'needed') => `screening-question-${index}-${field}`;

/** The first invalid question control, by the schema's error keys (`screeningQuestions.1.needed`), or null. */
export function firstInvalidQuestion(errors: Readonly<Record<string, string | undefined>>): string | null {
  const found = Object.keys(errors)
    .map((key) => /^screeningQuestions\.(\d+)\.(text|needed)$/.exec(key))
    .filter((match): match is RegExpExecArray => match !== null && Boolean(errors[match[0]]))
    .sort((a, b) => Number(a[1]) - Number(b[1]) || (a[2] === 'text' ? -1 : 1))[0];
  return found ? questionControlId(Number(found[1]), found[2] as 'text' | 'needed') : null;
}
