/**
 * The "Reported messages" tab: conversations a participant reported, the
 * latest report first, each with who reported it and when, and its messages
 * (as written, never as links). Read live only while the tab is open.
 */
import type { ThreadWithId } from '@jobsearch/domain/threads';
import { useT } from '../../../i18n';
import { formatDateTime } from '../../../lib/util/dates';
import { useReportedThreads, useThreadMessages } from '../api/admin-threads';
import { panelId, tabId } from './AdminTabs';

export function ReportedThreadsPanel({ selected }: { selected: boolean }) {
  return (
    <div role="tabpanel" id={panelId('messages')} aria-labelledby={tabId('messages')} hidden={!selected} className="admin__panel" tabIndex={0}>
      {selected ? <ReportedThreads /> : null}
    </div>
  );
}

function ReportedThreads() {
  const t = useT();
  const live = useReportedThreads();
  if (live.status === 'loading') return <p className="muted">{t('admin.loading')}</p>;
  if (live.status === 'error') return <p className="error-text">{t('messages.loadFailed')}</p>;
  if (live.data.length === 0) return <p className="muted">{t('messages.adminNone')}</p>;
  return (
    <ul className="admin__threads">
      {live.data.map((thread) => (
        <li key={thread.id} className="card admin__thread">
          <h3>{t('messages.about', { job: thread.jobTitle, company: thread.companyName })}</h3>
          <p className="muted">
            {thread.applicantName || t('messages.applicantLeft')} ·{' '}
            {t('messages.adminReportedBy', {
              side: t(thread.reportedBy === thread.employerId ? 'messages.employer' : 'messages.applicant'),
              date: thread.reportedAt ? formatDateTime(thread.reportedAt) : '',
            })}
          </p>
          <ThreadMessages thread={thread} />
        </li>
      ))}
    </ul>
  );
}

function ThreadMessages({ thread }: { thread: ThreadWithId }) {
  const t = useT();
  const messages = useThreadMessages(thread.id);
  return (
    <ol className="admin__thread-messages">
      {messages.data.map((message) => (
        <li key={message.id}>
          <strong>{t(message.senderId === thread.employerId ? 'messages.employer' : 'messages.applicant')}:</strong>{' '}
          <span className="admin__thread-text">{message.text}</span> <span className="muted">{formatDateTime(message.createdAt)}</span>
        </li>
      ))}
    </ol>
  );
}
