/**
 * The admins' notices of jobs the reports hid (adminNotifications, written by
 * the reports trigger when reports of accounts with standing reach the
 * limit), above the Reports table. Unread ones say New, and are marked read
 * once shown.
 */
import { choiceLabel as labelIn } from '@jobsearch/domain/i18n/choice-label';
import type { AdminNotificationWithId } from '@jobsearch/domain/reports';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { formatDateTime } from '../../../lib/util/dates';
import { useRead } from '../../../lib/data/use-read';
import { fetchAutoHiddenNotices, markNoticesRead } from '../api/admin-reports';
import { adminListTag } from '../api/use-admin-list';

/** Reads the notices, then marks the unread ones read (they still say New this time). */
async function readNotices(): Promise<AdminNotificationWithId[]> {
  const list = await fetchAutoHiddenNotices();
  const unread = list.filter((n) => !n.read).map((n) => n.id);
  markNoticesRead(unread).catch((error: unknown) => console.error('Marking the notices read failed', error));
  return list;
}

export function AutoHiddenNotices({ selected }: { selected: boolean }) {
  const t = useT();
  // Read afresh each time the tab is shown, and when the lists are invalidated.
  const [shown, setShown] = useState({ selected, times: 0 });
  if (shown.selected !== selected) setShown({ selected, times: shown.times + (selected ? 1 : 0) });
  const { state } = useRead(`notices#${shown.times}`, selected, readNotices, 'Reading the notices of hidden jobs failed', {
    tags: [adminListTag('reports')],
  });
  const notices = state.status === 'done' ? state.value : null;

  if (notices === null) return null;
  return (
    <section className="card admin__notices" aria-labelledby="admin-notices-title" data-testid="admin-auto-hidden">
      <h2 id="admin-notices-title" className="admin__notices-title">
        {t('admin.autoHiddenTitle')}
      </h2>
      {notices.length === 0 ? (
        <p className="muted">{t('admin.autoHiddenNone')}</p>
      ) : (
        <ul className="admin__notices-list">
          {notices.map((n) => (
            <li key={n.id} className={n.read ? undefined : 'admin__notice--new'}>
              {n.read ? null : <strong className="admin__notice-new">{t('admin.noticeNew')} </strong>}
              <strong>{n.jobTitle ? t('admin.jobAtCompany', { role: labelIn(t, 'jobRole', n.jobTitle), company: n.companyName }) : n.companyName}</strong>
              {' · '}
              {t('admin.autoHidden', { reports: n.countingReports })} <span className="muted">{formatDateTime(n.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
