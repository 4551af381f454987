import { CITIES_BY_STATE, DEGREES, JOB_TYPES, STATES, type State } from '@jobsearch/domain/choices';
import { tradesFor } from '@jobsearch/domain/helpers';
import { useId } from 'react';
import { formatRupees, useT } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import { Options } from '../../../ui/Options';
import { PinCodeField } from '../../../ui/PinCodeField';
import { useChosenAtOnce } from '../api/use-chosen-at-once';
import { hasAnyFilter, salaryChoices, type FilterChange, type JobFilters as Filters } from '../model/jobs-query';
import { FilterChips } from './FilterChips';

interface JobFiltersProps {
  filters: Filters;
  /** Home's education value when it chose the degree (and trade). */
  education: string | null;
  /** The PIN code that chose the district, '' when none did. */
  pin: string;
  onChange: (change: FilterChange) => void;
  onClearAll: () => void;
}

/**
 * Degree, trade (for degrees with a choice of trades), a PIN code that chooses state and
 * district, the state, its district, minimum salary and job type, plus the filters in force
 * as removable chips.
 */
export function JobFilters({ filters: applied, education, pin, onChange, onClearAll }: JobFiltersProps) {
  const t = useT();
  const label = useChoiceLabel();
  const id = useId();
  const [filters, choose] = useChosenAtOnce(applied, onChange);
  const trades = tradesFor(filters.degree);
  const showTrades = trades.length > 1;

  return (
    <section className="job-filters card" aria-label={t('jobs.filterJobs')}>
      <div className="job-filters__row">
        <div className="field job-filters__field">
          <label htmlFor={`${id}-degree`}>{t('jobs.degree')}</label>
          <select id={`${id}-degree`} value={filters.degree} onChange={(e) => choose({ degree: e.target.value as Filters['degree'] })}>
            <Options none={t('jobs.allDegrees')} values={DEGREES} labelOf={(degree) => label('degree', degree)} />
          </select>
        </div>
        {showTrades ? (
          <div className="field job-filters__field">
            <label htmlFor={`${id}-trade`}>{t('jobs.trade')}</label>
            <select id={`${id}-trade`} value={filters.trade} onChange={(e) => choose({ trade: e.target.value })}>
              <Options none={t('jobs.allTrades')} values={trades} labelOf={(trade) => label('trade', trade)} />
            </select>
          </div>
        ) : null}
        <PinCodeField
          id={`${id}-pin`}
          className="job-filters__field"
          onPlace={(place, typed) => onChange({ state: place.state as Filters['state'], city: place.district, pin: typed })}
        />
        <div className="field job-filters__field">
          <label htmlFor={`${id}-state`}>{t('jobs.state')}</label>
          <select id={`${id}-state`} value={filters.state} onChange={(e) => choose({ state: e.target.value as Filters['state'], city: '' })}>
            <Options none={t('jobs.allStates')} values={STATES} labelOf={(state) => label('state', state)} />
          </select>
        </div>
        <div className="field job-filters__field">
          <label htmlFor={`${id}-district`}>{t('jobs.district')}</label>
          <select id={`${id}-district`} value={filters.city} disabled={!filters.state} onChange={(e) => choose({ city: e.target.value })}>
            <Options
              none={t('jobs.allDistricts')}
              values={filters.state ? CITIES_BY_STATE[filters.state as State] : []}
              labelOf={(district) => label('city', district)}
            />
          </select>
        </div>
        <div className="field job-filters__field">
          <label htmlFor={`${id}-salary`}>{t('jobs.minSalary')}</label>
          <select id={`${id}-salary`} value={String(filters.minSalary)} onChange={(e) => choose({ minSalary: Number(e.target.value) })}>
            <Options
              none={t('jobs.anySalary')}
              noneValue="0"
              values={salaryChoices(filters.minSalary).map(String)}
              labelOf={(amount) => t('jobs.minSalaryOption', { rupees: formatRupees(Number(amount)) })}
            />
          </select>
        </div>
      </div>

      <fieldset className="job-filters__types">
        <legend>{t('jobs.jobType')}</legend>
        <div className="segmented">
          {[{ value: '', label: t('jobs.allTypes') }, ...JOB_TYPES.map((type) => ({ value: type, label: label('jobType', type) }))].map((option) => (
            <label key={option.value || 'all'} className={`segmented__option${filters.jobType === option.value ? ' segmented__option--on' : ''}`}>
              <input
                type="radio"
                name={`${id}-jobType`}
                value={option.value}
                checked={filters.jobType === option.value}
                onChange={() => choose({ jobType: option.value as Filters['jobType'] })}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {hasAnyFilter(filters) ? <FilterChips filters={filters} education={education} pin={pin} onChange={onChange} onClearAll={onClearAll} /> : null}
    </section>
  );
}
