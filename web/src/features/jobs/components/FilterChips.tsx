/**
 * The filters in force as removable chips, so what was applied, from Home's
 * education button or the search box, is always visible and clearable.
 */
import { formatRupees, i18n, useT, type MessageKey } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import { Chip } from '../../../ui/Chip';
import type { FilterChange, JobFilters as Filters } from '../model/jobs-query';

interface FilterChipsProps {
  filters: Filters;
  /** Home's education value when it chose the degree (and trade). */
  education: string | null;
  /** The PIN code that chose the district, '' when none did. */
  pin: string;
  onChange: (change: FilterChange) => void;
  onClearAll: () => void;
}

/** A chip: what it says, its clear button's label, and the change that clears it. */
interface ChipSpec {
  key: string;
  label: string;
  clearLabel: string;
  clear: FilterChange;
}

export function FilterChips({ filters, education, pin, onChange, onClearAll }: FilterChipsProps) {
  const t = useT();
  const label = useChoiceLabel();
  const chips: ChipSpec[] = [];
  const add = (key: string, text: string, clearLabel: string, clear: FilterChange) => chips.push({ key, label: text, clearLabel, clear });
  if (filters.q) add('q', t('jobs.chipSearch', { q: filters.q }), t('jobs.clearSearch'), { q: '' });
  if (education) {
    const filter = [filters.degree ? label('degree', filters.degree) : '', filters.trade ? label('trade', filters.trade) : ''].filter(Boolean).join(' · ');
    add('education', t('jobs.chipEducation', { education: educationLabel(education, t), filter }), t('jobs.clearEducation'), { degree: '', trade: '' });
  } else {
    if (filters.degree) add('degree', t('jobs.chipDegree', { degree: label('degree', filters.degree) }), t('jobs.clearDegree'), { degree: '' });
    if (filters.trade) add('trade', t('jobs.chipTrade', { trade: label('trade', filters.trade) }), t('jobs.clearTrade'), { trade: '' });
  }
  if (filters.jobType) add('jobType', t('jobs.chipJobType', { jobType: label('jobType', filters.jobType) }), t('jobs.clearJobType'), { jobType: '' });
  if (filters.state && !filters.city) add('state', t('jobs.chipState', { state: label('state', filters.state) }), t('jobs.clearState'), { state: '' });
  if (filters.city && pin) add('pin', t('jobs.chipPinPlace', { district: label('city', filters.city), pin }), t('jobs.clearPinPlace', { pin }), PIN_CLEARED);
  else if (filters.city) add('city', t('jobs.chipDistrict', { district: label('city', filters.city) }), t('jobs.clearDistrict'), { city: '' });
  if (filters.minSalary) add('minSalary', t('jobs.chipMinSalary', { rupees: formatRupees(filters.minSalary) }), t('jobs.clearMinSalary'), { minSalary: 0 });

  return (
    <div className="job-filters__active" aria-label={t('jobs.filtersInUse')} role="group">
      <span className="job-filters__active-label">{t('jobs.showing')}</span>
      <ul className="chips">
        {chips.map((chip) => (
          <Chip key={chip.key} label={chip.label} clearLabel={chip.clearLabel} onClear={() => onChange(chip.clear)} />
        ))}
      </ul>
      <button type="button" className="link-button job-filters__clear" onClick={onClearAll}>
        {t('jobs.clearAll')}
      </button>
    </div>
  );
}

/** Removing a PIN's place removes the state and district it chose, and the PIN. */
const PIN_CLEARED: FilterChange = { state: '', city: '', pin: '' };

/**
 * The place a PIN code chose, as one chip beside the phone's Filters button: the list's place is
 * then visible without opening the sheet, and removable ("Pune · 411018 ×").
 */
export function PinPlaceChip({ city, pin, onChange }: { city: string; pin: string; onChange: (change: FilterChange) => void }) {
  const t = useT();
  const label = useChoiceLabel();
  return (
    <ul className="chips jobs-toolbar__place" aria-label={t('jobs.filtersInUse')}>
      <Chip
        label={t('jobs.chipPinPlace', { district: label('city', city), pin })}
        clearLabel={t('jobs.clearPinPlace', { pin })}
        onClear={() => onChange(PIN_CLEARED)}
      />
    </ul>
  );
}

/** Home's education value by its label (jobs catalog), or as it is. */
function educationLabel(value: string, t: ReturnType<typeof useT>): string {
  const key = `jobs.education:${value}` as MessageKey;
  return key in i18n.messages ? t(key) : value;
}
