import type { CandidateFilters } from '@jobsearch/domain/candidates';
import { useT } from '../../../i18n';
import { PageLoading } from '../../../ui/PageLoading';
import { useInviteHistories } from '../api/invite-history';
import { useCandidates } from '../api/use-candidates';
import { CandidateCard } from './CandidateCard';

/** The total, a page of candidate cards, and Previous / Next. */
export function CandidateResults({ filters, employerId }: { filters: CandidateFilters; employerId: string }) {
  const t = useT();
  const { list, total } = useCandidates(filters, true);
  const { state } = list;
  const ids = state.status === 'done' ? state.value.rows.map((card) => card.id) : [];
  // Why Invite is off, for the whole page at once (a block, a recent decline, applied already).
  const histories = useInviteHistories(employerId, ids);

  return (
    <section className="candidate-results" aria-live="polite" aria-busy={state.status === 'loading'}>
      {total.status === 'done' ? (
        <p className="candidate-results__total" data-testid="candidates-total">
          {t('candidates.total', { count: total.value })}
        </p>
      ) : null}
      {state.status === 'loading' ? <PageLoading label={t('candidates.loading')} /> : null}
      {state.status === 'error' ? (
        <p className="card muted" role="alert">
          {t('candidates.loadFailed')}
        </p>
      ) : null}
      {state.status === 'done' && state.value.rows.length === 0 ? <p className="card muted">{t('candidates.noResults')}</p> : null}
      {state.status === 'done' ? (
        <ul className="candidate-list">
          {state.value.rows.map((card) => (
            <li key={card.id}>
              <CandidateCard
                card={card}
                employerId={employerId}
                history={histories.state.status === 'done' ? histories.state.value.get(card.id) : undefined}
                onInvited={histories.reload}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {state.status === 'done' && (list.page > 1 || state.value.hasNext) ? (
        <nav className="candidate-pager" aria-label={t('candidates.pageOf', { page: list.page })}>
          <button type="button" className="button button--secondary" disabled={list.page === 1} onClick={list.previous}>
            {t('candidates.previous')}
          </button>
          <span>{t('candidates.pageOf', { page: list.page })}</span>
          <button type="button" className="button button--secondary" disabled={!state.value.hasNext} onClick={list.next}>
            {t('candidates.next')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
