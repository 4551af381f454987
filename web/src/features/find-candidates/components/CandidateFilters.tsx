import { NO_CANDIDATE_FILTERS, type CandidateFilters as Filters } from '@jobsearch/domain/candidates';
import { CITIES_BY_STATE, DEGREES, STATES, type State } from '@jobsearch/domain/choices';
import { tradesFor } from '@jobsearch/domain/helpers';
import { SKILLS } from '@jobsearch/domain/skills';
import { WORK_PROFILE_LIMITS } from '@jobsearch/domain/work-profile';
import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import { Options } from '../../../ui/Options';
import { hasCandidateFilters } from '../model/candidates-query';

const numberOrNull = (text: string) => (text.trim() === '' ? null : Math.max(0, Math.trunc(Number(text)) || 0));

/** The search form: the filters are applied (to the URL) by Search, or all cleared. */
export function CandidateFilters({ applied, onApply }: { applied: Filters; onApply: (filters: Filters) => void }) {
  const t = useT();
  const label = useChoiceLabel();
  const id = useId();
  const [draft, setDraft] = useState(applied);
  const [shown, setShown] = useState(applied);
  // A new URL (Back, a link) replaces what was being typed.
  if (shown !== applied) {
    setShown(applied);
    setDraft(applied);
  }
  const change = (part: Partial<Filters>) => setDraft((d) => ({ ...d, ...part }));
  const trades = tradesFor(draft.degree);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };

  return (
    <form className="card candidate-filters" aria-label={t('candidates.filtersTitle')} onSubmit={submit}>
      <div className="candidate-filters__grid">
        <div className="field">
          <label htmlFor={`${id}-degree`}>{t('candidates.education')}</label>
          <select id={`${id}-degree`} value={draft.degree} onChange={(e) => change({ degree: e.target.value, trade: '' })}>
            <Options none={t('candidates.any')} values={DEGREES} labelOf={(degree) => label('degree', degree)} />
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-trade`}>{t('candidates.trade')}</label>
          <select id={`${id}-trade`} value={draft.trade} disabled={trades.length === 0} onChange={(e) => change({ trade: e.target.value })}>
            <Options none={t('candidates.any')} values={trades} labelOf={(trade) => label('trade', trade)} />
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-state`}>{t('candidates.state')}</label>
          <select id={`${id}-state`} value={draft.state} onChange={(e) => change({ state: e.target.value, district: '' })}>
            <Options none={t('candidates.any')} values={STATES} labelOf={(state) => label('state', state)} />
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-district`}>{t('candidates.district')}</label>
          <select id={`${id}-district`} value={draft.district} disabled={!draft.state} onChange={(e) => change({ district: e.target.value })}>
            <Options
              none={t('candidates.any')}
              values={draft.state ? (CITIES_BY_STATE[draft.state as State] ?? []) : []}
              labelOf={(district) => label('city', district)}
            />
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-years`}>{t('candidates.minYears')}</label>
          <input
            id={`${id}-years`}
            type="number"
            inputMode="numeric"
            min={0}
            max={WORK_PROFILE_LIMITS.maxYears}
            value={draft.minYears ?? ''}
            onChange={(e) => change({ minYears: numberOrNull(e.target.value) })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-salary`}>{t('candidates.maxSalary')}</label>
          <input
            id={`${id}-salary`}
            type="number"
            inputMode="numeric"
            min={0}
            max={WORK_PROFILE_LIMITS.maxSalary}
            step={500}
            value={draft.maxSalary ?? ''}
            onChange={(e) => change({ maxSalary: numberOrNull(e.target.value) })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-skill`}>{t('candidates.skill')}</label>
          <input
            id={`${id}-skill`}
            list={`${id}-skills`}
            maxLength={WORK_PROFILE_LIMITS.skillLength}
            value={draft.skill}
            onChange={(e) => change({ skill: e.target.value })}
          />
          <datalist id={`${id}-skills`}>
            {SKILLS.map((skill) => (
              <option key={skill} value={skill}>
                {label('skill', skill)}
              </option>
            ))}
          </datalist>
        </div>
        <div className="field">
          <label htmlFor={`${id}-available`}>{t('candidates.availableBy')}</label>
          <input id={`${id}-available`} type="date" value={draft.availableBy} onChange={(e) => change({ availableBy: e.target.value })} />
        </div>
      </div>
      <div className="candidate-filters__actions">
        <button type="submit" className="button">
          {t('candidates.search')}
        </button>
        {hasCandidateFilters(applied) ? (
          <button type="button" className="button button--secondary" onClick={() => onApply(NO_CANDIDATE_FILTERS)}>
            {t('candidates.clear')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
