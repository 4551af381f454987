/** Report (each side once, to the admins) and Block / Unblock of a conversation, each confirmed first. */
import type { ThreadWithId } from '@jobsearch/domain/threads';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { toast } from '../../../ui/toast';
import { reportThread, setBlocked, useReportedByMe } from '../api/threads';

type Asking = 'report' | 'block' | null;

export function ThreadActions({ thread, uid }: { thread: ThreadWithId; uid: string }) {
  const t = useT();
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const blockedByMe = thread.blockedBy === uid;
  const reportedByMe = useReportedByMe(thread.id, uid);

  const run = async (action: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    try {
      const outcome = await action();
      if (outcome === 'dailyLimit') toast.error(t('messages.reportDailyLimit'));
      else if (done) toast.success(done);
    } catch (error) {
      console.error('A conversation action failed', error);
      toast.error(t('messages.actionFailed'));
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  return (
    <div className="messages__actions">
      {reportedByMe ? (
        <span className="muted messages__reported">{t('messages.reported')}</span>
      ) : (
        <button type="button" className="button button--secondary button--small" onClick={() => setAsking('report')}>
          {t('messages.report')}
        </button>
      )}
      {blockedByMe ? (
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={busy}
          onClick={() => void run(() => setBlocked(thread.id, uid, false))}
        >
          {t('messages.unblock')}
        </button>
      ) : thread.blockedBy ? null : (
        <button type="button" className="button button--secondary button--small" onClick={() => setAsking('block')}>
          {t('messages.block')}
        </button>
      )}
      {asking === 'report' ? (
        <ConfirmDialog
          title={t('messages.reportTitle')}
          message={t('messages.reportText')}
          confirmLabel={t('messages.report')}
          busy={busy}
          danger
          onCancel={() => setAsking(null)}
          onConfirm={() => void run(() => reportThread(thread, uid), t('messages.reported'))}
        />
      ) : null}
      {asking === 'block' ? (
        <ConfirmDialog
          title={t('messages.blockTitle')}
          message={t('messages.blockText')}
          confirmLabel={t('messages.block')}
          busy={busy}
          danger
          onCancel={() => setAsking(null)}
          onConfirm={() => void run(() => setBlocked(thread.id, uid, true))}
        />
      ) : null}
    </div>
  );
}
