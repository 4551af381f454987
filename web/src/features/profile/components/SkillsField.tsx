/** "Skills": type one or pick a suggestion for the trade (in the reader's language), Add; each a removable chip, up to the limit. */
import { skillsFor } from '@jobsearch/domain/skills';
import { WORK_PROFILE_LIMITS } from '@jobsearch/domain/work-profile';
import { useState, type KeyboardEvent } from 'react';
import { useT } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import { ChipList } from '../../../ui/Chip';
import { Field } from '../../../ui/Field';
import { addedEntry } from '../model/work-profile-draft';

interface SkillsFieldProps {
  id: string;
  label: string;
  trade: string;
  skills: readonly string[];
  error?: string;
  onChange: (skills: string[]) => void;
}

export function SkillsField({ id, label, trade, skills, error, onChange }: SkillsFieldProps) {
  const t = useT();
  const choiceLabel = useChoiceLabel();
  const [typed, setTyped] = useState('');
  const suggestions = skillsFor(trade);
  const skillLabel = (skill: string) => choiceLabel('skill', skill);
  const full = skills.length >= WORK_PROFILE_LIMITS.skills;
  const hint = t('matching.skillsHint', { max: WORK_PROFILE_LIMITS.skills });

  const add = () => {
    const entry = addedEntry(typed, suggestions, skillLabel, skills);
    if (entry) onChange([...skills, entry]);
    setTyped('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the skill rather than saving the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <>
          <ChipList
            items={skills}
            labelOf={skillLabel}
            clearLabelOf={(item) => t('matching.remove', { item })}
            onRemove={(skill) => onChange(skills.filter((s) => s !== skill))}
          />
          <div className="work-profile__adder">
            <input
              {...control}
              type="text"
              list={`${id}-suggestions`}
              maxLength={WORK_PROFILE_LIMITS.skillLength}
              placeholder={t('matching.skillPlaceholder')}
              value={typed}
              disabled={full}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={onKeyDown}
            />
            <button type="button" className="button button--secondary" disabled={full || !typed.trim()} onClick={add}>
              {t('matching.addSkill')}
            </button>
          </div>
          <datalist id={`${id}-suggestions`}>
            {suggestions
              .filter((skill) => !skills.includes(skill))
              .map((skill) => (
                <option key={skill} value={skillLabel(skill)} />
              ))}
          </datalist>
        </>
      )}
    </Field>
  );
}
