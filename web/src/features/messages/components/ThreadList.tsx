/** The person's conversations, the latest message first: the other side, the job, the last message and the unread count. */
import { unreadBadge, type ThreadWithId } from '@jobsearch/domain/threads';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import { formatDateTime } from '../../../lib/util/dates';
import { messagesThreadPath } from '../../../lib/util/paths';
import type { LastSeenList } from '../../../lib/data/with-last-seen';
import { PageLoading } from '../../../ui/PageLoading';
import { otherSideName } from '../model/thread-text';

interface ThreadListProps {
  uid: string;
  role: 'jobseeker' | 'employer';
  current: string | null;
  /** The page's read (api/threads.ts, useMyThreads): live, or offline the last-seen copy. */
  threads: LastSeenList<ThreadWithId>;
}

export function ThreadList({ uid, role, current, threads: live }: ThreadListProps) {
  const t = useT();
  // The role in the reader's language, as the cards show it (a role typed in the employer's own words stays as typed).
  const label = useChoiceLabel();
  if (live.status === 'loading') return <PageLoading />;
  if (live.status === 'error') {
    return (
      <p className="error-text" role="alert">
        {t('messages.loadFailed')}
      </p>
    );
  }
  if (live.rows.length === 0) return <p className="muted messages__none">{t('messages.none')}</p>;
  return (
    <nav className="messages__list card" aria-label={t('messages.title')}>
      <ul>
        {live.rows.map((thread: ThreadWithId) => {
          const unread = unreadBadge(thread.unread[uid] ?? 0);
          return (
            <li key={thread.id}>
              <Link to={messagesThreadPath(thread.id)} className="messages__item" aria-current={thread.id === current ? 'page' : undefined}>
                <span className="messages__who">
                  {otherSideName(thread, role, t)}
                  {unread ? <span className="messages__unread">{t('messages.unread', { n: unread })}</span> : null}
                </span>
                <span className="messages__job muted">{t('messages.about', { job: label('jobRole', thread.jobTitle), company: thread.companyName })}</span>
                {thread.lastMessageText ? <span className="messages__last">{thread.lastMessageText}</span> : null}
                <span className="messages__when muted">{formatDateTime(thread.lastMessageAt)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
