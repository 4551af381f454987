import { describe, expect, it } from 'vitest';
import postedJobs from '@jobsearch/domain/i18n/catalogs/postedJobs/en';
import { applicantCounts, filterByStatus, nextStatus, statusView, STATUS_FILTERS } from './status';

describe('employer job status', () => {
  it('labels the filter buttons as the spec does', () => {
    expect(STATUS_FILTERS.map((f) => postedJobs[f.label.replace(/^postedJobs\./, '') as keyof typeof postedJobs])).toEqual([
      'All Jobs',
      'Active Jobs',
      'Inactive Jobs',
    ]);
  });

  it('toggles to the opposite status; any value but Active becomes Active', () => {
    expect(nextStatus('Active')).toBe('Inactive');
    expect(nextStatus('Inactive')).toBe('Active');
    expect(nextStatus('Closed')).toBe('Active');
    expect(nextStatus(undefined)).toBe('Active');
  });

  it('shows green Active, red other values, grey Not Available when absent', () => {
    expect(statusView('Active')).toEqual({ label: 'Active', className: 'status status--active' });
    expect(statusView('Inactive')).toEqual({ label: 'Inactive', className: 'status status--inactive' });
    expect(statusView('Paused')).toEqual({ label: 'Paused', className: 'status status--inactive' });
    expect(statusView(undefined)).toEqual({ label: 'Not Available', className: 'status status--missing' });
    expect(statusView('')).toEqual({ label: 'Not Available', className: 'status status--missing' });
  });

  it('filters all, active, and inactive (everything not Active)', () => {
    const jobs = [{ id: 1, status: 'Active' }, { id: 2, status: 'Inactive' }, { id: 3, status: 'Paused' }, { id: 4 }];
    expect(filterByStatus(jobs, 'all').map((j) => j.id)).toEqual([1, 2, 3, 4]);
    expect(filterByStatus(jobs, 'active').map((j) => j.id)).toEqual([1]);
    expect(filterByStatus(jobs, 'inactive').map((j) => j.id)).toEqual([2, 3, 4]);
  });
});

describe('applicant counts on a card', () => {
  it('counts everyone, and as shortlisted those at Shortlisted or a later step; a job not counted yet shows no counts (not a wrong 0)', () => {
    expect(applicantCounts(undefined)).toBeNull();
    expect(applicantCounts({ total: 12, counts: { Applied: 5, Viewed: 2, Shortlisted: 1, Interview: 1, Offered: 0, Hired: 1, 'Not selected': 2 } })).toEqual({
      total: 12,
      shortlisted: 3,
    });
  });
});
