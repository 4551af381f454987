import { useEffect, useId } from 'react';
import { useT, type MessageKey } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import { Field } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { useApply, type ApplyArgs } from '../api/use-apply';
import type { ApplyFormValues } from '../model/application-record';
import { jobRoleText } from '../model/job-text';
import { ResumePicker } from './ResumePicker';
import { ScreeningAnswers } from './ScreeningAnswers';
import { questionsOf } from '@jobsearch/domain/screening';

/** The contact the application carries, shown from the profile. */
const CONTACT_FIELDS: readonly { field: keyof ApplyFormValues; label: MessageKey; type: 'text' | 'email' | 'tel'; autoComplete: string }[] = [
  { field: 'applicantName', label: 'jobs.name', type: 'text', autoComplete: 'name' },
  { field: 'email', label: 'jobs.email', type: 'email', autoComplete: 'email' },
  { field: 'phoneNumber', label: 'jobs.phone', type: 'tel', autoComplete: 'tel' },
];

/**
 * 'Apply for {jobRole}': name, email and phone shown read-only from the
 * profile (the application must carry the profile's contact), the answers to
 * the employer's screening questions, and the resume: the profile's, one made
 * from the work profile, or a file that uploads the moment it is chosen.
 * What is typed and chosen is kept until sent or cancelled (api/apply-draft.ts).
 */
export function ApplyModal(props: ApplyArgs) {
  const { job, initial } = props;
  const t = useT();
  const label = useChoiceLabel();
  const id = useId();
  const formId = `${id}-form`;
  const apply = useApply(props);
  const { errors, submitting, waitingForUpload } = apply;
  const role = jobRoleText(job, t);
  // A refused submit brings its first problem into view, focused (a phone shows a few fields at a time).
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    const first = document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.scrollIntoView({ block: 'center' });
    first?.focus({ preventScroll: true });
  }, [errors, formId]);

  return (
    <Modal
      title={t('jobs.applyFor', { role })}
      onClose={apply.cancel}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={apply.cancel}>
            {t('ui.cancel')}
          </button>
          {/* While the resume uploads there is nothing to send yet: the button says to wait. */}
          <button type="submit" form={formId} className="button" disabled={submitting || waitingForUpload}>
            {submitting
              ? t(apply.resume.source === 'made' ? 'jobs.makingResume' : 'jobs.submitting')
              : waitingForUpload
                ? t('jobs.waitForUpload')
                : t('jobs.submit')}
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
        {/* An account made with the phone alone has no email: the row is left out, not shown empty. */}
        {CONTACT_FIELDS.filter((contact) => contact.field !== 'email' || initial.email).map((contact) => (
          <TextField
            key={contact.field}
            baseId={id}
            label={t(contact.label)}
            field={contact.field}
            type={contact.type}
            autoComplete={contact.autoComplete}
            value={initial[contact.field]}
            hintId={`${id}-contact-hint`}
            error={errors[contact.field]}
          />
        ))}

        <ScreeningAnswers baseId={id} questions={questionsOf(job)} answers={apply.answers} errors={errors} onAnswer={apply.setAnswer} />

        <ResumePicker baseId={id} resume={apply.resume} upload={apply.upload} onFile={apply.chooseFile} error={apply.resumeError} />
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
