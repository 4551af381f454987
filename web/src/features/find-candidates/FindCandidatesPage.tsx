/** Find candidates: employers who proved their phone search job seekers who chose to be found. */
import { candidateFiltersOf, candidateFiltersQuery, type CandidateFilters as Filters } from '@jobsearch/domain/candidates';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useT } from '../../i18n';
import { useSignedIn } from '../../lib/session';
import { isPhoneProved } from '../../lib/session/proved-phone';
import { PATHS } from '../../lib/util/paths';
import { CandidateFilters } from './components/CandidateFilters';
import { CandidateResults } from './components/CandidateResults';
import './find-candidates.css';

export default function FindCandidatesPage() {
  const t = useT();
  const { user, profile } = useSignedIn();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filters = useMemo(() => candidateFiltersOf(new URLSearchParams(search)), [search]);
  const apply = (next: Filters) => setParams(new URLSearchParams(candidateFiltersQuery(next)));
  const proved = isPhoneProved(user.phoneNumber, profile);

  return (
    <section className="find-candidates">
      <header className="page-header">
        <h1>{t('common.titleFindCandidates')}</h1>
        <p>{t('candidates.lead')}</p>
      </header>
      {proved ? (
        <>
          <CandidateFilters applied={filters} onApply={apply} />
          <CandidateResults filters={filters} employerId={user.uid} />
        </>
      ) : (
        <p className="card" role="status">
          <Link to={PATHS.profile}>{t('candidates.provePhone')}</Link>
        </p>
      )}
    </section>
  );
}
