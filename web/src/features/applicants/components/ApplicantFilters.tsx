/** The Applications filters: by job, by status, and applicants who meet all of their job's must-have questions. */
import { useT } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import { STATUS_FILTERS, type JobOption, type StatusFilter } from '../model/applicants';

interface ApplicantFiltersProps {
  options: readonly JobOption[];
  jobId: string;
  onJob: (jobId: string) => void;
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
  mustHavesOnly: boolean;
  onMustHavesOnly: (only: boolean) => void;
}

export function ApplicantFilters({ options, jobId, onJob, status, onStatus, mustHavesOnly, onMustHavesOnly }: ApplicantFiltersProps) {
  const t = useT();
  const choiceLabel = useChoiceLabel();
  return (
    <div className="applications__filters">
      <div className="applications__filter field">
        <label htmlFor="applications-job">{t('applications.filterByJob')}</label>
        <select id="applications-job" value={jobId} onChange={(event) => onJob(event.target.value)}>
          <option value="">{t('applications.allJobs')}</option>
          {options.map((o) => (
            <option key={o.jobId} value={o.jobId}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div className="applications__filter field">
        <label htmlFor="applications-status">{t('applications.filterByStatus')}</label>
        <select id="applications-status" value={status} onChange={(event) => onStatus(event.target.value as StatusFilter)}>
          {STATUS_FILTERS.map((s) => (
            <option key={s} value={s}>
              {s === '' ? t('applications.allStatuses') : choiceLabel('applicationStatus', s)}
            </option>
          ))}
        </select>
      </div>
      <label className="applications__filter applications__must-haves">
        <input type="checkbox" checked={mustHavesOnly} onChange={(event) => onMustHavesOnly(event.target.checked)} />
        {t('applications.meetsAllMustHaves')}
      </label>
    </div>
  );
}
