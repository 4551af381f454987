/**
 * The search box in the reader's script: a Hindi reader types "वेल्डर पुणे"
 * and a Marathi reader "इलेक्ट्रिशियन नागपूर" in the navigation bar's box, and
 * each sees the jobs matching every word (stored in English) with their
 * total, counted by the query; a typo and a word of the description narrow
 * it to the jobs of this test, whose total is known.
 */
import { catalogTranslator } from '@jobsearch/domain/i18n/catalog-translator';
import type { Language } from '@jobsearch/domain/i18n/languages';
import { jobSearchPlan } from '@jobsearch/domain/search';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { adminDb, seedJob } from '../support';
import { expect, LANGUAGE_STORAGE_KEY, loginAs, PHONE_VIEWPORT, screenshot, uniqueWord, useBrowser } from './harness';
import { capitalised, companiesShown, employer, seekerUser } from './jobs-list';

/** How many Active jobs the list's query finds, less those hidden by reports, asked of Firestore by the Admin SDK (the total the page must show). */
async function activeMatching(q: string): Promise<number> {
  const { keys } = jobSearchPlan({ q });
  const matching = adminDb().collection('jobs').where('status', '==', 'Active').where('searchKeys', 'array-contains-any', keys);
  const [all, hidden] = await Promise.all([matching.count().get(), matching.where('hiddenByReports', '==', true).count().get()]);
  return all.data().count - hidden.data().count;
}

async function searchInBar(page: Page, text: string) {
  const box = page.locator('#navbar-search');
  await box.fill(text);
  await box.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('q') === text);
  // The list read from Firestore (waitForList reads the English heading).
  await page.locator('.jobs-results:not([aria-busy="true"])').locator('.jobs-grid, .jobs-empty').first().waitFor();
}

async function expectTotalLine(page: Page, language: Language, total: number) {
  const t = catalogTranslator(language);
  await expect.poll(() => page.locator('.jobs-count__total').textContent(), { timeout: 15_000 }).toBe(t('jobs.jobsTotal', { count: total }));
}

/**
 * The total of a search of the whole list: other test files post and remove jobs meanwhile, so
 * the page's count (taken once, as it loaded) must be one Firestore gave between before and after.
 */
async function expectWholeListTotal(page: Page, language: Language, q: string, before: number) {
  const t = catalogTranslator(language);
  await expect
    .poll(
      async () => {
        const shown = await page.locator('.jobs-count__total').textContent();
        const after = await activeMatching(q);
        const counts = Array.from({ length: Math.abs(after - before) + 1 }, (_, i) => Math.min(before, after) + i);
        return counts.some((count) => shown === t('jobs.jobsTotal', { count }));
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

describe('searching in Hindi and Marathi', () => {
  const b = useBrowser();

  it('"वेल्डर पुणे" in Hindi and "इलेक्ट्रिशियन नागपूर" in Marathi find the English jobs, with their totals', async () => {
    const W = capitalised(uniqueWord());
    const word = uniqueWord(); // in two descriptions only
    const boss = await employer();
    const seeker = await seekerUser();
    const base = Date.now() - 60_000;
    const job = (company: string, role: string, city: string, description?: string) => ({
      companyName: `${W} ${company}`,
      jobRole: role,
      trade: role,
      city,
      ...(description ? { description } : {}),
    });
    const jobs = {
      welderPune: job('Pune Welders', 'Welder', 'Pune'),
      welderPuneNight: job('Chakan Fabrication', 'Welder', 'Pune', `Night work at the ${word} plant`),
      welderNagpur: job('Nagpur Welders', 'Welder', 'Nagpur'),
      electricianNagpur: job('Nagpur Wiring', 'Electrician', 'Nagpur', `Panels of the ${word} works`),
      electricianPune: job('Pune Wiring', 'Electrician', 'Pune'),
    };
    let i = 0;
    for (const fields of Object.values(jobs)) await seedJob(boss.uid, { degree: 'ITI', ...fields, createdAt: new Date(base + 1000 * i++) });
    const ours = async () => (await companiesShown(b.page)).filter((company) => company.startsWith(W)).sort();

    // Hindi: the newest matching jobs are ours, the others of this test are not among them.
    await b.page.setViewportSize(PHONE_VIEWPORT);
    await loginAs(b.page, seeker, '/favicon.svg');
    await b.page.evaluate(([key]) => localStorage.setItem(key!, 'hi'), [LANGUAGE_STORAGE_KEY]);
    await b.page.goto('/jobs');
    const weldersBefore = await activeMatching('वेल्डर पुणे');
    await searchInBar(b.page, 'वेल्डर पुणे');
    await expect.poll(ours, { timeout: 15_000 }).toEqual([jobs.welderPuneNight.companyName, jobs.welderPune.companyName].sort());
    await expectWholeListTotal(b.page, 'hi', 'वेल्डर पुणे', weldersBefore);
    await screenshot(b.page, 'search-hindi-welder-pune-360');
    // A typo and a word of the description: exactly one job, and the total says so.
    await searchInBar(b.page, `वेल्डर पुणे ${word}`);
    await expect.poll(() => companiesShown(b.page), { timeout: 15_000 }).toEqual([jobs.welderPuneNight.companyName]);
    await expectTotalLine(b.page, 'hi', 1);

    // Marathi, at 1280 px.
    await b.page.setViewportSize({ width: 1280, height: 900 });
    await b.page.evaluate(([key]) => localStorage.setItem(key!, 'mr'), [LANGUAGE_STORAGE_KEY]);
    await b.page.goto('/jobs');
    const electriciansBefore = await activeMatching('इलेक्ट्रिशियन नागपूर');
    await searchInBar(b.page, 'इलेक्ट्रिशियन नागपूर');
    await expect.poll(ours, { timeout: 15_000 }).toEqual([jobs.electricianNagpur.companyName]);
    await expectWholeListTotal(b.page, 'mr', 'इलेक्ट्रिशियन नागपूर', electriciansBefore);
    await searchInBar(b.page, `electrican nagpr ${word}`);
    await expect.poll(() => companiesShown(b.page), { timeout: 15_000 }).toEqual([jobs.electricianNagpur.companyName]);
    await expectTotalLine(b.page, 'mr', 1);
    await screenshot(b.page, 'search-marathi-electrician-nagpur-1280');
  });
});
