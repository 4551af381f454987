import type { MessageKey } from './catalogs/index';

/**
 * What renders a catalog text: the web app's Lingui in the chosen language,
 * or the server's (functions/src/i18n) in the reader's. Pure domain code that
 * writes texts takes one of these and never holds words of its own.
 */
export type MessageValues = Readonly<Record<string, string | number>>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/**
 * The domain's choice lists, as the `choices` catalog keys their labels:
 * `<list>:<stored value>`. Stored values stay the English codes of choices.ts.
 */
export type ChoiceList =
  | 'degree'
  | 'shift'
  | 'jobType'
  | 'experience'
  | 'gender'
  | 'chargeable'
  | 'jobStatus'
  | 'reportReason'
  | 'reportStatus'
  | 'role'
  | 'state'
  | 'city'
  | 'applicationStatus'
  | 'notSelectedReason'
  | 'jobRole'
  | 'trade'
  | 'skill'
  | 'spokenLanguage';

export function choiceKey(list: ChoiceList, value: string): MessageKey {
  return `choices.${list}:${value}` as MessageKey;
}
