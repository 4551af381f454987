/** The frame both status dialogs (Interview, Not selected) share: check the details, move, close when done; no closing while it writes. */
import type { ApplicationStatus } from '@jobsearch/domain/pipeline';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useT } from '../../../i18n';
import { choiceLabel } from '../../../i18n/choices';
import { Modal } from '../../../ui/Modal';
import { moveApplicant } from '../api/move-applicant';
import type { Applicant } from '../api/use-applicants';
import { checkStatusChange, type CheckedChange, type InterviewForm } from '../model/applicants';
import { problemText } from './problem-text';

export interface DialogProps {
  applicant: Applicant;
  from: ApplicationStatus;
  onClose: () => void;
}

export type DialogErrors = Extract<CheckedChange, { ok: false }>['errors'];

interface StatusDialogProps extends DialogProps {
  to: 'Interview' | 'Not selected';
  title: string;
  /** What the dialog asks for, checked as the rules will check it. */
  details: { interview?: InterviewForm; reason?: string };
  onInvalid: (errors: DialogErrors) => void;
  danger?: boolean;
  children: ReactNode;
}

export function StatusDialog({ applicant, from, to, title, details, onInvalid, danger, onClose, children }: StatusDialogProps) {
  const t = useT();
  const id = useId();
  const formId = `${id}-form`;
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkStatusChange(from, to, details);
    if (!checked.ok) {
      onInvalid(Object.fromEntries(Object.entries(checked.errors).map(([field, message]) => [field, problemText(t, message)])));
      return;
    }
    setBusy(true);
    const done = await moveApplicant(applicant, checked.change);
    setBusy(false);
    if (done) onClose();
  };

  return (
    <Modal
      title={title}
      onClose={() => (busy ? undefined : onClose())}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
            {t('applications.cancel')}
          </button>
          <button type="submit" form={formId} className={danger ? 'button button--danger' : 'button'} disabled={busy} aria-busy={busy || undefined}>
            {t('applications.moveTo', { status: choiceLabel('applicationStatus', to) })}
          </button>
        </>
      }
    >
      <form id={formId} className="status-dialog" onSubmit={(event) => void submit(event)} noValidate>
        {children}
      </form>
    </Modal>
  );
}
