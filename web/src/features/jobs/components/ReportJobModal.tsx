import { REPORT_REASONS } from '@jobsearch/domain/choices';
import { MESSAGES } from '@jobsearch/domain/messages';
import { LIMITS, type JobWithId } from '@jobsearch/domain/schemas';
import { useId, useState, type FormEvent } from 'react';
import { Field } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { toast } from '../../../ui/toast';
import { reportJob } from '../api/report-job';
import { jobRoleText } from '../model/job-text';

interface ReportJobModalProps {
  job: JobWithId;
  onClose: () => void;
}

/** "Report this job": a reason of the list and an optional note; sent once. */
export function ReportJobModal({ job, onClose }: ReportJobModalProps) {
  const id = useId();
  const formId = `${id}-report`;
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; note?: string }>({});
  const [busy, setBusy] = useState(false);
  const [already, setAlready] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const result = await reportJob(job.jobId, { reason, note });
    setBusy(false);
    if (result.outcome === 'invalid') {
      setErrors(result.fieldErrors);
      return;
    }
    setErrors({});
    if (result.outcome === 'reported') {
      toast.success(MESSAGES.reportSent, { toastId: MESSAGES.reportSent });
      onClose();
    } else if (result.outcome === 'alreadyReported') {
      setAlready(true);
      toast.info(MESSAGES.alreadyReported, { toastId: MESSAGES.alreadyReported });
    } else {
      toast.error(MESSAGES.reportFailed, { toastId: MESSAGES.reportFailed });
    }
  };

  const reasonError = errors.reason;
  return (
    <Modal
      title={`${MESSAGES.reportJobTitle}: ${jobRoleText(job)} at ${job.companyName}`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            Close
          </button>
          <button type="submit" form={formId} className="button" disabled={busy || already} aria-busy={busy || undefined}>
            {MESSAGES.reportSubmit}
          </button>
        </>
      }
    >
      {already ? (
        <p className="job-notice" role="status">
          {MESSAGES.alreadyReported}
        </p>
      ) : null}
      <form id={formId} className="report-form" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="report-form__reasons" aria-describedby={reasonError ? `${id}-reason-error` : undefined}>
          <legend>
            {MESSAGES.reportReasonLabel}
            <span className="field__required" aria-hidden="true">
              {' '}
              *
            </span>
          </legend>
          {REPORT_REASONS.map((option) => (
            <div key={option.value} className="radio">
              <input
                id={`${id}-reason-${option.value}`}
                type="radio"
                name={`${id}-reason`}
                value={option.value}
                checked={reason === option.value}
                onChange={() => {
                  setReason(option.value);
                  setErrors((e) => ({ ...e, reason: undefined }));
                }}
                required
              />
              <label htmlFor={`${id}-reason-${option.value}`}>{option.label}</label>
            </div>
          ))}
          {reasonError ? (
            <p id={`${id}-reason-error`} className="field__error" role="alert">
              {reasonError}
            </p>
          ) : null}
        </fieldset>
        <Field id={`${id}-note`} label={MESSAGES.reportNoteLabel} hint={`${note.length}/${LIMITS.reportNote}`} error={errors.note}>
          {(control) => <textarea {...control} rows={3} maxLength={LIMITS.reportNote} value={note} onChange={(e) => setNote(e.target.value)} />}
        </Field>
      </form>
    </Modal>
  );
}
