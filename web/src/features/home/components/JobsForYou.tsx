/**
 * Home's "Jobs for you" for a job seeker (loaded lazily, with its words, only
 * for them): the open jobs that fit their work profile best, or a prompt to
 * fill the profile in. Reads are bounded (api/jobs-for-you.ts).
 */
import { formatSalary } from '@jobsearch/domain/helpers';
import { howYouMatch } from '@jobsearch/domain/matching';
import type { JobWithId } from '@jobsearch/domain/schemas';
import { WORK_PROFILE_FIELDS, isFilled, type WorkProfile } from '@jobsearch/domain/work-profile';
import { Link } from 'react-router-dom';
import { formatRupees, useT } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import { useRead } from '../../../lib/data/use-read';
import { PATHS, publicJobPagePath } from '../../../lib/util/paths';
import { readJobsForYou } from '../api/jobs-for-you';
import { HomeSection } from './HomeSection';

export default function JobsForYou({ uid, workProfile }: { uid: string; workProfile: WorkProfile | undefined }) {
  const t = useT();
  const filled = !!workProfile && WORK_PROFILE_FIELDS.some((field) => isFilled(workProfile, field));
  const read = useRead(filled ? `${uid}:${JSON.stringify(workProfile)}` : null, filled, () => readJobsForYou(uid, workProfile!), 'Reading jobs for you failed');
  const state = read.state;

  return (
    <HomeSection id="jobs-for-you-title" title={t('matching.jobsForYou')} intro={filled ? t('matching.jobsForYouIntro') : undefined}>
      <div className="jobs-for-you" data-testid="jobs-for-you">
        {!filled ? (
          <p>
            {t('matching.jobsForYouPrompt')} <Link to={`${PATHS.profile}#work-education`}>{t('matching.jobsForYouPromptLink')}</Link>
          </p>
        ) : state.status === 'loading' ? (
          <p role="status" className="muted">
            <span className="spinner" aria-hidden="true" />
          </p>
        ) : state.status === 'error' ? (
          <p role="alert">{t('matching.jobsForYouFailed')}</p>
        ) : state.value.length === 0 ? (
          <p>{t('matching.jobsForYouNone')}</p>
        ) : (
          <ol className="jobs-for-you__list">
            {state.value.map((job) => (
              <JobForYou key={job.jobId} job={job} workProfile={workProfile!} />
            ))}
          </ol>
        )}
      </div>
    </HomeSection>
  );
}

function JobForYou({ job, workProfile }: { job: JobWithId; workProfile: WorkProfile }) {
  const t = useT();
  const label = useChoiceLabel();
  const lines = howYouMatch(job, workProfile);
  const role = job.jobRole || job.title;
  return (
    <li className="jobs-for-you__job">
      <Link to={publicJobPagePath(job.jobId)} className="jobs-for-you__title">
        {role ? `${label('jobRole', role)} · ${job.companyName}` : job.companyName}
      </Link>
      <span className="jobs-for-you__meta">{[label('city', job.city), formatSalary(job, formatRupees)].filter(Boolean).join(' · ')}</span>
      {lines.length ? (
        <span className="jobs-for-you__fit">
          {t('matching.fitsCount', { fits: lines.filter((line) => line.verdict === 'fits').length, total: lines.length })}
        </span>
      ) : null}
    </li>
  );
}
