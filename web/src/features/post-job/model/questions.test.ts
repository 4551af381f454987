import { screeningQuestionsSchema } from '@jobsearch/domain/screening';
import { describe, expect, it } from 'vitest';
import { canAddQuestion, changeQuestion, draftsFromJob, firstInvalidQuestion, newQuestion, questionsFromDrafts } from './questions';

describe('screening question drafts', () => {
  it('become the questions the schema stores, and come back from a stored job', () => {
    const drafts = [
      { ...newQuestion(), text: 'Certificate?', mustHave: true, needed: 'no' },
      { kind: 'number' as const, text: 'Years?', mustHave: true, needed: '3' },
      { kind: 'text' as const, text: 'Tools?', mustHave: true, needed: '' },
    ];
    const stored = screeningQuestionsSchema.parse(questionsFromDrafts(drafts));
    expect(stored.map((q) => q.needed)).toEqual([false, 3, null]);
    expect(draftsFromJob({ screeningQuestions: stored })).toEqual(drafts);
    expect(draftsFromJob({})).toEqual([]);
  });

  it('a minimum that is not a number is refused by the schema, not silently dropped', () => {
    const parsed = screeningQuestionsSchema.safeParse(questionsFromDrafts([{ kind: 'number', text: 'Years?', mustHave: true, needed: 'two' }]));
    expect(parsed.success).toBe(false);
  });

  it('a new kind starts its needed answer afresh; at most five', () => {
    const [changed] = changeQuestion([{ ...newQuestion(), needed: 'no' }], 0, { kind: 'number' });
    expect(changed).toMatchObject({ kind: 'number', needed: '' });
    expect(canAddQuestion(Array(4).fill(newQuestion()))).toBe(true);
    expect(canAddQuestion(Array(5).fill(newQuestion()))).toBe(false);
  });
});

describe('the first invalid question', () => {
  it('is the earliest question’s text before its needed answer', () => {
    expect(firstInvalidQuestion({ 'screeningQuestions.2.text': 'x', 'screeningQuestions.1.needed': 'y', 'screeningQuestions.1.text': 'z' })).toBe(
      'screening-question-1-text',
    );
    expect(firstInvalidQuestion({ companyName: 'x' })).toBeNull();
  });
});
