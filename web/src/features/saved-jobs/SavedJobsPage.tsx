/** Saved Jobs (issue 21 items 3 and 4): the jobs a seeker saved, a closed one shown as closed, and their job alerts. Live. */
import { PIPELINE_LIMITS } from '@jobsearch/domain/pipeline';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatRupees, useT } from '../../i18n';
import { useChoiceLabel } from '../../i18n/choices';
import { formatDate } from '../../lib/dates';
import { removeJobAlert } from '../../lib/job-alerts';
import { jobDetailsPath, PATHS } from '../../lib/paths';
import { unsaveJob } from '../../lib/saved-jobs';
import { useSignedIn } from '../../lib/session';
import { PageLoading } from '../../ui/PageLoading';
import { toast } from '../../ui/toast';
import { useMyAlerts, useSavedJobs } from './api/use-saved';
import { alertJobsSearch, alertParts, bySlot } from './model/alert-text';
import './saved-jobs.css';

export default function SavedJobsPage() {
  const t = useT();
  const { user } = useSignedIn();
  return (
    <section className="page saved-jobs">
      <header className="saved-jobs__header">
        <h1>{t('common.titleSavedJobs')}</h1>
        <p className="muted">{t('savedJobs.lead')}</p>
      </header>
      <SavedList uid={user.uid} />
      <AlertList uid={user.uid} />
    </section>
  );
}

function SavedList({ uid }: { uid: string }) {
  const t = useT();
  const label = useChoiceLabel();
  const saved = useSavedJobs(uid);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const unsave = async (jobId: string) => {
    setBusy((ids) => new Set(ids).add(jobId));
    if (!(await unsaveJob(uid, jobId))) toast.error(t('savedJobs.unsaveFailed'), { toastId: 'savedJobs.unsaveFailed' });
    setBusy((ids) => {
      const next = new Set(ids);
      next.delete(jobId);
      return next;
    });
  };

  if (saved.status === 'loading') return <PageLoading label={t('savedJobs.loading')} />;
  if (saved.status === 'error')
    return (
      <p className="error-text card saved-jobs__message" role="alert">
        {t('savedJobs.loadFailed')}
      </p>
    );
  if (saved.data.length === 0)
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
      {saved.data.map((job) => {
        const closed = job.jobStatus !== 'Active';
        return (
          <li key={job.id} className={`card saved-job${closed ? ' saved-job--closed' : ''}`}>
            <div className="saved-job__main">
              <h2 className="saved-job__title">
                {job.jobTitle}
                {job.city ? <span className="saved-job__city"> · {label('city', job.city)}</span> : null}
              </h2>
              <p className="saved-job__company">{job.companyName}</p>
              <p className="saved-job__facts">
                {job.salary ? <span>₹ {job.salary}</span> : null}
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
                  <span className="saved-jobs-sr-only">{t('savedJobs.itemOf', { role: job.jobTitle, company: job.companyName })}</span>
                </Link>
              )}
              <button type="button" className="button button--secondary button--small" disabled={busy.has(job.jobId)} onClick={() => void unsave(job.jobId)}>
                {t('savedJobs.unsave')}
                <span className="saved-jobs-sr-only">{t('savedJobs.itemOf', { role: job.jobTitle, company: job.companyName })}</span>
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function AlertList({ uid }: { uid: string }) {
  const t = useT();
  const label = useChoiceLabel();
  const alerts = useMyAlerts(uid);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const remove = async (id: string) => {
    setBusy((ids) => new Set(ids).add(id));
    if (await removeJobAlert(id)) toast.success(t('savedJobs.alertRemoved'), { toastId: 'savedJobs.alertRemoved' });
    else toast.error(t('savedJobs.alertRemoveFailed'), { toastId: 'savedJobs.alertRemoveFailed' });
    setBusy((ids) => {
      const next = new Set(ids);
      next.delete(id);
      return next;
    });
  };

  return (
    <section className="job-alerts" id="job-alerts" aria-labelledby="job-alerts-title">
      <h2 id="job-alerts-title">{t('savedJobs.alertsTitle')}</h2>
      {alerts.status === 'loading' ? <PageLoading /> : null}
      {alerts.status === 'error' ? (
        <p className="error-text" role="alert">
          {t('savedJobs.alertsLoadFailed')}
        </p>
      ) : null}
      {alerts.status === 'ready' && alerts.data.length === 0 ? <p className="muted">{t('savedJobs.noAlerts')}</p> : null}
      {alerts.status === 'ready' && alerts.data.length > 0 ? (
        <>
          <p className="muted job-alerts__count">{t('savedJobs.alertsCount', { count: alerts.data.length, max: PIPELINE_LIMITS.alertsPerSeeker })}</p>
          <ul className="job-alerts__list">
            {bySlot(alerts.data).map((alert) => {
              const text = alertParts(alert, t, formatRupees, label).join(' · ');
              const search = alertJobsSearch(alert);
              return (
                <li key={alert.id} className="card job-alert">
                  <Link className="job-alert__text" to={search ? `${PATHS.jobs}?${search}` : PATHS.jobs}>
                    {text}
                  </Link>
                  <button type="button" className="button button--secondary button--small" disabled={busy.has(alert.id)} onClick={() => void remove(alert.id)}>
                    {t('savedJobs.alertRemove')}
                    <span className="saved-jobs-sr-only">: {text}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}
