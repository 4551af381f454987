/** What the bell shows: the unread ones and where each notification leads. Pure, unit-tested beside. */
import { NOTIFICATION_LINKS, type AppNotification } from '@jobsearch/domain/pipeline';
import { jobDetailsPath } from '../../../lib/paths';

type Row = Pick<AppNotification, 'kind' | 'jobId' | 'read'> & { id: string };

/** The ids of the notifications not read yet. */
export function unreadIds(rows: readonly Row[]): string[] {
  return rows.filter((row) => !row.read).map((row) => row.id);
}

/**
 * Where a notification leads: a status change to My Applications, a new
 * application to the employer's Applications, a job matching an alert to that
 * job's details (/jobs/:jobId).
 */
export function notificationLink(row: Pick<Row, 'kind' | 'jobId'>): string {
  if (row.kind === 'alert' && row.jobId) return jobDetailsPath(row.jobId);
  return NOTIFICATION_LINKS[row.kind];
}
