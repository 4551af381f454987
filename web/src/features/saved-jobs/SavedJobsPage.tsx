/** Saved Jobs (issue 21 items 3 and 4): the jobs a seeker saved, a closed one shown as closed, and their job alerts. Live. */
import { MESSAGES } from '@jobsearch/domain/messages';
import { PIPELINE_LIMITS } from '@jobsearch/domain/pipeline';
import { useState } from 'react';
import { Link } from 'react-router-dom';
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
  const { user } = useSignedIn();
  return (
    <section className="page saved-jobs">
      <header className="saved-jobs__header">
        <h1>Saved Jobs</h1>
        <p className="muted">The jobs you saved, newest first, and your job alerts.</p>
      </header>
      <SavedList uid={user.uid} />
      <AlertList uid={user.uid} />
    </section>
  );
}

function SavedList({ uid }: { uid: string }) {
  const saved = useSavedJobs(uid);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const unsave = async (jobId: string) => {
    setBusy((ids) => new Set(ids).add(jobId));
    if (!(await unsaveJob(uid, jobId))) toast.error(MESSAGES.unsaveJobFailed, { toastId: MESSAGES.unsaveJobFailed });
    setBusy((ids) => {
      const next = new Set(ids);
      next.delete(jobId);
      return next;
    });
  };

  if (saved.status === 'loading') return <PageLoading label={MESSAGES.savedJobsLoading} />;
  if (saved.status === 'error')
    return (
      <p className="error-text card saved-jobs__message" role="alert">
        {MESSAGES.savedJobsLoadFailed}
      </p>
    );
  if (saved.data.length === 0)
    return (
      <div className="card saved-jobs__message">
        <p>{MESSAGES.noSavedJobs}</p>
        <Link className="button" to={PATHS.jobs}>
          Browse Jobs
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
                {job.city ? <span className="saved-job__city"> · {job.city}</span> : null}
              </h2>
              <p className="saved-job__company">{job.companyName}</p>
              <p className="saved-job__facts">
                {job.salary ? <span>₹ {job.salary}</span> : null}
                <span className="muted">
                  Saved on <time dateTime={job.savedAt.toISOString()}>{formatDate(job.savedAt)}</time>
                </span>
              </p>
              {closed ? (
                <p className="saved-job__closed">
                  <span className="status-chip status-chip--closed">Closed</span>{' '}
                  {job.jobStatus === 'Deleted' ? MESSAGES.savedJobDeleted : MESSAGES.savedJobClosed}
                </p>
              ) : null}
            </div>
            <div className="saved-job__actions">
              {closed ? null : (
                <Link className="button button--small" to={jobDetailsPath(job.jobId)}>
                  {MESSAGES.savedJobView}
                  <span className="saved-jobs-sr-only">
                    : {job.jobTitle} at {job.companyName}
                  </span>
                </Link>
              )}
              <button type="button" className="button button--secondary button--small" disabled={busy.has(job.jobId)} onClick={() => void unsave(job.jobId)}>
                {MESSAGES.unsaveJob}
                <span className="saved-jobs-sr-only">
                  : {job.jobTitle} at {job.companyName}
                </span>
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function AlertList({ uid }: { uid: string }) {
  const alerts = useMyAlerts(uid);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const remove = async (id: string) => {
    setBusy((ids) => new Set(ids).add(id));
    if (await removeJobAlert(id)) toast.success(MESSAGES.alertRemoved, { toastId: MESSAGES.alertRemoved });
    else toast.error(MESSAGES.alertRemoveFailed, { toastId: MESSAGES.alertRemoveFailed });
    setBusy((ids) => {
      const next = new Set(ids);
      next.delete(id);
      return next;
    });
  };

  return (
    <section className="job-alerts" id="job-alerts" aria-labelledby="job-alerts-title">
      <h2 id="job-alerts-title">Job alerts</h2>
      {alerts.status === 'loading' ? <PageLoading /> : null}
      {alerts.status === 'error' ? (
        <p className="error-text" role="alert">
          {MESSAGES.alertsLoadFailed}
        </p>
      ) : null}
      {alerts.status === 'ready' && alerts.data.length === 0 ? <p className="muted">{MESSAGES.noAlerts}</p> : null}
      {alerts.status === 'ready' && alerts.data.length > 0 ? (
        <>
          <p className="muted job-alerts__count">{MESSAGES.alertsCount(alerts.data.length, PIPELINE_LIMITS.alertsPerSeeker)}</p>
          <ul className="job-alerts__list">
            {bySlot(alerts.data).map((alert) => {
              const text = alertParts(alert).join(' · ');
              const search = alertJobsSearch(alert);
              return (
                <li key={alert.id} className="card job-alert">
                  <Link className="job-alert__text" to={search ? `${PATHS.jobs}?${search}` : PATHS.jobs}>
                    {text}
                  </Link>
                  <button type="button" className="button button--secondary button--small" disabled={busy.has(alert.id)} onClick={() => void remove(alert.id)}>
                    {MESSAGES.alertRemove}
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
