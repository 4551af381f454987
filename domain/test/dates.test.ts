import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../src/i18n/dates';

describe('dates in every language', () => {
  it('write the digits 0-9, and Marathi its own words for before and after noon', () => {
    const morning = new Date('2026-11-23T04:00:00Z'); // 9:30 in India
    const evening = new Date('2026-11-23T12:35:00Z'); // 18:05 in India
    expect(formatDateTime(morning, 'mr')).toBe('23 नोव्हें, 2026, 9:30 म.पू.');
    expect(formatDateTime(evening, 'mr')).toBe('23 नोव्हें, 2026, 6:05 म.उ.');
    expect(formatDateTime(new Date('2026-11-23T06:30:00Z'), 'mr')).toMatch(/12:00 म\.उ\.$/);
    for (const language of ['en', 'hi', 'mr'] as const) {
      expect(formatDate('2026-11-23', language)).toMatch(/^23 /);
      expect(formatDateTime(evening, language)).not.toMatch(/[\u0966-\u096F]/);
    }
  });
});
