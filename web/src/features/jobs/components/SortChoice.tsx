/** The list's order: Newest first or Best match; Best match says why it cannot be chosen without a work profile. */
import { BEST_MATCH_CANDIDATES } from '@jobsearch/domain/matching';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import { PATHS } from '../../../lib/util/paths';
import type { JobsSort } from '../model/jobs-sort';

interface Props {
  sort: JobsSort;
  /** The seeker has a work profile to rank by. */
  available: boolean;
  /** Best match ranked only the newest candidates of a larger total. */
  bounded: boolean;
  onChange: (sort: JobsSort) => void;
}

export function SortChoice({ sort, available, bounded, onChange }: Props) {
  const t = useT();
  const id = useId();
  return (
    <div className="jobs-sort">
      <div className="jobs-sort__choice">
        <label htmlFor={id}>{t('jobs.sortBy')}</label>
        <select id={id} value={available ? sort : 'newest'} onChange={(e) => onChange(e.target.value as JobsSort)}>
          <option value="newest">{t('jobs.sortNewest')}</option>
          <option value="match" disabled={!available}>
            {t('jobs.sortBestMatch')}
          </option>
        </select>
      </div>
      {!available ? (
        <p className="jobs-sort__note muted">
          {t('jobs.bestMatchNeedsProfile')} <Link to={`${PATHS.profile}#work-education`}>{t('jobs.bestMatchProfileLink')}</Link>
        </p>
      ) : sort === 'match' && bounded ? (
        <p className="jobs-sort__note muted">{t('jobs.bestMatchAmongNewest', { count: BEST_MATCH_CANDIDATES })}</p>
      ) : null}
    </div>
  );
}
