import { describe, expect, it } from 'vitest';
import { jobInputSchema } from '../src/schemas';
import { answerAt, meetsAllMustHaves, readAnswers, screeningQuestionsSchema, type ScreeningQuestion } from '../src/screening';

const welding: ScreeningQuestion = { kind: 'yesNo', text: 'Do you hold a welding certificate?', mustHave: true, needed: true };
const years: ScreeningQuestion = { kind: 'number', text: 'Years of welding?', mustHave: true, needed: 2 };
const tools: ScreeningQuestion = { kind: 'text', text: 'Which tools do you own?', mustHave: false, needed: null };
const QUESTIONS = [welding, years, tools];

describe('screening questions', () => {
  it('accepts up to five, keeping a needed answer only on a must-have yes/no or number question', () => {
    const parsed = screeningQuestionsSchema.parse([
      { kind: 'yesNo', text: ' Own a bike? ', mustHave: false, needed: true },
      { kind: 'text', text: 'Tell us more', mustHave: true, needed: 4 },
      { kind: 'number', text: 'Age', mustHave: true, needed: 18 },
    ]);
    expect(parsed.map((q) => q.needed)).toEqual([null, null, 18]);
    expect(parsed[0]!.text).toBe('Own a bike?');
  });

  it('refuses a sixth question, an empty text, an unknown kind and a must-have without its needed answer', () => {
    const one = { kind: 'text', text: 'Q' };
    expect(screeningQuestionsSchema.safeParse(Array(6).fill(one)).success).toBe(false);
    expect(screeningQuestionsSchema.safeParse([{ kind: 'text', text: '  ' }]).success).toBe(false);
    expect(screeningQuestionsSchema.safeParse([{ kind: 'essay', text: 'Q' }]).success).toBe(false);
    expect(screeningQuestionsSchema.safeParse([{ kind: 'yesNo', text: 'Q', mustHave: true }]).success).toBe(false);
    expect(screeningQuestionsSchema.safeParse([{ kind: 'number', text: 'Q', mustHave: true, needed: -1 }]).success).toBe(false);
  });

  it('is optional on a job: an old client posts without questions', () => {
    const job = {
      companyName: 'A',
      jobShift: 'Day',
      jobType: 'Full-time',
      salary: '10000 - 20000',
      state: 'Maharashtra',
      city: 'Pune',
      location: 'X',
      experience: '1',
    };
    expect(jobInputSchema.parse(job).screeningQuestions).toEqual([]);
  });
});

describe('answers', () => {
  it('reads typed answers and form text alike, one per question', () => {
    expect(readAnswers(QUESTIONS, [true, 3, ' Grinder '])).toEqual({ ok: true, answers: [true, 3, 'Grinder'] });
    expect(readAnswers(QUESTIONS, ['no', '4', 'Torch'])).toEqual({ ok: true, answers: [false, 4, 'Torch'] });
  });

  it('names each missing or wrong answer by its index', () => {
    const read = readAnswers(QUESTIONS, ['maybe', 'two', '']);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(Object.keys(read.problems)).toEqual(['0', '1', '2']);
    const extra = readAnswers([tools], ['a', 'b']);
    expect(extra.ok).toBe(false);
    expect(readAnswers(QUESTIONS, [true, 1.5, 'x']).ok).toBe(false);
    expect(readAnswers([tools], ['x'.repeat(201)]).ok).toBe(false);
  });

  it('meets all must-haves only with the needed yes, at least the minimum and any short answer', () => {
    expect(meetsAllMustHaves(QUESTIONS, [true, 2, ''])).toBe(true);
    expect(meetsAllMustHaves(QUESTIONS, [false, 5, 'x'])).toBe(false);
    expect(meetsAllMustHaves(QUESTIONS, [true, 1, 'x'])).toBe(false);
    const mustAnswer: ScreeningQuestion = { ...tools, mustHave: true };
    expect(meetsAllMustHaves([mustAnswer], ['x'])).toBe(true);
    expect(meetsAllMustHaves([mustAnswer], [''])).toBe(false);
  });

  it('an application without answers meets no must-have, and a job without must-haves is met by anyone', () => {
    expect(meetsAllMustHaves(QUESTIONS, undefined)).toBe(false);
    expect(meetsAllMustHaves([tools], undefined)).toBe(true);
    expect(meetsAllMustHaves([], undefined)).toBe(true);
  });

  it('reads an answer of the wrong type as not answered', () => {
    expect(answerAt(QUESTIONS, [true, '3'], 1)).toBeUndefined();
    expect(answerAt(QUESTIONS, [true, 3], 1)).toBe(3);
    expect(answerAt(QUESTIONS, undefined, 0)).toBeUndefined();
  });
});
