/** The Jobs tab's filters: All / Active / Inactive, and a date picker (cleared, it restores the list). */
import { useT } from '../../../i18n';
import { JOB_STATUS_FILTERS, type JobStatusFilter } from '../model/admin-model';

interface AdminJobFiltersProps {
  status: JobStatusFilter;
  onStatus: (status: JobStatusFilter) => void;
  dateInput: string;
  onDate: (text: string) => void;
  dateInvalid: boolean;
}

export function AdminJobFilters({ status, onStatus, dateInput, onDate, dateInvalid }: AdminJobFiltersProps) {
  const t = useT();
  return (
    <div className="admin__filters">
      <div className="admin__status-filter" role="group" aria-label={t('admin.jobStatus')}>
        {JOB_STATUS_FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            className={`button button--small${status === f.value ? '' : ' button--secondary'}`}
            aria-pressed={status === f.value}
            onClick={() => onStatus(f.value)}
          >
            {t(f.label)}
          </button>
        ))}
      </div>
      <div className="admin__date-filter">
        <label htmlFor="admin-job-date">{t('admin.jobDate')}</label>
        <input
          id="admin-job-date"
          type="date"
          className="input"
          value={dateInput}
          onChange={(event) => onDate(event.target.value)}
          aria-invalid={dateInvalid || undefined}
        />
        {dateInput ? (
          <button type="button" className="button button--secondary button--small" onClick={() => onDate('')}>
            {t('admin.clearDate')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
