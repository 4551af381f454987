/**
 * Delete and Ban share one path: ask (the dialog shows), confirm (the API
 * call), then take the row off its list and search, let every other tab read
 * afresh when next shown (a delete or ban takes dependents with it), and say
 * how it went.
 */
import { useState } from 'react';
import { useT, type MessageKey } from '../../../i18n';
import { toast } from '../../../ui/toast';
import { adminTab, type AdminTabId } from '../model/admin-model';
import { banPerson } from './admin-ban';
import type { AdminRow } from './admin-lists';
import { deleteAdminRecord } from './admin-delete';
import { invalidateAdminLists } from './use-admin-list';

export type RecordAction = 'delete' | 'ban';
type PersonTabId = Extract<AdminTabId, 'users' | 'employers'>;

export interface RecordAsk {
  action: RecordAction;
  tab: AdminTabId;
  row: AdminRow;
  /** Takes the row off the tab's page and search once the action is done. */
  remove: (id: string) => void;
}

/** Each action: its API call, its log verb and its done and failed messages per tab. */
const OUTCOMES: Record<
  RecordAction,
  { run: (tab: AdminTabId, id: string) => Promise<void>; log: string; done: (tab: AdminTabId) => MessageKey; failed: (tab: AdminTabId) => MessageKey }
> = {
  delete: {
    run: deleteAdminRecord,
    log: 'Deleting',
    done: (tab) => `admin.deleted:${tab}`,
    failed: (tab) => `admin.deleteFailed:${tab}`,
  },
  ban: {
    run: (_tab, id) => banPerson(id),
    log: 'Banning',
    done: (tab) => `admin.banned:${tab as PersonTabId}`,
    failed: (tab) => `admin.banFailed:${tab as PersonTabId}`,
  },
};

export function useRecordAction() {
  const t = useT();
  const [asking, setAsking] = useState<RecordAsk | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!asking) return;
    const { action, tab, row, remove } = asking;
    const { id } = row;
    const outcome = OUTCOMES[action];
    setBusy(true);
    try {
      await outcome.run(tab, id);
      remove(id);
      invalidateAdminLists(tab);
      toast.success(t(outcome.done(tab)));
    } catch (error) {
      console.error(`${outcome.log} ${adminTab(tab).what} ${id} failed`, error);
      toast.error(t(outcome.failed(tab)));
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  return { asking, ask: setAsking, cancel: () => setAsking(null), confirm, busy };
}
