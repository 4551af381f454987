/** What the bell shows: the unread ones and where each notification leads. Pure, unit-tested beside. */
import { NOTIFICATION_LINKS, type AppNotification } from '@jobsearch/domain/pipeline';
import type { Translate } from '../../../i18n';
import type { ChoiceList } from '../../../i18n/choices';
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

/** What notificationText needs of the app: its texts, choice labels and date format in the chosen language. */
export interface Writer {
  english: boolean;
  t: Translate;
  choice: (list: ChoiceList, value: string) => string;
  when: (at: Date) => string;
}

/**
 * A notification's title and body in the reader's language (issue 22). The
 * server writes them in English and keeps what it wrote them from (`params`);
 * in Hindi or Marathi they are written again from the catalog. English, and an
 * older notification without params, show the server's own words.
 */
export function notificationText(row: Pick<AppNotification, 'kind' | 'title' | 'body' | 'params'>, w: Writer): { title: string; body: string } {
  const p = row.params ?? {};
  if (w.english || Object.keys(p).length === 0) return { title: row.title, body: row.body };
  const job = { jobTitle: p.jobTitle ?? '', companyName: p.companyName ?? '' };
  switch (row.kind) {
    case 'application':
      return {
        title: w.t('notifications.applicationTitle', job),
        body: w.t('notifications.applicationBody', { ...job, applicantName: p.applicantName ?? '' }),
      };
    case 'alert':
      return {
        title: w.t('notifications.alertTitle', job),
        body: w.t('notifications.alertBody', { ...job, city: w.choice('city', p.city ?? '') }),
      };
    case 'status': {
      const status = w.choice('applicationStatus', p.status ?? '');
      const parts = [w.t('notifications.statusBody', { ...job, status })];
      const at = p.interviewAt ? new Date(p.interviewAt) : null;
      if (at && !Number.isNaN(at.getTime()))
        parts.push(
          w.t('notifications.interviewDetails', {
            when: w.when(at),
            where: p.phoneCall === 'yes' ? w.t('notifications.interviewPhoneCall') : (p.interviewPlace ?? ''),
          }),
        );
      if (p.reason) parts.push(w.t('notifications.notSelectedReason', { reason: w.choice('notSelectedReason', p.reason) }));
      return { title: w.t('notifications.statusTitle', { status }), body: parts.join(' ') };
    }
  }
}
