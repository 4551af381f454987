import { describe, expect, it } from 'vitest';
import { timelineOf } from './timeline';

const t = (minutes: number) => new Date(Date.UTC(2026, 10, 23, 10, minutes));

describe('timelineOf', () => {
  it('an application without status is Applied at its createdAt', () => {
    expect(timelineOf({ createdAt: t(0) })).toEqual([{ status: 'Applied', at: t(0) }]);
  });

  it('lists each reached status oldest first, the current one last', () => {
    const steps = timelineOf({ status: 'Interview', createdAt: t(0), statusHistory: { Interview: t(30), Viewed: t(10), Shortlisted: t(20) } });
    expect(steps.map((s) => s.status)).toEqual(['Applied', 'Viewed', 'Shortlisted', 'Interview']);
    expect(steps[3]!.at).toEqual(t(30));
  });

  it('ignores unknown keys and orders equal times by the pipeline', () => {
    const steps = timelineOf({ status: 'Shortlisted', createdAt: t(0), statusHistory: { Shortlisted: t(5), Viewed: t(5), Bogus: t(1) } });
    expect(steps.map((s) => s.status)).toEqual(['Applied', 'Viewed', 'Shortlisted']);
  });

  it('keeps Not selected last and adds a current status missing from the history', () => {
    expect(timelineOf({ status: 'Not selected', createdAt: t(0), statusHistory: { 'Not selected': t(3) } }).map((s) => s.status)).toEqual([
      'Applied',
      'Not selected',
    ]);
    expect(timelineOf({ status: 'Hired', createdAt: t(0) }).map((s) => s.status)).toEqual(['Applied', 'Hired']);
  });
});
