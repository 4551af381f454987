/** Not selected: the optional reason from the short list. */
import { NOT_SELECTED_REASONS } from '@jobsearch/domain/pipeline';
import { useId, useState } from 'react';
import { useT } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import { Field } from '../../../ui/Field';
import { Options } from '../../../ui/Options';
import { StatusDialog, type DialogProps } from './StatusDialog';

export function NotSelectedDialog(props: DialogProps) {
  const { applicant } = props;
  const t = useT();
  const choiceLabel = useChoiceLabel();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  return (
    <StatusDialog
      {...props}
      to="Not selected"
      title={t('applications.notSelectedTitle', { name: applicant.applicantName })}
      details={{ reason }}
      onInvalid={(errors) => setError(Object.values(errors)[0])}
      danger
    >
      <Field id={`${id}-reason`} label={t('applications.notSelectedReason')} error={error}>
        {(control) => (
          <select {...control} value={reason} onChange={(event) => setReason(event.target.value)}>
            <Options none={t('applications.notSelectedNoReason')} values={NOT_SELECTED_REASONS} labelOf={(r) => choiceLabel('notSelectedReason', r)} />
          </select>
        )}
      </Field>
    </StatusDialog>
  );
}
