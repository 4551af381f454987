/** The public job page's pieces: the mobile number's row and the similar jobs below the job. */
import type { PublicJob } from '@jobsearch/domain/public-job';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import { PATHS } from '../../../lib/util/paths';
import { PublicJobList } from '../../../ui/PublicJobList';

// Loaded for a signed-in seeker only: a visitor's page needs no API client.
const RevealNumber = lazy(() => import('./RevealNumber').then((module) => ({ default: module.RevealNumber })));

export function MobileNumber({ job, signedIn, role }: { job: PublicJob; signedIn: boolean; role: string | null }) {
  const t = useT();
  if (!job.hasMobileNumber) return <>{t('jobPage.noMobile')}</>;
  if (!signedIn) return <>{t('jobPage.mobileAfterLogin')}</>;
  // Seekers reveal it (counted per day by the API); employers never read another employer's number.
  if (role === 'jobseeker') {
    return (
      <Suspense fallback={null}>
        <RevealNumber jobId={job.jobId} />
      </Suspense>
    );
  }
  // An employer (their own job's page too) and an admin are told who sees the number, not that there is none.
  return <>{t('jobPage.mobileForSeekers')}</>;
}

/** Up to five open jobs like this one, each a link to its own page (a full load: the server renders it). */
export function SimilarJobs({ similar }: { similar: PublicJob[] }) {
  const t = useT();
  return (
    <section className="public-job__similar card" aria-labelledby="similar-jobs">
      <h2 id="similar-jobs">{t('jobPage.similarJobs')}</h2>
      {similar.length === 0 ? <p className="muted">{t('jobPage.noSimilarJobs')}</p> : <PublicJobList jobs={similar} />}
      <p>
        <Link to={PATHS.jobs}>{t('jobPage.allJobs')}</Link>
      </p>
    </section>
  );
}
