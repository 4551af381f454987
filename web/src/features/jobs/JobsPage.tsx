/** Available Jobs (docs/spec-notes.md §2): the job seeker's list, its filters, details and the apply flow. */
import type { JobWithId } from '@jobsearch/domain/schemas';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useMatch, useNavigate, useSearchParams } from 'react-router-dom';
import { translate, useT } from '../../i18n';
import { jobDetailsPath, PATHS } from '../../lib/paths';
import { toast } from '../../ui/toast';
import { keepLastSeenView } from '../../lib/last-seen-view';
import { isPhoneProved } from '../../lib/proved-phone';
import { useSignedIn } from '../../lib/session';
import { OfflineNotice } from '../../ui/OfflineNotice';
import { PageLoading } from '../../ui/PageLoading';
import { filtersFromParams, hasAnyFilter, paramsWithFilter, paramsWithoutFilters, type JobFilters as Filters } from './model/jobs-query';
import { useJobsPage } from './api/list-jobs';
import { useLinkedJob } from './api/get-job';
import { useMyAppliedJobIds } from './api/my-applied-job-ids';
import { useSavedJobIds, useToggleSaved } from './api/saved-jobs';
import { CreateAlertButton } from './components/CreateAlertButton';
import { JobCard } from './components/JobCard';
import { ApplyStep, preloadApplyModal } from './components/ApplyStep';
import { JobDetailsModal } from './components/JobDetailsModal';
import { JobFilters } from './components/JobFilters';
import { ProvePhoneModal } from './components/ProvePhoneModal';
import './jobs.css';

// The apply form carries the full Firestore and the Storage SDKs: it loads when
// a seeker opens a job's details, not with the list.

const ReportJobModal = lazy(() => import('./components/ReportJobModal').then((module) => ({ default: module.ReportJobModal })));

/** What is open over the job whose details the URL names: its details, or the apply or report dialog started from them. */
type Step = { jobId: string; step: 'apply' | 'report' } | null;

/** Navigation state of a details URL opened from a card: closing goes Back, so the history holds no extra entry. */
interface FromList {
  fromList: true;
}
const isFromList = (state: unknown): state is FromList => typeof state === 'object' && state !== null && (state as FromList).fromList === true;

export default function JobsPage() {
  const t = useT();
  const session = useSignedIn();
  const uid = session.user.uid;
  const [params, setParams] = useSearchParams();
  const { filters, education } = useMemo(() => filtersFromParams(params), [params]);
  const { state, loadMore, retry, remove } = useJobsPage(uid, filters);
  // The Applied marks need the full SDK; it loads once the first cards are up.
  const appliedIds = useMyAppliedJobIds(uid, state.status !== 'loading');
  const savedIds = useSavedJobIds(uid, state.status !== 'loading');
  // Saving, reporting and alerts need a proved phone (firestore.rules): an account without one is shown how to prove it.
  const phoneProved = isPhoneProved(session.user.phoneNumber, session.profile);
  const [provePhoneFor, setProvePhoneFor] = useState<'save' | 'alert' | null>(null);
  const toggleSavedWrite = useToggleSaved(uid);
  const toggleSaved = useCallback(
    async (job: JobWithId, saved: boolean) => {
      if (!saved && !phoneProved) setProvePhoneFor('save');
      else await toggleSavedWrite(job, saved);
    },
    [phoneProved, toggleSavedWrite],
  );
  const [justApplied, setJustApplied] = useState<ReadonlySet<string>>(new Set());
  const [step, setStep] = useState<Step>(null);
  const location = useLocation();
  const navigate = useNavigate();

  // A job's details live at /jobs/:jobId (issue 20): Back closes them, a link opens them.
  const [closedJobs, setClosedJobs] = useState<ReadonlySet<string>>(new Set());
  const urlJobId = useMatch(PATHS.jobDetails)?.params.jobId ?? null;
  // A job that stopped taking applications while open is closing: nothing to show or read for it.
  const detailsId = urlJobId !== null && !closedJobs.has(urlJobId) ? urlJobId : null;
  const listed = detailsId === null ? undefined : findListed(state, detailsId);
  const linked = useLinkedJob(detailsId, listed);
  const openJob = linked.status === 'ready' ? linked.job : null;
  // Leaving the details URL (Back, Close) ends an apply or report started there; Forward shows the details again.
  const [stepFor, setStepFor] = useState(detailsId);
  if (stepFor !== detailsId) {
    setStepFor(detailsId);
    setStep(null);
  }

  const isApplied = (jobId: string) => appliedIds.has(jobId) || justApplied.has(jobId);

  // Every drawn list, Applied and Saved marks included, is what a repeat view may paint first (lib/last-seen-view.ts).
  useEffect(() => {
    if (state.status === 'loaded' && detailsId === null) keepLastSeenView(uid);
  });

  // From the address as it is now, not setParams' `current`: that is the params of the last render, and
  // react-router renders a navigation in a transition, so a filter changed just after a search (Enter,
  // then a district) was built on the URL before the search and dropped it (tests/e2e/languages.test.ts).
  const changeFilter = useCallback(
    (change: Partial<Filters>) => {
      setParams(() => paramsWithFilter(new URLSearchParams(window.location.search), change));
    },
    [setParams],
  );
  const clearAll = useCallback(() => setParams(() => paramsWithoutFilters(new URLSearchParams(window.location.search))), [setParams]);

  const fromList = isFromList(location.state);
  const listSearch = location.search;
  const close = useCallback(() => {
    setStep(null);
    // Opened from a card: Back, as the phone's Back button does. Opened from a link: to the list, in place.
    if (fromList) void navigate(-1);
    else void navigate({ pathname: PATHS.jobs, search: listSearch }, { replace: true });
  }, [fromList, listSearch, navigate]);
  const showDetails = useCallback(
    (job: JobWithId) => {
      preloadApplyModal();
      setStep(null);
      void navigate(jobDetailsPath(job.jobId, listSearch), { state: { fromList: true } satisfies FromList });
    },
    [listSearch, navigate],
  );
  const startApply = useCallback((job: JobWithId) => setStep({ jobId: job.jobId, step: 'apply' }), []);
  const startReport = useCallback((job: JobWithId) => setStep({ jobId: job.jobId, step: 'report' }), []);
  const markApplied = useCallback((jobId: string) => setJustApplied((ids) => new Set(ids).add(jobId)), []);
  const jobClosed = useCallback(
    (jobId: string) => {
      setClosedJobs((ids) => new Set(ids).add(jobId));
      remove(jobId);
    },
    [remove],
  );

  // A link to a job that is unknown, Inactive or hidden says so and leaves the list in view.
  const linkFailed = linked.status === 'gone' || linked.status === 'error';
  useEffect(() => {
    if (!linkFailed) return;
    const message = linked.status === 'gone' ? 'jobs.jobLinkUnavailable' : 'jobs.jobsLoadFailed';
    toast.error(translate(message), { toastId: message });
    void navigate({ pathname: PATHS.jobs, search: listSearch }, { replace: true });
  }, [linkFailed, linked.status, listSearch, navigate]);

  const open = openJob ? { job: openJob, step: step?.jobId === openJob.jobId ? step.step : 'details' } : null;

  return (
    <section className="page jobs-page">
      <header className="jobs-page__header">
        <h1>{t('common.titleJobs')}</h1>
        <p className="muted jobs-page__lead">{t('jobs.lead')}</p>
      </header>

      <JobFilters filters={filters} education={education} onChange={changeFilter} onClearAll={clearAll} />
      <CreateAlertButton uid={uid} filters={filters} onNeedsPhone={phoneProved ? undefined : () => setProvePhoneFor('alert')} />

      <div className="jobs-results" aria-busy={state.status === 'loading' || (state.status === 'loaded' && state.refreshing)}>
        {state.status === 'loading' ? <PageLoading label={t('jobs.jobsLoading')} /> : null}
        {state.status === 'error' ? (
          <div className="jobs-empty card">
            <p className="error-text" role="alert">
              {t('jobs.jobsLoadFailed')}
            </p>
            <button type="button" className="button button--secondary" onClick={retry}>
              {t('jobs.tryAgain')}
            </button>
          </div>
        ) : null}
        {state.status === 'loaded' && state.jobs.length === 0 ? (
          <div className="jobs-empty card">
            <p>{t('jobs.noJobsFound')}</p>
            {hasAnyFilter(filters) ? (
              <button type="button" className="button button--secondary" onClick={clearAll}>
                {t('jobs.clearFilters')}
              </button>
            ) : null}
          </div>
        ) : null}
        {state.status === 'loaded' && state.lastSeen ? <OfflineNotice /> : null}
        {state.status === 'loaded' && state.jobs.length > 0 ? (
          <>
            {state.total !== null ? (
              <p className="jobs-count" role="status">
                <strong className="jobs-count__total">{t('jobs.jobsTotal', { count: state.total })}</strong>{' '}
                <span className="muted">· {t('jobs.jobsShowing', { shown: state.jobs.length, total: state.total })}</span>
              </p>
            ) : (
              <p className="jobs-count muted" role="status">
                {t('jobs.showingJobs', { count: state.jobs.length })}
              </p>
            )}
            <ul className="jobs-grid">
              {state.jobs.map((job) => (
                <li key={job.jobId}>
                  <JobCard job={job} applied={isApplied(job.jobId)} onDetails={showDetails} saved={savedIds.has(job.jobId)} onToggleSave={toggleSaved} />
                </li>
              ))}
            </ul>
            {state.loadMoreFailed ? (
              <p className="error-text jobs-more-error" role="alert">
                {t('jobs.jobsLoadFailed')}
              </p>
            ) : null}
            {state.hasMore ? (
              <div className="jobs-more">
                <button type="button" className="button button--secondary" onClick={loadMore} disabled={state.loadingMore}>
                  {state.loadingMore ? t('jobs.jobsLoading') : t('jobs.loadMore')}
                </button>
              </div>
            ) : null}
          </>
        ) : null}
      </div>

      {open?.step === 'details' ? (
        <JobDetailsModal
          job={open.job}
          applied={isApplied(open.job.jobId)}
          onClose={close}
          onApply={startApply}
          onReport={startReport}
          saved={savedIds.has(open.job.jobId)}
          onToggleSave={toggleSaved}
        />
      ) : null}
      {open?.step === 'apply' ? <ApplyStep job={open.job} onClose={close} onApplied={markApplied} onJobClosed={jobClosed} /> : null}
      {open?.step === 'report' && !phoneProved ? <ProvePhoneModal title={t('jobs.reportJob')} onClose={close} /> : null}
      {open?.step === 'report' && phoneProved ? (
        <Suspense fallback={<PageLoading />}>
          <ReportJobModal job={open.job} onClose={close} />
        </Suspense>
      ) : null}
      {provePhoneFor ? (
        <ProvePhoneModal title={provePhoneFor === 'save' ? t('jobs.saveJob') : t('jobs.createJobAlert')} onClose={() => setProvePhoneFor(null)} />
      ) : null}
    </section>
  );
}

/** The card of a job when the list holds it; undefined while the list may still bring it; null once it has not. */
function findListed(state: ReturnType<typeof useJobsPage>['state'], jobId: string): JobWithId | null | undefined {
  if (state.status === 'loading') return undefined;
  if (state.status === 'error') return null;
  // The last-seen copy drawn while the list is read again may not hold it yet.
  return state.jobs.find((job) => job.jobId === jobId) ?? (state.refreshing ? undefined : null);
}
