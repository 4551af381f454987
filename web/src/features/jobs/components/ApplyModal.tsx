import type { JobWithId } from '@jobsearch/domain/schemas';
import { useId } from 'react';
import { useT } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import { Field } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { useApply } from '../api/use-apply';
import type { ApplyFormValues } from '../model/application-record';
import { jobRoleText } from '../model/job-text';
import { ResumePicker } from './ResumePicker';

interface ApplyModalProps {
  job: JobWithId;
  uid: string | null;
  initial: ApplyFormValues;
  onClose: () => void;
  /** The application was created (or already existed): the list marks the job. */
  onApplied: (jobId: string) => void;
  /** The job no longer takes applications (Inactive or deleted): the list drops it. */
  onJobClosed: (jobId: string) => void;
}

/**
 * 'Apply for {jobRole}': name, email and phone shown read-only from the
 * profile (the application must carry the profile's contact), and a resume
 * that uploads the moment it is chosen, with its progress.
 */
export function ApplyModal(props: ApplyModalProps) {
  const { job, initial, onClose } = props;
  const t = useT();
  const label = useChoiceLabel();
  const id = useId();
  const formId = `${id}-form`;
  const apply = useApply(props);
  const { errors, submitting } = apply;
  const role = jobRoleText(job, t);

  return (
    <Modal
      title={t('jobs.applyFor', { role })}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('ui.cancel')}
          </button>
          <button type="submit" form={formId} className="button" disabled={submitting}>
            {submitting ? t('jobs.submitting') : t('jobs.submit')}
          </button>
        </>
      }
    >
      <p className="apply-intro muted">
        {job.companyName}
        {job.city ? ` · ${label('city', job.city)}` : ''}
      </p>
      <form id={formId} className="apply-form" onSubmit={apply.submit} noValidate>
        <p id={`${id}-contact-hint`} className="field__hint">
          {t('jobs.applyContactFromProfile')}
        </p>
        <TextField
          baseId={id}
          label={t('jobs.name')}
          field="applicantName"
          type="text"
          autoComplete="name"
          value={initial.applicantName}
          hintId={`${id}-contact-hint`}
          error={errors.applicantName}
        />
        <TextField
          baseId={id}
          label={t('jobs.email')}
          field="email"
          type="email"
          autoComplete="email"
          value={initial.email}
          hintId={`${id}-contact-hint`}
          error={errors.email}
        />
        <TextField
          baseId={id}
          label={t('jobs.phone')}
          field="phoneNumber"
          type="tel"
          autoComplete="tel"
          value={initial.phoneNumber}
          hintId={`${id}-contact-hint`}
          error={errors.phoneNumber}
        />

        <ResumePicker
          baseId={id}
          saved={apply.saved}
          source={apply.source}
          onSource={apply.setSource}
          upload={apply.upload}
          onFile={apply.chooseFile}
          error={apply.withSaved ? errors.resume : apply.resumeError}
        />
        {errors._ ? (
          <p className="error-text apply-error" role="alert">
            {errors._}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}

interface TextFieldProps {
  baseId: string;
  label: string;
  field: keyof ApplyFormValues;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  value: string;
  /** The hint saying the value comes from the profile. */
  hintId: string;
  error?: string;
}

/** A contact field shown from the profile, read-only (changed on the Profile page). */
function TextField({ baseId, label, field, type, autoComplete, value, hintId, error }: TextFieldProps) {
  return (
    <Field id={`${baseId}-${field}`} label={label} error={error}>
      {(control) => (
        <input
          {...control}
          aria-describedby={[hintId, control['aria-describedby']].filter(Boolean).join(' ')}
          name={field}
          type={type}
          autoComplete={autoComplete}
          readOnly
          value={value}
        />
      )}
    </Field>
  );
}
