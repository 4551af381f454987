/**
 * "Preferred districts": a state, then a district of it added as a removable
 * chip, up to the limit; a PIN code adds its district at once.
 */
import { CITIES_BY_STATE, STATES, stateOfDistrict, type State } from '@jobsearch/domain/choices';
import { WORK_PROFILE_LIMITS } from '@jobsearch/domain/work-profile';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import { ChipList } from '../../../ui/Chip';
import { Field } from '../../../ui/Field';
import { Options } from '../../../ui/Options';
import { PinCodeField } from '../../../ui/PinCodeField';

interface DistrictsFieldProps {
  id: string;
  label: string;
  districts: readonly string[];
  error?: string;
  onChange: (districts: string[]) => void;
}

export function DistrictsField({ id, label, districts, error, onChange }: DistrictsFieldProps) {
  const t = useT();
  const choiceLabel = useChoiceLabel();
  // The list opens on the state of the last district chosen.
  const [state, setState] = useState<State | ''>(() => stateOfDistrict(districts.at(-1) ?? '') ?? '');
  const full = districts.length >= WORK_PROFILE_LIMITS.districts;
  const hint = t('matching.districtsHint', { max: WORK_PROFILE_LIMITS.districts });
  const add = (district: string) => {
    if (!full && !districts.includes(district)) onChange([...districts, district]);
  };
  return (
    <>
      <Field id={id} label={label} hint={hint} error={error}>
        {(control) => (
          <>
            <ChipList
              items={districts}
              labelOf={(district) => choiceLabel('city', district)}
              clearLabelOf={(item) => t('matching.remove', { item })}
              onRemove={(district) => onChange(districts.filter((d) => d !== district))}
            />
            <div className="work-profile__place">
              <select aria-label={t('matching.districtState')} value={state} disabled={full} onChange={(event) => setState(event.target.value as State | '')}>
                <Options none={t('matching.chooseState')} values={STATES} labelOf={(value) => choiceLabel('state', value)} />
              </select>
              <select {...control} value="" disabled={full || !state} onChange={(event) => event.target.value && add(event.target.value)}>
                <Options
                  none={t('matching.addDistrict')}
                  values={state ? CITIES_BY_STATE[state].filter((district) => !districts.includes(district)) : []}
                  labelOf={(district) => choiceLabel('city', district)}
                />
              </select>
            </div>
          </>
        )}
      </Field>
      <PinCodeField
        id={`${id}-pin`}
        onPlace={(place) => {
          setState(place.state);
          add(place.district);
        }}
      />
    </>
  );
}
