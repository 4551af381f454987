/**
 * Your Posted Jobs (employer): live list, status filter, and the Active/Inactive toggle with a confirm
 * dialog. A job just posted (?posted=id, from Post a Job) is scrolled to, highlighted and offered to share.
 */
import type { JobStatus } from '@jobsearch/domain/choices';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from '../../ui/toast';
import { useSignedIn } from '../../lib/session';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { countJobApplications, deleteJob } from './api/delete-job';
import { setJobStatus, statusChangeFailureMessage } from './api/set-job-status';
import { useEmployerJobs, type EmployerJob } from './api/use-employer-jobs';
import { useJobStats } from './api/use-job-stats';
import { useCountUncounted } from './api/count-uncounted';
import { PostedJobCard } from './components/PostedJobCard';
import { STATUS_FILTERS, applicantCounts, filterByStatus, nextStatus, type StatusFilter } from './model/status';
import './posted-jobs.css';
import { JUST_POSTED_PARAM, PATHS } from '../../lib/util/paths';
import { formatDate } from '../../lib/util/dates';
import { choiceLabel as labelIn } from '@jobsearch/domain/i18n/choice-label';
import { useT, type Translate } from '../../i18n';
import { useChoiceLabel } from '../../i18n/choices';

/** How the delete confirmation names a job: role, company and posting date. */
function jobName(t: Translate, job: EmployerJob): string {
  const title = job.title || job.jobRole ? labelIn(t, 'jobRole', job.title || job.jobRole) : t('postedJobs.untitledJob');
  return job.date
    ? t('postedJobs.jobNamedPosted', { title, company: job.companyName, posted: formatDate(job.date) })
    : t('postedJobs.jobNamed', { title, company: job.companyName });
}

export default function PostedJobsPage() {
  const { user } = useSignedIn();
  const t = useT();
  const choiceLabel = useChoiceLabel();
  const jobs = useEmployerJobs(user.uid);
  const stats = useJobStats(user.uid);
  useCountUncounted(
    stats,
    jobs.jobs.map((job) => job.jobId),
  );
  const [filter, setFilter] = useState<StatusFilter>('all');
  const justPosted = useSearchParams()[0].get(JUST_POSTED_PARAM);
  const [asking, setAsking] = useState<{ job: EmployerJob; next: JobStatus } | null>(null);
  const [changing, setChanging] = useState<string | null>(null);
  // Delete: the job, and its application count once Firestore's count aggregation answers.
  const [removing, setRemoving] = useState<{ job: EmployerJob; applications: number | null } | null>(null);
  const [deleting, setDeleting] = useState(false);
  const shown = filterByStatus(jobs.jobs, filter);

  const askDelete = async (job: EmployerJob) => {
    setRemoving({ job, applications: null });
    try {
      const applications = await countJobApplications(job.jobId, user.uid);
      setRemoving((current) => (current?.job.jobId === job.jobId ? { job, applications } : current));
    } catch (error) {
      console.error('Counting the applications failed', error);
      toast.error(t('postedJobs.jobDeleteFailed'));
      setRemoving(null);
    }
  };

  const remove = async () => {
    if (!removing) return;
    setDeleting(true);
    try {
      await deleteJob(removing.job.jobId);
      toast.success(t('postedJobs.jobDeleted'));
    } catch (error) {
      console.error('Deleting the job failed', error);
      toast.error(t('postedJobs.jobDeleteFailed'));
    } finally {
      setDeleting(false);
      setRemoving(null);
    }
  };

  const change = async () => {
    if (!asking) return;
    const { job, next } = asking;
    setChanging(job.jobId);
    try {
      await setJobStatus(job.jobId, next);
      toast.info(t('postedJobs.statusChanged', { status: choiceLabel('jobStatus', next) }));
    } catch (error) {
      console.error('Changing the job status failed', error);
      toast.error(statusChangeFailureMessage(error, { notOk: t('postedJobs.statusChangeNotOk'), threw: t('postedJobs.statusChangeThrew') }));
    } finally {
      setChanging(null);
      setAsking(null);
    }
  };

  return (
    <section className="page posted-jobs" aria-labelledby="posted-jobs-title">
      <div className="posted-jobs__header">
        <h1 id="posted-jobs-title">{t('postedJobs.title')}</h1>
        <Link to={PATHS.postJob} className="button button--small">
          {t('postedJobs.postNewJob')}
        </Link>
      </div>

      <div className="filter-buttons" role="group" aria-label={t('postedJobs.showJobs')}>
        {STATUS_FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            className={`button button--small${filter === f.value ? '' : ' button--secondary'}`}
            aria-pressed={filter === f.value}
            onClick={() => setFilter(f.value)}
          >
            {t(f.label)}
          </button>
        ))}
      </div>

      {jobs.status === 'loading' ? (
        <p className="muted" role="status">
          {t('postedJobs.jobsLoading')}
        </p>
      ) : jobs.status === 'error' ? (
        <p className="error-text" role="alert">
          {t('postedJobs.jobsLoadFailed')}
        </p>
      ) : shown.length === 0 ? (
        <p className="muted posted-jobs__empty">{t('postedJobs.noJobsFound')}</p>
      ) : (
        <>
          <p className="muted posted-jobs__count" aria-live="polite">
            {t('postedJobs.showing', { shown: shown.length, total: jobs.jobs.length })}
          </p>
          <ul className="posted-jobs__list">
            {shown.map((job) => (
              <PostedJobCard
                key={job.jobId}
                job={job}
                busy={changing === job.jobId || (deleting && removing?.job.jobId === job.jobId)}
                onToggle={(j) => setAsking({ job: j, next: nextStatus(j.status) })}
                onDelete={(j) => void askDelete(j)}
                counts={stats ? applicantCounts(stats.get(job.jobId)) : null}
                justPosted={job.jobId === justPosted}
              />
            ))}
          </ul>
        </>
      )}

      {asking ? (
        <ConfirmDialog
          title={t('postedJobs.changeStatusTitle')}
          message={t('postedJobs.confirmStatusChange', { status: choiceLabel('jobStatus', asking.next) })}
          confirmLabel={t('postedJobs.markAs', { status: choiceLabel('jobStatus', asking.next) })}
          busy={changing !== null}
          onConfirm={change}
          onCancel={() => setAsking(null)}
        />
      ) : null}

      {removing ? (
        <ConfirmDialog
          title={t('postedJobs.deleteJobTitle')}
          message={
            removing.applications === null
              ? t('postedJobs.deleteJobCounting', { job: jobName(t, removing.job) })
              : t('postedJobs.deleteJobConfirm', { job: jobName(t, removing.job), applications: removing.applications })
          }
          confirmLabel={t('postedJobs.deleteJobConfirmLabel')}
          danger
          busy={deleting || removing.applications === null}
          onConfirm={() => void remove()}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
    </section>
  );
}
