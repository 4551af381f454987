import { describe, expect, it } from 'vitest';
import { notificationLink, unreadIds } from './notifications';

describe('unreadIds', () => {
  it('lists the notifications not read yet, in order', () => {
    const rows = [
      { id: 'a', kind: 'status', jobId: 'j', read: false },
      { id: 'b', kind: 'alert', jobId: 'j', read: true },
      { id: 'c', kind: 'application', jobId: 'j', read: false },
    ] as const;
    expect(unreadIds(rows)).toEqual(['a', 'c']);
  });
});

describe('notificationLink', () => {
  it('leads a seeker to My Applications or the job, an employer to Applications', () => {
    expect(notificationLink({ kind: 'status', jobId: 'j1' })).toBe('/my-applications');
    expect(notificationLink({ kind: 'alert', jobId: 'j 1' })).toBe('/jobs/j%201');
    expect(notificationLink({ kind: 'application', jobId: 'j1' })).toBe('/Application');
  });
});
