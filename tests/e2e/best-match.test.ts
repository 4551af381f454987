/**
 * "Best match" on /jobs: a seeker with a work profile orders the list by it
 * (?sort=match, domain rankJobs), the total unchanged; a seeker without one
 * keeps newest first and is told why Best match is unavailable.
 */
import { english } from '@jobsearch/domain/i18n/english';
import { describe, it } from 'vitest';
import { adminDb, seedJob } from '../support';
import { expect, loginAs, PHONE_VIEWPORT, screenshot, uniqueWord, useBrowser, waitForList } from './harness';
import { capitalised, companiesShown, employer, seekerUser } from './jobs-list';

describe('Best match on the jobs list', () => {
  const b = useBrowser();

  it('orders by the work profile when chosen, and says why it cannot without one', async () => {
    const word = uniqueWord();
    const W = capitalised(word);
    const [boss, seeker, newcomer] = await Promise.all([employer(), seekerUser(), seekerUser()]);
    const base = Date.now() - 60_000;
    const fits = `${W} Pune Welding`;
    const middling = `${W} Nagpur Wiring`;
    const poor = `${W} Gadchiroli Accounts`;
    await Promise.all([
      adminDb()
        .doc(`users/${seeker.uid}`)
        .update({ workProfile: { education: 'ITI', trade: 'Welder', districts: ['Pune'], expectedSalary: 20000 } }),
      seedJob(boss.uid, {
        companyName: fits,
        jobRole: 'Welder',
        degree: 'ITI',
        trade: 'Welder',
        city: 'Pune',
        salary: '20000 - 30000',
        createdAt: new Date(base),
      }),
      seedJob(boss.uid, {
        companyName: middling,
        jobRole: 'Electrician',
        degree: 'ITI',
        trade: 'Electrician',
        city: 'Nagpur',
        createdAt: new Date(base + 1000),
      }),
      seedJob(boss.uid, {
        companyName: poor,
        jobRole: 'Accountant',
        degree: 'Graduation',
        trade: 'B.Com',
        city: 'Gadchiroli',
        salary: '8000 - 10000',
        createdAt: new Date(base + 2000),
      }),
    ]);

    await loginAs(b.page, seeker, `/jobs?q=${word}`);
    await waitForList(b.page);
    await expect.poll(() => companiesShown(b.page)).toEqual([poor, middling, fits]);
    const sortBy = b.page.getByLabel(english('jobs.sortBy'));
    await sortBy.selectOption({ label: english('jobs.sortBestMatch') });
    await b.page.waitForURL((url) => url.searchParams.get('sort') === 'match');
    await expect.poll(() => companiesShown(b.page), { timeout: 15_000 }).toEqual([fits, middling, poor]);
    await expect.poll(() => b.page.locator('.jobs-count__total').textContent()).toBe(english('jobs.jobsTotal', { count: 3 }));
    await screenshot(b.page, 'best-match-1280');

    // Without a work profile: newest first whatever the URL says, and the reason with a link to fill it in.
    await b.page.setViewportSize(PHONE_VIEWPORT);
    await loginAs(b.page, newcomer, `/jobs?q=${word}&sort=match`);
    await waitForList(b.page);
    await expect.poll(() => companiesShown(b.page)).toEqual([poor, middling, fits]);
    await b.page.getByText(english('jobs.bestMatchNeedsProfile')).waitFor();
    expect(await b.page.getByRole('option', { name: english('jobs.sortBestMatch') }).isDisabled()).toBe(true);
    await b.page.getByRole('link', { name: english('jobs.bestMatchProfileLink') }).waitFor();
    await screenshot(b.page, 'best-match-unavailable-360');
  });
});
