import { REPORT_REASONS } from '@jobsearch/domain/choices';
import { REPORTS_PER_DAY } from '@jobsearch/domain/reports';
import { LIMITS, type JobWithId } from '@jobsearch/domain/schemas';
import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import { Field } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { toast } from '../../../ui/toast';
import { reportJob } from '../api/report-job';
import { jobRoleText } from '../model/job-text';
import { say } from '../../../i18n/problems';

interface ReportJobModalProps {
  job: JobWithId;
  onClose: () => void;
}

/** "Report this job": a reason of the list and an optional note; sent once. */
export function ReportJobModal({ job, onClose }: ReportJobModalProps) {
  const t = useT();
  const label = useChoiceLabel();
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
      toast.success(t('jobs.reportSent'), { toastId: 'jobs.reportSent' });
      onClose();
    } else if (result.outcome === 'limitReached') {
      toast.error(t('jobs.reportsPerDayReached', { max: REPORTS_PER_DAY }), { toastId: 'jobs.reportsPerDayReached' });
    } else if (result.outcome === 'alreadyReported') {
      setAlready(true);
      toast.info(t('jobs.alreadyReported'), { toastId: 'jobs.alreadyReported' });
    } else {
      toast.error(t('jobs.reportFailed'), { toastId: 'jobs.reportFailed' });
    }
  };

  const reasonError = errors.reason ? say(t, errors.reason) : undefined;
  return (
    <Modal
      title={t('jobs.reportTitle', { role: jobRoleText(job, t), company: job.companyName })}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('ui.close')}
          </button>
          <button type="submit" form={formId} className="button" disabled={busy || already} aria-busy={busy || undefined}>
            {t('jobs.reportSubmit')}
          </button>
        </>
      }
    >
      {already ? (
        <p className="job-notice" role="status">
          {t('jobs.alreadyReported')}
        </p>
      ) : null}
      <form id={formId} className="report-form" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="report-form__reasons" aria-describedby={reasonError ? `${id}-reason-error` : undefined}>
          <legend>
            {t('jobs.reportReasonLabel')}
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
              <label htmlFor={`${id}-reason-${option.value}`}>{label('reportReason', option.value)}</label>
            </div>
          ))}
          {reasonError ? (
            <p id={`${id}-reason-error`} className="field__error" role="alert">
              {reasonError}
            </p>
          ) : null}
        </fieldset>
        <Field
          id={`${id}-note`}
          label={t('jobs.reportNoteLabel')}
          hint={`${note.length}/${LIMITS.reportNote}`}
          error={errors.note ? say(t, errors.note) : undefined}
        >
          {(control) => <textarea {...control} rows={3} maxLength={LIMITS.reportNote} value={note} onChange={(e) => setNote(e.target.value)} />}
        </Field>
      </form>
    </Modal>
  );
}
