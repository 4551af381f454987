/**
 * The catalogs (domain/src/i18n/catalogs) rendered on the server, with
 * Lingui as the web app renders them: the public job pages and the mails in
 * their reader's language, the API's English answers. One Lingui instance a
 * language, each message compiled the first time it is used.
 */
import { catalogTranslator } from '@jobsearch/domain/i18n/catalog-translator';
import { formatDateTime } from '@jobsearch/domain/i18n/dates';
import { choiceLabel } from '@jobsearch/domain/i18n/choice-label';
import type { Translate } from '@jobsearch/domain/i18n/translate';
import type { NotificationWriter } from '@jobsearch/domain/notification-text';
import { DEFAULT_LANGUAGE, type Language } from './languages';

export type { Translate };

/** The texts of one language: `t('jobPage.posted', { date })`. */
export function translator(language: Language = DEFAULT_LANGUAGE): Translate {
  return catalogTranslator(language);
}

/** English, the API's language. */
export const english: Translate = translator(DEFAULT_LANGUAGE);

/** What writes a notification (its title, body and mail) in one language: texts, choice labels, dates. */
export function notificationWriter(language: Language): NotificationWriter {
  const t = translator(language);
  return {
    t,
    choice: (list, value) => choiceLabel(t, list, value),
    when: (at) => formatDateTime(at, language),
  };
}
