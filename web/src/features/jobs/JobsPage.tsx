/** Available Jobs (docs/spec-notes.md §2): the job seeker's list, its filters, details and the apply flow. */
import { MESSAGES } from '@jobsearch/domain/messages';
import type { JobWithId } from '@jobsearch/domain/schemas';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSignedIn } from '../../lib/session';
import { isPhoneProved } from '../../lib/proved-phone';
import { Modal } from '../../ui/Modal';
import { PageLoading } from '../../ui/PageLoading';
import { VerifyPhoneNotice } from '../../ui/VerifyPhoneNotice';
import { filtersFromParams, hasAnyFilter, paramsWithFilter, paramsWithoutFilters, type JobFilters as Filters } from './model/jobs-query';
import { useJobsPage } from './api/list-jobs';
import { useMyAppliedJobIds } from './api/my-applied-job-ids';
import { JobCard } from './components/JobCard';
import { JobDetailsModal } from './components/JobDetailsModal';
import { JobFilters } from './components/JobFilters';
import { jobRoleText } from './model/job-text';
import './jobs.css';

// The apply form carries the full Firestore and the Storage SDKs: it loads when
// a seeker opens a job's details, not with the list.
const loadApplyModal = () => import('./components/ApplyModal');
const ApplyModal = lazy(() => loadApplyModal().then((module) => ({ default: module.ApplyModal })));

const ReportJobModal = lazy(() => import('./components/ReportJobModal').then((module) => ({ default: module.ReportJobModal })));

type Open = { job: JobWithId; step: 'details' | 'apply' | 'report' } | null;

export default function JobsPage() {
  const session = useSignedIn();
  const uid = session.user.uid;
  const [params, setParams] = useSearchParams();
  const { filters, education } = useMemo(() => filtersFromParams(params), [params]);
  const { state, loadMore, retry } = useJobsPage(filters);
  // The Applied marks need the full SDK; it loads once the first cards are up.
  const appliedIds = useMyAppliedJobIds(uid, state.status !== 'loading');
  const [justApplied, setJustApplied] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<Open>(null);

  const isApplied = (jobId: string) => appliedIds.has(jobId) || justApplied.has(jobId);

  const changeFilter = useCallback(
    (change: Partial<Filters>) => {
      setParams((current) => paramsWithFilter(current, change));
    },
    [setParams],
  );
  const clearAll = useCallback(() => setParams((current) => paramsWithoutFilters(current)), [setParams]);

  const close = useCallback(() => setOpen(null), []);
  const showDetails = useCallback((job: JobWithId) => {
    void loadApplyModal();
    setOpen({ job, step: 'details' });
  }, []);
  const startApply = useCallback((job: JobWithId) => setOpen({ job, step: 'apply' }), []);
  const startReport = useCallback((job: JobWithId) => setOpen({ job, step: 'report' }), []);
  const markApplied = useCallback((jobId: string) => setJustApplied((ids) => new Set(ids).add(jobId)), []);

  const profile = session.profile;
  const initial = {
    applicantName: profile?.name ?? session.user.displayName ?? '',
    email: profile?.email ?? session.user.email ?? '',
    phoneNumber: profile?.phoneNumber ?? session.user.phoneNumber ?? '',
  };

  return (
    <section className="page jobs-page">
      <header className="jobs-page__header">
        <h1>Available Jobs</h1>
        <p className="muted jobs-page__lead">Active openings, newest first.</p>
      </header>

      <JobFilters filters={filters} education={education} onChange={changeFilter} onClearAll={clearAll} />

      <div className="jobs-results" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' ? <PageLoading label={MESSAGES.jobsLoading} /> : null}
        {state.status === 'error' ? (
          <div className="jobs-empty card">
            <p className="error-text" role="alert">
              {MESSAGES.jobsLoadFailed}
            </p>
            <button type="button" className="button button--secondary" onClick={retry}>
              Try again
            </button>
          </div>
        ) : null}
        {state.status === 'loaded' && state.jobs.length === 0 ? (
          <div className="jobs-empty card">
            <p>{MESSAGES.noJobsFound}</p>
            {hasAnyFilter(filters) ? (
              <button type="button" className="button button--secondary" onClick={clearAll}>
                Clear filters
              </button>
            ) : null}
          </div>
        ) : null}
        {state.status === 'loaded' && state.jobs.length > 0 ? (
          <>
            <p className="jobs-count muted" role="status">
              Showing {state.jobs.length} {state.jobs.length === 1 ? 'job' : 'jobs'}
            </p>
            <ul className="jobs-grid">
              {state.jobs.map((job) => (
                <li key={job.jobId}>
                  <JobCard job={job} applied={isApplied(job.jobId)} onDetails={showDetails} />
                </li>
              ))}
            </ul>
            {state.loadMoreFailed ? (
              <p className="error-text jobs-more-error" role="alert">
                {MESSAGES.jobsLoadFailed}
              </p>
            ) : null}
            {state.hasMore ? (
              <div className="jobs-more">
                <button type="button" className="button button--secondary" onClick={loadMore} disabled={state.loadingMore}>
                  {state.loadingMore ? MESSAGES.jobsLoading : 'Load more'}
                </button>
              </div>
            ) : null}
          </>
        ) : null}
      </div>

      {open?.step === 'details' ? (
        <JobDetailsModal job={open.job} applied={isApplied(open.job.jobId)} onClose={close} onApply={startApply} onReport={startReport} />
      ) : null}
      {open?.step === 'apply' && !isPhoneProved(session.user.phoneNumber, profile) ? (
        <Modal title={`Apply for ${jobRoleText(open.job)}`} onClose={close}>
          <VerifyPhoneNotice />
        </Modal>
      ) : open?.step === 'apply' ? (
        <Suspense fallback={<PageLoading />}>
          <ApplyModal job={open.job} uid={uid} initial={initial} onClose={close} onApplied={markApplied} />
        </Suspense>
      ) : null}
      {open?.step === 'report' ? (
        <Suspense fallback={<PageLoading />}>
          <ReportJobModal job={open.job} onClose={close} />
        </Suspense>
      ) : null}
    </section>
  );
}
