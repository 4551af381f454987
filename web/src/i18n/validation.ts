import { FIELD_MESSAGES, MESSAGES } from '@jobsearch/domain/messages';
import { useCallback } from 'react';
import { i18n, useT, type MessageKey, type Translate } from './index';

/**
 * A validation message of the domain (FIELD_MESSAGES, the schemas' zod
 * messages: English, as the API answers too) in the chosen language. The
 * message is read back into its template and the field label it names, e.g.
 * "Company Name is required." -> validation.required with label "Company
 * Name", and written again from the `validation` catalog. A message this does
 * not know, or one already translated, comes back as it is. Pages with forms
 * load the `validation` namespace with their route.
 */
const FIXED = new Map<string, MessageKey>([
  [FIELD_MESSAGES.invalidEmail, 'validation.invalidEmail'],
  [FIELD_MESSAGES.plainEmail, 'validation.plainEmail'],
  [FIELD_MESSAGES.passwordTooShort, 'validation.passwordTooShort'],
  [FIELD_MESSAGES.invalidSalary, 'validation.invalidSalary'],
  [FIELD_MESSAGES.salaryOrder, 'validation.salaryOrder'],
  [FIELD_MESSAGES.invalidMobile, 'validation.invalidMobile'],
  [FIELD_MESSAGES.cityNotInState, 'validation.cityNotInState'],
  [MESSAGES.reportChooseReason, 'validation.reportChooseReason'],
]);

/** FIELD_MESSAGES' own sentence as a pattern: its arguments become the groups. */
const MARK = '\u0000';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const patternOf = (sentence: string) => new RegExp(`^${escape(sentence).split(MARK).join('(.+?)')}$`);

const TEMPLATES: readonly { pattern: RegExp; key: MessageKey; names: readonly string[] }[] = [
  { pattern: patternOf(FIELD_MESSAGES.required(MARK)), key: 'validation.required', names: ['label'] },
  { pattern: patternOf(FIELD_MESSAGES.tooLong(MARK, MARK as unknown as number)), key: 'validation.tooLong', names: ['label', 'max'] },
  { pattern: patternOf(FIELD_MESSAGES.invalidChoice(MARK)), key: 'validation.invalidChoice', names: ['label'] },
];

function label(t: Translate, english: string): string {
  const key = `validation.label:${english}` as MessageKey;
  return key in i18n.messages ? t(key) : english;
}

export function localizeFieldMessage(t: Translate, message: string): string {
  const fixed = FIXED.get(message);
  if (fixed) return fixed in i18n.messages ? t(fixed) : message;
  for (const template of TEMPLATES) {
    const match = template.pattern.exec(message);
    if (!match || !(template.key in i18n.messages)) continue;
    const values = Object.fromEntries(template.names.map((name, index) => [name, match[index + 1]!]));
    return t(template.key, { ...values, label: label(t, values.label!) });
  }
  return message;
}

/** The validation message in the chosen language, for a field's error line. */
export function useFieldMessage(): (message: string) => string {
  const t = useT();
  return useCallback((message: string) => localizeFieldMessage(t, message), [t]);
}
