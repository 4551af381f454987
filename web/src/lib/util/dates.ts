import { formatDate as formatDateIn, formatDateTime as formatDateTimeIn } from '@jobsearch/domain/i18n/dates';
import { currentLanguage } from '../../i18n';

/**
 * Dates in the chosen language, with the one formatter the server's pages and
 * mails use too: "23 Nov 2026", "23 नोव्हें, 2026", in India's time zone.
 */

/** A moment or a stored 'YYYY-MM-DD' day as "23 Nov 2026"; text that is neither comes back as it is. */
export function formatDate(value: Date | string): string {
  return formatDateIn(value, currentLanguage());
}

/** A moment with its time: "23 Nov 2026, 2:05 pm". */
export function formatDateTime(value: Date): string {
  return formatDateTimeIn(value, currentLanguage());
}

/** The machine-readable form for <time dateTime>. */
export function isoDate(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : value;
}
