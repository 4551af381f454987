import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIndiaDateTime } from '../src/i18n/dates';
import { fromIndiaTime, INDIA_TIME_LABEL, interviewInputSchema, toIndiaTime } from '../src';

describe('India Standard Time, whatever the machine’s zone', () => {
  // A device far from India: nothing below may depend on it.
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });

  it('reads a typed wall-clock time as India’s, and writes a moment back as India’s wall clock', () => {
    expect(new Date(2026, 10, 28, 11).getTimezoneOffset()).not.toBe(-330);
    expect(fromIndiaTime('2026-11-28T11:00')).toEqual(new Date('2026-11-28T05:30:00Z'));
    expect(fromIndiaTime('2026-11-28T00:15')).toEqual(new Date('2026-11-27T18:45:00Z'));
    expect(fromIndiaTime('2026-11-28T11:00:30.5')).toEqual(new Date('2026-11-28T05:30:30.500Z'));
    expect(toIndiaTime(new Date('2026-11-28T05:30:00Z'))).toBe('2026-11-28T11:00');
    expect(toIndiaTime(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01T01:30');
    // No daylight saving in India: a March and a July time convert alike.
    expect(fromIndiaTime('2026-03-29T11:00')!.getUTCHours()).toBe(fromIndiaTime('2026-07-29T11:00')!.getUTCHours());
  });

  it('refuses text that is no real time', () => {
    for (const text of ['', '2026-02-30T10:00', '2026-11-28T24:00', '2026-11-28T11:60', '2026-11-28', '28-11-2026T11:00', '2026-11-28T11:00Z', 'soon'])
      expect(fromIndiaTime(text), text).toBeNull();
  });

  it('the interview schema (the form and the API) reads a time without a zone as India’s, a moment with one as itself', () => {
    const at = (value: string) => interviewInputSchema.parse({ at: value, phoneCall: true }).at;
    expect(at('2026-11-28T11:00')).toEqual(new Date('2026-11-28T05:30:00Z'));
    expect(at('2026-11-28T11:00:00.000Z')).toEqual(new Date('2026-11-28T11:00:00Z'));
    expect(at('2026-11-28T11:00+05:30')).toEqual(new Date('2026-11-28T05:30:00Z'));
    expect(interviewInputSchema.safeParse({ at: '2026-02-30T10:00', phoneCall: true }).success).toBe(false);
  });

  it('writes the time with India’s zone named, in each language', () => {
    const moment = new Date('2026-11-28T05:30:00Z');
    expect(formatIndiaDateTime(moment, 'en')).toBe(`28 Nov 2026, 11:00 am ${INDIA_TIME_LABEL}`);
    for (const language of ['hi', 'mr'] as const) expect(formatIndiaDateTime(moment, language).endsWith(' IST')).toBe(true);
    expect(formatIndiaDateTime(new Date(Number.NaN), 'en')).toBe('');
  });
});
