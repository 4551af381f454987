/**
 * A job's public page, /job/:jobId. The server's HTML
 * already shows the job (functions/src/pages/render.ts); this page draws the
 * same from the data block in it, then adds what needs the app: Apply (a
 * visitor goes to log in or sign up and comes back here; a signed-in seeker
 * applies as on /jobs), Show number for a signed-in seeker (the number is
 * revealed one job at a time by the API, never read with the job), and sharing.
 */
import { publicJobApplyPath, publicJobFacts, publicJobHeadline, publicJobSignUpPath } from '@jobsearch/domain/public-job';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatRupees, useT } from '../../i18n';
import { useChoiceLabel } from '../../i18n/choices';
import { formatDate } from '../../lib/util/dates';
import { publicCompanyPagePath, publicJobPagePath } from '../../lib/util/paths';
import { useSession } from '../../lib/session';
import { PageLoading } from '../../ui/PageLoading';
import { PublicPageFailed } from '../../ui/PublicPageFailed';
import { ShareButtons } from '../../ui/ShareButtons';
import { useOwnTitle } from '../../ui/use-own-title';
import { VerifiedBadge } from '../../ui/VerifiedBadge';
import { usePublicPage } from './api/public-page';
import { useReadableJob } from './api/readable-job';
import { MobileNumber, SimilarJobs } from './components/PublicJobParts';

const SeekerApply = lazy(() => import('./components/SeekerApply'));

export default function PublicJobPage() {
  const t = useT();
  const choice = useChoiceLabel();
  const jobId = useParams().jobId ?? '';
  const page = usePublicPage(jobId);
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const readableJob = useReadableJob(jobId, signedIn);
  const [closedNow, setClosedNow] = useState(false);

  const headline =
    page.status === 'ready'
      ? page.data.kind === 'job'
        ? publicJobHeadline(page.data.job, t)
        : t(page.data.kind === 'closed' ? 'jobPage.closedHeading' : 'jobPage.notFoundHeading')
      : null;
  useOwnTitle(headline);

  if (page.status === 'loading') return <PageLoading />;
  if (page.status === 'error') return <PublicPageFailed message={t('jobPage.loadFailed')} />;
  const { data } = page;
  if (data.kind !== 'job' || closedNow) {
    return (
      <>
        <article className="page public-job public-job--gone" aria-labelledby="public-job-title">
          <h1 id="public-job-title">{t(data.kind === 'notFound' ? 'jobPage.notFoundHeading' : 'jobPage.closedHeading')}</h1>
          <p>{t(data.kind === 'notFound' ? 'jobPage.notFoundText' : 'jobPage.closedText')}</p>
        </article>
        <SimilarJobs similar={data.similar} />
      </>
    );
  }
  const job = data.job;
  const path = publicJobPagePath(job.jobId);
  const applyPath = publicJobApplyPath(job.jobId);
  const role = session.status === 'signedIn' ? session.role : null;
  const jobRole = choice('jobRole', job.role);
  const city = job.city ? choice('city', job.city) : '';
  return (
    <>
      <article className="page public-job" aria-labelledby="public-job-title">
        <header className="public-job__header">
          <p className="public-job__company">
            {job.companyId ? (
              <Link to={publicCompanyPagePath(job.companyId)} aria-label={t('jobPage.companyPageLinkFor', { company: job.companyName })}>
                {job.companyName}
              </Link>
            ) : (
              job.companyName
            )}
          </p>
          <h1 id="public-job-title" className="public-job__title">
            {jobRole}
            {city ? <span className="public-job__city"> · {city}</span> : null}
          </h1>
          {job.employerVerified ? <VerifiedBadge /> : null}
          <p className="muted public-job__posted">{t('jobPage.posted', { date: formatDate(job.date) })}</p>
        </header>
        <div className="public-job__actions">
          {session.status !== 'signedIn' ? (
            <Link className="button" to={publicJobSignUpPath(job.jobId)} state={{ from: applyPath }}>
              {t('jobPage.apply')}
            </Link>
          ) : role === 'jobseeker' && readableJob ? (
            <Suspense fallback={null}>
              <SeekerApply job={readableJob} onClosed={() => setClosedNow(true)} />
            </Suspense>
          ) : role === 'employer' ? (
            <p className="muted">{t('jobPage.employersCannotApply')}</p>
          ) : null}
          <ShareButtons url={`${window.location.origin}${path}`} role={jobRole} company={job.companyName} city={city} />
        </div>
        <div className="card public-job__card">
          <dl className="job-details">
            {publicJobFacts(job, t, formatRupees).map(([label, value]) => (
              <div key={label} className="job-details__row">
                <dt>{t(`jobPage.${label}`)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
            <div className="job-details__row">
              <dt>{t('jobPage.mobileNumber')}</dt>
              <dd>
                <MobileNumber job={job} signedIn={signedIn} role={role} />
              </dd>
            </div>
            <div className="job-details__row job-details__row--wide">
              <dt>{t('jobPage.description')}</dt>
              <dd className="job-details__description">{job.description.trim() || t('jobPage.notSpecified')}</dd>
            </div>
          </dl>
        </div>
      </article>
      <SimilarJobs similar={data.similar} />
    </>
  );
}
