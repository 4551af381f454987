/**
 * The job whose details the URL names (/jobs/:jobId): Back closes them, a
 * link opens them. The job comes from the list when it holds it, else it is
 * read once; a link to a job that is unknown, Inactive or hidden says so and
 * leaves the list in view. Apply and Report open over the details.
 */
import type { JobWithId } from '@jobsearch/domain/schemas';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useMatch, useNavigate } from 'react-router-dom';
import { translate } from '../../../i18n';
import { jobDetailsPath, PATHS } from '../../../lib/util/paths';
import { toast } from '../../../ui/toast';
import { preloadApplyModal } from '../components/ApplyStep';
import { useLinkedJob } from './get-job';
import type { useJobsPage } from './list-jobs';

/** What is open over the job whose details the URL names: its details, or the apply or report dialog started from them. */
type Step = { jobId: string; step: 'apply' | 'report' } | null;

/** Navigation state of a details URL opened from a card: closing goes Back, so the history holds no extra entry. */
interface FromList {
  fromList: true;
}
const isFromList = (state: unknown): state is FromList => typeof state === 'object' && state !== null && (state as FromList).fromList === true;

type JobsList = ReturnType<typeof useJobsPage>['state'];

export function useJobDetails(state: JobsList, remove: (jobId: string) => void) {
  const [step, setStep] = useState<Step>(null);
  const location = useLocation();
  const navigate = useNavigate();

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

  return { open, detailsId, close, showDetails, startApply, startReport, jobClosed };
}

/** The card of a job when the list holds it; undefined while the list may still bring it; null once it has not. */
function findListed(state: JobsList, jobId: string): JobWithId | null | undefined {
  if (state.status === 'loading') return undefined;
  if (state.status === 'error') return null;
  // The last-seen copy drawn while the list is read again may not hold it yet.
  return state.jobs.find((job) => job.jobId === jobId) ?? (state.refreshing ? undefined : null);
}
