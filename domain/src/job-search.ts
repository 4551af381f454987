/**
 * A job's search: the fields the server derives from its text and whether a
 * job passes the list's filters. Apart from job.ts because both need the
 * search lexicon (every place name in three languages), which the pages that
 * only show or write jobs should not load.
 */
import { parseSalary, searchKeywords, type SearchableJob } from './helpers.js';
import type { DerivedJobFields } from './job.js';
import type { JobFilters } from './schemas.js';
import { jobSearchKeys, type SearchableJobText } from './search/keys.js';
import { jobHasTerms, jobSearchPlan } from './search/plan.js';

/**
 * What the server derives from a job's text: the search keywords (role,
 * company, city, degree, trade; job alerts match them), the search keys of
 * the lists (search/keys.ts) and the salary as numbers (null when the text has none).
 */
export function derivedJobFields(job: SearchableJob & SearchableJobText & { salary: string }): DerivedJobFields {
  const salary = parseSalary(job.salary);
  return { keywords: searchKeywords(job), searchKeys: jobSearchKeys(job), salaryMin: salary?.min ?? null, salaryMax: salary?.max ?? null };
}

/**
 * Whether an Active job passes the seekers' list filters, as the list query
 * asks Firestore (degree, trade with its degree, job type, state or district,
 * salaryMax >= the minimum, every term of the search box). Used where jobs
 * already read must be checked against the same filters (the count's
 * correction for jobs hidden by reports).
 */
export function jobMatchesFilters(
  job: SearchableJobText & { salaryMax?: number | null },
  filters: Pick<JobFilters, 'degree' | 'trade' | 'jobType' | 'q' | 'city' | 'minSalary'> & { state?: string },
): boolean {
  if (filters.degree && job.degree !== filters.degree) return false;
  if (filters.degree && filters.trade && job.trade !== filters.trade) return false;
  if (filters.minSalary > 0 && !(typeof job.salaryMax === 'number' && job.salaryMax >= filters.minSalary)) return false;
  // The keys the query asks (one shared is enough), then the terms it could not carry.
  const plan = jobSearchPlan(filters);
  if (plan.keys.length > 0) {
    const keys = new Set(jobSearchKeys(job));
    if (!plan.keys.some((key) => keys.has(key))) return false;
  }
  return jobHasTerms(job, plan.rest);
}
