/** Available Jobs (docs/spec-notes.md §2): the job seeker's list, its filters, details and the apply flow. */
import type { JobWithId } from '@jobsearch/domain/schemas';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../i18n';
import { keepLastSeenView } from '../../lib/offline/last-seen-view';
import { isPhoneKnownUnproved } from '../../lib/session/proved-phone';
import { useSignedIn } from '../../lib/session';
import { PageLoading } from '../../ui/PageLoading';
import { usePhoneLayout } from '../../ui/use-phone-layout';
import { filtersFromParams, paramsWithFilter, paramsWithoutFilters, type FilterChange } from './model/jobs-query';
import { paramsWithSort, rankingProfile, sortFromParams, type JobsSort } from './model/jobs-sort';
import { useJobsPage } from './api/list-jobs';
import { useJobDetails } from './api/use-job-details';
import { useMyAppliedJobIds } from './api/my-applied-job-ids';
import { useSavedJobIds, useToggleSaved } from './api/use-saved-marks';
import { CreateAlertButton } from './components/CreateAlertButton';
import { PinPlaceChip } from './components/FilterChips';
import { FiltersSheet } from './components/FiltersSheet';
import { ApplyStep } from './components/ApplyStep';
import { JobDetailsModal } from './components/JobDetailsModal';
import { JobFilters } from './components/JobFilters';
import { JobsResults } from './components/JobsResults';
import { ProvePhoneModal } from './components/ProvePhoneModal';
import { SortChoice } from './components/SortChoice';
import './jobs.css';

// The apply form carries the full Firestore and the Storage SDKs: it loads when
// a seeker opens a job's details, not with the list.

const ReportJobModal = lazy(() => import('./components/ReportJobModal').then((module) => ({ default: module.ReportJobModal })));

export default function JobsPage() {
  const t = useT();
  const session = useSignedIn();
  const uid = session.user.uid;
  const [params, setParams] = useSearchParams();
  const { filters, education, pin } = useMemo(() => filtersFromParams(params), [params]);
  // Best match ranks by the work profile; without one the list stays newest first, and SortChoice says why.
  const profile = useMemo(() => rankingProfile(session.profile?.workProfile), [session.profile?.workProfile]);
  const sort = profile ? sortFromParams(params) : 'newest';
  const list = useJobsPage(uid, filters, sort === 'match' ? profile : null);
  const { state, remove } = list;
  // The Applied and Saved marks need the full SDK; it loads once the first cards are up. The Applied
  // marks come with the inbox; the Saved ones read only the jobs on screen (the cards and the details open over them).
  const { open, detailsId, close, showDetails, startApply, startReport, jobClosed } = useJobDetails(state, remove);
  const shownIds = useMemo(
    () => [...(state.status === 'loaded' ? state.jobs.map((job) => job.jobId) : []), ...(detailsId ? [detailsId] : [])],
    [state, detailsId],
  );
  const appliedIds = useMyAppliedJobIds(uid, state.status !== 'loading');
  const savedIds = useSavedJobIds(uid, state.status !== 'loading', shownIds);
  // Saving, reporting and alerts need a proved phone (firestore.rules): an account known to lack one is shown how to prove it.
  const phoneProved = !isPhoneKnownUnproved(session);
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

  const isApplied = (jobId: string) => appliedIds.has(jobId) || justApplied.has(jobId);

  // Every drawn list, Applied and Saved marks included, is what a repeat view may paint first (lib/offline/last-seen-view.ts).
  useEffect(() => {
    if (state.status === 'loaded' && detailsId === null) keepLastSeenView(uid);
  });

  // From the address as it is now, not setParams' `current`: that is the params of the last render, and
  // react-router renders a navigation in a transition, so a filter changed just after a search (Enter,
  // then a district) was built on the URL before the search and dropped it (tests/e2e/languages.test.ts).
  const changeFilter = useCallback(
    (change: FilterChange) => {
      setParams(() => paramsWithFilter(new URLSearchParams(window.location.search), change));
    },
    [setParams],
  );
  const changeSort = useCallback((next: JobsSort) => setParams(() => paramsWithSort(new URLSearchParams(window.location.search), next)), [setParams]);
  const clearAll = useCallback(() => setParams(() => paramsWithoutFilters(new URLSearchParams(window.location.search))), [setParams]);

  const markApplied = useCallback((jobId: string) => setJustApplied((ids) => new Set(ids).add(jobId)), []);
  // On a phone the filters fold into a sheet, so the first cards (and the offline notice) show without scrolling.
  const phone = usePhoneLayout();
  const alertButton = <CreateAlertButton uid={uid} filters={filters} onNeedsPhone={phoneProved ? undefined : () => setProvePhoneFor('alert')} />;

  return (
    <section className="page jobs-page">
      <header className="jobs-page__header">
        <h1>{t('common.titleJobs')}</h1>
        <p className="muted jobs-page__lead">{t('jobs.lead')}</p>
      </header>

      {phone ? (
        <div className="jobs-toolbar">
          {/* The place a PIN code chose stays in sight, not only as a count on the Filters button. */}
          {pin ? <PinPlaceChip city={filters.city} pin={pin} onChange={changeFilter} /> : null}
          <FiltersSheet
            filters={filters}
            education={education}
            pin={pin}
            total={state.status === 'loaded' && !state.refreshing ? state.total : null}
            onChange={changeFilter}
            onClearAll={clearAll}
          />
          {alertButton}
        </div>
      ) : (
        <>
          <JobFilters filters={filters} education={education} pin={pin} onChange={changeFilter} onClearAll={clearAll} />
          {alertButton}
        </>
      )}

      <SortChoice
        sort={sort}
        available={profile !== null}
        bounded={state.status === 'loaded' && state.total !== null && state.total > state.jobs.length}
        onChange={changeSort}
      />

      <JobsResults
        list={list}
        filters={filters}
        onClearAll={clearAll}
        isApplied={isApplied}
        isSaved={(jobId) => savedIds.has(jobId)}
        onDetails={showDetails}
        onToggleSave={toggleSaved}
      />

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
