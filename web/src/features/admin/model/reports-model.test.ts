import { describe, expect, it } from 'vitest';
import { groupReports, type OpenReport } from './reports-model';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 23, 10, minutes));
const report = (id: string, jobId: string, reason: OpenReport['reason'], minutes: number, note = ''): OpenReport => ({
  id,
  jobId,
  reason,
  note,
  createdAt: at(minutes),
});

describe('groupReports', () => {
  it('groups open reports by job: count, reasons by frequency, notes, newest job first', () => {
    const rows = groupReports([
      report('a_1', 'a', 'other', 1, 'Odd'),
      report('b_1', 'b', 'money', 2),
      report('a_2', 'a', 'money', 3),
      report('a_3', 'a', 'money', 0, '  '),
    ]);
    expect(rows.map((r) => r.id)).toEqual(['a', 'b']);
    expect(rows[0]).toMatchObject({ count: 3, reasons: 'Asks for money (2), Other (1)', notes: ['Odd'], reportIds: ['a_1', 'a_2', 'a_3'] });
    expect(rows[0]!.newest).toEqual(at(3));
    expect(rows[1]).toMatchObject({ count: 1, reasons: 'Asks for money (1)' });
  });

  it('counts apart the reports from accounts with standing (weighed by the trigger)', () => {
    const rows = groupReports([
      { ...report('a_1', 'a', 'money', 1), counts: true },
      { ...report('a_2', 'a', 'money', 2), counts: false },
      report('a_3', 'a', 'fake', 3),
    ]);
    expect(rows[0]).toMatchObject({ count: 3, counting: 1 });
  });

  it('orders equal counts as the reasons list does, and gives nothing for no reports', () => {
    expect(groupReports([report('a_1', 'a', 'other', 1), report('a_2', 'a', 'fake', 2)])[0]!.reasons).toBe('Fake or misleading (1), Other (1)');
    expect(groupReports([])).toEqual([]);
  });
});
