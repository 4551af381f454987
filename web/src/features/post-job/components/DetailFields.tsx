/** The last fields of the form: description, gender, chargeable, the optional mobile number and the screening questions. */
import { CHARGEABLE_OPTIONS, GENDERS } from '@jobsearch/domain/choices';
import { useT } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import { Field } from '../../../ui/Field';
import { Options } from '../../../ui/Options';
import { ScreeningQuestionsFields } from './ScreeningQuestionsFields';
import { useJobFieldProps, type JobFieldsProps } from './use-job-field-props';

export function DetailFields({ form, dispatch }: JobFieldsProps) {
  const t = useT();
  const choiceLabel = useChoiceLabel();
  const { label: L, common, inputProps } = useJobFieldProps({ form, dispatch });
  const mobileHint = t('postJob.mobileHint');

  return (
    <>
      <Field {...common('description')} label={L('description')} className="post-job__wide">
        <textarea rows={4} {...inputProps('description')} />
      </Field>

      <Field {...common('gender')} label={L('gender')}>
        <select {...inputProps('gender')}>
          <Options none={t('postJob.selectGender')} values={GENDERS.map((g) => g.value)} labelOf={(g) => choiceLabel('gender', g)} />
        </select>
      </Field>

      <Field {...common('chargeable')} label={L('chargeable')}>
        <select {...inputProps('chargeable')}>
          <Options none={t('postJob.select')} values={CHARGEABLE_OPTIONS} labelOf={(c) => choiceLabel('chargeable', c)} />
        </select>
      </Field>

      <Field {...common('mobileNumber')} label={t('postJob.optional', { label: L('mobileNumber') })} hint={mobileHint}>
        <input type="tel" inputMode="tel" autoComplete="tel" {...inputProps('mobileNumber', mobileHint)} />
      </Field>

      <ScreeningQuestionsFields form={form} dispatch={dispatch} />
    </>
  );
}
