/**
 * The Post a Job draft, as pure data: what is kept on the
 * device per employer (localStorage, keyed by uid) until the job is posted or
 * the draft discarded, how it is read back, and whether the form holds
 * changes worth a warning before leaving. No React, no storage here.
 */
import { QUESTION_KINDS, SCREENING_LIMITS } from '@jobsearch/domain/screening';
import { FORM_FIELDS, initialJobForm, type FormValues, type JobFormState } from './job-form';
import type { QuestionDraft } from './questions';

export const DRAFT_VERSION = 1;

/** The localStorage key of an employer's draft. */
export function draftKey(uid: string): string {
  return `jobsearch.postJobDraft.${uid}`;
}

/** What the form shows: the field values, the typed Degree and City text and the screening questions as typed. */
export type FormContent = Pick<JobFormState, 'values' | 'degreeText' | 'cityText' | 'questions'>;

interface StoredDraft {
  v: typeof DRAFT_VERSION;
  values: FormValues;
  degreeText: string;
  cityText: string;
  /** Absent in a draft stored before screening questions: none. */
  questions?: QuestionDraft[];
}

/** Longest text a stored draft may hold in one field (the description's limit, with room). */
const MAX_TEXT = 10_000;

export function contentOf(state: FormContent): FormContent {
  return { values: state.values, degreeText: state.degreeText, cityText: state.cityText, questions: state.questions };
}

/** Whether the form holds anything typed at all. */
export function hasContent(state: FormContent): boolean {
  return (
    FORM_FIELDS.some((field) => state.values[field].trim() !== '') ||
    state.degreeText.trim() !== '' ||
    state.cityText.trim() !== '' ||
    state.questions.some((question) => question.text.trim() !== '')
  );
}

/** The draft to store, or null when the form is empty (the draft is removed). */
export function serialiseDraft(state: FormContent): string | null {
  if (!hasContent(state)) return null;
  const draft: StoredDraft = { v: DRAFT_VERSION, ...contentOf(state) };
  return JSON.stringify(draft);
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_TEXT;

/** The stored questions as typed; null when malformed. */
function parseQuestions(stored: unknown): QuestionDraft[] | null {
  if (stored === undefined) return [];
  if (!Array.isArray(stored) || stored.length > SCREENING_LIMITS.questions) return null;
  const questions: QuestionDraft[] = [];
  for (const item of stored as unknown[]) {
    if (typeof item !== 'object' || item === null) return null;
    const { kind, text, mustHave, needed } = item as Record<string, unknown>;
    if (!QUESTION_KINDS.includes(kind as QuestionDraft['kind']) || !isText(text) || typeof mustHave !== 'boolean' || !isText(needed)) return null;
    questions.push({ kind: kind as QuestionDraft['kind'], text, mustHave, needed });
  }
  return questions;
}

/**
 * The form from a stored draft; null for none, for a draft of another version
 * or for anything malformed (a hand-edited or corrupted entry never breaks the page).
 */
export function parseDraft(text: string | null): JobFormState | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const draft = data as Partial<Record<keyof StoredDraft, unknown>>;
  if (draft.v !== DRAFT_VERSION || typeof draft.values !== 'object' || draft.values === null) return null;
  const stored = draft.values as Record<string, unknown>;
  const values = {} as FormValues;
  for (const field of FORM_FIELDS) {
    const value = stored[field] ?? '';
    if (!isText(value)) return null;
    values[field] = value;
  }
  const degreeText = draft.degreeText ?? values.degree;
  const cityText = draft.cityText ?? values.city;
  const questions = parseQuestions(draft.questions);
  if (!isText(degreeText) || !isText(cityText) || questions === null) return null;
  const state = { ...initialJobForm(), values, degreeText, cityText, questions };
  return hasContent(state) ? state : null;
}

/** Whether the form differs from what it started as (empty, the draft, or the job being edited). */
export function isDirty(state: FormContent, baseline: FormContent): boolean {
  return (
    JSON.stringify(state.questions) !== JSON.stringify(baseline.questions) ||
    FORM_FIELDS.some((field) => state.values[field] !== baseline.values[field]) ||
    state.degreeText !== baseline.degreeText ||
    state.cityText !== baseline.cityText
  );
}
