/**
 * "How you match" on a job's details, for a signed-in job seeker: what fits
 * and what does not, from their work profile, in their language; a line the
 * profile cannot answer links to that field on Profile. Nothing for others.
 */
import { howYouMatch, type AnyMatchLine } from '@jobsearch/domain/matching';
import { matchLineText } from '@jobsearch/domain/matching-text';
import { labelKey } from '@jobsearch/domain/problems';
import type { JobWithId } from '@jobsearch/domain/schemas';
import { WORK_PROFILE_FIELD_LABELS, WORK_PROFILE_FIELDS, isFilled, type WorkProfile } from '@jobsearch/domain/work-profile';
import { Link } from 'react-router-dom';
import { formatRupees, useT } from '../../../i18n';
import { useSession } from '../../../lib/session';
import { PATHS } from '../../../lib/util/paths';

const MARK: Readonly<Record<AnyMatchLine['verdict'], string>> = { fits: '✓', misses: '✗', unknown: '?' };

export function HowYouMatch({ job }: { job: JobWithId }) {
  const t = useT();
  const session = useSession();
  if (session.status !== 'signedIn' || session.profile?.role !== 'jobseeker') return null;
  const work: WorkProfile | undefined = session.profile.workProfile;
  const empty = !work || WORK_PROFILE_FIELDS.every((field) => !isFilled(work, field));
  const lines = work ? howYouMatch(job, work) : [];
  if (!empty && lines.length === 0) return null;

  return (
    <section className="how-you-match" aria-labelledby={`how-you-match-${job.jobId}`} data-testid="how-you-match">
      <h3 id={`how-you-match-${job.jobId}`}>{t('matching.howYouMatch')}</h3>
      {empty ? (
        <p className="how-you-match__prompt">
          {t('matching.fillProfile')} <Link to={`${PATHS.profile}#work-education`}>{t('matching.fillProfileLink')}</Link>
        </p>
      ) : (
        <ul className="how-you-match__lines">
          {lines.map((line) => (
            <li key={line.aspect} className={`how-you-match__line how-you-match__line--${line.verdict}`}>
              <span className="how-you-match__mark" aria-hidden="true">
                {MARK[line.verdict]}
              </span>
              <span className="how-you-match__body">
                <span className="visually-hidden">{t(`matching.verdict:${line.verdict}`)}: </span>
                <span className="how-you-match__text">{matchLineText(line, t, formatRupees)}</span>
                {line.verdict === 'unknown' ? (
                  <>
                    {' '}
                    <Link className="how-you-match__edit" to={`${PATHS.profile}#work-${line.field}`}>
                      {t('matching.addField', { field: t(labelKey(WORK_PROFILE_FIELD_LABELS[line.field])) })}
                    </Link>
                  </>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
