/**
 * Times people must turn up at (an interview) are India Standard Time, typed
 * and shown as India's wall clock whatever zone the device is set to: an
 * employer abroad who types 11:00 means 11:00 in India, and the seeker reads
 * 11:00 IST. The one conversion between India's wall clock and a moment.
 */

/** IST is UTC+5:30 all year: India keeps no daylight saving, so a fixed offset is exact. */
const INDIA_OFFSET_MS = 330 * 60_000;

/** The zone's name beside a time ("11:00 am IST"): the abbreviation Indian papers print in every language. */
export const INDIA_TIME_LABEL = 'IST';

/** A wall-clock time without a zone: 'YYYY-MM-DDTHH:mm', optionally with seconds (a datetime-local value). */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

/** Whether `value` is a wall-clock time without a zone (read as India's by fromIndiaTime). */
export function isWallClockTime(value: string): boolean {
  return WALL_CLOCK.test(value);
}

/** The moment India's wall clock says `value` ('2026-11-28T11:00' is 05:30 UTC); null for text that is no real time ('2026-02-30T10:00'). */
export function fromIndiaTime(value: string): Date | null {
  const parts = WALL_CLOCK.exec(value.trim());
  if (!parts) return null;
  const [year, month, day, hour, minute] = parts.slice(1, 6).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute, Number(parts[6] ?? 0), Number((parts[7] ?? '').padEnd(3, '0')));
  // Date.UTC rolls over (Feb 30 becomes Mar 2): such text names no time.
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || check.getUTCHours() !== hour || check.getUTCMinutes() !== minute) return null;
  return new Date(wall - INDIA_OFFSET_MS);
}

/** The moment as India's wall clock, 'YYYY-MM-DDTHH:mm' (what a datetime-local field holds). */
export function toIndiaTime(moment: Date): string {
  return new Date(moment.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}
