/**
 * The description of the list's Firestore query, as data (docs/contracts.md,
 * "Seeker's list"): jobs-reads.ts turns it into a real query, rest-query.ts
 * into the early read's. Apart from the URL's filters (jobs-query.ts) because
 * the search plan needs the search lexicon (every place name in three
 * languages): the Jobs page's first cards come without it.
 */
import { JOBS_FIRST_PAGE_SIZE, JOBS_PAGE_SIZE } from '@jobsearch/domain/helpers';
import { jobSearchPlan, type SearchTerm } from '@jobsearch/domain/search';
import type { JobFilters } from './jobs-query';

export type WhereClause =
  | { field: 'status'; op: '=='; value: string }
  | { field: 'searchKeys'; op: 'array-contains-any'; value: string[] }
  | { field: 'salaryMax'; op: '>='; value: number };

/** Everything the list query is, as data: what Firestore runs and what the page filters after. */
export interface JobsQueryDescription<Cursor = unknown> {
  collection: 'jobs';
  where: WhereClause[];
  orderBy: { field: 'createdAt'; direction: 'desc' };
  limit: number;
  startAfter: Cursor | null;
  /** Terms the query could not carry (more than three), checked on the page with jobHasTerms: no honest total then. */
  clientTerms: SearchTerm[];
}

/**
 * The seeker's list query: only Active jobs, newest first, one page at a
 * time (a short first page, then longer ones after a cursor). The filters
 * (degree, trade, job type, state or district) and the search box's terms together
 * are one `array-contains-any` on the job's search keys (domain/src/search),
 * and a minimum salary the range `salaryMax >= minimum` (a job qualifies
 * when its top salary reaches it; one without salary numbers does not).
 * Four composite indexes serve every combination (scripts/gen-indexes.mjs).
 */
export function buildJobsQuery<Cursor>(filters: JobFilters, cursor: Cursor | null = null): JobsQueryDescription<Cursor> {
  const where: WhereClause[] = [{ field: 'status', op: '==', value: 'Active' }];
  const plan = jobSearchPlan({ ...filters, trade: filters.degree ? filters.trade : '' });
  if (plan.keys.length > 0) where.push({ field: 'searchKeys', op: 'array-contains-any', value: plan.keys });
  if (filters.minSalary > 0) where.push({ field: 'salaryMax', op: '>=', value: filters.minSalary });
  return {
    collection: 'jobs',
    where,
    orderBy: { field: 'createdAt', direction: 'desc' },
    limit: cursor === null ? JOBS_FIRST_PAGE_SIZE : JOBS_PAGE_SIZE,
    startAfter: cursor,
    clientTerms: plan.rest,
  };
}
