/**
 * A job's public page, /job/:jobId (issue 22 part 2). The server's HTML
 * already shows the job (functions/src/pages/render.ts); this page draws the
 * same from the data block in it, then adds what needs the app: Apply (a
 * visitor goes to log in or sign up and comes back here; a signed-in seeker
 * applies as on /jobs), Show number for a signed-in seeker (the number is
 * revealed one job at a time by the API, never read with the job), and sharing.
 */
import { publicJobFacts, type PublicFactLabel, type PublicFactValue, type PublicJob } from '@jobsearch/domain/public-job';
import type { JobWithId } from '@jobsearch/domain/schemas';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatRupees, useT, type Translate } from '../../i18n';
import { useChoiceLabel, type ChoiceList } from '../../i18n/choices';
import { formatDate } from '../../lib/dates';
import { loginReturningTo, PATHS, publicJobPagePath } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { PageLoading } from '../../ui/PageLoading';
import { ShareButtons } from '../../ui/ShareButtons';
import { usePublicPage } from './api/public-page';

const SeekerApply = lazy(() => import('./components/SeekerApply'));
// Loaded for a signed-in seeker only: a visitor's page needs no API client.
const RevealNumber = lazy(() => import('./components/RevealNumber').then((module) => ({ default: module.RevealNumber })));

/** The salary in the chosen language's digits: "₹15,000 - ₹25,000 a month"; null without numbers. */
function salaryText(t: Translate, job: Pick<PublicJob, 'salaryMin' | 'salaryMax'>): string | null {
  if (job.salaryMin == null || job.salaryMax == null) return null;
  const salary = job.salaryMin === job.salaryMax ? formatRupees(job.salaryMin) : `${formatRupees(job.salaryMin)} - ${formatRupees(job.salaryMax)}`;
  return t('jobPage.salaryPerMonth', { salary });
}

/** The rows whose values are stored choices, shown by their label in the chosen language. */
const CHOICE_OF: Partial<Record<PublicFactLabel, ChoiceList>> = {
  jobShift: 'shift',
  jobType: 'jobType',
  experience: 'experience',
  chargeable: 'chargeable',
};

function factText(t: Translate, choice: (list: ChoiceList, value: string) => string, job: PublicJob, label: PublicFactLabel, value: PublicFactValue): string {
  if (label === 'gender' && job.gender) return choice('gender', job.gender);
  if ('text' in value) {
    const list = CHOICE_OF[label];
    return list ? choice(list, value.text) : value.text;
  }
  if (value.key === 'salaryPerMonth') return salaryText(t, job) ?? t('jobPage.salaryPerMonth', { salary: value.salary });
  return t(`jobPage.${value.key}`);
}

/** "Fitter at Tata Motors, Pune", in the chosen language. */
const headlineOf = (t: Translate, job: PublicJob) =>
  job.city ? t('jobPage.shareText', { role: job.role, company: job.companyName, city: job.city }) : `${job.role} \u00b7 ${job.companyName}`;

/** The job as a signed-in user may read it (for Apply); null for a visitor or when the rules refuse. */
function useReadableJob(jobId: string, signedIn: boolean): { status: 'none' | 'loading' | 'ready'; job: JobWithId | null } {
  const [read, setRead] = useState<{ jobId: string; job: JobWithId | null } | null>(null);
  useEffect(() => {
    if (!signedIn) return undefined;
    let live = true;
    import('./api/jobs-reads')
      .then(({ getOpenJob }) => getOpenJob(jobId))
      .then(
        (job) => live && setRead({ jobId, job }),
        (error: unknown) => {
          console.warn('Reading the job for Apply failed', error);
          if (live) setRead({ jobId, job: null });
        },
      );
    return () => {
      live = false;
    };
  }, [jobId, signedIn]);
  if (!signedIn) return { status: 'none', job: null };
  return read?.jobId === jobId ? { status: 'ready', job: read.job } : { status: 'loading', job: null };
}

export default function PublicJobPage() {
  const t = useT();
  const choice = useChoiceLabel();
  const jobId = useParams().jobId ?? '';
  const page = usePublicPage(jobId);
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const readable = useReadableJob(jobId, signedIn);
  const [closedNow, setClosedNow] = useState(false);

  const headline =
    page.status === 'ready'
      ? page.data.kind === 'job'
        ? headlineOf(t, page.data.job)
        : t(page.data.kind === 'closed' ? 'jobPage.closedHeading' : 'jobPage.notFoundHeading')
      : null;
  const title = headline ? t('common.documentTitle', { site: t('common.siteName'), title: headline }) : null;
  useEffect(() => {
    // This route's title is the job's own (app/routes.tsx: ownTitle), as the server's HTML has it.
    if (title) document.title = title;
  }, [title]);

  if (page.status === 'loading') return <PageLoading />;
  if (page.status === 'error') {
    return (
      <section className="page public-job">
        <p className="error-text" role="alert">
          {t('jobPage.loadFailed')}
        </p>
      </section>
    );
  }
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
  const role = session.status === 'signedIn' ? session.role : null;
  return (
    <>
      <article className="page public-job" aria-labelledby="public-job-title">
        <header className="public-job__header">
          <p className="public-job__company">{job.companyName}</p>
          <h1 id="public-job-title" className="public-job__title">
            {job.role}
            {job.city ? <span className="public-job__city"> · {job.city}</span> : null}
          </h1>
          <p className="muted public-job__posted">{t('jobPage.posted', { date: formatDate(job.date) })}</p>
        </header>
        <div className="public-job__actions">
          {session.status !== 'signedIn' ? (
            <Link className="button" to={loginReturningTo(path)} state={{ from: path }}>
              {t('jobPage.apply')}
            </Link>
          ) : role === 'jobseeker' && readable.job ? (
            <Suspense fallback={null}>
              <SeekerApply job={readable.job} onClosed={() => setClosedNow(true)} />
            </Suspense>
          ) : role === 'employer' ? (
            <p className="muted">{t('jobPage.employersCannotApply')}</p>
          ) : null}
          <ShareButtons url={`${window.location.origin}${path}`} role={job.role} company={job.companyName} city={job.city} />
        </div>
        <div className="card public-job__card">
          <dl className="job-details">
            {publicJobFacts(job).map(([label, value]) => (
              <div key={label} className="job-details__row">
                <dt>{t(`jobPage.${label}`)}</dt>
                <dd>{factText(t, choice, job, label, value)}</dd>
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

function MobileNumber({ job, signedIn, role }: { job: PublicJob; signedIn: boolean; role: string | null }) {
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
  return <>{t('jobPage.notSpecified')}</>;
}

/** Up to five open jobs like this one, each a link to its own page (a full load: the server renders it). */
function SimilarJobs({ similar }: { similar: PublicJob[] }) {
  const t = useT();
  return (
    <section className="public-job__similar card" aria-labelledby="similar-jobs">
      <h2 id="similar-jobs">{t('jobPage.similarJobs')}</h2>
      {similar.length === 0 ? (
        <p className="muted">{t('jobPage.noSimilarJobs')}</p>
      ) : (
        <ul className="public-job__similar-list">
          {similar.map((job) => {
            const salary = salaryText(t, job);
            return (
              <li key={job.jobId} className="public-job__similar-item">
                <a href={publicJobPagePath(job.jobId)}>{headlineOf(t, job)}</a>
                {salary ? <span className="muted"> · {salary}</span> : null}
              </li>
            );
          })}
        </ul>
      )}
      <p>
        <Link to={PATHS.jobs}>{t('jobPage.allJobs')}</Link>
      </p>
    </section>
  );
}
