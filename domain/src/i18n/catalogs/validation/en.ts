import { JOB_FIELD_LABELS } from '../../../schemas';
import { WORK_PROFILE_FIELD_LABELS } from '../../../work-profile';
import { SCREENING_LABELS } from '../../../screening';
import { COMPANY_ABOUT_LABEL } from '../../../public-job/company-page';
import { MESSAGE_TEXT_LABEL } from '../../../threads';
import type { Catalog } from '../../catalog';

/**
 * The domain's problems with input (problems.ts: the schemas' checks, a
 * resume's file), and the field labels they name, keyed `label:<label>`.
 * A problem travels as its key and values; the web app writes it in the
 * chosen language, the API in English, from these catalogs.
 */
const LABELS = [
  ...Object.values(JOB_FIELD_LABELS),
  'Full Name',
  'Password',
  'Current password',
  'Name',
  'Minimum salary',
  'role',
  'Email',
  'jobId',
  ...Object.values(WORK_PROFILE_FIELD_LABELS),
  ...Object.values(SCREENING_LABELS),
  COMPANY_ABOUT_LABEL,
  MESSAGE_TEXT_LABEL,
];

const labels = Object.fromEntries(LABELS.map((label) => [`label:${label}`, label])) as Record<`label:${string}`, string>;

const problems = {
  required: '{label} is required.',
  tooLong: '{label} must be at most {max} characters.',
  invalidChoice: 'Please choose a valid {label}.',
  invalidEmail: 'Please enter a valid email address.',
  plainEmail: 'An email address may use only letters, digits and . _ + - (no spaces, quotes or ? & % = /).',
  passwordTooShort: 'Password must be at least 6 characters.',
  invalidSalary: 'Salary must be written as Min - Max, for example 15000 - 25000.',
  salaryOrder: 'The minimum salary cannot be more than the maximum.',
  invalidMobile: 'Mobile Number must be a 10-digit Indian mobile number.',
  cityNotInState: 'Please choose a city of the selected state.',
  reportChooseReason: 'Please choose a reason.',
  resumeWrongType: 'Please choose a PDF, DOC or DOCX file.',
  resumeTooLarge: 'The resume must be 5 MB or smaller.',
  outOfRange: '{label} must be a whole number from {min} to {max}.',
  tooMany: '{label}: at most {max}.',
  repeated: '{label} has the same entry twice.',
  answerRequired: 'Please answer this question.',
  tooManyAnswers: 'There are more answers than questions.',
} satisfies Catalog;

export default Object.assign({}, problems, labels) satisfies Catalog;
