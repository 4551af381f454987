import { describe, expect, it } from 'vitest';
import {
  COUNTER_SHARDS,
  addTally,
  applicationTally,
  counterDoc,
  furthestStage,
  jobTally,
  lastDays,
  overviewFrom,
  reportTally,
  tallyChange,
  userTally,
} from '../src/overview';

const at = (iso: string) => ({ toDate: () => new Date(iso) }); // a Firestore Timestamp of either SDK

describe('tallies', () => {
  it('count a seeker or an employer, and a new account on the day they joined in India', () => {
    expect(userTally({ role: 'jobseeker', createdAt: at('2026-11-25T20:00:00Z') })).toEqual({ totals: { seekers: 1 }, '2026-11-26': { accounts: 1 } });
    expect(userTally({ role: 'employer', createdAt: new Date('2026-11-25T10:00:00Z') })).toEqual({ totals: { employers: 1 }, '2026-11-25': { accounts: 1 } });
    // Without a readable time: in the totals only.
    expect(userTally({ role: 'jobseeker' })).toEqual({ totals: { seekers: 1 } });
  });

  it('count Active and hidden jobs, and the day each was posted', () => {
    expect(jobTally({ status: 'Active', hiddenByReports: true, createdAt: at('2026-11-01T05:00:00Z') })).toEqual({
      totals: { activeJobs: 1, hiddenJobs: 1 },
      '2026-11-01': { jobs: 1 },
    });
    expect(jobTally({ status: 'Inactive' })).toEqual({ totals: {} });
  });

  it('count an application at its furthest step, on its day, and a hire on the day of hiring', () => {
    expect(
      applicationTally({ status: 'Hired', statusHistory: { Viewed: 1, Hired: at('2026-11-20T06:00:00Z') }, createdAt: at('2026-11-10T06:00:00Z') }),
    ).toEqual({ totals: { applications: 1, furthestHired: 1 }, '2026-11-10': { applications: 1 }, '2026-11-20': { hires: 1 } });
    expect(furthestStage({})).toBe('Applied');
    expect(furthestStage({ status: 'Not selected', statusHistory: { Interview: 1, 'Not selected': 1 } })).toBe('Interview');
    expect(furthestStage({ status: 'Shortlisted' })).toBe('Shortlisted');
  });

  it('count open reports only', () => {
    expect(reportTally({ status: 'open' })).toEqual({ totals: { openReports: 1 } });
    expect(reportTally({ status: 'dismissed' })).toEqual({ totals: {} });
  });
});

describe('tallyChange', () => {
  it('is after minus before, without what did not change', () => {
    const before = applicationTally({ status: 'Applied', createdAt: at('2026-11-10T06:00:00Z') });
    const after = applicationTally({ status: 'Hired', statusHistory: { Hired: at('2026-11-12T06:00:00Z') }, createdAt: at('2026-11-10T06:00:00Z') });
    expect(tallyChange(before, after)).toEqual({ totals: { furthestApplied: -1, furthestHired: 1 }, '2026-11-12': { hires: 1 } });
    expect(tallyChange(after, {})).toEqual({
      totals: { applications: -1, furthestHired: -1 },
      '2026-11-10': { applications: -1 },
      '2026-11-12': { hires: -1 },
    });
    expect(tallyChange(before, before)).toEqual({});
  });
});

describe('the overview from the counters', () => {
  it('sums the shards, fills the days and makes the funnel cumulative', () => {
    const sum = addTally(addTally({}, userTally({ role: 'jobseeker', createdAt: at('2026-11-26T04:00:00Z') })), { totals: { seekers: 2 } });
    expect(sum.totals).toEqual({ seekers: 3 });
    const docs = [
      { ...counterDoc('totals', 0).fields, seekers: 2, applications: 3, furthestApplied: 1, furthestShortlisted: 1, furthestHired: 1 },
      { ...counterDoc('totals', 5).fields, seekers: 1, openReports: -0 },
      { ...counterDoc('2026-11-26', 2).fields, accounts: 2 },
      { ...counterDoc('2026-11-26', 9).fields, accounts: 1, hires: 1 },
      { ...counterDoc('2026-10-01', 0).fields, accounts: 7 },
    ];
    const overview = overviewFrom(docs, '2026-11-26');
    expect(overview.totals).toMatchObject({ seekers: 3, applications: 3, employers: 0 });
    expect(overview.funnel.map((step) => step.reached)).toEqual([3, 2, 2, 1, 1, 1]);
    expect(overview.days).toHaveLength(30);
    expect(overview.days[0]!.day).toBe('2026-10-28');
    expect(overview.days.at(-1)).toEqual({ day: '2026-11-26', accounts: 3, jobs: 0, applications: 0, hires: 1 });
  });

  it('names each counter document by target and shard', () => {
    expect(counterDoc('totals', COUNTER_SHARDS - 1)).toEqual({ id: 'totals-9', fields: { kind: 'totals' } });
    expect(counterDoc('2026-11-26', 0)).toEqual({ id: 'day-2026-11-26-0', fields: { kind: 'day', day: '2026-11-26' } });
    expect(lastDays('2026-03-01', 3)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });
});
