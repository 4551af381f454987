import { currentLocale } from '../i18n';

/**
 * The one way the site writes dates for people: "23 Nov 2026", in India's time zone.
 * A stored calendar day ('YYYY-MM-DD', as jobs carry it) reads the same way.
 */
const TIME_ZONE = 'Asia/Kolkata';
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: TIME_ZONE };
const DAY_TIME: Intl.DateTimeFormatOptions = { ...DAY, hour: 'numeric', minute: '2-digit' };
const formats = new Map<string, Intl.DateTimeFormat>();

/** In the chosen language (issue 22): "23 Nov 2026", "२३ नोव्हें, २०२६". */
function format(options: Intl.DateTimeFormatOptions, withTime: boolean): Intl.DateTimeFormat {
  const locale = currentLocale();
  const id = `${locale}|${withTime}`;
  let found = formats.get(id);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formats.set(id, found);
  }
  return found;
}
const dayFormat = { format: (value: Date) => format(DAY, false).format(value) };
const dayTimeFormat = { format: (value: Date) => format(DAY_TIME, true).format(value) };
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A moment or a stored 'YYYY-MM-DD' day as "23 Nov 2026"; text that is neither comes back as it is. */
export function formatDate(value: Date | string): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : dayFormat.format(value);
  const day = CALENDAR_DAY.exec(value);
  // Noon UTC is the same calendar day in India, whatever the browser's own zone.
  return day ? dayFormat.format(new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12))) : value;
}

/** A moment with its time: "23 Nov 2026, 2:05 pm". */
export function formatDateTime(value: Date): string {
  return Number.isNaN(value.getTime()) ? '' : dayTimeFormat.format(value);
}

/** The machine-readable form for <time dateTime>. */
export function isoDate(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : value;
}
