// Chromium measurements of a built site: the JavaScript and CSS a first view
// downloads, and the time until content shows on a slow phone (CPU 4x slower,
// Lighthouse's "Slow 4G" network), for the first load of a browser session
// (with the spec's 3000 ms loading screen) and for views without it.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../lib/chromium-args.mjs';
import { installWebVitals, readVitals } from './web-vitals.mjs';

export const PROJECT_ID = 'demo-jobsearch';
const API_KEY = 'demo-api-key'; // the web app's key for demo-* projects (web/src/lib/firebase/config.ts)
const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const SCREEN_FLAG = 'jobsearch.loadingScreenShown';

/** Lighthouse's "Slow 4G" (throttling.mobileSlow4G): 150 ms RTT, 1.6 Mbps down, 750 Kbps up (Kbps = 1024 bit/s). */
export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
export const CPU_SLOWDOWN = 4;
/** A phone-sized window, as Lighthouse's mobile runs use. */
export const VIEWPORT = { width: 412, height: 823 };

/** What each screen shows when its content is there. */
export const SCREENS = {
  home: { path: '/', ready: '#hero-title' },
  login: { path: '/login', ready: '.auth-hint, .auth-form' },
  jobs: { path: '/jobs', ready: 'article.job-card' },
};

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** ID and refresh tokens from the Auth emulator. */
export async function signInTokens(email, password) {
  const response = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`sign-in failed for ${email}: ${JSON.stringify(body)}`);
  return body;
}

/**
 * Prepares the tab's session storage like tests/e2e/harness.ts loginAs(): the
 * Auth SDK's own session entry for `user` (when given) and, when
 * `skipScreen`, the flag that the loading screen was already shown.
 */
export async function prepareSession(page, baseURL, { user, skipScreen, language }) {
  if (!user && !skipScreen && !language) return;
  const entries = {};
  if (skipScreen) entries[SCREEN_FLAG] = '1';
  if (user) {
    const tokens = await signInTokens(user.email, user.password);
    entries[`firebase:authUser:${API_KEY}:[DEFAULT]`] = JSON.stringify({
      uid: tokens.localId,
      email: user.email,
      // As the SDK keeps it: from the account (the ID token's claim), so nothing the account lacks is drawn and then taken back.
      emailVerified: JSON.parse(Buffer.from(tokens.idToken.split('.')[1], 'base64url').toString('utf8')).email_verified === true,
      isAnonymous: false,
      displayName: user.name ?? null,
      phoneNumber: user.phoneNumber ?? null,
      providerData: [],
      apiKey: API_KEY,
      appName: '[DEFAULT]',
      stsTokenManager: { refreshToken: tokens.refreshToken, accessToken: tokens.idToken, expirationTime: Date.now() + Number(tokens.expiresIn) * 1000 },
      createdAt: String(Date.now()),
      lastLoginAt: String(Date.now()),
    });
  }
  await page.goto(`${baseURL}/favicon.svg`);
  await page.evaluate(
    ({ values, language }) => {
      for (const [k, v] of Object.entries(values)) sessionStorage.setItem(k, v);
      // The Language control's choice, remembered on the device (web/src/i18n).
      if (language) localStorage.setItem('jobsearch.language', language);
    },
    { values: entries, language },
  );
}

// ---------- bytes ----------

/**
 * The .js and .css a first view of `screen` requests (unthrottled), until its
 * content shows plus 1.5 s for what loads just after the first paint.
 * Returns URL paths with the bytes Chromium received for each (encodedDataLength:
 * gzip body plus headers) and whether it was requested after the content showed.
 */
export async function firstViewAssets(browser, baseURL, screen, { user, language } = {}) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await prepareSession(page, baseURL, { user, skipScreen: true, language });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const requests = new Map();
    cdp.on('Network.responseReceived', ({ requestId, response }) => requests.set(requestId, { url: response.url }));
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const r = requests.get(requestId);
      if (r) r.transferred = encodedDataLength;
    });
    const { path, ready } = SCREENS[screen];
    // In the page: when the content first appeared, to tell what was requested after it.
    await context.addInitScript((selector) => {
      new MutationObserver((_, observer) => {
        if (document.querySelector(selector)) {
          window.__readyAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    }, ready);
    await page.goto(`${baseURL}${path}`, { waitUntil: 'commit' });
    const shown = await page.waitForSelector(ready, { timeout: 30_000 }).then(
      () => true,
      () => false,
    );
    await page.waitForTimeout(1500);
    const { readyAt, started } = await page.evaluate(() => ({
      readyAt: window.__readyAt ?? Infinity,
      started: Object.fromEntries(performance.getEntriesByType('resource').map((e) => [e.name, e.startTime])),
    }));
    const assets = [];
    for (const r of requests.values()) {
      const url = new URL(r.url);
      if (url.origin !== baseURL || !/\.(js|css)$/.test(url.pathname)) continue;
      assets.push({ path: url.pathname, transferred: r.transferred ?? 0, afterContent: (started[r.url] ?? 0) > readyAt });
    }
    return { shown, assets };
  } finally {
    await context.close();
  }
}

// ---------- time to content ----------

const NETWORK_FIRST_FLAG = 'bench.networkFirst';

/** Runs in every document before the app: records LCP, the loading screen and the first job card. */
export function installProbes() {
  // A view asked to start network first (timeScreen sets NETWORK_FIRST_FLAG; this runs in the page, hence the literals):
  // the last-seen copies go before any script of the page's runs.
  try {
    if (sessionStorage.getItem('bench.networkFirst') === '1') {
      sessionStorage.removeItem('bench.networkFirst');
      for (const key of Object.keys(sessionStorage)) if (key.startsWith('jobsearch.lastSeen.')) sessionStorage.removeItem(key);
    }
  } catch {
    /* no storage: nothing kept either */
  }
  const b = (window.__bench = { lcp: null, lcpElement: null, screenSeen: false, screenGoneAt: null, cardsAt: null, headingAt: null, detailsAt: null });
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        b.lcp = e.startTime;
        const el = e.element;
        b.lcpElement = el
          ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : ''}`
          : null;
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    /* no LCP support: stays null */
  }
  let cardsPending = false;
  const check = () => {
    const screen = document.querySelector('[data-testid="loading-screen"]');
    if (screen) b.screenSeen = true;
    else if (b.screenSeen && b.screenGoneAt === null) b.screenGoneAt = performance.now();
    if (b.headingAt === null && [...document.querySelectorAll('h1')].some((h) => h.textContent?.trim() === 'Available Jobs')) b.headingAt = performance.now();
    // Cards "show" when one is in the page and rendered (a guard may mount the page hidden
    // while it reads the role) and the loading screen no longer covers them, at the next
    // frame (just before it is painted).
    if (b.detailsAt === null && document.querySelector('dialog[open] .job-details')) b.detailsAt = performance.now();
    const card = document.querySelector('article.job-card');
    if (!cardsPending && !screen && card && card.getClientRects().length > 0) {
      cardsPending = true;
      requestAnimationFrame(() => {
        b.cardsAt = performance.now();
      });
    }
  };
  // `open`: a dialog is inserted closed and opened (showModal) in a later task.
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['hidden', 'open'] });
}

export async function throttle(cdp) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** Records when each request of the next navigation started and finished (ms after the document request). */
function recordWaterfall(cdp) {
  const requests = new Map();
  const onSent = ({ requestId, request, timestamp, type }) => {
    if (!requests.has(requestId)) requests.set(requestId, { url: request.url, type, start: timestamp });
  };
  const onDone = ({ requestId, timestamp, encodedDataLength }) => {
    const r = requests.get(requestId);
    if (r) Object.assign(r, { end: timestamp, bytes: encodedDataLength });
  };
  const onFail = ({ requestId, timestamp }) => {
    const r = requests.get(requestId);
    if (r) Object.assign(r, { end: timestamp, failed: true });
  };
  cdp.on('Network.requestWillBeSent', onSent);
  cdp.on('Network.loadingFinished', onDone);
  cdp.on('Network.loadingFailed', onFail);
  return () => {
    cdp.off('Network.requestWillBeSent', onSent);
    cdp.off('Network.loadingFinished', onDone);
    cdp.off('Network.loadingFailed', onFail);
    const all = [...requests.values()];
    const t0 = all.find((r) => r.type === 'Document')?.start ?? all[0]?.start ?? 0;
    const short = (u) => {
      const x = new URL(u);
      return `${x.port ? `:${x.port}` : ''}${x.pathname.replace(/^\/assets\//, '')}${x.search ? '?…' : ''}`;
    };
    return all.map((r) => ({
      url: short(r.url),
      start: Math.round((r.start - t0) * 1000),
      end: r.end != null ? Math.round((r.end - t0) * 1000) : null,
      bytes: r.bytes ?? null,
      ...(r.failed ? { failed: true } : {}),
    }));
  };
}

/**
 * Resolves once the tab has had no request in flight for `quietMs` (a live Firestore
 * listener's long poll aside: it never ends), or after `timeoutMs`. Each view of a tab
 * starts from a settled page, as a repeat view does in WebPageTest: navigating away
 * from a page still reading aborts those reads, and the old page's clean-up (Firestore
 * closing its streams, errors logged) would be timed as part of the next view.
 */
export function trackInflight(cdp) {
  const inflight = new Set();
  let lastChange = Date.now();
  const longPoll = (url) => /\/(Listen|Write)\/channel\b/.test(url);
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (longPoll(request.url)) return;
    inflight.add(requestId);
    lastChange = Date.now();
  });
  const done = ({ requestId }) => {
    if (inflight.delete(requestId)) lastChange = Date.now();
  };
  cdp.on('Network.loadingFinished', done);
  cdp.on('Network.loadingFailed', done);
  return async function settled({ quietMs = 500, timeoutMs = 15_000 } = {}) {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until && (inflight.size > 0 || Date.now() - lastChange < quietMs)) await new Promise((resolve) => setTimeout(resolve, 100));
    inflight.clear();
  };
}

/** Navigates (throttled) and waits for the screen's content; resolves with the probes' figures (ms since navigation start). */
export async function timedView(page, cdp, url, screen, timeoutMs, { waterfall = false } = {}) {
  await throttle(cdp);
  const stopWaterfall = waterfall ? recordWaterfall(cdp) : null;
  // What the page logged as an error, kept for a view whose content never came (why it failed).
  const errors = [];
  const onConsole = (message) => message.type() === 'error' && errors.push(message.text().slice(0, 300));
  const onPageError = (error) => errors.push(String(error).slice(0, 300));
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
  const done =
    screen === 'jobs'
      ? () => window.__bench?.cardsAt != null
      : () => window.__bench?.lcp != null && !document.querySelector('[data-testid="loading-screen"]') && !!document.querySelector('#hero-title');
  const ok = await page.waitForFunction(done, null, { timeout: timeoutMs, polling: 200 }).then(
    () => true,
    () => false,
  );
  // LCP may still grow for a moment after the hero shows.
  if (ok && screen === 'home') await page.waitForTimeout(1000);
  const b = await page.evaluate(() => window.__bench);
  // When the content never came: what the tab shows instead, for bench.json.
  const shown = ok
    ? null
    : await page
        .evaluate(() => ({ url: location.href, type: document.contentType, text: document.body?.innerText.slice(0, 300) ?? '' }))
        .catch((e) => ({ error: String(e) }));
  page.off('console', onConsole);
  page.off('pageerror', onPageError);
  const contentAt = !ok ? null : screen === 'jobs' ? b.cardsAt : Math.max(b.lcp, b.screenGoneAt ?? 0);
  return {
    ok,
    contentAt,
    ...b,
    ...(shown ? { shown: { ...shown, errors: errors.slice(0, 5) } } : {}),
    ...(stopWaterfall ? { waterfall: stopWaterfall() } : {}),
  };
}

/**
 * One round for a screen: (first) a fresh browser session's first load,
 * loading screen included; (repeat) a second view in that same tab (warm HTTP
 * cache, screen already shown); (coldNoScreen) a fresh session with an empty
 * cache whose screen flag is preset, i.e. the network and CPU cost of the page alone.
 * @param {{ user?: { email: string, password: string }, timeoutMs?: number, withServiceWorker?: boolean }} [options]
 */
export async function timeScreen(browser, baseURL, screen, options = {}) {
  const { user, timeoutMs = 45_000, withServiceWorker = false } = options;
  const url = `${baseURL}${SCREENS[screen].path}`;
  const result = {};
  // Today's views: without the service worker, measured apart below.
  let context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
  try {
    await context.addInitScript(installProbes);
    const page = await context.newPage();
    await prepareSession(page, baseURL, { user, skipScreen: false });
    const cdp = await context.newCDPSession(page);
    const settled = trackInflight(cdp);
    result.first = await timedView(page, cdp, url, screen, timeoutMs);
    await settled();
    result.repeat = await timedView(page, cdp, url, screen, timeoutMs);
    if (withServiceWorker) {
      // The site before the service worker kept no last-seen copies: its repeat view waited for the
      // network for the profile and the list. The same tab without the copies does that (its third
      // view: Chrome runs the code from its code cache by then). They go as the next document
      // starts (installProbes), not before the wait: the settling page would write them again.
      await settled();
      await page.evaluate((flag) => sessionStorage.setItem(flag, '1'), NETWORK_FIRST_FLAG);
      result.repeatNetworkFirst = await timedView(page, cdp, url, screen, timeoutMs);
    }
  } finally {
    await context.close();
  }
  context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
  try {
    await context.addInitScript(installProbes);
    await installWebVitals(context);
    const page = await context.newPage();
    await prepareSession(page, baseURL, { user, skipScreen: true });
    const cdp = await context.newCDPSession(page);
    const settled = trackInflight(cdp);
    result.coldNoScreen = await timedView(page, cdp, url, screen, timeoutMs, { waterfall: true });
    // The view's layout shift once the page has settled (later reads, marks, counts move things too).
    if (result.coldNoScreen.ok) await settled({ quietMs: 1000, timeoutMs: 10_000 });
    result.coldNoScreen.vitals = await readVitals(page).catch(() => null);
  } finally {
    await context.close();
  }
  if (withServiceWorker) {
    // The same session's views with the service worker: the first load installs it (its
    // precache downloads after the page's own load, throttled like the page), then the
    // repeat view in the same tab is answered by it.
    context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'allow' });
    try {
      await context.addInitScript(installProbes);
      const page = await context.newPage();
      await prepareSession(page, baseURL, { user, skipScreen: false });
      const cdp = await context.newCDPSession(page);
      const settled = trackInflight(cdp);
      result.swFirst = await timedView(page, cdp, url, screen, timeoutMs);
      const installStarted = Date.now();
      const step = (text) => console.error(`[bench] ${new Date().toISOString().slice(11, 19)} service worker round: ${text}`);
      step(`first load ${result.swFirst.ok ? 'shown' : 'NOT shown'}; waiting for the worker`);
      // Each wait bounded on this side too: a worker that never installs leaves the repeat view uncontrolled, and the report says so.
      const within = (promise, ms, fallback) => Promise.race([promise, new Promise((resolve) => setTimeout(() => resolve(fallback), ms))]);
      const installed = await within(
        page.evaluate(() => navigator.serviceWorker.ready.then(() => true)),
        60_000,
        false,
      );
      result.swInstallMs = installed ? Date.now() - installStarted : null;
      step(installed ? `installed in ${result.swInstallMs} ms; repeat views` : 'NOT installed within 60 s; repeat views');
      // Two repeat views. The first the worker answers is also the first run of its copies of the
      // code: Chrome compiles them and writes V8's code cache beside them, on the page's thread.
      // The second is the tab's third view, like today's network-first view above, whose code
      // Chrome has cached by then too: that one is the figure set against today's.
      const repeatView = async (which) => {
        await settled();
        const view = await within(timedView(page, cdp, url, screen, timeoutMs, { waterfall: true }), 2 * timeoutMs + 10_000, {
          ok: false,
          contentAt: null,
          hung: true,
        });
        view.controlled = await within(
          page.evaluate(() => navigator.serviceWorker.controller !== null),
          10_000,
          false,
        );
        step(`${which} repeat view ${view.ok ? `shown at ${Math.round(view.contentAt)} ms` : 'NOT shown'}`);
        return view;
      };
      result.swFirstRepeat = await repeatView('first');
      result.swRepeat = await repeatView('second');
    } finally {
      await context.close();
    }
  }
  return result;
}

/** One throttled view in a fresh context (empty cache); `done` runs in the page. */
async function freshView(browser, baseURL, path, { user, skipScreen }, done, timeoutMs) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await context.addInitScript(installProbes);
    await installWebVitals(context);
    const page = await context.newPage();
    await prepareSession(page, baseURL, { user, skipScreen });
    const cdp = await context.newCDPSession(page);
    await throttle(cdp);
    const settled = trackInflight(cdp);
    const response = await page.goto(`${baseURL}${path}`, { waitUntil: 'commit', timeout: timeoutMs });
    const ok = await page.waitForFunction(done, null, { timeout: timeoutMs, polling: 100 }).then(
      () => true,
      () => false,
    );
    // LCP may still grow for a moment after the content shows.
    if (ok) await page.waitForTimeout(1000);
    const b = await page.evaluate(() => window.__bench);
    // The layout shift once the page has settled.
    if (ok) await settled({ quietMs: 1000, timeoutMs: 10_000 });
    const vitals = await readVitals(page).catch(() => null);
    return { ok, status: response?.status() ?? null, ...b, vitals };
  } finally {
    await context.close();
  }
}

/**
 * A job seen two ways, throttled, empty cache: (publicPage) /job/{id}
 * opened from a shared link by a visitor in a fresh session: its Largest
 * Contentful Paint (the server's HTML carries the job; no loading screen); and
 * (details) today's /jobs/{id} details dialog for a signed-in seeker whose
 * session has shown the loading screen: when the dialog shows its facts.
 */
export async function timeJobViews(browser, baseURL, jobId, { user, timeoutMs = 45_000 }) {
  const publicPage = await freshView(
    browser,
    baseURL,
    `/job/${encodeURIComponent(jobId)}`,
    { user: null, skipScreen: false },
    () => window.__bench?.lcp != null && !!document.querySelector('#public-job-title'),
    timeoutMs,
  );
  return {
    publicPage: { ...publicPage, contentAt: publicPage.ok ? publicPage.lcp : null },
    details: await timeDetailsView(browser, baseURL, jobId, { user, timeoutMs }),
  };
}

/** /jobs/{id} for a signed-in seeker whose session has shown the loading screen, empty cache: when the dialog shows the job's facts. */
export async function timeDetailsView(browser, baseURL, jobId, { user, timeoutMs = 45_000 }) {
  const details = await freshView(
    browser,
    baseURL,
    `/jobs/${encodeURIComponent(jobId)}`,
    { user, skipScreen: true },
    () => window.__bench?.detailsAt != null,
    timeoutMs,
  );
  return { ...details, contentAt: details.ok ? details.detailsAt : null };
}
