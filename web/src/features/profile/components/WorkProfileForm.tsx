/** The work profile's Edit form: every field optional, Save or Cancel. */
import { DEGREES, JOB_SHIFTS } from '@jobsearch/domain/choices';
import { tradesFor } from '@jobsearch/domain/helpers';
import { labelKey } from '@jobsearch/domain/problems';
import { SPOKEN_LANGUAGES, WORK_PROFILE_FIELD_LABELS, type WorkProfile, type WorkProfileField } from '@jobsearch/domain/work-profile';
import type { FormEvent } from 'react';
import { useT } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import { useSay } from '../../../i18n/problems';
import { Field, type ControlProps } from '../../../ui/Field';
import { Options } from '../../../ui/Options';
import { useWorkProfileForm } from '../api/use-work-profile-form';
import { DistrictsField } from './DistrictsField';
import { SkillsField } from './SkillsField';

/** A field's id: the "How you match" edit links point at it (#work-<field>). */
export const workFieldId = (field: WorkProfileField) => `work-${field}`;

export function WorkProfileForm({ uid, stored, onDone }: { uid: string; stored: WorkProfile | undefined; onDone: () => void }) {
  const t = useT();
  const say = useSay();
  const choiceLabel = useChoiceLabel();
  const { draft, errors, set, busy, save } = useWorkProfileForm(uid, stored, onDone);
  const label = (field: WorkProfileField) => t(labelKey(WORK_PROFILE_FIELD_LABELS[field]));
  const common = (field: WorkProfileField) => ({ id: workFieldId(field), label: label(field), error: errors[field] });
  const trades = tradesFor(draft.education);
  // Text with the number keypad, not type="number": that refuses the digits a Marathi or Hindi keyboard types (३);
  // the domain schema reads them and says what is out of range.
  const numberInput = (control: ControlProps, field: 'experienceYears' | 'expectedSalary') => (
    <input {...control} type="text" inputMode="numeric" autoComplete="off" value={draft[field]} onChange={(e) => set(field)(e.target.value)} />
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };

  return (
    <form className="work-profile__form" onSubmit={onSubmit} noValidate aria-label={t('matching.edit')}>
      <div className="work-profile__grid">
        <Field {...common('education')}>
          {(control) => (
            <select {...control} value={draft.education} onChange={(e) => set('education')(e.target.value)}>
              <Options none={t('matching.selectEducation')} values={DEGREES} labelOf={(degree) => choiceLabel('degree', degree)} />
            </select>
          )}
        </Field>
        <Field {...common('trade')}>
          {(control) => (
            <select {...control} value={draft.trade} disabled={trades.length === 0} onChange={(e) => set('trade')(e.target.value)}>
              <Options none={t('matching.selectTrade')} values={trades} labelOf={(trade) => choiceLabel('trade', trade)} />
            </select>
          )}
        </Field>
        <Field {...common('experienceYears')}>{(control) => numberInput(control, 'experienceYears')}</Field>
        <Field {...common('expectedSalary')}>{(control) => numberInput(control, 'expectedSalary')}</Field>
        <Field {...common('shift')}>
          {(control) => (
            <select {...control} value={draft.shift} onChange={(e) => set('shift')(e.target.value)}>
              <Options none={t('matching.selectShift')} values={JOB_SHIFTS} labelOf={(shift) => choiceLabel('shift', shift)} />
            </select>
          )}
        </Field>
        <Field {...common('availableFrom')}>
          {(control) => <input {...control} type="date" value={draft.availableFrom} onChange={(e) => set('availableFrom')(e.target.value)} />}
        </Field>
      </div>
      <SkillsField {...common('skills')} trade={draft.trade} skills={draft.skills} onChange={set('skills')} />
      <DistrictsField {...common('districts')} districts={draft.districts} onChange={set('districts')} />
      <fieldset id={workFieldId('languages')} className="work-profile__languages" aria-describedby={errors.languages ? 'work-languages-error' : undefined}>
        <legend>{label('languages')}</legend>
        {SPOKEN_LANGUAGES.map((language) => (
          <label key={language} className="work-profile__language">
            <input
              type="checkbox"
              checked={draft.languages.includes(language)}
              onChange={(e) => set('languages')(e.target.checked ? [...draft.languages, language] : draft.languages.filter((l) => l !== language))}
            />
            {choiceLabel('spokenLanguage', language)}
          </label>
        ))}
        {errors.languages ? (
          <p id="work-languages-error" className="field__error" role="alert">
            {say(errors.languages)}
          </p>
        ) : null}
      </fieldset>
      <div className="profile-actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('ui.saving') : t('profile.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onDone} disabled={busy}>
          {t('ui.cancel')}
        </button>
      </div>
    </form>
  );
}
