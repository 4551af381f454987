/**
 * The admins' notices of jobs the reports hid (adminNotifications, written by
 * the reports trigger when reports of accounts with standing reach the
 * limit), above the Reports table. Unread ones say New, and are marked read
 * once shown.
 */
import type { AdminNotificationWithId } from '@jobsearch/domain/reports';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n';
import { formatDateTime } from '../../../lib/dates';
import { fetchAutoHiddenNotices, markNoticesRead } from '../api/admin-reports';

export function AutoHiddenNotices({ selected, generation }: { selected: boolean; generation: number }) {
  const t = useT();
  const [notices, setNotices] = useState<AdminNotificationWithId[] | null>(null);

  useEffect(() => {
    if (!selected) return undefined;
    let live = true;
    fetchAutoHiddenNotices().then(
      (list) => {
        if (!live) return;
        setNotices(list);
        const unread = list.filter((n) => !n.read).map((n) => n.id);
        markNoticesRead(unread).catch((error: unknown) => console.error('Marking the notices read failed', error));
      },
      (error: unknown) => console.error('Reading the notices of hidden jobs failed', error),
    );
    return () => {
      live = false;
    };
  }, [selected, generation]);

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
              <strong>{n.jobTitle ? t('admin.jobAtCompany', { role: n.jobTitle, company: n.companyName }) : n.companyName}</strong>
              {' · '}
              {t('admin.autoHidden', { reports: n.countingReports })} <span className="muted">{formatDateTime(n.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
