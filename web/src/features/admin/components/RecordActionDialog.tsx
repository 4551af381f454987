/** The question before a Delete or a Ban: it names the record ("Delete Priya Sharma's application to Welder at Acme Ltd?"). */
import { choiceLabel as labelIn } from '@jobsearch/domain/i18n/choice-label';
import { useT, type Translate } from '../../../i18n';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import type { AdminRow } from '../api/admin-lists';
import type { RecordAsk } from '../api/use-record-action';
import type { AdminTabId } from '../model/admin-model';

function deleteQuestion(tr: Translate, tab: AdminTabId, row: AdminRow): string {
  const or = (value: string) => value || row.id;
  if ('applicantName' in row)
    return tr('admin.confirmDeleteApplication', {
      applicant: or(row.applicantName),
      role: or(labelIn(tr, 'jobRole', row.jobTitle)),
      company: or(row.companyName),
    });
  if ('jobRole' in row) return tr('admin.confirmDeleteJob', { role: or(labelIn(tr, 'jobRole', row.jobRole)), company: or(row.companyName) });
  return tr(tab === 'employers' ? 'admin.confirmDeletePerson:employers' : 'admin.confirmDeletePerson:users', { name: or(row.name) });
}

interface RecordActionDialogProps {
  asking: RecordAsk;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function RecordActionDialog({ asking, busy, onConfirm, onCancel }: RecordActionDialogProps) {
  const t = useT();
  const { action, tab, row } = asking;
  const person = tab === 'users' || tab === 'employers' ? tab : null;
  const texts =
    action === 'ban' && person !== null && 'name' in row
      ? { title: t(`admin.banTitle:${person}`), message: t('admin.confirmBan', { name: row.name || row.id }), confirmLabel: t('admin.ban') }
      : { title: deleteQuestion(t, tab, row), message: t(`admin.confirmDelete:${tab}`), confirmLabel: t('admin.delete') };
  return <ConfirmDialog {...texts} danger busy={busy} onConfirm={onConfirm} onCancel={onCancel} />;
}
