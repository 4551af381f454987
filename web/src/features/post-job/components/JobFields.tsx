/** The Post a Job form's fields, in screen order: the job, where it is, who it wants, and the details. */
import { DEGREES, EXPERIENCE_LEVELS, JOB_ROLES, JOB_SHIFTS, JOB_TYPES } from '@jobsearch/domain/choices';
import { tradesFor } from '@jobsearch/domain/helpers';
import { useT } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import { Field } from '../../../ui/Field';
import { Options } from '../../../ui/Options';
import { showsTrade } from '../model/job-form';
import { Combobox } from './Combobox';
import { DetailFields } from './DetailFields';
import { LocationFields } from './LocationFields';
import { useJobFieldProps, type JobFieldsProps } from './use-job-field-props';

export function JobFields({ form, dispatch }: JobFieldsProps) {
  const t = useT();
  const choiceLabel = useChoiceLabel();
  const { label: L, set, common, inputProps, comboProps } = useJobFieldProps({ form, dispatch });
  const { values } = form;
  const trades = tradesFor(values.degree);
  const salaryHint = t('postJob.salaryHint');
  const companyHint = t('postJob.companyNameHint');
  const shiftLabel = (value: string) => choiceLabel('shift', value);
  const typeLabel = (value: string) => choiceLabel('jobType', value);
  const experienceLabel = (value: string) => choiceLabel('experience', value);
  const degreeLabel = (value: string) => choiceLabel('degree', value);
  const roleLabel = (value: string) => choiceLabel('jobRole', value);

  return (
    <div className="post-job__grid">
      <Field {...common('companyName')} label={L('companyName')} required hint={companyHint}>
        <input type="text" autoComplete="organization" aria-required="true" {...inputProps('companyName', companyHint)} />
      </Field>

      <Combobox {...comboProps('jobRole')} options={JOB_ROLES} labelOf={roleLabel} placeholder={t('postJob.rolePlaceholder')} />

      <Combobox {...comboProps('jobShift')} options={JOB_SHIFTS} labelOf={shiftLabel} required />

      <Combobox {...comboProps('jobType')} options={JOB_TYPES} labelOf={typeLabel} required />

      <Field {...common('salary')} label={L('salary')} required hint={salaryHint} className="post-job__wide">
        <input type="text" inputMode="text" placeholder="15000 - 25000" aria-required="true" {...inputProps('salary', salaryHint)} />
      </Field>

      <LocationFields form={form} dispatch={dispatch} />

      <Combobox
        {...common('degree')}
        label={L('degree')}
        value={form.degreeText}
        options={DEGREES}
        labelOf={degreeLabel}
        placeholder={t('postJob.degreePlaceholder')}
        onChange={(text) => dispatch({ type: 'degreeText', text })}
        onSelect={set('degree')}
        onCommit={() => dispatch({ type: 'degreeCommit' })}
      />

      {showsTrade(form) ? (
        <Field {...common('trade')} label={L('trade')}>
          <select {...inputProps('trade')}>
            <Options none={t('postJob.selectTrade')} values={trades} labelOf={(trade) => choiceLabel('trade', trade)} />
          </select>
        </Field>
      ) : null}

      <Combobox {...comboProps('experience')} options={EXPERIENCE_LEVELS} labelOf={experienceLabel} required />

      <DetailFields form={form} dispatch={dispatch} />
    </div>
  );
}
