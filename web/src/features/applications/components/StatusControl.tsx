/**
 * An applicant's status and the control that moves it (issue 21 item 1): a
 * select offering only the moves firestore.rules allow from the current
 * status (nextStatuses); Interview and Not selected ask for their details in
 * a dialog first. The table is live, so the new status shows as the rules
 * accept it.
 */
import { MESSAGES } from '@jobsearch/domain/messages';
import { NOT_SELECTED_REASONS, statusOf, type ApplicationStatus, type StatusChange } from '@jobsearch/domain/pipeline';
import { useId, useState, type FormEvent } from 'react';
import { Field } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { toast } from '../../../ui/toast';
import { changeApplicationStatus } from '../api/change-status';
import type { Applicant } from '../api/use-applicants';
import { asksDetails, checkStatusChange, nextStatuses, type InterviewForm } from '../model/applicants';

/** The status as a small coloured label. */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <span className={`applicant-status applicant-status--${status.toLowerCase().replace(/\s+/g, '-')}`} data-testid="applicant-status">
      {status}
    </span>
  );
}

async function move(applicant: Applicant, change: StatusChange): Promise<boolean> {
  try {
    await changeApplicationStatus(applicant.id, change);
    toast.success(MESSAGES.applicationStatusChanged(change.status));
    return true;
  } catch (error) {
    console.error('Changing the application status failed', error);
    toast.error(MESSAGES.applicationStatusChangeFailed);
    return false;
  }
}

export function StatusControl({ applicant }: { applicant: Applicant }) {
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
      toast.error(Object.values(checked.errors)[0] ?? MESSAGES.applicationStatusChangeFailed);
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
        <span className="muted status-control__final">{MESSAGES.applicantStatusFinal}</span>
      ) : (
        <select
          className="status-control__select"
          aria-label={MESSAGES.applicantStatusMove(applicant.applicantName)}
          value=""
          disabled={busy}
          onChange={(event) => void choose(event.target.value as ApplicationStatus)}
        >
          <option value="" disabled>
            {MESSAGES.applicantStatusMovePlaceholder}
          </option>
          {options.map((status) => (
            <option key={status} value={status}>
              {status}
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

/** Interview: a date and time, and a place or a phone call. */
function InterviewDialog({ applicant, from, onClose }: DialogProps) {
  const id = useId();
  const [form, setForm] = useState<InterviewForm>({ when: '', phoneCall: false, place: '' });
  const [errors, setErrors] = useState<Partial<Record<'when' | 'place' | '_', string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkStatusChange(from, 'Interview', { interview: form });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    const done = await move(applicant, checked.change);
    setBusy(false);
    if (done) onClose();
  };

  return (
    <Modal
      title={MESSAGES.interviewDialogTitle(applicant.applicantName)}
      onClose={() => (busy ? undefined : onClose())}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" form={`${id}-form`} className="button" disabled={busy} aria-busy={busy || undefined}>
            {MESSAGES.statusDialogConfirm('Interview')}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} className="status-dialog" onSubmit={submit} noValidate>
        <Field id={`${id}-when`} label={MESSAGES.interviewWhenLabel} required error={errors.when}>
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
            {MESSAGES.interviewPhoneCall}
          </label>
          <span id={`${id}-phone-hint`} className="field__hint">
            {MESSAGES.interviewPhoneCallHint}
          </span>
        </div>
        {form.phoneCall ? null : (
          <Field id={`${id}-place`} label={MESSAGES.interviewPlaceLabel} required error={errors.place}>
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
      </form>
    </Modal>
  );
}

/** Not selected: the optional reason from the short list. */
function NotSelectedDialog({ applicant, from, onClose }: DialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkStatusChange(from, 'Not selected', { reason });
    if (!checked.ok) {
      setError(Object.values(checked.errors)[0]);
      return;
    }
    setBusy(true);
    const done = await move(applicant, checked.change);
    setBusy(false);
    if (done) onClose();
  };

  return (
    <Modal
      title={MESSAGES.notSelectedDialogTitle(applicant.applicantName)}
      onClose={() => (busy ? undefined : onClose())}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" form={`${id}-form`} className="button button--danger" disabled={busy} aria-busy={busy || undefined}>
            {MESSAGES.statusDialogConfirm('Not selected')}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} className="status-dialog" onSubmit={submit} noValidate>
        <Field id={`${id}-reason`} label={MESSAGES.notSelectedReasonLabel} error={error}>
          {(control) => (
            <select {...control} value={reason} onChange={(event) => setReason(event.target.value)}>
              <option value="">{MESSAGES.notSelectedNoReason}</option>
              {NOT_SELECTED_REASONS.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          )}
        </Field>
      </form>
    </Modal>
  );
}
