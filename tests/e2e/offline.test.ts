import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import offline from '@jobsearch/domain/i18n/catalogs/offline/en';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { adminDb, seedJob, createUser, seedApplication } from '../support';
import {
  DESKTOP_VIEWPORT,
  expect,
  expectToast,
  loginAs,
  openAsVisitor,
  PHONE_VIEWPORT,
  seriousA11yViolations,
  uniqueWord,
  useBrowser,
  screenshotsAtBothWidths,
} from './harness';

/**
 * The installable site. Each test's context allows the service
 * worker (the harness blocks it elsewhere) and starts without one.
 */

/** Resolves once a service worker is active for the page: its install (the precache of the shell) is done. */
async function serviceWorkerReady(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

describe('an installable site that survives a bad network', () => {
  const b = useBrowser({ serviceWorkers: 'allow' });

  it('serves a web app manifest with its icons, and the service worker and index.html uncached by the browser', async () => {
    await openAsVisitor(b.page, '/');
    const href = await b.page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await b.page.request.get(href!);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const manifest = (await response.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({
      name: 'JobSearch India',
      short_name: 'JobSearch',
      start_url: '/',
      display: 'standalone',
      lang: 'en-IN',
      theme_color: '#1d4ed8',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const image = await b.page.request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
    }
    for (const path of ['/sw.js', '/index.html']) expect((await b.page.request.get(path)).headers()['cache-control'], path).toBe('no-cache');
    expect(await b.page.locator('link[rel="icon"]').getAttribute('href')).toBe('/favicon.svg');
    await serviceWorkerReady(b.page);
  });

  it('opens offline on a repeat visit: the last jobs list and My Applications under the offline notice, Save and Apply say they need the network, and back online the notice goes', async () => {
    const { page, context } = b;
    const employer = await createUser({ role: 'employer' });
    const seeker = await createUser({ role: 'jobseeker' });
    const word = uniqueWord();
    const appliedCompany = `Applied Works ${word}`;
    const openCompany = `Open Works ${word}`;
    const appliedJobId = await seedJob(employer.uid, { companyName: appliedCompany });
    await seedJob(employer.uid, { companyName: openCompany });
    await seedApplication({ jobId: appliedJobId, employerId: employer.uid, jobTitle: 'Electrician', companyName: appliedCompany, seeker, resume: '' });

    // The first visit, online: the list, then My Applications; the service worker installs meanwhile.
    await loginAs(page, seeker, '/jobs');
    await page.locator('.job-card', { hasText: openCompany }).waitFor();
    await serviceWorkerReady(page);
    await page.getByRole('link', { name: 'My Applications' }).first().click();
    await page.locator('.my-application', { hasText: appliedCompany }).waitFor();
    expect(await page.getByTestId('offline-notice').count()).toBe(0);

    // No network: a reload opens the shell from the service worker, with the applications last seen.
    await context.setOffline(true);
    await page.reload();
    await page.locator('.my-application', { hasText: appliedCompany }).waitFor();
    await page.getByRole('status').filter({ hasText: offline.showingLastSeen }).waitFor();
    expect(await page.getByTestId('offline-notice').textContent()).toBe(offline.showingLastSeen);
    await screenshotsAtBothWidths(page, 'offline-my-applications');

    // A new navigation to /jobs: the last list, the applied job still marked.
    await page.goto('/jobs');
    const openCard = page.locator('.job-card', { hasText: openCompany });
    await openCard.waitFor();
    expect(await page.getByTestId('offline-notice').textContent()).toBe(offline.showingLastSeen);
    await page.locator('.job-card', { hasText: appliedCompany }).locator('.job-badge--applied').waitFor();
    await screenshotsAtBothWidths(page, 'offline-jobs');
    // On a phone the notice and the first card show without scrolling: the filters fold into a sheet.
    await page.setViewportSize(PHONE_VIEWPORT);
    for (const shown of [page.getByTestId('offline-notice'), page.locator('.job-card').first()]) {
      await expect.poll(async () => ((await shown.boundingBox())?.y ?? Infinity) + 40).toBeLessThanOrEqual(PHONE_VIEWPORT.height);
    }
    await page.setViewportSize(DESKTOP_VIEWPORT);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Save needs the network: it says so, and nothing is written.
    await openCard.getByRole('button', { name: 'Save job' }).click();
    await expectToast(page, offline.needsNetwork);
    // Apply too: the details open from the last-seen copy, pressing Apply says it needs the network.
    await openCard.getByRole('button', { name: 'Details' }).click();
    const details = page.getByRole('dialog');
    await details.getByLabel('I accept the terms and conditions').check();
    await details.getByRole('button', { name: 'Apply', exact: true }).click();
    await expectToast(page, offline.needsNetwork);
    expect(await page.getByRole('dialog', { name: /^Apply for / }).count()).toBe(0);
    await screenshotsAtBothWidths(page, 'offline-apply', false);
    await details.getByRole('button', { name: 'Close' }).first().click();
    expect((await adminDb().collection('savedJobs').where('userId', '==', seeker.uid).get()).size).toBe(0);

    // Back online (the site probes the network every few seconds while offline): the list is read again and the notice goes.
    await context.setOffline(false);
    await page.getByTestId('offline-notice').waitFor({ state: 'detached' });
    await openCard.waitFor();
    await page.locator('.jobs-count__total').waitFor();
  });

  it('a new build waiting says "A new version is available." and Reload lets it take over', async () => {
    const { page } = b;
    const swFile = fileURLToPath(new URL('../../web/dist/sw.js', import.meta.url));
    const original = readFileSync(swFile, 'utf8');
    try {
      await openAsVisitor(page, '/about');
      await serviceWorkerReady(page);
      expect(await page.getByTestId('update-prompt').count()).toBe(0);
      // A deploy: sw.js changes (hosting sends it with no-cache), and the next navigation finds it.
      writeFileSync(swFile, `${original}\n// a new build ${Date.now()}\n`);
      await page.reload();
      const prompt = page.getByTestId('update-prompt');
      await prompt.waitFor({ timeout: 30_000 });
      expect(await prompt.innerText()).toMatch(offline.updateAvailable);
      expect(await page.getByRole('status').filter({ hasText: offline.updateAvailable }).isVisible()).toBe(true);
      await screenshotsAtBothWidths(page, 'offline-update-prompt', false); // the prompt is fixed to the window's foot
      await Promise.all([page.waitForEvent('framenavigated'), prompt.getByRole('button', { name: offline.reload }).click()]);
      await page.waitForLoadState('load');
      expect(await prompt.count()).toBe(0);
      const after = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: registration?.waiting ?? null, controlled: navigator.serviceWorker.controller !== null };
      });
      expect(after).toEqual({ waiting: null, controlled: true });
    } finally {
      writeFileSync(swFile, original);
    }
  });
});
