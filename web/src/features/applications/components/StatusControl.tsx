/**
 * An applicant's status and the control that moves it (issue 21 item 1): a
 * select offering only the moves firestore.rules allow from the current
 * status (nextStatuses); Interview and Not selected ask for their details in
 * a dialog first. The table is live, so the new status shows as the rules
 * accept it.
 */
import { NOT_SELECTED_REASONS, statusOf, type ApplicationStatus, type StatusChange } from '@jobsearch/domain/pipeline';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { translate, useT, type Translate } from '../../../i18n';
import { choiceLabel, useChoiceLabel } from '../../../i18n/choices';
import { say } from '../../../i18n/problems';
import { Field } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { toast } from '../../../ui/toast';
import { changeApplicationStatus } from '../api/change-status';
import type { Applicant } from '../api/use-applicants';
import { asksDetails, checkStatusChange, nextStatuses, type CheckedChange, type InterviewForm } from '../model/applicants';

/** A status-change problem (the domain's code and values) in the chosen language; other text stays as it is. */
function problemText(t: Translate, message: string | undefined): string | undefined {
  return message === undefined ? undefined : say(t, message);
}

/** The status as a small coloured label. */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const choiceLabel = useChoiceLabel();
  return (
    <span className={`applicant-status applicant-status--${status.toLowerCase().replace(/\s+/g, '-')}`} data-testid="applicant-status">
      {choiceLabel('applicationStatus', status)}
    </span>
  );
}

async function move(applicant: Applicant, change: StatusChange): Promise<boolean> {
  try {
    await changeApplicationStatus(applicant.id, change);
    toast.success(translate('applications.statusChanged', { status: choiceLabel('applicationStatus', change.status) }));
    return true;
  } catch (error) {
    console.error('Changing the application status failed', error);
    toast.error(translate('applications.statusChangeFailed'));
    return false;
  }
}

export function StatusControl({ applicant }: { applicant: Applicant }) {
  const t = useT();
  const choiceLabel = useChoiceLabel();
  const current = statusOf(applicant);
  const options = nextStatuses(current);
  const [asking, setAsking] = useState<'Interview' | 'Not selected' | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (to: ApplicationStatus) => {
    if (asksDetails(to)) {
      setAsking(to);
      return;
    }
    const checked = checkStatusChange(current, to, {});
    if (!checked.ok) {
      toast.error(problemText(t, Object.values(checked.errors)[0]) ?? t('applications.statusChangeFailed'));
      return;
    }
    setBusy(true);
    await move(applicant, checked.change);
    setBusy(false);
  };

  return (
    <div className="status-control">
      <StatusBadge status={current} />
      {options.length === 0 ? (
        <span className="muted status-control__final">{t('applications.statusFinal')}</span>
      ) : (
        <select
          className="status-control__select"
          aria-label={t('applications.moveApplicant', { name: applicant.applicantName })}
          value=""
          disabled={busy}
          onChange={(event) => void choose(event.target.value as ApplicationStatus)}
        >
          <option value="" disabled>
            {t('applications.movePlaceholder')}
          </option>
          {options.map((status) => (
            <option key={status} value={status}>
              {choiceLabel('applicationStatus', status)}
            </option>
          ))}
        </select>
      )}
      {asking === 'Interview' ? <InterviewDialog applicant={applicant} from={current} onClose={() => setAsking(null)} /> : null}
      {asking === 'Not selected' ? <NotSelectedDialog applicant={applicant} from={current} onClose={() => setAsking(null)} /> : null}
    </div>
  );
}

interface DialogProps {
  applicant: Applicant;
  from: ApplicationStatus;
  onClose: () => void;
}

type DialogErrors = Extract<CheckedChange, { ok: false }>['errors'];

interface StatusDialogProps extends DialogProps {
  to: 'Interview' | 'Not selected';
  title: string;
  formId: string;
  /** What the dialog asks for, checked as the rules will check it. */
  details: { interview?: InterviewForm; reason?: string };
  onInvalid: (errors: DialogErrors) => void;
  danger?: boolean;
  children: ReactNode;
}

/** The frame both dialogs share: check the details, move, close when done; no closing while it writes. */
function StatusDialog({ applicant, from, to, title, formId, details, onInvalid, danger, onClose, children }: StatusDialogProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkStatusChange(from, to, details);
    if (!checked.ok) {
      onInvalid(Object.fromEntries(Object.entries(checked.errors).map(([field, message]) => [field, problemText(t, message)])));
      return;
    }
    setBusy(true);
    const done = await move(applicant, checked.change);
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

/** Interview: a date and time, and a place or a phone call. */
function InterviewDialog({ applicant, from, onClose }: DialogProps) {
  const t = useT();
  const id = useId();
  const [form, setForm] = useState<InterviewForm>({ when: '', phoneCall: false, place: '' });
  const [errors, setErrors] = useState<DialogErrors>({});

  return (
    <StatusDialog
      applicant={applicant}
      from={from}
      to="Interview"
      title={t('applications.interviewTitle', { name: applicant.applicantName })}
      formId={`${id}-form`}
      details={{ interview: form }}
      onInvalid={setErrors}
      onClose={onClose}
    >
      <Field id={`${id}-when`} label={t('applications.interviewWhen')} required error={errors.when}>
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            value={form.when}
            onChange={(event) => {
              setForm({ ...form, when: event.target.value });
              setErrors(({ when: _gone, ...rest }) => rest);
            }}
          />
        )}
      </Field>
      <div className="field field--check">
        <label>
          <input
            type="checkbox"
            checked={form.phoneCall}
            aria-describedby={`${id}-phone-hint`}
            onChange={(event) => {
              setForm({ ...form, phoneCall: event.target.checked, place: event.target.checked ? '' : form.place });
              setErrors(({ place: _gone, ...rest }) => rest);
            }}
          />{' '}
          {t('applications.phoneCall')}
        </label>
        <span id={`${id}-phone-hint`} className="field__hint">
          {t('applications.phoneCallHint')}
        </span>
      </div>
      {form.phoneCall ? null : (
        <Field id={`${id}-place`} label={t('applications.interviewPlace')} required error={errors.place}>
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={200}
              value={form.place}
              onChange={(event) => {
                setForm({ ...form, place: event.target.value });
                setErrors(({ place: _gone, ...rest }) => rest);
              }}
            />
          )}
        </Field>
      )}
      {errors._ ? (
        <p className="error-text" role="alert">
          {errors._}
        </p>
      ) : null}
    </StatusDialog>
  );
}

/** Not selected: the optional reason from the short list. */
function NotSelectedDialog({ applicant, from, onClose }: DialogProps) {
  const t = useT();
  const choiceLabel = useChoiceLabel();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  return (
    <StatusDialog
      applicant={applicant}
      from={from}
      to="Not selected"
      title={t('applications.notSelectedTitle', { name: applicant.applicantName })}
      formId={`${id}-form`}
      details={{ reason }}
      onInvalid={(errors) => setError(Object.values(errors)[0])}
      danger
      onClose={onClose}
    >
      <Field id={`${id}-reason`} label={t('applications.notSelectedReason')} error={error}>
        {(control) => (
          <select {...control} value={reason} onChange={(event) => setReason(event.target.value)}>
            <option value="">{t('applications.notSelectedNoReason')}</option>
            {NOT_SELECTED_REASONS.map((r) => (
              <option key={r} value={r}>
                {choiceLabel('notSelectedReason', r)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </StatusDialog>
  );
}
