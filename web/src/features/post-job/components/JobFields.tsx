/** The Post a Job form's fields, in screen order: the job, where it is, who it wants, and the details. */
import { DEGREES, EXPERIENCE_LEVELS, JOB_ROLES, JOB_SHIFTS, JOB_TYPES } from '@jobsearch/domain/choices';
import { tradesFor } from '@jobsearch/domain/helpers';
import { useT } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import { Field } from '../../../ui/Field';
import { showsTrade } from '../model/job-form';
import { Combobox } from './Combobox';
import { DetailFields } from './DetailFields';
import { LocationFields } from './LocationFields';
import { useJobFieldProps, type JobFieldsProps } from './use-job-field-props';

export function JobFields({ form, dispatch }: JobFieldsProps) {
  const t = useT();
  const choiceLabel = useChoiceLabel();
  const { label: L, set, common, inputProps } = useJobFieldProps({ form, dispatch });
  const { values } = form;
  const trades = tradesFor(values.degree);
  const salaryHint = t('postJob.salaryHint');
  const shiftLabel = (value: string) => choiceLabel('shift', value);
  const typeLabel = (value: string) => choiceLabel('jobType', value);
  const experienceLabel = (value: string) => choiceLabel('experience', value);
  const degreeLabel = (value: string) => choiceLabel('degree', value);

  return (
    <div className="post-job__grid">
      <Field {...common('companyName')} label={L('companyName')} required>
        <input type="text" autoComplete="organization" aria-required="true" {...inputProps('companyName')} />
      </Field>

      <Combobox
        {...common('jobRole')}
        label={L('jobRole')}
        value={values.jobRole}
        options={JOB_ROLES}
        placeholder={t('postJob.rolePlaceholder')}
        onChange={set('jobRole')}
        onSelect={set('jobRole')}
      />

      <Combobox
        {...common('jobShift')}
        label={L('jobShift')}
        value={values.jobShift}
        options={JOB_SHIFTS}
        labelOf={shiftLabel}
        required
        onChange={set('jobShift')}
        onSelect={set('jobShift')}
      />

      <Combobox
        {...common('jobType')}
        label={L('jobType')}
        value={values.jobType}
        options={JOB_TYPES}
        labelOf={typeLabel}
        required
        onChange={set('jobType')}
        onSelect={set('jobType')}
      />

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
            <option value="">{t('postJob.selectTrade')}</option>
            {trades.map((trade) => (
              <option key={trade} value={trade}>
                {trade}
              </option>
            ))}
          </select>
        </Field>
      ) : null}

      <Combobox
        {...common('experience')}
        label={L('experience')}
        value={values.experience}
        options={EXPERIENCE_LEVELS}
        labelOf={experienceLabel}
        required
        onChange={set('experience')}
        onSelect={set('experience')}
      />

      <DetailFields form={form} dispatch={dispatch} />
    </div>
  );
}
