import { CITIES_BY_STATE, DEGREES, JOB_TYPES, MIN_SALARY_CHOICES } from '@jobsearch/domain/choices';
import { tradesFor } from '@jobsearch/domain/helpers';
import { useId, useState } from 'react';
import { formatRupees, i18n, useT, type MessageKey } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
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
            <option value="">{t('jobs.allDegrees')}</option>
            {DEGREES.map((degree) => (
              <option key={degree} value={degree}>
                {label('degree', degree)}
              </option>
            ))}
          </select>
        </div>
        {showTrades ? (
          <div className="field job-filters__field">
            <label htmlFor={`${id}-trade`}>{t('jobs.trade')}</label>
            <select id={`${id}-trade`} value={filters.trade} onChange={(e) => choose({ trade: e.target.value })}>
              <option value="">{t('jobs.allTrades')}</option>
              {trades.map((trade) => (
                <option key={trade} value={trade}>
                  {trade}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="field job-filters__field">
          <label htmlFor={`${id}-district`}>{t('jobs.district')}</label>
          <select id={`${id}-district`} value={filters.city} onChange={(e) => choose({ city: e.target.value })}>
            <option value="">{t('jobs.allDistricts')}</option>
            {CITIES_BY_STATE.Maharashtra.map((district) => (
              <option key={district} value={district}>
                {label('city', district)}
              </option>
            ))}
          </select>
        </div>
        <div className="field job-filters__field">
          <label htmlFor={`${id}-salary`}>{t('jobs.minSalary')}</label>
          <select id={`${id}-salary`} value={String(filters.minSalary)} onChange={(e) => choose({ minSalary: Number(e.target.value) })}>
            <option value="0">{t('jobs.anySalary')}</option>
            {salaryChoices(filters.minSalary).map((amount) => (
              <option key={amount} value={String(amount)}>
                {t('jobs.minSalaryOption', { rupees: formatRupees(amount) })}
              </option>
            ))}
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

      {hasAnyFilter(filters) ? (
        <div className="job-filters__active" aria-label={t('jobs.filtersInUse')} role="group">
          <span className="job-filters__active-label">{t('jobs.showing')}</span>
          <ul className="chips">
            {filters.q ? <Chip label={t('jobs.chipSearch', { q: filters.q })} clearLabel={t('jobs.clearSearch')} onClear={() => onChange({ q: '' })} /> : null}
            {education ? (
              <Chip
                label={t('jobs.chipEducation', {
                  education: educationLabel(education, t),
                  filter: [filters.degree ? label('degree', filters.degree) : '', filters.trade].filter(Boolean).join(' · '),
                })}
                clearLabel={t('jobs.clearEducation')}
                onClear={() => onChange({ degree: '', trade: '' })}
              />
            ) : (
              <>
                {filters.degree ? (
                  <Chip
                    label={t('jobs.chipDegree', { degree: label('degree', filters.degree) })}
                    clearLabel={t('jobs.clearDegree')}
                    onClear={() => onChange({ degree: '' })}
                  />
                ) : null}
                {filters.trade ? (
                  <Chip label={t('jobs.chipTrade', { trade: filters.trade })} clearLabel={t('jobs.clearTrade')} onClear={() => onChange({ trade: '' })} />
                ) : null}
              </>
            )}
            {filters.jobType ? (
              <Chip
                label={t('jobs.chipJobType', { jobType: label('jobType', filters.jobType) })}
                clearLabel={t('jobs.clearJobType')}
                onClear={() => onChange({ jobType: '' })}
              />
            ) : null}
            {filters.city ? (
              <Chip
                label={t('jobs.chipDistrict', { district: label('city', filters.city) })}
                clearLabel={t('jobs.clearDistrict')}
                onClear={() => onChange({ city: '' })}
              />
            ) : null}
            {filters.minSalary ? (
              <Chip
                label={t('jobs.chipMinSalary', { rupees: formatRupees(filters.minSalary) })}
                clearLabel={t('jobs.clearMinSalary')}
                onClear={() => onChange({ minSalary: 0 })}
              />
            ) : null}
          </ul>
          <button type="button" className="link-button job-filters__clear" onClick={onClearAll}>
            {t('jobs.clearAll')}
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

/** Home's education value by its label (jobs catalog), or as it is. */
function educationLabel(value: string, t: ReturnType<typeof useT>): string {
  const key = `jobs.education:${value}` as MessageKey;
  return key in i18n.messages ? t(key) : value;
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
