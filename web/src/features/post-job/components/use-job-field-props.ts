/**
 * What every field of the Post a Job form is wired with: its id, value,
 * error and aria attributes, its label (as the validation messages name it,
 * the `validation` catalog's labels), and the setter that dispatches its edit.
 */
import { JOB_FIELD_LABELS, type JobField } from '@jobsearch/domain/schemas';
import type { Dispatch } from 'react';
import { useT, type MessageKey } from '../../../i18n';
import { describedBy } from '../../../ui/Field';
import { fieldId, type JobFormAction, type JobFormState } from '../model/job-form';

export interface JobFieldsProps {
  form: JobFormState;
  dispatch: Dispatch<JobFormAction>;
}

const labelKey = (field: JobField): MessageKey => `validation.label:${JOB_FIELD_LABELS[field]}`;

export function useJobFieldProps({ form, dispatch }: JobFieldsProps) {
  const t = useT();
  const { values, errors } = form;
  const label = (field: JobField) => t(labelKey(field));
  const set = (field: JobField) => (value: string) => dispatch({ type: 'field', field, value });
  const common = (field: JobField) => ({
    id: fieldId(field),
    error: errors[field],
  });
  const inputProps = (field: JobField, hint?: string) => ({
    id: fieldId(field),
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(fieldId(field), hint, errors[field]),
  });
  /** A suggestion box that takes what is typed as the field's value. */
  const comboProps = (field: JobField) => ({
    ...common(field),
    label: label(field),
    value: values[field],
    onChange: set(field),
    onSelect: set(field),
  });
  return { label, set, common, inputProps, comboProps };
}
