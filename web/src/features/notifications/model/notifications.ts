/** What the bell shows: the unread ones and where each notification leads. Pure, unit-tested beside. */
import { NOTIFICATION_LINKS, type AppNotification } from '@jobsearch/domain/pipeline';
import { writeNotification, type NotificationWriter } from '@jobsearch/domain/notification-text';
import { jobDetailsPath } from '../../../lib/util/paths';

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

/** What notificationText needs of the app: its texts, choice labels and date format in the chosen language. */
export interface Writer extends NotificationWriter {
  english: boolean;
}

/**
 * A notification's title and body in the reader's language. The server writes
 * them in English and keeps what it wrote them from (`params`); in Hindi or
 * Marathi they are written again from the catalog. English, and an older
 * notification without params, show the server's own words.
 */
export function notificationText(row: Pick<AppNotification, 'kind' | 'title' | 'body' | 'params'>, w: Writer): { title: string; body: string } {
  const params = row.params ?? {};
  if (w.english || Object.keys(params).length === 0) return { title: row.title, body: row.body };
  return writeNotification(row.kind, params, w);
}
