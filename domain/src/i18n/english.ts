/**
 * A key's English text, straight from the English catalogs, for tests only
 * (unit tests of helpers that return keys, the API's and the browser tests'
 * expectations): the web app never imports this, so no catalog is bundled by it.
 */
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { sayProblem } from '../problems';
import { CATALOGS } from './all-catalogs';
import type { MessageKey, Namespace } from './catalogs/index';
import { localeOf } from './languages';

/** Texts that format (plurals, numbers, selects) are rendered by Lingui, as the site renders them. */
const FORMATS = /\{\w+,\s*(plural|selectordinal|select|number)\b/;
const LOCALE = localeOf('en');
const lingui = setupI18n({ locale: LOCALE, messages: { [LOCALE]: {} } });
lingui.setMessagesCompiler(compileMessage);

/**
 * The English catalog text of `namespace.key` with `values` filled in: plurals
 * and numbers as Lingui writes them in en-IN, simple placeholders ("{name}")
 * replaced, a placeholder without a value left as it is.
 */
export function english(key: MessageKey, values: Record<string, string | number> = {}): string {
  const dot = key.indexOf('.');
  const text = CATALOGS.en[key.slice(0, dot) as Namespace][key.slice(dot + 1)];
  if (text === undefined) throw new Error(`No English text for ${key}`);
  if (FORMATS.test(text)) return lingui._({ id: key, message: text, values });
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A problem (problems.ts) in English, as the API and the English screens write it. */
export function englishProblem(message: string): string {
  return sayProblem(english, message);
}
