import { describe, expect, it } from 'vitest';
import common from '@jobsearch/domain/i18n/catalogs/common/en';
import { audienceOf, isCurrentPath, navLinks, searchTarget, searchTextOf, showsSearch, type NavItem } from './nav';

/** A link's English text, as the common catalog writes it. */
const english = (label: NavItem['label']) => common[label.replace(/^common\./, '') as keyof typeof common];
const labels = (a: Parameters<typeof navLinks>[0]) => navLinks(a).map((l) => `${english(l.label)} ${l.to}`);

describe('audienceOf', () => {
  it('reads the audience from the session', () => {
    expect(audienceOf({ status: 'loading' })).toBe('visitor');
    expect(audienceOf({ status: 'signedOut' })).toBe('visitor');
    expect(audienceOf({ status: 'signedIn', isAdmin: false, role: 'jobseeker', profileLoaded: true })).toBe('jobseeker');
    expect(audienceOf({ status: 'signedIn', isAdmin: false, role: 'employer', profileLoaded: true })).toBe('employer');
    expect(audienceOf({ status: 'signedIn', isAdmin: true, role: null, profileLoaded: true })).toBe('admin');
    expect(audienceOf({ status: 'signedIn', isAdmin: false, role: null, profileLoaded: false })).toBe('member');
  });
});

describe('navLinks', () => {
  it('logged out: Home, Jobs, Post a Job; Jobs and Post a Job need a login first', () => {
    expect(labels('visitor')).toEqual(['Home /', 'Jobs /jobs', 'Post a Job /post-job']);
    expect(
      navLinks('visitor')
        .filter((l) => l.loginFirst)
        .map((l) => english(l.label)),
    ).toEqual(['Jobs', 'Post a Job']);
  });
  it('job seeker: Home, Jobs, Profile, My Applications, Saved Jobs, and the search box', () => {
    expect(labels('jobseeker')).toEqual(['Home /', 'Jobs /jobs', 'Profile /Profile', 'My Applications /my-applications', 'Saved Jobs /saved-jobs']);
    expect(showsSearch('jobseeker')).toBe(true);
  });
  it('employer: Home, Post a Job, My Jobs, Applications, Find candidates (and Profile), no search box', () => {
    expect(labels('employer')).toEqual([
      'Home /',
      'Post a Job /post-job',
      'My Jobs /posted-jobs',
      'Applications /Application',
      'Find candidates /find-candidates',
      'Profile /Profile',
    ]);
    expect(showsSearch('employer')).toBe(false);
    expect(showsSearch('visitor')).toBe(false);
  });
  it('admin: Home and the dashboard', () => {
    expect(labels('admin')).toEqual(['Home /', 'Dashboard /admin']);
  });
});

describe('isCurrentPath', () => {
  it('compares paths without query, case and trailing slash', () => {
    expect(isCurrentPath('/jobs', '/jobs')).toBe(true);
    expect(isCurrentPath('/profile', '/Profile')).toBe(true);
    expect(isCurrentPath('/jobs/', '/jobs')).toBe(true);
    expect(isCurrentPath('/', '/')).toBe(true);
    expect(isCurrentPath('/jobs', '/')).toBe(false);
    expect(isCurrentPath('/posted-jobs', '/jobs')).toBe(false);
  });
});

describe('searchTarget', () => {
  it('goes to /jobs?q=<text> from another page', () => {
    expect(searchTarget('/', '', 'driver pune')).toBe('/jobs?q=driver+pune');
    expect(searchTarget('/Profile', '?x=1', ' cook ')).toBe('/jobs?q=cook');
  });
  it('keeps the other /jobs parameters', () => {
    expect(searchTarget('/jobs', '?degree=BE&q=old', 'fitter')).toBe('/jobs?degree=BE&q=fitter');
    expect(searchTarget('/jobs', '?education=Graduate', 'clerk')).toBe('/jobs?education=Graduate&q=clerk');
  });
  it('removes q when the text is empty', () => {
    expect(searchTarget('/jobs', '?degree=BE&q=old', '  ')).toBe('/jobs?degree=BE');
    expect(searchTarget('/', '', '')).toBe('/jobs');
  });
  it('shows the q of /jobs in the box', () => {
    expect(searchTextOf('/jobs', '?q=nurse&degree=12th')).toBe('nurse');
    expect(searchTextOf('/', '?q=nurse')).toBe('');
  });
  it("a job's details (/jobs/:jobId) count as the list: the box shows its q and a search keeps its filters, closing the details", () => {
    expect(searchTextOf('/jobs/abc123', '?q=nurse&district=Pune')).toBe('nurse');
    expect(searchTarget('/jobs/abc123', '?district=Pune&q=old', 'iti')).toBe('/jobs?district=Pune&q=iti');
    expect(searchTarget('/jobs/abc/def', '?district=Pune', 'iti')).toBe('/jobs?q=iti');
  });
});
