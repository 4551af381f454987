/**
 * The one way dates are written for people, by the web app, the server's job
 * pages and the mails: Intl in the language's locale, in India's time zone.
 * "23 Nov 2026" (a day), "23 Nov 2026, 2:05 pm" (a moment); a stored calendar
 * day ('YYYY-MM-DD', as jobs carry it) reads as that day wherever it is written.
 * Digits are 0-9 in every language (formatLocaleOf).
 */
import { formatLocaleOf, type Language } from './languages';

export const TIME_ZONE = 'Asia/Kolkata';
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: TIME_ZONE };
const DAY_TIME: Intl.DateTimeFormatOptions = { ...DAY, hour: 'numeric', minute: '2-digit' };
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(language: Language, withTime: boolean): Intl.DateTimeFormat {
  const id = `${language}|${withTime}`;
  let found = formats.get(id);
  if (!found) {
    found = new Intl.DateTimeFormat(formatLocaleOf(language), withTime ? DAY_TIME : DAY);
    formats.set(id, found);
  }
  return found;
}

/** A moment or a stored 'YYYY-MM-DD' day as "23 Nov 2026"; text that is neither comes back as it is. */
export function formatDate(value: Date | string, language: Language): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : formatter(language, false).format(value);
  const day = CALENDAR_DAY.exec(value);
  // Noon UTC is the same calendar day in India, whatever the machine's own zone.
  return day ? formatter(language, false).format(new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12))) : value;
}

/**
 * Marathi's own words for before and after noon (CLDR's म.पू. and म.उ.): the
 * runtime's Marathi data writes AM and PM.
 */
const DAY_PERIODS: Partial<Record<Language, { am: string; pm: string }>> = { mr: { am: 'म.पू.', pm: 'म.उ.' } };

/** A moment with its time: "23 Nov 2026, 2:05 pm". */
export function formatDateTime(value: Date, language: Language): string {
  if (Number.isNaN(value.getTime())) return '';
  const periods = DAY_PERIODS[language];
  if (!periods) return formatter(language, true).format(value);
  const parts = formatter(language, true).formatToParts(value);
  // India keeps +5:30 all year: the hour there decides the word, whatever the runtime calls it.
  const afterNoon = Math.floor(((value.getTime() / 60_000 + 330) % 1440) / 60) >= 12;
  return parts.map((part) => (part.type === 'dayPeriod' ? (afterNoon ? periods.pm : periods.am) : part.value)).join('');
}
