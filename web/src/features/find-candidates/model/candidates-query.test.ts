import { candidateFiltersOf, NO_CANDIDATE_FILTERS } from '@jobsearch/domain/candidates';
import { describe, expect, it } from 'vitest';
import { buildCandidatesQuery, hasCandidateFilters } from './candidates-query';

describe('buildCandidatesQuery', () => {
  it('asks for every card with no filter', () => {
    expect(buildCandidatesQuery(NO_CANDIDATE_FILTERS)).toEqual({ key: '*', ranges: [] });
    expect(hasCandidateFilters(NO_CANDIDATE_FILTERS)).toBe(false);
  });

  it('folds education, trade, district and skill into one key; years, salary and day are ranges', () => {
    const filters = candidateFiltersOf(
      new URLSearchParams('degree=ITI&trade=Welder&district=Pune&skill=TIG+welding&minYears=2&maxSalary=25000&availableBy=2026-12-01'),
    );
    expect(buildCandidatesQuery(filters)).toEqual({
      key: 't:ITI/Welder|c:Pune|k:tig welding',
      ranges: [
        { field: 'experienceYears', op: '>=', value: 2 },
        { field: 'expectedSalary', op: '<=', value: 25000 },
        { field: 'availableFrom', op: '<=', value: '2026-12-01' },
      ],
    });
    expect(hasCandidateFilters(filters)).toBe(true);
  });

  it('leaves out a zero minimum (any experience)', () => {
    expect(buildCandidatesQuery({ ...NO_CANDIDATE_FILTERS, minYears: 0 }).ranges).toEqual([]);
  });
});
