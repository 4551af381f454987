/* global document, location -- the functions given to waitForFunction() run in the page */
// Interaction delay (INP) on /jobs on the slow phone: the signed-in seeker types in the
// search box, chooses a filter and opens a job's details, with real input (CDP mouse and
// keyboard, so Event Timing sees trusted interactions). Each interaction's latency is grouped
// under its kind; the page's INP is the web-vitals library's own figure.
import { prepareSession, SCREENS, throttle, trackInflight, VIEWPORT } from './browser.mjs';
import { installWebVitals, labelInteractions, readVitals } from './web-vitals.mjs';

const cardsShown = () => document.querySelectorAll('article.job-card').length > 0 && !document.querySelector('[data-testid="loading-screen"]');

/** One round: the three kinds of interaction on one /jobs page; resolves with each kind's worst latency and the page's INP. */
export async function timeInteractions(browser, baseURL, { user, timeoutMs = 45_000 }) {
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
  try {
    await installWebVitals(context);
    const page = await context.newPage();
    await prepareSession(page, baseURL, { user, skipScreen: true });
    const cdp = await context.newCDPSession(page);
    await throttle(cdp);
    const settled = trackInflight(cdp);
    await page.goto(`${baseURL}${SCREENS.jobs.path}`, { waitUntil: 'commit', timeout: timeoutMs });
    await page.waitForFunction(cardsShown, null, { timeout: timeoutMs, polling: 200 });
    await settled({ quietMs: 1000, timeoutMs: 15_000 });

    await labelInteractions(page, 'search');
    await page.click('#navbar-search');
    await page.keyboard.type('fitter', { delay: 150 });
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('q') === 'fitter', null, { timeout: timeoutMs });
    await settled({ quietMs: 1000, timeoutMs: 15_000 });
    // Back to every job, so the filter and the details act on a full list.
    await page.goto(`${baseURL}${SCREENS.jobs.path}`, { waitUntil: 'commit', timeout: timeoutMs });
    await page.waitForFunction(cardsShown, null, { timeout: timeoutMs, polling: 200 });
    await settled({ quietMs: 1000, timeoutMs: 15_000 });

    await labelInteractions(page, 'filter');
    // On a phone the filters fold into a sheet: opening it is part of choosing one.
    const sheetButton = await page.$('.jobs-filters-button');
    if (sheetButton) await sheetButton.click();
    await page.click('.job-filters__types .segmented__option:nth-child(2)');
    await settled({ quietMs: 1000, timeoutMs: 15_000 });
    if (sheetButton) await page.click('dialog[open] .button--block');
    await page.waitForFunction(cardsShown, null, { timeout: timeoutMs, polling: 200 });
    await settled({ quietMs: 500, timeoutMs: 10_000 });

    await labelInteractions(page, 'details');
    // The card's last button is Details (Save job comes before it).
    await page.click('article.job-card .job-card__bottom > button:last-child');
    await page.waitForSelector('dialog[open] .job-details', { timeout: timeoutMs });
    await settled({ quietMs: 500, timeoutMs: 10_000 });
    // Event Timing reports an interaction once its frame is painted: give the last one a moment.
    await page.waitForTimeout(500);
    const vitals = await readVitals(page);
    const worst = (label) => Math.max(0, ...(vitals?.interactions ?? []).filter((i) => i.label === label).map((i) => i.latency));
    return {
      ok: true,
      search: worst('search'),
      filter: worst('filter'),
      details: worst('details'),
      inp: vitals?.inp ?? 0,
      inpTarget: vitals?.inpTarget ?? null,
      vitals,
    };
  } catch (error) {
    return { ok: false, error: String(error.message ?? error).split('\n')[0] };
  } finally {
    await context.close();
  }
}
