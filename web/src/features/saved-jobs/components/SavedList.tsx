/** The saved jobs, newest first; a closed or deleted one shown as such, without View. */
import { Link } from 'react-router-dom';
import { formatSalary } from '@jobsearch/domain/helpers';
import { formatRupees, useT } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import { formatDate } from '../../../lib/util/dates';
import { jobDetailsPath, PATHS } from '../../../lib/util/paths';
import { unsaveJob } from '../../../lib/entities/saved-jobs';
import { PageLoading } from '../../../ui/PageLoading';
import { toast } from '../../../ui/toast';
import { useBusyIds } from '../api/use-busy-ids';
import type { SavedJobsList } from '../api/use-saved';
import { NEEDS_NETWORK } from '../../../ui/network-guard';

/** `saved`: the live list, or offline the last-seen one (the page shows the offline notice). */
export function SavedList({ uid, saved }: { uid: string; saved: SavedJobsList }) {
  const t = useT();
  const label = useChoiceLabel();
  const [busy, whileBusy] = useBusyIds();
  const unsave = (jobId: string) =>
    whileBusy(jobId, async () => {
      if (!(await unsaveJob(uid, jobId))) toast.error(t('savedJobs.unsaveFailed'), { toastId: 'savedJobs.unsaveFailed' });
    });

  if (saved.status === 'loading') return <PageLoading label={t('savedJobs.loading')} />;
  if (saved.status === 'error')
    return (
      <p className="error-text card saved-jobs__message" role="alert">
        {t('savedJobs.loadFailed')}
      </p>
    );
  if (saved.rows.length === 0)
    return (
      <div className="card saved-jobs__message">
        <p>{t('savedJobs.noSavedJobs')}</p>
        <Link className="button" to={PATHS.jobs}>
          {t('savedJobs.browseJobs')}
        </Link>
      </div>
    );
  return (
    <ul className="saved-jobs__list">
      {saved.rows.map((job) => {
        const closed = job.jobStatus !== 'Active';
        const role = label('jobRole', job.jobTitle);
        // Written as the job cards write it: "₹15,000 - ₹20,000".
        const salary = formatSalary({ salary: job.salary }, formatRupees);
        return (
          <li key={job.id} className={`card saved-job${closed ? ' saved-job--closed' : ''}`}>
            <div className="saved-job__main">
              <h2 className="saved-job__title">
                {role}
                {job.city ? <span className="saved-job__city"> · {label('city', job.city)}</span> : null}
              </h2>
              <p className="saved-job__company">{job.companyName}</p>
              <p className="saved-job__facts">
                {salary ? <span>{salary}</span> : null}
                <span className="muted">
                  {t('savedJobs.savedOn')} <time dateTime={job.savedAt.toISOString()}>{formatDate(job.savedAt)}</time>
                </span>
              </p>
              {closed ? (
                <p className="saved-job__closed">
                  <span className="status-chip status-chip--closed">{t('savedJobs.closed')}</span>{' '}
                  {job.jobStatus === 'Deleted' ? t('savedJobs.savedJobDeleted') : t('savedJobs.savedJobClosed')}
                </p>
              ) : null}
            </div>
            <div className="saved-job__actions">
              {closed ? null : (
                <Link className="button button--small" to={jobDetailsPath(job.jobId)}>
                  {t('savedJobs.view')}
                  <span className="visually-hidden">{t('savedJobs.itemOf', { role, company: job.companyName })}</span>
                </Link>
              )}
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={busy.has(job.jobId)}
                onClick={() => void unsave(job.jobId)}
                {...NEEDS_NETWORK}
              >
                {t('savedJobs.unsave')}
                <span className="visually-hidden">{t('savedJobs.itemOf', { role, company: job.companyName })}</span>
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
