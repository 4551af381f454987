/**
 * The catalogs (domain/src/i18n/catalogs) rendered on the server, with
 * Lingui as the web app renders them: the public job pages and the mails in
 * their reader's language, the API's English answers. One Lingui instance a
 * language, each message compiled the first time it is used.
 */
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { CATALOGS } from '@jobsearch/domain/i18n/all-catalogs';
import { formatIndiaDateTime } from '@jobsearch/domain/i18n/dates';
import { choiceKey, type Translate } from '@jobsearch/domain/i18n/translate';
import type { NotificationWriter } from '@jobsearch/domain/notification-text';
import { DEFAULT_LANGUAGE, localeOf, type Language } from './languages';

export type { Translate };

const instances = new Map<Language, I18n>();

function instanceFor(language: Language): I18n {
  let found = instances.get(language);
  if (!found) {
    const messages: Record<string, string> = {};
    for (const [namespace, catalog] of Object.entries(CATALOGS[language]))
      for (const [key, text] of Object.entries(catalog)) messages[`${namespace}.${key}`] = text;
    const locale = localeOf(language);
    found = setupI18n({ locale, messages: { [locale]: messages } });
    found.setMessagesCompiler(compileMessage);
    instances.set(language, found);
  }
  return found;
}

/** The texts of one language: `t('jobPage.posted', { date })`. */
export function translator(language: Language = DEFAULT_LANGUAGE): Translate {
  const i18n = instanceFor(language);
  return (key, values) => i18n._(key, values as Record<string, unknown> | undefined);
}

/** English, the API's language. */
export const english: Translate = translator(DEFAULT_LANGUAGE);

/** What writes a notification (its title, body and mail) in one language: texts, choice labels, dates. */
export function notificationWriter(language: Language): NotificationWriter {
  const t = translator(language);
  const choices = CATALOGS[language].choices;
  return {
    t,
    choice: (list, value) => (`${list}:${value}` in choices ? t(choiceKey(list, value)) : value),
    when: (at) => formatIndiaDateTime(at, language),
  };
}
