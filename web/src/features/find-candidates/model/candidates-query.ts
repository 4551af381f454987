/**
 * Find candidates' query, as plain data (the api module makes it a Firestore
 * query): one search key for education, trade, district and skill together,
 * and a range filter for each of years, salary and availability that is set.
 * The count() of the same query is the total.
 */
import { candidateSearchKey, type CandidateFilters } from '@jobsearch/domain/candidates';

export interface CandidateRange {
  field: 'experienceYears' | 'expectedSalary' | 'availableFrom';
  op: '>=' | '<=';
  value: number | string;
}

export interface CandidatesQuery {
  key: string;
  ranges: CandidateRange[];
}

export function buildCandidatesQuery(filters: CandidateFilters): CandidatesQuery {
  const ranges: CandidateRange[] = [];
  if (filters.minYears !== null && filters.minYears > 0) ranges.push({ field: 'experienceYears', op: '>=', value: filters.minYears });
  if (filters.maxSalary !== null && filters.maxSalary > 0) ranges.push({ field: 'expectedSalary', op: '<=', value: filters.maxSalary });
  // A card that names no day ('') sorts before every day: "not said" counts as available.
  if (filters.availableBy) ranges.push({ field: 'availableFrom', op: '<=', value: filters.availableBy });
  return { key: candidateSearchKey(filters), ranges };
}

/** Whether any filter is set (Clear filters shows then). */
export function hasCandidateFilters(filters: CandidateFilters): boolean {
  return Object.values(filters).some((value) => value !== '' && value !== null);
}
