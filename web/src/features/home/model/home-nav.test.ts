import { EDUCATION_FILTERS } from '@jobsearch/domain/choices';
import { english } from '@jobsearch/domain/i18n/english';
import { describe, expect, it } from 'vitest';
import { EMPLOYER_TILES, educationTarget, homeNavigation } from './home-nav';

describe('homeNavigation', () => {
  it('sends a visitor to /login with the login-first toast and remembers the target', () => {
    expect(homeNavigation('signedOut', '/jobs?education=BE')).toEqual({ to: '/login', state: { from: '/jobs?education=BE' }, loginFirst: true });
  });
  it('sends a signed-in user straight to the target', () => {
    expect(homeNavigation('signedIn', '/jobs')).toEqual({ to: '/jobs', loginFirst: false });
  });
  it('lets the guard decide while the session loads', () => {
    expect(homeNavigation('loading', '/jobs')).toEqual({ to: '/jobs', loginFirst: false });
  });
});

describe('educationTarget', () => {
  it('puts each of the six values into the education parameter', () => {
    expect(EDUCATION_FILTERS.map((e) => educationTarget(e.value))).toEqual([
      '/jobs?education=10th',
      '/jobs?education=12th',
      '/jobs?education=Graduate',
      '/jobs?education=Postgraduate',
      '/jobs?education=B.Tech',
      '/jobs?education=BE',
    ]);
  });
});

describe("an employer's Home tiles", () => {
  it("lead to Post a Job, Posted Jobs and Applications, never to the seekers' /jobs", () => {
    expect(EMPLOYER_TILES.map((t) => t.to)).toEqual(['/post-job', '/posted-jobs', '/Application']);
    expect(EMPLOYER_TILES.map((t) => english(t.title))).toEqual(['Post a Job', 'Posted Jobs', 'Applications']);
  });
});
