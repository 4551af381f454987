/**
 * One open conversation report: the job, who reported whom and when, its
 * actions (Dismiss, Ban the reported account, open the job, open the employer)
 * and the conversation, held messages of a deleted account included (as
 * written, never as links).
 */
import { publicJobPath } from '@jobsearch/domain/public-job';
import type { ThreadWithId } from '@jobsearch/domain/threads';
import { useT } from '../../../i18n';
import { formatDateTime } from '../../../lib/util/dates';
import { publicCompanyPagePath } from '../../../lib/util/paths';
import { useReportedConversation, type ReportedThreadRow } from '../api/admin-threads';
import { reportedSideKey, senderKey } from '../model/reported-threads';

export type ReportAction = 'dismiss' | 'ban';

export function ReportedThreadCard({ row, onAction }: { row: ReportedThreadRow; onAction: (action: ReportAction, row: ReportedThreadRow) => void }) {
  const t = useT();
  const { report, thread } = row;
  const reporterSide = thread && t(reportedSideKey(thread, report.reporterId));
  return (
    <li className="card admin__thread" data-testid="reported-thread">
      <h3>{thread ? t('messages.about', { job: thread.jobTitle, company: thread.companyName }) : report.threadId}</h3>
      <p className="muted">
        {t('messages.adminReportedBy', { side: reporterSide ?? '', date: formatDateTime(report.createdAt) })}
        {thread ? <> · {t('messages.adminReportedSide', { side: t(reportedSideKey(thread, report.reportedId)) })}</> : null}
      </p>
      <div className="admin__thread-actions">
        <button type="button" className="button button--secondary button--small" onClick={() => onAction('dismiss', row)}>
          {t('messages.adminDismiss')}
        </button>
        <button type="button" className="button button--danger button--small" onClick={() => onAction('ban', row)}>
          {t('messages.adminBan')}
        </button>
        {thread ? (
          <>
            <a className="button button--secondary button--small" href={publicJobPath(thread.jobId)} target="_blank" rel="noreferrer">
              {t('messages.adminOpenJob')}
            </a>
            <a className="button button--secondary button--small" href={publicCompanyPagePath(thread.employerId)} target="_blank" rel="noreferrer">
              {t('messages.adminOpenEmployer')}
            </a>
          </>
        ) : null}
      </div>
      {thread ? <ConversationMessages thread={thread} /> : null}
    </li>
  );
}

function ConversationMessages({ thread }: { thread: ThreadWithId }) {
  const t = useT();
  const messages = useReportedConversation(thread.id);
  return (
    <ol className="admin__thread-messages">
      {messages.map((message) => (
        <li key={message.id}>
          <strong>{t(senderKey(thread, message.senderId))}:</strong> <span className="admin__thread-text">{message.text}</span>{' '}
          <span className="muted">{formatDateTime(message.createdAt)}</span>
        </li>
      ))}
    </ol>
  );
}
