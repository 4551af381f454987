import { describe, expect, it } from 'vitest';
import { DRAFT_VERSION, contentOf, draftKey, hasContent, isDirty, parseDraft, serialiseDraft } from './draft';
import { FORM_FIELDS, formFromJob, initialJobForm, jobFormReducer, type JobFormAction, type JobFormState } from './job-form';

const typed = (...actions: JobFormAction[]): JobFormState => actions.reduce(jobFormReducer, initialJobForm());
const field = (f: (typeof FORM_FIELDS)[number], value: string): JobFormAction => ({ type: 'field', field: f, value });

describe('the Post a Job draft', () => {
  it('is kept per employer', () => {
    expect(draftKey('uid-1')).not.toBe(draftKey('uid-2'));
    expect(draftKey('uid-1')).toContain('uid-1');
  });

  it('stores nothing for an empty form (the draft is removed)', () => {
    expect(hasContent(initialJobForm())).toBe(false);
    expect(serialiseDraft(initialJobForm())).toBeNull();
    expect(serialiseDraft(typed(field('companyName', '   ')))).toBeNull();
  });

  it('comes back as it was typed: every field, the typed Degree and City text, the cascades intact', () => {
    const form = typed(
      field('companyName', 'Deshmukh Electricals'),
      field('state', 'Maharashtra'),
      { type: 'cityText', text: 'Pun' },
      { type: 'degreeText', text: 'ITI' },
      field('trade', 'Electrician'),
      field('mobileNumber', '+91 98765 43210'),
      { type: 'terms', accepted: true },
    );
    const restored = parseDraft(serialiseDraft(form));
    expect(restored).not.toBeNull();
    expect(contentOf(restored!)).toEqual(contentOf(form));
    expect(restored!.values).toMatchObject({
      companyName: 'Deshmukh Electricals',
      state: 'Maharashtra',
      degree: 'ITI',
      trade: 'Electrician',
      mobileNumber: '+919876543210',
    });
    expect(restored!.cityText).toBe('Pun');
    // Terms, errors and the confirm step are not part of a draft.
    expect(restored!.termsAccepted).toBe(false);
    expect(restored!.confirming).toBe(false);
  });

  it('keeps the screening questions as typed; a draft stored before them has none, a malformed one is ignored', () => {
    const question = { kind: 'number', text: 'Years of welding?', mustHave: true, needed: '2' } as const;
    const form = typed(field('companyName', 'Acme'), { type: 'questions', questions: [question] });
    expect(parseDraft(serialiseDraft(form))!.questions).toEqual([question]);
    // A question alone is worth keeping; an empty one is not.
    expect(hasContent(typed({ type: 'questions', questions: [question] }))).toBe(true);
    expect(hasContent(typed({ type: 'questions', questions: [{ ...question, text: ' ' }] }))).toBe(false);
    expect(parseDraft(JSON.stringify({ v: DRAFT_VERSION, values: { companyName: 'A' } }))!.questions).toEqual([]);
    const stored = (questions: unknown) => JSON.stringify({ v: DRAFT_VERSION, values: { companyName: 'A' }, questions });
    expect(parseDraft(stored([{ ...question, kind: 'essay' }]))).toBeNull();
    expect(parseDraft(stored([{ ...question, mustHave: 'yes' }]))).toBeNull();
    expect(parseDraft(stored(Array(6).fill(question)))).toBeNull();
    expect(parseDraft(stored('Years?'))).toBeNull();
    // Edited questions make the form differ from its start.
    expect(isDirty(form, typed(field('companyName', 'Acme')))).toBe(true);
  });

  it('ignores a missing, malformed, foreign or oversized entry', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('')).toBeNull();
    expect(parseDraft('{not json')).toBeNull();
    expect(parseDraft('"text"')).toBeNull();
    expect(parseDraft(JSON.stringify({ v: DRAFT_VERSION + 1, values: { companyName: 'A' } }))).toBeNull();
    expect(parseDraft(JSON.stringify({ v: DRAFT_VERSION, values: { companyName: 42 } }))).toBeNull();
    expect(parseDraft(JSON.stringify({ v: DRAFT_VERSION, values: { companyName: 'x'.repeat(10_001) } }))).toBeNull();
    expect(parseDraft(JSON.stringify({ v: DRAFT_VERSION, values: {} }))).toBeNull();
    // Missing fields read as empty.
    expect(parseDraft(JSON.stringify({ v: DRAFT_VERSION, values: { salary: '15000' } }))!.values.companyName).toBe('');
  });

  it('is dirty once the form differs from where it started', () => {
    const empty = initialJobForm();
    expect(isDirty(empty, empty)).toBe(false);
    expect(isDirty(typed(field('salary', '15000')), empty)).toBe(true);
    expect(isDirty(typed({ type: 'degreeText', text: 'Ph' }), empty)).toBe(true);
    expect(isDirty(typed({ type: 'terms', accepted: true }), empty)).toBe(false);
    const job = formFromJob({ companyName: 'Acme', city: 'Pune', degree: 'ITI' });
    expect(isDirty(job, job)).toBe(false);
    expect(isDirty(jobFormReducer(job, field('companyName', 'Acme Two')), job)).toBe(true);
  });
});

describe('the form from a stored job (Edit and Post again)', () => {
  it('takes every field the form has, as text, and leaves out the rest', () => {
    const form = formFromJob({
      companyName: 'Acme',
      jobRole: 'Fitter',
      state: 'Maharashtra',
      city: 'Pune',
      degree: 'ITI',
      trade: 'Fitter',
      mobileNumber: '9876543210',
      employerId: 'someone',
      date: '2026-01-01',
      salaryMin: 15000,
      status: 'Inactive',
    });
    expect(form.values).toMatchObject({
      companyName: 'Acme',
      jobRole: 'Fitter',
      city: 'Pune',
      degree: 'ITI',
      trade: 'Fitter',
      mobileNumber: '9876543210',
      salary: '',
    });
    expect(Object.keys(form.values).sort()).toEqual([...FORM_FIELDS].sort());
    expect(form.degreeText).toBe('ITI');
    expect(form.cityText).toBe('Pune');
    expect(form.termsAccepted).toBe(false);
  });
});
