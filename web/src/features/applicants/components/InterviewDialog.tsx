/** Interview: a date and time (India's, whatever the device's zone), and a place or a phone call. */
import { toIndiaTime } from '@jobsearch/domain/india-time';
import { useId, useState } from 'react';
import { useT } from '../../../i18n';
import { Field } from '../../../ui/Field';
import type { InterviewForm } from '../model/applicants';
import { StatusDialog, type DialogErrors, type DialogProps } from './StatusDialog';

export function InterviewDialog(props: DialogProps) {
  const { applicant } = props;
  const t = useT();
  const id = useId();
  const [form, setForm] = useState<InterviewForm>({ when: '', phoneCall: false, place: '' });
  const [errors, setErrors] = useState<DialogErrors>({});

  return (
    <StatusDialog
      {...props}
      to="Interview"
      title={t('applications.interviewTitle', { name: applicant.applicantName })}
      details={{ interview: form }}
      onInvalid={setErrors}
    >
      <Field id={`${id}-when`} label={t('applications.interviewWhen')} required error={errors.when}>
        {(control) => (
          <input
            {...control}
            type="datetime-local"
            min={toIndiaTime(new Date())}
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
