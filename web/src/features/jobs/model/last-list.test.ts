import type { JobWithId } from '@jobsearch/domain/schemas';
import { describe, expect, it } from 'vitest';
import { decodeEntry, encodeEntry } from '../../../lib/offline/last-seen';
import { lastListFor, lastListToStore } from './last-list';

const job = (jobId: string): JobWithId => ({
  jobId,
  companyName: 'Deccan Engineering',
  jobRole: 'Fitter',
  title: 'ITI Fitter',
  jobShift: 'Day Shift',
  jobType: 'Full Time',
  salary: '15,000 - 20,000',
  salaryMin: 15000,
  salaryMax: 20000,
  state: 'Maharashtra',
  city: 'Pune',
  location: 'Bhosari MIDC',
  degree: 'ITI',
  trade: 'Fitter',
  experience: 'Fresher',
  description: 'Fitting work on the shop floor.',
  gender: 'Any',
  chargeable: 'No',
  charges: 'No',
  status: 'Active',
  date: '2026-11-20',
  employerId: 'emp1',
  keywords: ['it', 'iti', 'fi', 'fit', 'fitter'],
  searchKeys: ['c:Pune', 'p:fitter'],
  employerVerified: true,
  openReports: 0,
  hiddenByReports: false,
  createdAt: new Date('2026-11-20T10:00:00Z'),
  updatedAt: new Date('2026-11-21T10:00:00Z'),
});

/** Through the store's text and back, as a reload does. */
const roundTrip = (data: unknown) => decodeEntry(encodeEntry('seeker', data, 1), 'seeker')!.data;

describe("the jobs list's last-seen copy (model/last-list.ts)", () => {
  it('comes back for the same filters: the same cards, dates as Dates, and the total', () => {
    const stored = roundTrip(lastListToStore('["ITI"]', [job('a'), job('b')], 128));
    const list = lastListFor(stored, '["ITI"]');
    expect(list?.total).toBe(128);
    expect(list?.jobs.map((j) => j.jobId)).toEqual(['a', 'b']);
    expect(list?.jobs[0]).toEqual({ ...job('a'), keywords: [], searchKeys: [] });
  });

  it('is stored without the search keywords (never shown, most of a job)', () => {
    expect(lastListToStore('k', [job('a')], null).jobs[0]!.keywords).toEqual([]);
  });

  it('never stores an employer number, even from a job stored before numbers left the job document', () => {
    const legacy = { ...job('a'), mobileNumber: '9820000001' } as JobWithId;
    const stored = lastListToStore('k', [legacy], null);
    expect(stored.jobs[0]).not.toHaveProperty('mobileNumber');
    expect(JSON.stringify(roundTrip(stored))).not.toContain('9820000001');
  });

  it('is not shown for other filters', () => {
    expect(lastListFor(roundTrip(lastListToStore('["ITI"]', [job('a')], 1)), '["B.Com"]')).toBeNull();
  });

  it('leaves out a stored job that no longer matches the job schema, and survives a malformed copy', () => {
    const stored = roundTrip({ filtersKey: 'k', jobs: [job('a'), { jobId: 'b', title: 7 }], total: 'many' });
    expect(lastListFor(stored, 'k')).toEqual({ jobs: [{ ...job('a') }], total: null });
    expect(lastListFor('garbage', 'k')).toBeNull();
    expect(lastListFor({ filtersKey: 'k', jobs: 'x' }, 'k')).toBeNull();
  });
});
