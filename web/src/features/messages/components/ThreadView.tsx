/**
 * One conversation: who and which job, Report and Block, its messages live
 * (text as written: no link is made clickable), read receipts ("Seen" under the
 * reader's last message once the other side read it), and the composer. Opening
 * it marks what the other side wrote as read.
 */
import { seenByOther, type ChatMessageWithId, type ThreadWithId } from '@jobsearch/domain/threads';
import { useEffect, useRef } from 'react';
import { useT } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import { formatDateTime } from '../../../lib/util/dates';
import { PageLoading } from '../../../ui/PageLoading';
import { markThreadRead, useMessages, useMyThread } from '../api/threads';
import { otherSideName } from '../model/thread-text';
import { Composer } from './Composer';
import { ThreadActions } from './ThreadActions';

interface ThreadViewProps {
  uid: string;
  role: 'jobseeker' | 'employer';
  threadId: string;
}

export function ThreadView({ uid, role, threadId }: ThreadViewProps) {
  const t = useT();
  const label = useChoiceLabel();
  const { status, thread } = useMyThread(uid, role, threadId);
  const messages = useMessages(uid, threadId);
  const newest = messages.data.at(-1);
  const readAt = thread?.readAt[uid]?.getTime() ?? 0;
  const behind = newest !== undefined && newest.senderId !== uid && newest.createdAt.getTime() > readAt;

  // Once per message of the other side newer than the reader's read time (their read receipt).
  const exists = thread !== null;
  useEffect(() => {
    if (exists && behind) void markThreadRead(threadId, uid);
  }, [exists, behind, newest?.id, threadId, uid]);

  // On a phone the thread opens below the list: brought into view once, so its composer shows at the screen's foot.
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (exists) sectionRef.current?.scrollIntoView({ block: 'nearest' });
  }, [exists]);

  if (status === 'loading') return <PageLoading />;
  if (!thread) {
    return (
      <p className="error-text messages__thread" role="alert">
        {status === 'error' ? t('messages.loadFailed') : t('messages.notFound')}
      </p>
    );
  }
  const other = otherSideName(thread, role, t);
  const closed = thread.left.length > 0 ? t('messages.left') : thread.blockedBy ? t('messages.blocked') : null;
  return (
    <section ref={sectionRef} className="messages__thread card" aria-label={t('messages.about', { job: label('jobRole', thread.jobTitle), company: other })}>
      <header className="messages__thread-head">
        <div>
          <h2>{other}</h2>
          <p className="muted">{t('messages.about', { job: label('jobRole', thread.jobTitle), company: thread.companyName })}</p>
        </div>
        <ThreadActions thread={thread} uid={uid} />
      </header>
      <MessageBubbles thread={thread} uid={uid} messages={messages.data} />
      {closed ? (
        <p className="messages__closed" role="status">
          {closed}
        </p>
      ) : (
        <Composer uid={uid} threadId={threadId} />
      )}
    </section>
  );
}

function MessageBubbles({ thread, uid, messages }: { thread: ThreadWithId; uid: string; messages: readonly ChatMessageWithId[] }) {
  const t = useT();
  const endRef = useRef<HTMLLIElement>(null);
  const lastMine = [...messages].reverse().find((message) => message.senderId === uid);
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'nearest' });
  }, [messages.length]);
  if (messages.length === 0) return <p className="muted messages__empty">{t('messages.noMessages')}</p>;
  return (
    <ol className="messages__bubbles" aria-live="polite">
      {messages.map((message) => {
        const mine = message.senderId === uid;
        return (
          <li key={message.id} className={`messages__bubble${mine ? ' messages__bubble--mine' : ''}`}>
            <span className="visually-hidden">
              {mine ? t('messages.you') : otherSideName(thread, thread.employerId === uid ? 'employer' : 'jobseeker', t)}:{' '}
            </span>
            <p className="messages__text">{message.text}</p>
            <span className="messages__meta muted">
              {formatDateTime(message.createdAt)}
              {message === lastMine ? ` · ${t(seenByOther(thread, uid, message) ? 'messages.seen' : 'messages.sent')}` : ''}
            </span>
          </li>
        );
      })}
      <li ref={endRef} aria-hidden="true" className="messages__end" />
    </ol>
  );
}
