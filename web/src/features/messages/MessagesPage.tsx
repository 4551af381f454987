/**
 * Messages (/messages, /messages/:threadId): a seeker's or an employer's
 * conversations, one per application, the latest first; one of them open
 * below the list on phones and beside it on wide screens.
 */
import { useMatch } from 'react-router-dom';
import { useT } from '../../i18n';
import { useSignedIn } from '../../lib/session';
import { PATHS } from '../../lib/util/paths';
import { OfflineNotice } from '../../ui/OfflineNotice';
import { PageLoading } from '../../ui/PageLoading';
import { useMyThreads } from './api/threads';
import { ThreadList } from './components/ThreadList';
import { ThreadView } from './components/ThreadView';
import './messages.css';

export default function MessagesPage() {
  const session = useSignedIn();
  // The open conversation is a child path this page draws (app/routes.tsx).
  const threadId = useMatch(PATHS.messagesThread)?.params.threadId ?? null;
  const role = session.role;
  if (role !== 'employer' && role !== 'jobseeker') return <PageLoading />;
  return <Conversations uid={session.user.uid} role={role} threadId={threadId} />;
}

/** The list and the open conversation; offline, both as last seen on this device, under the offline notice. */
function Conversations({ uid, role, threadId }: { uid: string; role: 'employer' | 'jobseeker'; threadId: string | null }) {
  const t = useT();
  const threads = useMyThreads(uid, role);
  return (
    <section className={`messages${threadId ? ' messages--open' : ''}`}>
      <header className="page-header">
        <h1>{t('messages.title')}</h1>
        <p>{t('messages.intro')}</p>
      </header>
      <p className="messages__warning" role="note">
        {t('messages.feesWarning')}
      </p>
      {threads.status === 'ready' && threads.lastSeen ? <OfflineNotice /> : null}
      <div className="messages__panes">
        <ThreadList uid={uid} role={role} current={threadId} threads={threads} />
        {threadId ? <ThreadView key={threadId} uid={uid} role={role} threadId={threadId} /> : null}
      </div>
    </section>
  );
}
