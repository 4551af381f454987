/** The list part of Available Jobs: loading, a failure with Try again, no match, or the count, the cards and Load more. */
import type { JobWithId } from '@jobsearch/domain/schemas';
import { useT } from '../../../i18n';
import { OfflineNotice } from '../../../ui/OfflineNotice';
import { PageLoading } from '../../../ui/PageLoading';
import type { useJobsPage } from '../api/list-jobs';
import { hasAnyFilter, type JobFilters } from '../model/jobs-query';
import { JobCard } from './JobCard';

interface JobsResultsProps {
  list: ReturnType<typeof useJobsPage>;
  filters: JobFilters;
  onClearAll: () => void;
  isApplied: (jobId: string) => boolean;
  isSaved: (jobId: string) => boolean;
  onDetails: (job: JobWithId) => void;
  onToggleSave: (job: JobWithId, saved: boolean) => Promise<void>;
}

export function JobsResults({ list, filters, onClearAll, isApplied, isSaved, onDetails, onToggleSave }: JobsResultsProps) {
  const t = useT();
  const { state, retry, loadMore } = list;
  return (
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
            <button type="button" className="button button--secondary" onClick={onClearAll}>
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
                <JobCard job={job} applied={isApplied(job.jobId)} onDetails={onDetails} saved={isSaved(job.jobId)} onToggleSave={onToggleSave} />
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
  );
}
