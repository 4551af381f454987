/** The Location group: a PIN code that fills both, State, then City (a district of that state), then the address. */
import { STATES } from '@jobsearch/domain/choices';
import { useT } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import { Field } from '../../../ui/Field';
import { Options } from '../../../ui/Options';
import { PinCodeField } from '../../../ui/PinCodeField';
import { cityEnabled, citiesFor } from '../model/job-form';
import { Combobox } from './Combobox';
import { useJobFieldProps, type JobFieldsProps } from './use-job-field-props';

export function LocationFields({ form, dispatch }: JobFieldsProps) {
  const t = useT();
  const choiceLabel = useChoiceLabel();
  const { label: L, set, common, inputProps } = useJobFieldProps({ form, dispatch });
  const cityOn = cityEnabled(form);
  const cityHint = cityOn ? undefined : t('postJob.cityHint');
  const cityLabel = (value: string) => choiceLabel('city', value);

  return (
    <fieldset className="post-job__location post-job__wide">
      <legend>{t('postJob.location')}</legend>
      <div className="post-job__location-grid">
        <PinCodeField id="job-pin-code" onPlace={(place) => dispatch({ type: 'place', state: place.state, city: place.district })} />
        <Field {...common('state')} label={L('state')} required>
          <select aria-required="true" {...inputProps('state')}>
            <Options none={t('postJob.selectState')} values={STATES} labelOf={(s) => choiceLabel('state', s)} />
          </select>
        </Field>
        <Combobox
          {...common('city')}
          label={L('city')}
          value={form.cityText}
          options={citiesFor(form.values.state)}
          labelOf={cityLabel}
          required
          disabled={!cityOn}
          hint={cityHint}
          placeholder={cityOn ? t('postJob.cityPlaceholder') : undefined}
          onChange={(text) => dispatch({ type: 'cityText', text })}
          onSelect={set('city')}
          onCommit={() => dispatch({ type: 'cityCommit' })}
        />
        <Field {...common('location')} label={L('location')} required>
          <input type="text" autoComplete="street-address" aria-required="true" {...inputProps('location')} />
        </Field>
      </div>
    </fieldset>
  );
}
