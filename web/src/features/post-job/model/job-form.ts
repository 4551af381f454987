/**
 * The Post a New Job form as pure data: its state, a reducer with the spec's
 * cascades (state -> city, degree -> trade), and the two-step submit plan.
 * No React and no Firebase here, so all of it is unit tested in node.
 */
import { CITIES_BY_STATE, DEGREES, STATES, type State } from '@jobsearch/domain/choices';
import { formatSalary, parseSalary, tradesFor } from '@jobsearch/domain/helpers';
import { FIELD_PROBLEMS } from '@jobsearch/domain/problems';
import { normaliseIndianMobile } from '@jobsearch/domain/phone';
import { fieldErrors, jobInputSchema, type JobField, type JobInput } from '@jobsearch/domain/schemas';
import type { MessageKey } from '@jobsearch/domain/i18n/catalogs/index';
import { draftsFromJob, questionsFromDrafts, type QuestionDraft } from './questions';

/** What the form does: post a new job, edit one of the employer's jobs, or post one again as a new job. */
export type FormMode = 'new' | 'edit' | 'repost';

/** The id of a field's control (focus moves there when the field is invalid). */
export const fieldId = (field: JobField) => `job-${field}`;

/** Every field of the form, in the order the screen shows them. */
export const FORM_FIELDS = [
  'companyName',
  'jobRole',
  'jobShift',
  'jobType',
  'salary',
  'state',
  'city',
  'location',
  'degree',
  'trade',
  'experience',
  'description',
  'gender',
  'chargeable',
  'mobileNumber',
] as const satisfies readonly JobField[];

export type FormValues = Record<JobField, string>;
/** A screening question's error, by the schema's path (`screeningQuestions.0.text`). */
export type QuestionErrorKey = `screeningQuestions${string}`;
export type FormErrors = Partial<Record<JobField | QuestionErrorKey, string>>;

export interface JobFormState {
  values: FormValues;
  /** What is typed in the Degree box; `values.degree` holds only a recognised degree. */
  degreeText: string;
  /** What is typed in the City box; `values.city` holds only a city of the chosen state. */
  cityText: string;
  /** The screening questions as typed (questions.ts). */
  questions: QuestionDraft[];
  errors: FormErrors;
  termsAccepted: boolean;
  /** Set by the first press of Post Job; the second press posts. */
  confirming: boolean;
  submitting: boolean;
}

const emptyValues = (): FormValues => Object.fromEntries(FORM_FIELDS.map((field) => [field, ''])) as FormValues;

export function initialJobForm(): JobFormState {
  return { values: emptyValues(), degreeText: '', cityText: '', questions: [], errors: {}, termsAccepted: false, confirming: false, submitting: false };
}

export const MOBILE_DIGITS = 10;

/** Ten digits, the national number a job stores. */
export function mobileDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, MOBILE_DIGITS);
}

/** The longest number the box takes: 0091 and ten digits. */
export const MOBILE_TEXT_MAX = 15;

/**
 * What the mobile number box keeps of what is typed or pasted: digits and a
 * leading +, so `+91 98765 43210`, `098765-43210` and `98765 43210` all stay
 * whole (the schema then stores the 10-digit number).
 */
export function mobileText(text: string): string {
  const plus = text.trimStart().startsWith('+') ? '+' : '';
  return (plus + text.replace(/\D/g, '')).slice(0, MOBILE_TEXT_MAX);
}

/** A degree as typed, matched without regard to case or surrounding spaces; null if unrecognised. */
export function recogniseDegree(text: string): string | null {
  const wanted = text.trim().toLowerCase();
  return DEGREES.find((d) => d.toLowerCase() === wanted) ?? null;
}

export function citiesFor(state: string): readonly string[] {
  return (STATES as readonly string[]).includes(state) ? CITIES_BY_STATE[state as State] : [];
}

/** A city as typed, matched against the chosen state's list; null if it is not one of them. */
export function recogniseCity(state: string, text: string): string | null {
  const wanted = text.trim().toLowerCase();
  return citiesFor(state).find((c) => c.toLowerCase() === wanted) ?? null;
}

/** The trade field shows only when the chosen degree has trades. */
export function showsTrade(state: JobFormState): boolean {
  return tradesFor(state.values.degree).length > 0;
}

/** The city field is usable only once a state is chosen. */
export function cityEnabled(state: JobFormState): boolean {
  return state.values.state !== '';
}

export type JobFormAction =
  | { type: 'field'; field: JobField; value: string }
  | { type: 'degreeText'; text: string }
  | { type: 'degreeCommit' }
  | { type: 'cityText'; text: string }
  | { type: 'cityCommit' }
  | { type: 'place'; state: string; city: string }
  | { type: 'questions'; questions: QuestionDraft[] }
  | { type: 'terms'; accepted: boolean }
  | { type: 'invalid'; errors: FormErrors }
  | { type: 'confirm' }
  | { type: 'submitting' }
  | { type: 'posted' }
  | { type: 'failed' }
  | { type: 'reset' };

/** Editing anything after the first press asks for a fresh review before posting. */
function edited(state: JobFormState, values: FormValues, touched: JobField[], extra: Partial<JobFormState> = {}): JobFormState {
  const errors = { ...state.errors };
  for (const field of touched) delete errors[field];
  return { ...state, ...extra, values, errors, confirming: false };
}

function withDegree(state: JobFormState, degree: string, degreeText: string): JobFormState {
  const changed = degree !== state.values.degree;
  const values = { ...state.values, degree, trade: changed ? '' : state.values.trade };
  return edited(state, values, ['degree', 'trade'], { degreeText });
}

function withState(state: JobFormState, chosen: string): JobFormState {
  const values = { ...state.values, state: chosen, city: '' };
  return edited(state, values, ['state', 'city'], { cityText: '' });
}

function withCity(state: JobFormState, city: string, cityText: string): JobFormState {
  return edited(state, { ...state.values, city }, ['city'], { cityText });
}

export function jobFormReducer(state: JobFormState, action: JobFormAction): JobFormState {
  switch (action.type) {
    case 'field': {
      const { field, value } = action;
      if (field === 'state') return withState(state, value);
      if (field === 'degree') {
        const degree = recogniseDegree(value) ?? '';
        return withDegree(state, degree, degree || value);
      }
      if (field === 'city') {
        const city = recogniseCity(state.values.state, value) ?? '';
        return withCity(state, city, city || value);
      }
      const next = field === 'mobileNumber' ? mobileText(value) : value;
      return edited(state, { ...state.values, [field]: next }, [field]);
    }
    case 'degreeText': {
      // A recognised degree is taken at once; any other text clears degree and trade.
      const degree = recogniseDegree(action.text) ?? '';
      return withDegree(state, degree, action.text);
    }
    case 'degreeCommit':
      // Leaving the box: unrecognised text goes, a recognised one is written as the list spells it.
      return { ...state, degreeText: state.values.degree };
    case 'cityText': {
      if (!cityEnabled(state)) return state;
      const city = recogniseCity(state.values.state, action.text) ?? '';
      return withCity(state, city, action.text);
    }
    case 'cityCommit':
      return { ...state, cityText: state.values.city };
    case 'place': {
      // A PIN code's state and district, as if both were chosen.
      const withPlaceState = withState(state, action.state);
      const city = recogniseCity(action.state, action.city) ?? '';
      return withCity(withPlaceState, city, city);
    }
    case 'questions': {
      const errors = Object.fromEntries(Object.entries(state.errors).filter(([key]) => !key.startsWith('screeningQuestions')));
      return { ...state, questions: action.questions, errors, confirming: false };
    }
    case 'terms':
      return { ...state, termsAccepted: action.accepted, confirming: action.accepted ? state.confirming : false };
    case 'invalid':
      return { ...state, errors: action.errors, confirming: false, submitting: false };
    case 'confirm':
      return { ...state, errors: {}, confirming: true };
    case 'submitting':
      return { ...state, submitting: true };
    case 'posted':
    case 'reset':
      return initialJobForm();
    case 'failed':
      // The confirm flag stays, so pressing Post Job again retries at once.
      return { ...state, submitting: false };
  }
}

export type SubmitPlan =
  { kind: 'terms' } | { kind: 'busy' } | { kind: 'invalid'; errors: FormErrors } | { kind: 'confirm' } | { kind: 'post'; input: JobInput };

/** What a press of Post Job does: nothing without terms, show errors, ask to confirm, or post. */
export function planSubmit(state: JobFormState): SubmitPlan {
  if (!state.termsAccepted) return { kind: 'terms' };
  if (state.submitting) return { kind: 'busy' };
  const parsed = jobInputSchema.safeParse({ ...state.values, screeningQuestions: questionsFromDrafts(state.questions) });
  if (!parsed.success) return { kind: 'invalid', errors: { ...salaryError(state.values.salary), ...(fieldErrors(parsed.error) as FormErrors) } };
  return state.confirming ? { kind: 'post', input: parsed.data } : { kind: 'confirm' };
}

/**
 * The schema checks the salary's form only once every field passes, so the
 * form checks it itself too: all messages show after one press.
 */
function salaryError(salary: string): FormErrors {
  if (!salary.trim()) return {};
  const range = parseSalary(salary);
  if (!range) return { salary: FIELD_PROBLEMS.invalidSalary };
  return range.min > range.max ? { salary: FIELD_PROBLEMS.salaryOrder } : {};
}

/** The first field with an error, in screen order, to move focus to. */
export function firstInvalidField(errors: FormErrors): JobField | null {
  return FORM_FIELDS.find((field) => errors[field]) ?? null;
}

/** The preview shows once a company name is typed. */
export function showsPreview(state: JobFormState): boolean {
  return state.values.companyName.trim() !== '';
}

export interface PreviewRow {
  /** The row's name, a key of the postJob catalog. */
  label: Extract<MessageKey, `postJob.preview${string}`>;
  value: string;
}

/** The choice lists whose stored codes the preview shows by their labels. */
export type PreviewChoice = 'shift' | 'jobType' | 'experience' | 'gender' | 'chargeable' | 'city' | 'state' | 'degree' | 'jobRole' | 'trade';

/**
 * The Job Preview block: what the posted job will say, as label and text.
 * `choiceLabel` writes a stored code in the chosen language; `rupees` an amount.
 */
export function previewRows(
  values: FormValues,
  choiceLabel: (list: PreviewChoice, value: string) => string,
  rupees?: (amount: number) => string,
): PreviewRow[] {
  const salary = values.salary.trim();
  const choice = (list: PreviewChoice, value: string) => (value.trim() ? choiceLabel(list, value.trim()) : '');
  const location = [values.location.trim(), choice('city', values.city), choice('state', values.state)].filter(Boolean).join(', ');
  const degree = values.degree && values.trade ? `${choice('degree', values.degree)} (${choice('trade', values.trade)})` : choice('degree', values.degree);
  const rows: PreviewRow[] = [
    { label: 'postJob.previewCompany', value: values.companyName.trim() },
    { label: 'postJob.previewRole', value: choice('jobRole', values.jobRole) },
    { label: 'postJob.previewShift', value: choice('shift', values.jobShift) },
    { label: 'postJob.previewType', value: choice('jobType', values.jobType) },
    { label: 'postJob.previewSalary', value: salary && parseSalary(salary) ? formatSalary({ salary }, rupees) : salary },
    { label: 'postJob.previewLocation', value: location },
    { label: 'postJob.previewDegree', value: degree },
    { label: 'postJob.previewExperience', value: choice('experience', values.experience) },
    { label: 'postJob.previewDescription', value: values.description.trim() },
    { label: 'postJob.previewGender', value: choice('gender', values.gender) },
    { label: 'postJob.previewChargeable', value: choice('chargeable', values.chargeable) },
  ];
  if (values.mobileNumber) rows.push({ label: 'postJob.previewContact', value: normaliseIndianMobile(values.mobileNumber) ?? values.mobileNumber });
  return rows;
}

/**
 * The form filled from a stored job (Edit and Post again):
 * every field the form has, as text; anything missing or not text is empty.
 */
export function formFromJob(job: Readonly<Record<string, unknown>>): JobFormState {
  const values = Object.fromEntries(FORM_FIELDS.map((field) => [field, typeof job[field] === 'string' ? job[field] : ''])) as FormValues;
  return { ...initialJobForm(), values, degreeText: values.degree, cityText: values.city, questions: draftsFromJob(job) };
}
