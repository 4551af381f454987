import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

describe('formatDate', () => {
  it('writes a moment as day, short month and year in India', () => {
    expect(formatDate(new Date('2026-11-23T08:30:00Z'))).toBe('23 Nov 2026');
  });
  it('uses India’s calendar day near midnight UTC', () => {
    expect(formatDate(new Date('2026-11-22T20:00:00Z'))).toBe('23 Nov 2026');
  });
  it('writes a stored YYYY-MM-DD day the same way', () => {
    expect(formatDate('2026-11-23')).toBe('23 Nov 2026');
    expect(formatDate('2026-01-05')).toBe('5 Jan 2026');
  });
  it('returns other text unchanged and an invalid date as empty', () => {
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDate(new Date('nope'))).toBe('');
  });
});

describe('formatDateTime', () => {
  it('adds the time in India', () => {
    expect(formatDateTime(new Date('2026-11-23T08:35:00Z'))).toBe('23 Nov 2026, 2:05 pm');
  });
});
