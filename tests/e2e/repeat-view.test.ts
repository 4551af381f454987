import { describe, it } from 'vitest';
import { LAST_SEEN_VIEW_KEY as VIEW_KEY } from '../../web/src/lib/offline/last-seen-keys';
import { adminAuth, seedJob, createUser } from '../support';
import { expect, holdRequests, LANGUAGE_STORAGE_KEY, loginAs, openAsVisitor, uniqueWord, useBrowser, waitForList } from './harness';

/**
 * What a visitor's Home downloads, and a signed-in repeat view that
 * draws from the device before the network answers (lib/session/,
 * features/jobs/api/list-jobs.ts).
 */

const FIREBASE_SDK_CHUNK = /\/assets\/firebase-(auth|firestore|firestore-lite|storage)-[\w-]+\.js$/;

/** Holds every request matching `pattern` until `release()`; `held()` counts the ones waiting. */
describe("A visitor's Home and a seeker's repeat view", () => {
  const b = useBrowser();

  /** A seeker on /jobs, searched down to one new employer's job: its card is drawn from Firestore. */
  async function seekerSeesJob(company: string, createdAt?: Date) {
    const word = uniqueWord();
    const boss = await createUser({ role: 'employer' });
    const seeker = await createUser({ role: 'jobseeker' });
    await seedJob(boss.uid, { companyName: `${word} ${company}`, ...(createdAt ? { createdAt } : {}) });
    await loginAs(b.page, seeker, `/jobs?q=${word}`);
    await waitForList(b.page);
    const card = b.page.locator('.job-card', { hasText: `${word} ${company}` });
    await card.waitFor();
    return { word, boss, seeker, card };
  }
  /** Once the last-seen view is kept (at an idle moment after the list is drawn). */
  const viewKept = () => expect.poll(() => b.page.evaluate((key) => sessionStorage.getItem(key) !== null, VIEW_KEY)).toBe(true);

  it("a visitor's Home downloads no Firebase SDK; the login page loads Auth and the seeker signs in", async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    const scripts: string[] = [];
    b.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await openAsVisitor(b.page, '/');
    await b.page.getByRole('heading', { level: 1, name: 'Find Your Dream Job' }).waitFor();
    await b.page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => FIREBASE_SDK_CHUNK.test(path))).toEqual([]);
    // Signed out from the first render: the bar offers Login, nothing waits on Auth.
    const login = b.page.locator('header.navbar').getByRole('link', { name: 'Login / Sign Up' }).first();
    await login.waitFor();

    await login.click();
    await b.page.getByRole('button', { name: /I want a Job/ }).click();
    await b.page.getByLabel('Email', { exact: true }).fill(seeker.email);
    await b.page.getByLabel('Password', { exact: true }).fill(seeker.password);
    await b.page.locator('form').getByRole('button', { name: 'Login', exact: true }).click();
    await b.page.waitForURL(/\/jobs/);
    await waitForList(b.page);
    expect(scripts.some((path) => /\/assets\/firebase-auth-/.test(path))).toBe(true);
  });

  it('a repeat view of /jobs shows the last-seen cards before Auth and Firestore answer, then refreshes them in place', async () => {
    const { word, boss } = await seekerSeesJob('Seen Works', new Date(Date.now() - 60_000));

    // Posted since: only the read from Firestore can bring it.
    await seedJob(boss.uid, { companyName: `${word} New Works` });
    // The Auth SDK's check of the restored user and every Firestore read wait until released.
    const authCheck = await holdRequests(b.page, /accounts:lookup/);
    const reads = await holdRequests(b.page, /:8080\/.*documents/);
    await b.page.reload();
    await b.page.locator('.job-card', { hasText: `${word} Seen Works` }).waitFor();
    expect(await b.page.locator('.jobs-results').getAttribute('aria-busy')).toBe('true');
    expect(await b.page.locator('.job-card', { hasText: `${word} New Works` }).count()).toBe(0);
    // Online: drawn from the device, but no offline notice.
    expect(await b.page.getByTestId('offline-notice').count()).toBe(0);
    // The cards may be drawn before the SDK even asks: its check arrives, and is still unanswered.
    await expect.poll(() => authCheck.held(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await b.page.locator('.job-card', { hasText: `${word} New Works` }).count()).toBe(0);

    await authCheck.release();
    await reads.release();
    await waitForList(b.page);
    await b.page.locator('.job-card', { hasText: `${word} New Works` }).waitFor();
    expect(await b.page.locator('.job-card', { hasText: `${word} Seen Works` }).count()).toBe(1);
    expect(await b.page.getByTestId('offline-notice').count()).toBe(0);
  });

  it("a repeat view paints the last-seen list with the document, before any of the app's code has run, and the app then takes it over", async () => {
    const { card } = await seekerSeesJob('Kept Works');
    await viewKept();

    // No script of the app's arrives: the cards come with the document, out of reach, marked as loading.
    const code = await holdRequests(b.page, /\/assets\/[^?]+\.js(\?|$)/);
    await b.page.reload({ waitUntil: 'commit' });
    await card.waitFor();
    expect(code.held()).toBeGreaterThan(0);
    expect(await b.page.locator('#root').evaluate((root) => (root as HTMLElement).inert)).toBe(true);
    expect(await b.page.locator('.jobs-results').getAttribute('aria-busy')).toBe('true');
    await code.release();
    await waitForList(b.page);
    await expect.poll(() => b.page.locator('#root').evaluate((root) => (root as HTMLElement).inert)).toBe(false);
    await card.getByRole('button', { name: 'Details' }).click();
    await b.page.getByRole('dialog').waitFor();
    await b.page.keyboard.press('Escape');
    await waitForList(b.page);

    // Not this view's user, address or language: the document paints nothing before the app. The
    // change is made as the next document starts (the page being left may still keep its view).
    await b.page.addInitScript(
      ([viewKey, languageKey]) => {
        const change = sessionStorage.getItem('test.viewChange');
        if (!change) return;
        sessionStorage.removeItem('test.viewChange');
        if (change === 'language') localStorage.setItem(languageKey, 'hi');
        else {
          const view = JSON.parse(sessionStorage.getItem(viewKey)!) as Record<string, unknown>;
          sessionStorage.setItem(viewKey, JSON.stringify({ ...view, ...(change === 'user' ? { uid: 'someone-else' } : { path: '/jobs?q=other' }) }));
        }
      },
      [VIEW_KEY, LANGUAGE_STORAGE_KEY] as const,
    );
    const paintedAfter = async (change: 'user' | 'address' | 'language') => {
      await viewKept();
      await b.page.evaluate((what) => sessionStorage.setItem('test.viewChange', what), change);
      const held = await holdRequests(b.page, /\/assets\/[^?]+\.js(\?|$)/);
      await b.page.reload({ waitUntil: 'commit' });
      await b.page.waitForSelector('noscript', { state: 'attached' });
      const painted = await b.page.locator('#root').evaluate((root) => root.childElementCount);
      await held.release();
      return painted;
    };
    expect(await paintedAfter('user')).toBe(0);
    await waitForList(b.page);
    expect(await paintedAfter('address')).toBe(0);
    await waitForList(b.page);
    expect(await paintedAfter('language')).toBe(0);
  });

  it("a list first drawn under a session's loading screen is kept for the next view once the screen has gone", async () => {
    await seekerSeesJob('Screen Works');
    await viewKept();
    await b.page.evaluate((key) => {
      sessionStorage.removeItem(key);
      sessionStorage.removeItem('jobsearch.loadingScreenShown');
    }, VIEW_KEY);
    await b.page.reload();
    await b.page.locator('#loading-screen').waitFor({ state: 'detached' });
    await viewKept();
  });

  it('a restored session whose account is gone ends signed out, and its last-seen list goes with it', async () => {
    const { seeker } = await seekerSeesJob('Gone Works');
    await viewKept();

    await adminAuth().deleteUser(seeker.uid);
    await b.page.reload();
    await b.page.waitForURL(/\/login/);
    expect(await b.page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('jobsearch.lastSeen.')))).toEqual([]);
  });
});
