/**
 * The Available Jobs list's filters as pure data: URL parameters -> filters
 * and back. No SDK here, so it is unit-tested in node; list-query.ts makes
 * the Firestore query of the filters.
 */
import { DEGREES, JOB_TYPES, MIN_SALARY_CHOICES, STATES, stateOfDistrict, type Degree, type State } from '@jobsearch/domain/choices';
import { asciiDigits } from '@jobsearch/domain/digits';
import { educationToFilter, tradesFor } from '@jobsearch/domain/helpers';
import { jobFiltersSchema, LIMITS, MAX_MIN_SALARY, type JobFilters } from '@jobsearch/domain/schemas';

export type { JobFilters };

/** The URL parameter names of the list; `education` comes from Home's buttons. */
export const FILTER_PARAMS = {
  degree: 'degree',
  trade: 'trade',
  jobType: 'jobType',
  q: 'q',
  state: 'state',
  city: 'district',
  minSalary: 'minSalary',
  education: 'education',
  pin: 'pin',
} as const;

/**
 * A change of the filters; `pin`: the PIN code that chose the state and district, kept in
 * the URL beside them (the list's own, never sent to the API) so the place shows as
 * "Pune · 411018". Any other change of the place drops it.
 */
export type FilterChange = Partial<JobFilters> & { pin?: string };

/** The filters that are plain URL values (degree and trade also follow Home's education). */
const URL_FILTERS = ['degree', 'trade', 'jobType', 'q', 'state', 'city', 'minSalary'] as const;

export const NO_FILTERS: JobFilters = jobFiltersSchema.parse({});

export interface FiltersFromUrl {
  filters: JobFilters;
  /** Home's `?education=` value when it decided the degree (and trade), for the "applied" notice. */
  education: string | null;
  /** The PIN code that chose the district, '' when none did. */
  pin: string;
}

const isDegree = (value: string): value is Degree => (DEGREES as readonly string[]).includes(value);
const isJobType = (value: string): value is JobFilters['jobType'] => (JOB_TYPES as readonly string[]).includes(value);
const isState = (value: string): value is State => (STATES as readonly string[]).includes(value);

/** A whole number of rupees from the URL (Devanagari digits read as 0-9), or 0 (no minimum) for anything else. */
function minSalaryOf(typed: string): number {
  const raw = asciiDigits(typed);
  if (!/^\d{1,9}$/.test(raw)) return 0;
  const value = Number(raw);
  return value <= MAX_MIN_SALARY ? value : 0;
}

/**
 * Reads the filters from the URL. Unknown values are dropped rather than
 * failing the page (a bookmark may outlive a choice list). An explicit
 * `degree` wins over `education`; a trade must belong to the degree.
 */
export function filtersFromParams(params: URLSearchParams): FiltersFromUrl {
  const rawDegree = params.get(FILTER_PARAMS.degree)?.trim() ?? '';
  const rawTrade = params.get(FILTER_PARAMS.trade)?.trim() ?? '';
  const rawJobType = params.get(FILTER_PARAMS.jobType)?.trim() ?? '';
  const rawQ = params.get(FILTER_PARAMS.q) ?? '';
  const rawEducation = params.get(FILTER_PARAMS.education)?.trim() ?? '';
  const rawState = params.get(FILTER_PARAMS.state)?.trim() ?? '';
  const rawCity = params.get(FILTER_PARAMS.city)?.trim() ?? '';
  const rawMinSalary = params.get(FILTER_PARAMS.minSalary)?.trim() ?? '';

  let degree: JobFilters['degree'] = isDegree(rawDegree) ? rawDegree : '';
  let trade = rawTrade;
  let education: string | null = null;
  if (!degree && rawEducation) {
    const mapped = educationToFilter(rawEducation);
    if (mapped) {
      degree = mapped.degree;
      trade = mapped.trade ?? '';
      education = rawEducation;
    }
  }
  if (!degree || !tradesFor(degree).includes(trade)) trade = '';
  // A district names its state (links from before the State filter carry only the district);
  // a district outside the chosen state is dropped.
  const districtState = stateOfDistrict(rawCity);
  const state = isState(rawState) ? rawState : (districtState ?? '');
  const city = districtState !== null && districtState === state ? rawCity : '';

  const filters = jobFiltersSchema.parse({
    degree,
    trade,
    jobType: isJobType(rawJobType) ? rawJobType : '',
    q: rawQ.replace(/\s+/g, ' ').trim().slice(0, LIMITS.shortText),
    state,
    city,
    minSalary: minSalaryOf(rawMinSalary),
  });
  const rawPin = params.get(FILTER_PARAMS.pin)?.trim() ?? '';
  const pin = filters.city && /^[1-9]\d{5}$/.test(rawPin) ? rawPin : '';
  return { filters, education, pin };
}

/**
 * The URL after one filter changes. Choosing a degree resets the trade; any
 * change to degree or trade replaces Home's `education` with explicit values.
 * Empty values leave the URL, so a plain list is just /jobs.
 */
export function paramsWithFilter(params: URLSearchParams, { pin, ...change }: FilterChange): URLSearchParams {
  const current = filtersFromParams(params).filters;
  const next: JobFilters = { ...current, ...change };
  if ('degree' in change && change.degree !== current.degree && !('trade' in change)) next.trade = '';
  // A district brings its state; another state drops the district.
  if ('city' in change && next.city) next.state = stateOfDistrict(next.city) ?? '';
  else if ('state' in change && next.city && stateOfDistrict(next.city) !== next.state) next.city = '';
  const touchesEducation = 'degree' in change || 'trade' in change;

  const out = new URLSearchParams(params);
  if (touchesEducation) out.delete(FILTER_PARAMS.education);
  const keepEducation = !touchesEducation && filtersFromParams(params).education !== null;
  for (const key of URL_FILTERS) {
    if (keepEducation && (key === 'degree' || key === 'trade')) continue;
    if (next[key]) out.set(FILTER_PARAMS[key], String(next[key]));
    else out.delete(FILTER_PARAMS[key]);
  }
  if (pin && next.city) out.set(FILTER_PARAMS.pin, pin);
  else if (pin !== undefined || 'state' in change || 'city' in change) out.delete(FILTER_PARAMS.pin);
  return out;
}

/** The URL with every filter of the list removed (other parameters stay). */
export function paramsWithoutFilters(params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams(params);
  for (const key of Object.values(FILTER_PARAMS)) out.delete(key);
  return out;
}

export function hasAnyFilter(filters: JobFilters): boolean {
  return Boolean(filters.degree || filters.trade || filters.jobType || filters.q || filters.state || filters.city || filters.minSalary);
}

/** How many of the Filters sheet's filters are in use (the search text has its own box). */
export function filtersInUse(filters: JobFilters): number {
  // State and district are one place filter.
  return [filters.degree, filters.trade, filters.jobType, filters.state || filters.city, filters.minSalary].filter(Boolean).length;
}

/** A stable key of the filters, so a list refetches exactly when one changes. */
export function filtersKey(filters: JobFilters): string {
  return JSON.stringify([filters.degree, filters.trade, filters.jobType, filters.q, filters.state, filters.city, filters.minSalary]);
}

/** The offered minimums, plus one a shared URL carries that the list does not offer. */
export function salaryChoices(current: number): number[] {
  const offered: number[] = [...MIN_SALARY_CHOICES];
  if (current > 0 && !offered.includes(current)) offered.push(current);
  return offered.sort((a, b) => a - b);
}
