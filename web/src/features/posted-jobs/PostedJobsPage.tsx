/** Your Posted Jobs (employer): live list, status filter, and the Active/Inactive toggle with a confirm dialog. */
import type { JobStatus } from '@jobsearch/domain/choices';
import { MESSAGES } from '@jobsearch/domain/messages';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '../../ui/toast';
import { useSignedIn } from '../../lib/session';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { countJobApplications, deleteJob } from './api/delete-job';
import { setJobStatus, statusChangeFailureMessage } from './api/set-job-status';
import { useEmployerJobs, type EmployerJob } from './api/use-employer-jobs';
import { useJobStats } from './api/use-job-stats';
import { JobCard } from './components/JobCard';
import { STATUS_FILTERS, applicantCounts, filterByStatus, nextStatus, type StatusFilter } from './model/status';
import './posted-jobs.css';
import { PATHS } from '../../lib/paths';
import { formatDate } from '../../lib/dates';

/** How the delete confirmation names a job: role, company and posting date. */
function jobName(job: EmployerJob): string {
  return MESSAGES.jobNamed(job.title || job.jobRole || MESSAGES.untitledJob, job.companyName, job.date ? formatDate(job.date) : undefined);
}

export default function PostedJobsPage() {
  const { user } = useSignedIn();
  const jobs = useEmployerJobs(user.uid);
  const stats = useJobStats(user.uid);
  const [filter, setFilter] = useState<StatusFilter>('all');
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
      toast.error(MESSAGES.jobDeleteFailed);
      setRemoving(null);
    }
  };

  const remove = async () => {
    if (!removing) return;
    setDeleting(true);
    try {
      await deleteJob(removing.job.jobId);
      toast.success(MESSAGES.jobDeleted);
    } catch (error) {
      console.error('Deleting the job failed', error);
      toast.error(MESSAGES.jobDeleteFailed);
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
      toast.info(MESSAGES.statusChanged(next));
    } catch (error) {
      console.error('Changing the job status failed', error);
      toast.error(statusChangeFailureMessage(error));
    } finally {
      setChanging(null);
      setAsking(null);
    }
  };

  return (
    <section className="page posted-jobs" aria-labelledby="posted-jobs-title">
      <div className="posted-jobs__header">
        <h1 id="posted-jobs-title">Your Posted Jobs</h1>
        <Link to={PATHS.postJob} className="button button--small">
          Post a New Job
        </Link>
      </div>

      <div className="filter-buttons" role="group" aria-label="Show jobs">
        {STATUS_FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            className={`button button--small${filter === f.value ? '' : ' button--secondary'}`}
            aria-pressed={filter === f.value}
            onClick={() => setFilter(f.value)}
          >
            {f.label}
          </button>
        ))}
      </div>

      {jobs.status === 'loading' ? (
        <p className="muted" role="status">
          {MESSAGES.jobsLoading}
        </p>
      ) : jobs.status === 'error' ? (
        <p className="error-text" role="alert">
          {MESSAGES.employerJobsLoadFailed}
        </p>
      ) : shown.length === 0 ? (
        <p className="muted posted-jobs__empty">{MESSAGES.noJobsFound}</p>
      ) : (
        <>
          <p className="muted posted-jobs__count" aria-live="polite">
            Showing {shown.length} of {jobs.jobs.length} {jobs.jobs.length === 1 ? 'job' : 'jobs'}
          </p>
          <ul className="posted-jobs__list">
            {shown.map((job) => (
              <JobCard
                key={job.jobId}
                job={job}
                busy={changing === job.jobId || (deleting && removing?.job.jobId === job.jobId)}
                onToggle={(j) => setAsking({ job: j, next: nextStatus(j.status) })}
                onDelete={(j) => void askDelete(j)}
                counts={stats ? applicantCounts(stats.get(job.jobId)) : null}
              />
            ))}
          </ul>
        </>
      )}

      {asking ? (
        <ConfirmDialog
          title="Change job status"
          message={MESSAGES.confirmStatusChange(asking.next)}
          confirmLabel={`Mark as ${asking.next}`}
          busy={changing !== null}
          onConfirm={change}
          onCancel={() => setAsking(null)}
        />
      ) : null}

      {removing ? (
        <ConfirmDialog
          title={MESSAGES.deleteJobTitle}
          message={
            removing.applications === null
              ? MESSAGES.deleteJobCounting(jobName(removing.job))
              : MESSAGES.deleteJobConfirm(jobName(removing.job), removing.applications)
          }
          confirmLabel={MESSAGES.deleteJobConfirmLabel}
          danger
          busy={deleting || removing.applications === null}
          onConfirm={() => void remove()}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
    </section>
  );
}
