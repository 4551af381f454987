/**
 * The order of the jobs list, in the URL: newest first (no parameter) or
 * `?sort=match`, best match for the seeker's work profile (domain rankJobs),
 * which a seeker without a work profile cannot choose.
 */
import { WORK_PROFILE_FIELDS, isFilled, type WorkProfile } from '@jobsearch/domain/work-profile';

export const SORT_PARAM = 'sort';
export type JobsSort = 'newest' | 'match';

export function sortFromParams(params: URLSearchParams): JobsSort {
  return params.get(SORT_PARAM) === 'match' ? 'match' : 'newest';
}

/** The URL with the order changed; newest first leaves it. */
export function paramsWithSort(params: URLSearchParams, sort: JobsSort): URLSearchParams {
  const out = new URLSearchParams(params);
  if (sort === 'match') out.set(SORT_PARAM, 'match');
  else out.delete(SORT_PARAM);
  return out;
}

/** The profile Best match ranks by: a work profile with anything in it, else null (Best match unavailable). */
export function rankingProfile(profile: WorkProfile | undefined): WorkProfile | null {
  return profile && WORK_PROFILE_FIELDS.some((field) => isFilled(profile, field)) ? profile : null;
}
