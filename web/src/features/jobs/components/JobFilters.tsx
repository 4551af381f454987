import { CITIES_BY_STATE, DEGREES, JOB_TYPES, MIN_SALARY_CHOICES } from '@jobsearch/domain/choices';
import { formatRupees, tradesFor } from '@jobsearch/domain/helpers';
import { MESSAGES } from '@jobsearch/domain/messages';
import { useId, useState } from 'react';
import { hasAnyFilter, type JobFilters as Filters } from '../model/jobs-query';

interface JobFiltersProps {
  filters: Filters;
  /** Home's education value when it chose the degree (and trade). */
  education: string | null;
  onChange: (change: Partial<Filters>) => void;
  onClearAll: () => void;
}

/**
 * Degree, trade (for degrees with a choice of trades), district, minimum
 * salary and job type, plus the
 * filters in force as removable chips, so what was applied, from Home's
 * education button or the search box, is always visible and clearable.
 */
export function JobFilters({ filters: applied, education, onChange, onClearAll }: JobFiltersProps) {
  const id = useId();
  const [filters, choose] = useChosenAtOnce(applied, onChange);
  const trades = tradesFor(filters.degree);
  const showTrades = trades.length > 1;

  return (
    <section className="job-filters card" aria-label="Filter jobs">
      <div className="job-filters__row">
        <div className="field job-filters__field">
          <label htmlFor={`${id}-degree`}>Degree</label>
          <select id={`${id}-degree`} value={filters.degree} onChange={(e) => choose({ degree: e.target.value as Filters['degree'] })}>
            <option value="">All degrees</option>
            {DEGREES.map((degree) => (
              <option key={degree} value={degree}>
                {degree}
              </option>
            ))}
          </select>
        </div>
        {showTrades ? (
          <div className="field job-filters__field">
            <label htmlFor={`${id}-trade`}>Trade</label>
            <select id={`${id}-trade`} value={filters.trade} onChange={(e) => choose({ trade: e.target.value })}>
              <option value="">All trades</option>
              {trades.map((trade) => (
                <option key={trade} value={trade}>
                  {trade}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="field job-filters__field">
          <label htmlFor={`${id}-district`}>{MESSAGES.jobsDistrictLabel}</label>
          <select id={`${id}-district`} value={filters.city} onChange={(e) => choose({ city: e.target.value })}>
            <option value="">{MESSAGES.jobsAllDistricts}</option>
            {CITIES_BY_STATE.Maharashtra.map((district) => (
              <option key={district} value={district}>
                {district}
              </option>
            ))}
          </select>
        </div>
        <div className="field job-filters__field">
          <label htmlFor={`${id}-salary`}>{MESSAGES.jobsMinSalaryLabel}</label>
          <select id={`${id}-salary`} value={String(filters.minSalary)} onChange={(e) => choose({ minSalary: Number(e.target.value) })}>
            <option value="0">{MESSAGES.jobsAnySalary}</option>
            {salaryChoices(filters.minSalary).map((amount) => (
              <option key={amount} value={String(amount)}>
                {MESSAGES.jobsMinSalaryOption(formatRupees(amount))}
              </option>
            ))}
          </select>
        </div>
      </div>

      <fieldset className="job-filters__types">
        <legend>Job type</legend>
        <div className="segmented">
          {[{ value: '', label: 'All types' }, ...JOB_TYPES.map((type) => ({ value: type, label: type }))].map((option) => (
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

      {hasAnyFilter(filters) ? (
        <div className="job-filters__active" aria-label="Filters in use" role="group">
          <span className="job-filters__active-label">Showing:</span>
          <ul className="chips">
            {filters.q ? <Chip label={`Search: “${filters.q}”`} clearLabel="Clear the search" onClear={() => onChange({ q: '' })} /> : null}
            {education ? (
              <Chip
                label={`Education: ${education} (${[filters.degree, filters.trade].filter(Boolean).join(' · ')})`}
                clearLabel="Clear the education filter"
                onClear={() => onChange({ degree: '', trade: '' })}
              />
            ) : (
              <>
                {filters.degree ? (
                  <Chip label={`Degree: ${filters.degree}`} clearLabel="Clear the degree filter" onClear={() => onChange({ degree: '' })} />
                ) : null}
                {filters.trade ? <Chip label={`Trade: ${filters.trade}`} clearLabel="Clear the trade filter" onClear={() => onChange({ trade: '' })} /> : null}
              </>
            )}
            {filters.jobType ? (
              <Chip label={`Job type: ${filters.jobType}`} clearLabel="Clear the job type filter" onClear={() => onChange({ jobType: '' })} />
            ) : null}
            {filters.city ? (
              <Chip label={MESSAGES.jobsDistrictChip(filters.city)} clearLabel={MESSAGES.jobsClearDistrict} onClear={() => onChange({ city: '' })} />
            ) : null}
            {filters.minSalary ? (
              <Chip
                label={MESSAGES.jobsMinSalaryChip(formatRupees(filters.minSalary))}
                clearLabel={MESSAGES.jobsClearMinSalary}
                onClear={() => onChange({ minSalary: 0 })}
              />
            ) : null}
          </ul>
          <button type="button" className="link-button job-filters__clear" onClick={onClearAll}>
            Clear all
          </button>
        </div>
      ) : null}
    </section>
  );
}

/**
 * The filters as the user just chose them. The URL is the source of truth, but
 * react-router applies a navigation as a React transition, and until it lands
 * React puts a controlled input back to its old value: a radio would flick back
 * off. The choice shows at once and gives way when the URL's filters change.
 */
function useChosenAtOnce(applied: Filters, onChange: (change: Partial<Filters>) => void) {
  const [chosen, setChosen] = useState<Partial<Filters> | null>(null);
  const [appliedSeen, setAppliedSeen] = useState(applied);
  if (appliedSeen !== applied) {
    setAppliedSeen(applied);
    setChosen(null);
  }
  const choose = (change: Partial<Filters>) => {
    // As paramsWithFilter does: a new degree starts with no trade.
    const shown = 'degree' in change && !('trade' in change) ? { ...change, trade: '' } : change;
    setChosen((earlier) => ({ ...earlier, ...shown }));
    onChange(change);
  };
  return [chosen ? { ...applied, ...chosen } : applied, choose] as const;
}

/** The offered minimums, plus one a shared URL carries that the list does not offer. */
function salaryChoices(current: number): number[] {
  const offered: number[] = [...MIN_SALARY_CHOICES];
  if (current > 0 && !offered.includes(current)) offered.push(current);
  return offered.sort((a, b) => a - b);
}

function Chip({ label, clearLabel, onClear }: { label: string; clearLabel: string; onClear: () => void }) {
  return (
    <li className="chip">
      <span>{label}</span>
      <button type="button" className="chip__clear" aria-label={clearLabel} title={clearLabel} onClick={onClear}>
        ×
      </button>
    </li>
  );
}
