import { CITIES_BY_STATE, DEGREES, TRADES_BY_DEGREE } from '@jobsearch/domain/choices';
import { FIELD_PROBLEMS } from '@jobsearch/domain/problems';
import { JOB_FIELD_LABELS } from '@jobsearch/domain/schemas';
import { describe, expect, it } from 'vitest';
import postJob from '@jobsearch/domain/i18n/catalogs/postJob/en';
import {
  FORM_FIELDS,
  cityEnabled,
  firstInvalidField,
  initialJobForm,
  jobFormReducer,
  mobileDigits,
  planSubmit,
  previewRows,
  recogniseDegree,
  showsPreview,
  showsTrade,
  type JobFormAction,
  type JobFormState,
  type PreviewRow,
} from './job-form';

/** A preview row with its label in English, as the postJob catalog writes it. */
const english = (row: PreviewRow) => ({ ...row, label: postJob[row.label.replace(/^postJob\./, '') as keyof typeof postJob] });
const run = (...actions: JobFormAction[]) => actions.reduce(jobFormReducer, initialJobForm());
const field = (f: keyof JobFormState['values'], value: string): JobFormAction => ({ type: 'field', field: f, value });

/** A form filled with every required field, valid. */
const filled = (): JobFormState =>
  run(
    field('companyName', 'Acme Pvt Ltd'),
    field('jobRole', 'Electrician'),
    field('jobShift', 'Day Shift'),
    field('jobType', 'Field Job'),
    field('salary', '15000 - 25000'),
    field('state', 'Maharashtra'),
    field('city', 'Pune'),
    field('location', 'FC Road'),
    field('experience', '1-3 years'),
  );

describe('initial form', () => {
  it('is empty, unconfirmed, with terms unticked and no preview', () => {
    const form = initialJobForm();
    expect(FORM_FIELDS.every((f) => form.values[f] === '')).toBe(true);
    expect(form.termsAccepted).toBe(false);
    expect(form.confirming).toBe(false);
    expect(showsPreview(form)).toBe(false);
    expect(showsTrade(form)).toBe(false);
  });

  it('shows every field a job has a label for, once', () => {
    expect(new Set(FORM_FIELDS).size).toBe(FORM_FIELDS.length);
    expect([...FORM_FIELDS].sort()).toEqual(Object.keys(JOB_FIELD_LABELS).sort());
  });
});

describe('state and city cascade', () => {
  it('keeps the city disabled until a state is chosen', () => {
    expect(cityEnabled(initialJobForm())).toBe(false);
    expect(cityEnabled(run(field('state', 'Maharashtra')))).toBe(true);
  });

  it('ignores city typing while no state is chosen', () => {
    const form = run({ type: 'cityText', text: 'Pune' });
    expect(form.cityText).toBe('');
    expect(form.values.city).toBe('');
  });

  it('takes a city of the state, matched regardless of case', () => {
    const form = run(field('state', 'Maharashtra'), { type: 'cityText', text: 'pune' });
    expect(form.values.city).toBe('Pune');
    expect(form.cityText).toBe('pune');
    expect(jobFormReducer(form, { type: 'cityCommit' }).cityText).toBe('Pune');
  });

  it('does not take a city outside the list, and clears the text on leaving the box', () => {
    const form = run(field('state', 'Maharashtra'), { type: 'cityText', text: 'Bengaluru' });
    expect(form.values.city).toBe('');
    expect(form.cityText).toBe('Bengaluru');
    expect(jobFormReducer(form, { type: 'cityCommit' }).cityText).toBe('');
  });

  it("takes a PIN code's state and district at once", () => {
    const form = run(field('state', 'Maharashtra'), { type: 'cityText', text: 'Pune' }, { type: 'place', state: 'Karnataka', city: 'Bengaluru Urban' });
    expect(form.values.state).toBe('Karnataka');
    expect(form.values.city).toBe('Bengaluru Urban');
    expect(form.cityText).toBe('Bengaluru Urban');
  });

  it('clears the city when a state is chosen', () => {
    const form = run(field('state', 'Maharashtra'), field('city', 'Nagpur'));
    expect(form.values.city).toBe('Nagpur');
    const again = jobFormReducer(form, field('state', 'Maharashtra'));
    expect(again.values.city).toBe('');
    expect(again.cityText).toBe('');
    const none = jobFormReducer(form, field('state', ''));
    expect(none.values.city).toBe('');
    expect(cityEnabled(none)).toBe(false);
  });

  it('offers all 36 districts of Maharashtra', () => {
    expect(CITIES_BY_STATE.Maharashtra).toHaveLength(36);
  });
});

describe('degree and trade cascade', () => {
  it('sets the trade list for a chosen degree and shows the trade field', () => {
    const form = run(field('degree', 'ITI'));
    expect(form.values.degree).toBe('ITI');
    expect(showsTrade(form)).toBe(true);
  });

  it('clears the trade when the degree changes', () => {
    const form = run(field('degree', 'ITI'), field('trade', 'Fitter'));
    expect(form.values.trade).toBe('Fitter');
    const changed = jobFormReducer(form, field('degree', 'Diploma'));
    expect(changed.values.degree).toBe('Diploma');
    expect(changed.values.trade).toBe('');
  });

  it('keeps the trade when the same degree is chosen again', () => {
    const form = run(field('degree', 'ITI'), field('trade', 'Fitter'), field('degree', 'ITI'));
    expect(form.values.trade).toBe('Fitter');
  });

  it('clears degree and trade on unrecognised degree text, and hides the trade field', () => {
    const form = run(field('degree', 'BE'), field('trade', TRADES_BY_DEGREE.BE[0]!), { type: 'degreeText', text: 'PhD' });
    expect(form.values.degree).toBe('');
    expect(form.values.trade).toBe('');
    expect(form.degreeText).toBe('PhD');
    expect(showsTrade(form)).toBe(false);
    expect(jobFormReducer(form, { type: 'degreeCommit' }).degreeText).toBe('');
  });

  it('recognises typed degree text regardless of case', () => {
    expect(recogniseDegree(' graduation ')).toBe('Graduation');
    expect(recogniseDegree('post-graduation')).toBe('Post-Graduation');
    expect(recogniseDegree('Graduate')).toBeNull();
    const form = run({ type: 'degreeText', text: 'iti' });
    expect(form.values.degree).toBe('ITI');
    expect(jobFormReducer(form, { type: 'degreeCommit' }).degreeText).toBe('ITI');
  });

  it('hides the trade field when the degree is cleared', () => {
    const form = run(field('degree', 'ITI'), { type: 'degreeText', text: '' });
    expect(form.values.degree).toBe('');
    expect(showsTrade(form)).toBe(false);
  });

  it('has trades for every degree, so only an empty degree hides the field', () => {
    for (const degree of DEGREES) expect(showsTrade(run(field('degree', degree)))).toBe(true);
  });
});

describe('mobile number', () => {
  it('keeps digits only, at most ten', () => {
    expect(mobileDigits('98765-43210 99')).toBe('9876543210');
    expect(run(field('mobileNumber', 'ab98x')).values.mobileNumber).toBe('98');
  });

  it('keeps a typed or pasted number whole, with its +91 or 0', () => {
    expect(run(field('mobileNumber', '+91 9876543210')).values.mobileNumber).toBe('+919876543210');
    expect(run(field('mobileNumber', '98765 43210')).values.mobileNumber).toBe('9876543210');
    expect(run(field('mobileNumber', '098765-43210')).values.mobileNumber).toBe('09876543210');
    expect(run(field('mobileNumber', '0091 98765 43210')).values.mobileNumber).toBe('00919876543210');
    expect(run(field('mobileNumber', '98+76')).values.mobileNumber).toBe('9876');
  });

  it('posts the 10-digit number of every written form, and refuses a short one', () => {
    const accepted = jobFormReducer(filled(), { type: 'terms', accepted: true });
    for (const written of ['+91 9876543210', '98765 43210', '098765-43210', '+91-98765-43210']) {
      const confirmed = jobFormReducer(jobFormReducer(accepted, field('mobileNumber', written)), { type: 'confirm' });
      const plan = planSubmit(confirmed);
      expect(plan.kind === 'post' && plan.input.mobileNumber).toBe('9876543210');
    }
    expect(planSubmit(jobFormReducer(accepted, field('mobileNumber', '98765 4321')))).toEqual({
      kind: 'invalid',
      errors: { mobileNumber: FIELD_PROBLEMS.invalidMobile },
    });
  });

  it('previews the number as it will be stored', () => {
    const rows = previewRows(jobFormReducer(filled(), field('mobileNumber', '+91 98765 43210')).values, (_list, v) => v).map(english);
    expect(rows.at(-1)).toEqual({ label: 'Contact', value: '9876543210' });
  });
});

describe('submit: terms, validation, two steps', () => {
  it('does nothing until the terms are accepted', () => {
    expect(planSubmit(filled())).toEqual({ kind: 'terms' });
  });

  it('names every required field of docs/spec-notes.md §5 when the form is empty', () => {
    const plan = planSubmit(run({ type: 'terms', accepted: true }));
    expect(plan.kind).toBe('invalid');
    if (plan.kind !== 'invalid') return;
    const required = ['companyName', 'jobShift', 'jobType', 'salary', 'state', 'city', 'location', 'experience'] as const;
    expect(Object.keys(plan.errors).sort()).toEqual([...required].sort());
    for (const f of required) expect(plan.errors[f]).toBe(FIELD_PROBLEMS.required(JOB_FIELD_LABELS[f]));
    expect(firstInvalidField(plan.errors)).toBe('companyName');
  });

  it('does not require role, degree, trade, description, gender, chargeable or mobile number', () => {
    const plan = planSubmit(jobFormReducer(jobFormReducer(filled(), field('jobRole', '')), { type: 'terms', accepted: true }));
    expect(plan.kind).toBe('confirm');
  });

  it('rejects a salary that is not Min - Max, or is the wrong way round', () => {
    const accepted = jobFormReducer(filled(), { type: 'terms', accepted: true });
    const bad = planSubmit(jobFormReducer(accepted, field('salary', 'negotiable')));
    expect(bad).toEqual({ kind: 'invalid', errors: { salary: FIELD_PROBLEMS.invalidSalary } });
    const reversed = planSubmit(jobFormReducer(accepted, field('salary', '30000 - 20000')));
    expect(reversed).toEqual({ kind: 'invalid', errors: { salary: FIELD_PROBLEMS.salaryOrder } });
    expect(planSubmit(jobFormReducer(accepted, field('salary', '₹15,000 - ₹25,000'))).kind).toBe('confirm');
  });

  it('names a badly written salary along with the missing fields, in one press', () => {
    const form = [field('salary', 'about 20k'), { type: 'terms', accepted: true } as JobFormAction].reduce(jobFormReducer, initialJobForm());
    const plan = planSubmit(form);
    expect(plan.kind).toBe('invalid');
    if (plan.kind !== 'invalid') return;
    expect(plan.errors.salary).toBe(FIELD_PROBLEMS.invalidSalary);
    expect(plan.errors.companyName).toBe(FIELD_PROBLEMS.required(JOB_FIELD_LABELS.companyName));
  });

  it('rejects a mobile number that is not a 10-digit Indian one', () => {
    const accepted = jobFormReducer(filled(), { type: 'terms', accepted: true });
    expect(planSubmit(jobFormReducer(accepted, field('mobileNumber', '12345')))).toEqual({
      kind: 'invalid',
      errors: { mobileNumber: FIELD_PROBLEMS.invalidMobile },
    });
    expect(planSubmit(jobFormReducer(accepted, field('mobileNumber', '9876543210'))).kind).toBe('confirm');
  });

  it('asks to confirm on the first press and posts on the second', () => {
    let form = jobFormReducer(filled(), { type: 'terms', accepted: true });
    expect(planSubmit(form)).toEqual({ kind: 'confirm' });
    form = jobFormReducer(form, { type: 'confirm' });
    expect(form.confirming).toBe(true);
    const plan = planSubmit(form);
    expect(plan.kind).toBe('post');
    if (plan.kind !== 'post') return;
    expect(plan.input).toMatchObject({ companyName: 'Acme Pvt Ltd', city: 'Pune', salary: '15000 - 25000', status: 'Active', degree: '', mobileNumber: '' });
  });

  it('asks again after an edit, or after the terms are unticked', () => {
    const confirmed = jobFormReducer(jobFormReducer(filled(), { type: 'terms', accepted: true }), { type: 'confirm' });
    expect(jobFormReducer(confirmed, field('location', 'MG Road')).confirming).toBe(false);
    expect(jobFormReducer(confirmed, { type: 'terms', accepted: false }).confirming).toBe(false);
  });

  it('clears a field error once the field is edited', () => {
    const invalid = jobFormReducer(initialJobForm(), { type: 'invalid', errors: { companyName: 'x', salary: 'y' } });
    const edited = jobFormReducer(invalid, field('companyName', 'A'));
    expect(edited.errors).toEqual({ salary: 'y' });
  });

  it('does not post twice while a post is under way', () => {
    const busy = jobFormReducer(jobFormReducer(jobFormReducer(filled(), { type: 'terms', accepted: true }), { type: 'confirm' }), { type: 'submitting' });
    expect(planSubmit(busy)).toEqual({ kind: 'busy' });
  });

  it('resets the form and the flag after a successful post, keeps them after a failure', () => {
    const busy = jobFormReducer(jobFormReducer(jobFormReducer(filled(), { type: 'terms', accepted: true }), { type: 'confirm' }), { type: 'submitting' });
    expect(jobFormReducer(busy, { type: 'posted' })).toEqual(initialJobForm());
    const failed = jobFormReducer(busy, { type: 'failed' });
    expect(failed.submitting).toBe(false);
    expect(failed.confirming).toBe(true);
    expect(failed.values.companyName).toBe('Acme Pvt Ltd');
  });
});

describe('preview', () => {
  const label = (_list: string, v: string) => (v === 'Other' ? 'Any' : v);

  it('shows once a company name is typed', () => {
    expect(showsPreview(run(field('companyName', '  ')))).toBe(false);
    expect(showsPreview(run(field('companyName', 'A')))).toBe(true);
  });

  it('lists every part of the job, with rupees, location, degree with trade and Any for Other', () => {
    const form = [
      field('degree', 'ITI'),
      field('trade', 'Fitter'),
      field('gender', 'Other'),
      field('chargeable', 'No'),
      field('description', 'Night work'),
    ].reduce(jobFormReducer, filled());
    const rows = Object.fromEntries(
      previewRows(form.values, label)
        .map(english)
        .map((r) => [r.label, r.value]),
    );
    expect(rows).toEqual({
      Company: 'Acme Pvt Ltd',
      Role: 'Electrician',
      Shift: 'Day Shift',
      Type: 'Field Job',
      Salary: '₹15,000 - ₹25,000',
      Location: 'FC Road, Pune, Maharashtra',
      Degree: 'ITI (Fitter)',
      Experience: '1-3 years',
      Description: 'Night work',
      'Gender preference': 'Any',
      Chargeable: 'No',
    });
  });

  it('adds the contact only when a mobile number is given', () => {
    expect(
      previewRows(filled().values, label)
        .map(english)
        .some((r) => r.label === 'Contact'),
    ).toBe(false);
    const rows = previewRows(jobFormReducer(filled(), field('mobileNumber', '9876543210')).values, label).map(english);
    expect(rows.at(-1)).toEqual({ label: 'Contact', value: '9876543210' });
  });

  it('shows salary text as typed when it cannot be read yet', () => {
    const rows = previewRows(jobFormReducer(filled(), field('salary', '15000 -')).values, label).map(english);
    expect(rows.find((r) => r.label === 'Salary')?.value).toBe('15000 -');
  });
});
