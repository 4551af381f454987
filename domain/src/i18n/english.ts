/**
 * A key's English text, straight from the English catalogs, for tests only
 * (unit tests of helpers that return keys, the browser tests' expectations):
 * the web app never imports this, so no catalog is bundled by it.
 */
import { sayProblem } from '../problems';
import { CATALOGS } from './all-catalogs';
import type { MessageKey, Namespace } from './catalogs/index';

/**
 * The English catalog text of `namespace.key`, its simple placeholders ("{name}")
 * filled from `values`; plurals and number formats are left as they are (the
 * web app's Lingui renders those: tests/unit/i18n-messages.test.ts).
 */
export function english(key: MessageKey, values: Record<string, string | number> = {}): string {
  const dot = key.indexOf('.');
  const text = CATALOGS.en[key.slice(0, dot) as Namespace][key.slice(dot + 1)];
  if (text === undefined) throw new Error(`No English text for ${key}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A problem (problems.ts) in English, as the API and the English screens write it. */
export function englishProblem(message: string): string {
  return sayProblem(english, message);
}
