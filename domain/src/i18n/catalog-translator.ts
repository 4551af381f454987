/**
 * Every catalog of a language rendered with Lingui as the web app renders it,
 * for code that has them all at hand: the server (functions/src/i18n: the
 * mails and the public job pages) and the tests. The web app never imports
 * this: it loads one namespace of one language at a time.
 */
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { CATALOGS } from './all-catalogs';
import { formatLocaleOf, localeOf, type Language } from './languages';
import type { Translate } from './translate';

const instances = new Map<Language, I18n>();

/** One Lingui instance a language, each message compiled the first time it is used. */
function instanceFor(language: Language): I18n {
  let found = instances.get(language);
  if (!found) {
    const messages: Record<string, string> = {};
    for (const [namespace, catalog] of Object.entries(CATALOGS[language]))
      for (const [key, text] of Object.entries(catalog)) messages[`${namespace}.${key}`] = text;
    const locale = localeOf(language);
    found = setupI18n({ locale, locales: [formatLocaleOf(language)], messages: { [locale]: messages } });
    found.setMessagesCompiler(compileMessage);
    instances.set(language, found);
  }
  return found;
}

/** The texts of one language: `t('jobPage.posted', { date })`. */
export function catalogTranslator(language: Language): Translate {
  const i18n = instanceFor(language);
  return (key, values) => i18n._(key, values as Record<string, unknown> | undefined);
}
