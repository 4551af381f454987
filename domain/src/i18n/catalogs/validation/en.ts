import { FIELD_MESSAGES, MESSAGES } from '../../../messages';
import { JOB_FIELD_LABELS } from '../../../schemas';
import type { Catalog } from '../../catalog';

/**
 * The domain's validation messages (FIELD_MESSAGES, and what the schemas say)
 * as ICU templates, and the field labels they name, keyed `label:<English>`.
 * The schemas keep producing English (the API answers in it); the web app
 * reads a message back into its template and label and writes it in the
 * chosen language (web/src/i18n/validation.ts). tests/unit/i18n-validation.test.ts
 * proves each English template writes exactly what FIELD_MESSAGES writes.
 */
const LABELS = [...Object.values(JOB_FIELD_LABELS), 'Full Name', 'Password', 'Current password', 'Name', 'Minimum salary', 'role', 'Email'];

const labels = Object.fromEntries(LABELS.map((label) => [`label:${label}`, label])) as Record<`label:${string}`, string>;

const templates = {
  required: '{label} is required.',
  tooLong: '{label} must be at most {max} characters.',
  invalidChoice: 'Please choose a valid {label}.',
  invalidEmail: FIELD_MESSAGES.invalidEmail,
  plainEmail: FIELD_MESSAGES.plainEmail,
  passwordTooShort: FIELD_MESSAGES.passwordTooShort,
  invalidSalary: FIELD_MESSAGES.invalidSalary,
  salaryOrder: FIELD_MESSAGES.salaryOrder,
  invalidMobile: FIELD_MESSAGES.invalidMobile,
  cityNotInState: FIELD_MESSAGES.cityNotInState,
  reportChooseReason: MESSAGES.reportChooseReason,
} satisfies Catalog;

export default Object.assign({}, templates, labels) satisfies Catalog;
