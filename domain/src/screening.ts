/**
 * Screening questions: an employer asks up to five on a job (yes/no, a
 * number or a short answer), each optionally a must-have; a seeker answers
 * them when applying. Answers are stored with the application as a list in
 * the order of the job's questions. firestore.rules repeat these limits.
 */
import { z } from 'zod';
import { asciiDigits } from './digits.js';
import { FIELD_PROBLEMS, problem } from './problems.js';

export const QUESTION_KINDS = ['yesNo', 'number', 'text'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const SCREENING_LIMITS = {
  questions: 5,
  questionText: 150,
  answerText: 200,
  /** The largest number a question's minimum or a number answer may be. */
  maxNumber: 999_999_999,
} as const;

/** Labels the validation messages name (the validation catalog translates them). */
export const SCREENING_LABELS = {
  question: 'Screening question',
  needed: 'Needed answer',
  answer: 'Answer',
} as const;

/**
 * A question as stored on the job. `needed` is what a must-have needs: the
 * answer (true = Yes) of a yes/no question, the minimum of a number
 * question; null otherwise. A must-have short answer needs only to be
 * answered, so its `needed` is null too.
 */
export interface ScreeningQuestion {
  kind: QuestionKind;
  text: string;
  mustHave: boolean;
  needed: boolean | number | null;
}
export type ScreeningAnswer = boolean | number | string;

const wholeNumber = (label: string) =>
  z
    .number({ message: problem('validation.outOfRange', { label, min: 0, max: SCREENING_LIMITS.maxNumber }) })
    .int(problem('validation.outOfRange', { label, min: 0, max: SCREENING_LIMITS.maxNumber }))
    .min(0, problem('validation.outOfRange', { label, min: 0, max: SCREENING_LIMITS.maxNumber }))
    .max(SCREENING_LIMITS.maxNumber, problem('validation.outOfRange', { label, min: 0, max: SCREENING_LIMITS.maxNumber }));

export const screeningQuestionSchema = z
  .object({
    kind: z.enum(QUESTION_KINDS, { message: FIELD_PROBLEMS.invalidChoice(SCREENING_LABELS.question) }),
    text: z
      .string({ message: FIELD_PROBLEMS.required(SCREENING_LABELS.question) })
      .trim()
      .min(1, FIELD_PROBLEMS.required(SCREENING_LABELS.question))
      .max(SCREENING_LIMITS.questionText, FIELD_PROBLEMS.tooLong(SCREENING_LABELS.question, SCREENING_LIMITS.questionText)),
    mustHave: z.boolean().default(false),
    needed: z
      .union([z.boolean(), wholeNumber(SCREENING_LABELS.needed)])
      .nullable()
      .default(null),
  })
  .strict()
  .superRefine((question, ctx) => {
    if (!question.mustHave) return;
    if (question.kind === 'yesNo' && typeof question.needed !== 'boolean')
      ctx.addIssue({ code: 'custom', path: ['needed'], message: FIELD_PROBLEMS.required(SCREENING_LABELS.needed) });
    if (question.kind === 'number' && typeof question.needed !== 'number')
      ctx.addIssue({ code: 'custom', path: ['needed'], message: FIELD_PROBLEMS.required(SCREENING_LABELS.needed) });
  })
  // Only a must-have yes/no or number question keeps a needed answer.
  .transform((question): ScreeningQuestion => ({ ...question, needed: question.mustHave && question.kind !== 'text' ? question.needed : null }));

export const screeningQuestionsSchema = z
  .array(screeningQuestionSchema)
  .max(SCREENING_LIMITS.questions, problem('validation.tooMany', { label: SCREENING_LABELS.question, max: SCREENING_LIMITS.questions }))
  .default([]);

/** Questions as read from a stored job: absent (a job posted before them) or malformed reads as none (questionsOf). */
export const storedScreeningQuestionsSchema = z.array(screeningQuestionSchema).optional().catch(undefined);

/** A job's questions: none for a job posted before screening questions. */
export const questionsOf = (job: { screeningQuestions?: readonly ScreeningQuestion[] | undefined }): readonly ScreeningQuestion[] =>
  job.screeningQuestions ?? [];

/**
 * The questions an application is judged and shown against: the copy it
 * stored when it was made (so an edit of the job's questions afterwards moves
 * no answer under new words and changes no must-have), else, for an
 * application made before applications kept them, the job's questions now.
 */
export function questionsAnswered(
  application: { questions?: readonly ScreeningQuestion[] | undefined },
  jobQuestions: readonly ScreeningQuestion[],
): readonly ScreeningQuestion[] {
  return application.questions ?? jobQuestions;
}

/** Answers as an application carries them (checked against the job's questions by readAnswers). */
export const answersShapeSchema = z.array(z.union([z.boolean(), z.number(), z.string().max(SCREENING_LIMITS.answerText * 2)])).max(SCREENING_LIMITS.questions);

/** One answer as typed or sent: yes/no as true/false or "yes"/"no", a number as a number or its digits. */
function readAnswer(question: ScreeningQuestion, raw: unknown): { answer: ScreeningAnswer } | { problem: string } {
  const missing = { problem: problem('validation.answerRequired') };
  if (question.kind === 'yesNo') {
    if (typeof raw === 'boolean') return { answer: raw };
    if (raw === 'yes' || raw === 'no') return { answer: raw === 'yes' };
    return missing;
  }
  if (question.kind === 'number') {
    const text = typeof raw === 'string' ? raw.trim() : raw;
    if (text === '' || text === undefined || text === null) return missing;
    // A Marathi or Hindi keyboard types ३ for 3: digits of either script, mixed too, are the same number.
    const digits = typeof text === 'string' ? asciiDigits(text) : text;
    const value = typeof digits === 'string' && /^\d+$/.test(digits) ? Number(digits) : digits;
    if (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= SCREENING_LIMITS.maxNumber) return { answer: value };
    return { problem: problem('validation.outOfRange', { label: SCREENING_LABELS.answer, min: 0, max: SCREENING_LIMITS.maxNumber }) };
  }
  if (typeof raw !== 'string' || raw.trim() === '') return missing;
  if (raw.trim().length > SCREENING_LIMITS.answerText) return { problem: FIELD_PROBLEMS.tooLong(SCREENING_LABELS.answer, SCREENING_LIMITS.answerText) };
  return { answer: raw.trim() };
}

/**
 * Reads a seeker's answers to a job's questions: one per question, in order,
 * each of its question's type. Problems come keyed by the question's index.
 */
export function readAnswers(
  questions: readonly ScreeningQuestion[],
  raw: readonly unknown[],
): { ok: true; answers: ScreeningAnswer[] } | { ok: false; problems: Record<number, string> } {
  const answers: ScreeningAnswer[] = [];
  const problems: Record<number, string> = {};
  questions.forEach((question, index) => {
    const read = readAnswer(question, raw[index]);
    if ('answer' in read) answers.push(read.answer);
    else problems[index] = read.problem;
  });
  if (raw.length > questions.length) problems[questions.length] = problem('validation.tooManyAnswers');
  return Object.keys(problems).length ? { ok: false, problems } : { ok: true, answers };
}

/** Whether one answer meets its question's must-have (a question that is not one is always met). */
export function meetsMustHave(question: ScreeningQuestion, answer: ScreeningAnswer | undefined): boolean {
  if (!question.mustHave) return true;
  if (question.kind === 'yesNo') return typeof answer === 'boolean' && answer === question.needed;
  if (question.kind === 'number') return typeof answer === 'number' && answer >= (typeof question.needed === 'number' ? question.needed : 0);
  return typeof answer === 'string' && answer.trim() !== '';
}

/**
 * Whether an application meets all of its job's must-haves. An application
 * without answers (an old client's) meets none: it is "Not answered".
 */
export function meetsAllMustHaves(questions: readonly ScreeningQuestion[], answers: readonly ScreeningAnswer[] | undefined): boolean {
  return questions.every((question, index) => meetsMustHave(question, answers?.[index]));
}

/** The answer to the question at index if it is of the question's type; undefined reads as "Not answered". */
export function answerAt(questions: readonly ScreeningQuestion[], answers: readonly ScreeningAnswer[] | undefined, index: number): ScreeningAnswer | undefined {
  const question = questions[index];
  const answer = answers?.[index];
  if (!question || answer === undefined) return undefined;
  const type = question.kind === 'yesNo' ? 'boolean' : question.kind === 'number' ? 'number' : 'string';
  return typeof answer === type ? answer : undefined;
}
