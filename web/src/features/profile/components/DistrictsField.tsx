/** "Preferred districts": a select that adds a district as a removable chip, up to the limit. */
import { PROFILE_DISTRICTS, WORK_PROFILE_LIMITS } from '@jobsearch/domain/work-profile';
import { useT } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import { ChipList } from '../../../ui/Chip';
import { Field } from '../../../ui/Field';
import { Options } from '../../../ui/Options';

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
  const full = districts.length >= WORK_PROFILE_LIMITS.districts;
  const hint = t('matching.districtsHint', { max: WORK_PROFILE_LIMITS.districts });
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <>
          <ChipList
            items={districts}
            labelOf={(district) => choiceLabel('city', district)}
            clearLabelOf={(item) => t('matching.remove', { item })}
            onRemove={(district) => onChange(districts.filter((d) => d !== district))}
          />
          <select
            {...control}
            value=""
            disabled={full}
            onChange={(event) => {
              if (event.target.value) onChange([...districts, event.target.value]);
            }}
          >
            <Options
              none={t('matching.addDistrict')}
              values={PROFILE_DISTRICTS.filter((district) => !districts.includes(district))}
              labelOf={(district) => choiceLabel('city', district)}
            />
          </select>
        </>
      )}
    </Field>
  );
}
