/**
 * What the domain reports when input is wrong (a schema's issue, a status
 * change not allowed, a resume of the wrong type): a code, the key of its
 * text in the catalogs, and the values that text names. The domain holds no
 * words: the web app writes a problem in the chosen language, the API in
 * English, both from the catalogs (`sayProblem`).
 *
 * A zod issue's message is a string, so a problem travels inside one written
 * as its code followed by its values in JSON:
 *   'validation.required{"label":"Company Name"}'
 */
import type { MessageKey } from './i18n/catalogs/index';
import { choiceKey, type MessageValues, type Translate } from './i18n/translate';

export interface Problem {
  code: MessageKey;
  values?: MessageValues;
}

/** The message of a schema check or a returned problem: its code and values. */
export function problem(code: MessageKey, values?: MessageValues): string {
  return values ? `${code}${JSON.stringify(values)}` : code;
}

const CODED = /^([a-z][A-Za-z]*\.[A-Za-z]\w*)(\{.*\})?$/s;

/** The problem a message carries, or null for any other text (an answer of the server, say). */
export function problemOf(message: string): Problem | null {
  const match = CODED.exec(message);
  if (!match) return null;
  if (!match[2]) return { code: match[1] as MessageKey };
  try {
    return { code: match[1] as MessageKey, values: JSON.parse(match[2]) as MessageValues };
  } catch {
    return null;
  }
}

/**
 * Values that name something the catalogs write too, by their name: a
 * field's label ("label:Company Name" in the validation catalog), the two
 * application statuses of a move that is not allowed.
 */
const TRANSLATED_VALUES: Readonly<Record<string, (value: string) => MessageKey>> = {
  label: (value) => labelKey(value),
  from: (value) => choiceKey('applicationStatus', value),
  to: (value) => choiceKey('applicationStatus', value),
};

/**
 * A problem's message in words, by `t` (the web's chosen language, or the
 * server's English), its named values in the same language. Text that
 * carries no problem comes back as it is.
 */
export function sayProblem(t: Translate, message: string): string {
  const found = problemOf(message);
  if (!found) return message;
  const values = found.values
    ? Object.fromEntries(
        Object.entries(found.values).map(([name, value]) => [
          name,
          typeof value === 'string' && TRANSLATED_VALUES[name] ? t(TRANSLATED_VALUES[name](value)) : value,
        ]),
      )
    : undefined;
  return t(found.code, values);
}

/** A field label's key in the validation catalog. */
export function labelKey(label: string): MessageKey {
  return `validation.label:${label}` as MessageKey;
}

/** The field checks' problems, each naming the field by its label. */
export const FIELD_PROBLEMS = {
  required: (label: string) => problem('validation.required', { label }),
  tooLong: (label: string, max: number) => problem('validation.tooLong', { label, max }),
  invalidChoice: (label: string) => problem('validation.invalidChoice', { label }),
  invalidEmail: problem('validation.invalidEmail'),
  plainEmail: problem('validation.plainEmail'),
  passwordTooShort: problem('validation.passwordTooShort'),
  invalidSalary: problem('validation.invalidSalary'),
  salaryOrder: problem('validation.salaryOrder'),
  invalidMobile: problem('validation.invalidMobile'),
  cityNotInState: problem('validation.cityNotInState'),
} as const;
