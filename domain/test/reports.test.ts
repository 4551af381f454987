import { describe, expect, it } from 'vitest';
import { REPORTS_PER_DAY, STANDING_DAYS, hasStanding, nextReportQuota } from '../src/reports';

const DAY = 24 * 3_600_000;

describe('hasStanding', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  it(`needs a phone proved at least ${STANDING_DAYS} days before the report`, () => {
    expect(hasStanding(new Date(now.getTime() - STANDING_DAYS * DAY), now)).toBe(true);
    expect(hasStanding(new Date(now.getTime() - STANDING_DAYS * DAY + 1), now)).toBe(false);
    expect(hasStanding(new Date(now.getTime() - 30 * DAY), now)).toBe(true);
  });
  it('gives none without a record', () => {
    expect(hasStanding(null, now)).toBe(false);
  });
});

describe('nextReportQuota', () => {
  it('starts at 1, counts up on the same day, starts again on a new day', () => {
    expect(nextReportQuota(null, 'j1', '2026-11-26')).toEqual({ day: '2026-11-26', count: 1, lastJobId: 'j1' });
    expect(nextReportQuota({ day: '2026-11-26', count: 3, lastJobId: 'j0' }, 'j1', '2026-11-26')).toEqual({ day: '2026-11-26', count: 4, lastJobId: 'j1' });
    expect(nextReportQuota({ day: '2026-11-25', count: REPORTS_PER_DAY, lastJobId: 'j0' }, 'j1', '2026-11-26')?.count).toBe(1);
  });
  it(`allows the ${REPORTS_PER_DAY}th report of a day and refuses the next`, () => {
    expect(nextReportQuota({ day: '2026-11-26', count: REPORTS_PER_DAY - 1, lastJobId: 'j0' }, 'j1', '2026-11-26')?.count).toBe(REPORTS_PER_DAY);
    expect(nextReportQuota({ day: '2026-11-26', count: REPORTS_PER_DAY, lastJobId: 'j0' }, 'j1', '2026-11-26')).toBeNull();
  });
});
