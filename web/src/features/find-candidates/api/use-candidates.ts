/** A page of candidates for the URL's filters, with Prev/Next, and their total. */
import { candidateFiltersQuery, type CandidateCardWithId, type CandidateFilters } from '@jobsearch/domain/candidates';
import { usePagedRead, type PagedRead } from '../../../lib/data/use-paged-read';
import { useRead, type ReadOnce } from '../../../lib/data/use-read';
import { buildCandidatesQuery } from '../model/candidates-query';
import { countCandidates, readCandidatesPage, type CandidateCursor } from './search-candidates';

export function useCandidates(filters: CandidateFilters, wanted: boolean): { list: PagedRead<CandidateCardWithId, CandidateCursor>; total: ReadOnce<number> } {
  const key = `candidates?${candidateFiltersQuery(filters)}`;
  const plan = buildCandidatesQuery(filters);
  const list = usePagedRead<CandidateCardWithId, CandidateCursor>(key, wanted, (after) => readCandidatesPage(plan, after), 'Loading candidates failed');
  const total = useRead(key, wanted, () => countCandidates(plan), 'Counting candidates failed').state;
  return { list, total };
}
