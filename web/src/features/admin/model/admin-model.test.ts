import { describe, expect, it } from 'vitest';
import admin from '@jobsearch/domain/i18n/catalogs/admin/en';
import { ADMIN_TABS, JOB_STATUS_FILTERS, deletePath, jobQueryFilters, jobStatusView, splitPage, tabAfterKey } from './admin-model';

/** A label key's English, as the admin catalog writes it. */
const english = (key: string) => admin[key.replace(/^admin\./, '') as keyof typeof admin];

describe('admin tabs', () => {
  it('has Users, Employers, Jobs and Applications', () => {
    expect(ADMIN_TABS.map((t) => english(t.label))).toEqual(['Users', 'Employers', 'Jobs', 'Applications']);
  });

  it('deletes through /admin/{kind}/{id}', () => {
    const paths = [
      deletePath('users', 'u1'),
      deletePath('employers', 'e1'),
      deletePath('jobs', 'j1'),
      deletePath('applications', 'j1_u1'),
      deletePath('jobs', 'a/b'),
    ];
    expect(paths).toEqual(['/admin/users/u1', '/admin/employers/e1', '/admin/jobs/j1', '/admin/applications/j1_u1', '/admin/jobs/a%2Fb']);
  });

  it('moves between tabs with the arrow keys, Home and End', () => {
    const moves = [
      ['users', 'ArrowRight', 'employers'],
      ['applications', 'ArrowRight', 'users'],
      ['users', 'ArrowLeft', 'applications'],
      ['jobs', 'Home', 'users'],
      ['users', 'End', 'applications'],
      ['users', 'Enter', null],
    ] as const;
    expect(moves.map(([from, key]) => tabAfterKey(from, key))).toEqual(moves.map(([, , to]) => to));
  });
});

describe('admin job filters', () => {
  it('labels the status buttons All, Active, Inactive', () => {
    expect(JOB_STATUS_FILTERS.map((f) => english(f.label))).toEqual(['All', 'Active', 'Inactive']);
  });

  it('maps the status filter to the query', () => {
    expect(jobQueryFilters('all', '').status).toBeNull();
    expect(jobQueryFilters('active', '').status).toBe('Active');
    expect(jobQueryFilters('inactive', '').status).toBe('Inactive');
  });

  it('reads the date with slashes as dashes', () => {
    expect(jobQueryFilters('all', '2025-05-17')).toEqual({ status: null, date: '2025-05-17', dateInvalid: false });
    expect(jobQueryFilters('all', '2025/05/17').date).toBe('2025-05-17');
    expect(jobQueryFilters('all', '17/05/2025').date).toBe('2025-05-17');
    expect(jobQueryFilters('active', ' 2025/05/17 ')).toEqual({ status: 'Active', date: '2025-05-17', dateInvalid: false });
  });

  it('restores the list when the date is cleared, and ignores an unreadable date', () => {
    expect(jobQueryFilters('all', '')).toEqual({ status: null, date: null, dateInvalid: false });
    expect(jobQueryFilters('all', 'tomorrow')).toEqual({ status: null, date: null, dateInvalid: true });
    expect(jobQueryFilters('all', '2025-13-45').date).toBeNull();
  });

  it('colours the status: green Active, red other, grey Not Available', () => {
    expect(jobStatusView('Active').className).toBe('status status--active');
    expect(jobStatusView('Inactive').className).toBe('status status--inactive');
    expect(jobStatusView(undefined)).toEqual({ label: 'Not Available', className: 'status status--missing' });
  });
});

describe('admin page rows', () => {
  it('shows at most a page and knows when there is more', () => {
    expect(splitPage([1, 2, 3], 2)).toEqual({ rows: [1, 2], hasNext: true });
    expect(splitPage([1, 2], 2)).toEqual({ rows: [1, 2], hasNext: false });
    expect(splitPage([], 2)).toEqual({ rows: [], hasNext: false });
  });
});
