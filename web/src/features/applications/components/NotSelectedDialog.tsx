/** Not selected: the optional reason from the short list. */
import { NOT_SELECTED_REASONS } from '@jobsearch/domain/pipeline';
import { useId, useState } from 'react';
import { useT } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import { Field } from '../../../ui/Field';
import { StatusDialog, type DialogProps } from './StatusDialog';

export function NotSelectedDialog({ applicant, from, onClose }: DialogProps) {
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
