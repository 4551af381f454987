/**
 * The filters in force as removable chips, so what was applied, from Home's
 * education button or the search box, is always visible and clearable.
 */
import { formatRupees, i18n, useT, type MessageKey } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import type { JobFilters as Filters } from '../model/jobs-query';

interface FilterChipsProps {
  filters: Filters;
  /** Home's education value when it chose the degree (and trade). */
  education: string | null;
  onChange: (change: Partial<Filters>) => void;
  onClearAll: () => void;
}

export function FilterChips({ filters, education, onChange, onClearAll }: FilterChipsProps) {
  const t = useT();
  const label = useChoiceLabel();
  return (
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
  );
}

/** Home's education value by its label (jobs catalog), or as it is. */
function educationLabel(value: string, t: ReturnType<typeof useT>): string {
  const key = `jobs.education:${value}` as MessageKey;
  return key in i18n.messages ? t(key) : value;
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
