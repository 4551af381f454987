/** Pure logic of the navigation bar: who sees which links, what is current, where a search goes. */

import type { MessageKey } from '../i18n';
import { audienceOf, type Audience, type SessionLike } from '../lib/session/audience';
import { isUnderJobs, PATHS } from '../lib/util/paths';

export { audienceOf, type Audience, type SessionLike };

export interface NavItem {
  /** The link's text, as a key of the common catalog. */
  label: MessageKey;
  to: string;
  /** Visitors are sent to /login with the 'Login First' toast instead. */
  loginFirst?: boolean;
}

const VISITOR: readonly NavItem[] = [
  { label: 'common.navHome', to: PATHS.home },
  { label: 'common.navJobs', to: PATHS.jobs, loginFirst: true },
  { label: 'common.navPostJob', to: PATHS.postJob, loginFirst: true },
];

const JOBSEEKER: readonly NavItem[] = [
  { label: 'common.navHome', to: PATHS.home },
  { label: 'common.navJobs', to: PATHS.jobs },
  { label: 'common.navProfile', to: PATHS.profile },
  { label: 'common.navMyApplications', to: PATHS.myApplications },
  { label: 'common.navSavedJobs', to: PATHS.savedJobs },
];

// The spec lists Home, Post a Job, My Jobs, Applications; employers may edit
// their profile too (docs/spec-notes.md §6), so Profile closes the list.
const EMPLOYER: readonly NavItem[] = [
  { label: 'common.navHome', to: PATHS.home },
  { label: 'common.navPostJob', to: PATHS.postJob },
  { label: 'common.navMyJobs', to: PATHS.postedJobs },
  { label: 'common.navApplications', to: PATHS.applications },
  { label: 'common.navFindCandidates', to: PATHS.findCandidates },
  { label: 'common.navProfile', to: PATHS.profile },
];

const ADMIN: readonly NavItem[] = [
  { label: 'common.navHome', to: PATHS.home },
  { label: 'common.navDashboard', to: PATHS.admin },
];

const MEMBER: readonly NavItem[] = [{ label: 'common.navHome', to: PATHS.home }];

export function navLinks(audience: Audience): readonly NavItem[] {
  switch (audience) {
    case 'visitor':
      return VISITOR;
    case 'jobseeker':
      return JOBSEEKER;
    case 'employer':
      return EMPLOYER;
    case 'admin':
      return ADMIN;
    case 'member':
      return MEMBER;
  }
}

/** Only job seekers get the 'Search jobs...' box. */
export function showsSearch(audience: Audience): boolean {
  return audience === 'jobseeker';
}

/** Whether a link's page is the current page (paths are case-insensitive, as the router's). */
export function isCurrentPath(currentPathname: string, to: string): boolean {
  const norm = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p).toLowerCase();
  return norm(currentPathname) === norm(to.split('?')[0] ?? to);
}

/**
 * Where the search box goes: /jobs?q=<text>. On /jobs the other filters of
 * the URL (degree, trade, jobType, ...) stay; an empty text removes q.
 */
export function searchTarget(currentPathname: string, currentSearch: string, text: string): string {
  const params = isUnderJobs(currentPathname) ? new URLSearchParams(currentSearch) : new URLSearchParams();
  const query = text.trim();
  if (query) params.set('q', query);
  else params.delete('q');
  const search = params.toString();
  return search ? `/jobs?${search}` : PATHS.jobs;
}

/** Six digits as a word: the words may hold a PIN code, looked up before the search (its table loads only then). */
export const mayHoldPinCode = (text: string): boolean => /(^|\s)\d{6}(\s|$)/.test(text);

/**
 * Where the search box goes when its words hold a PIN code: the PIN's state and district as
 * the place filters, the PIN out of the words (domain/src/pin-code.ts) and kept as `pin`, so
 * the list shows the place it chose ("Pune · 411018"), or why it cannot.
 */
export async function pinSearchTarget(
  currentPathname: string,
  currentSearch: string,
  text: string,
): Promise<{ to: string } | { unknownPin: string } | { loadFailed: true }> {
  try {
    const { isPinCode, withPinPlace } = await import('@jobsearch/domain/pin-code');
    const params = new URLSearchParams(isUnderJobs(currentPathname) ? currentSearch : '');
    const read = await withPinPlace({ q: text, state: params.get('state') ?? '', city: params.get('district') ?? '' });
    if ('unknownPin' in read) return read;
    params.set('state', read.search.state);
    params.set('district', read.search.city);
    params.set('pin', text.trim().split(/\s+/).find(isPinCode) ?? '');
    return { to: searchTarget(PATHS.jobs, params.toString(), read.search.q) };
  } catch {
    return { loadFailed: true };
  }
}

/** Whether the list's place was chosen by a PIN code: a place typed later takes its place (placeSearchTarget). */
export const hasPinPlace = (currentPathname: string, currentSearch: string): boolean =>
  isUnderJobs(currentPathname) && new URLSearchParams(currentSearch).has('pin');

/**
 * Where the search box goes when a PIN code chose the list's place: a state or district named
 * in the words (in any language: the search's lexicon, loaded only here) replaces that place,
 * so "नाशिक" after 411018 searches Nashik rather than nothing in Pune; other words keep it.
 */
export async function placeSearchTarget(currentPathname: string, currentSearch: string, text: string): Promise<string> {
  const params = new URLSearchParams(currentSearch);
  try {
    const { searchTerms } = await import('@jobsearch/domain/search/terms');
    const namesPlace = searchTerms(text).some((term) => /^[cs]:/.test(term.alternatives[0] ?? ''));
    if (namesPlace) for (const key of ['state', 'district', 'pin']) params.delete(key);
  } catch {
    /* the lexicon could not load: the search runs with the place as it is */
  }
  return searchTarget(currentPathname, params.toString(), text);
}

/** The q parameter shown in the search box while on /jobs. */
export function searchTextOf(currentPathname: string, currentSearch: string): string {
  if (!isUnderJobs(currentPathname)) return '';
  return new URLSearchParams(currentSearch).get('q') ?? '';
}
