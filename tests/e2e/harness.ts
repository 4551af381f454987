/**
 * The browser side of the end-to-end tests: Debian's Chromium through
 * playwright-core, the site as `npm start` serves it (hosting on :5000), OTP
 * codes and email links read back from the Auth emulator, and screenshots of
 * every test. Accounts and data come from the shared toolkit (tests/support).
 *
 *   const b = useBrowser();             // in a describe: fresh page per test
 *   const seeker = await createUser({ role: 'jobseeker' });   // tests/support
 *   await loginAs(b.page, seeker);      // signed in without the login screen
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page, type Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { AUTH_EMULATOR_URL, BASE_URL, IDENTITY_URL, PROJECT_ID, signInTokens, type TestUser } from '../support';
import { OUTPUT_DIR } from './output';
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium-args.mjs';
import { LANGUAGE_STORAGE_KEY } from '../../web/src/i18n/storage-key';

/** The web app's key for demo-* projects (web/src/lib/firebase/app.ts): the name of the Auth SDK's session entry. */
const API_KEY = 'demo-api-key';
export { OUTPUT_DIR };
export const PHONE_VIEWPORT = { width: 360, height: 740 };
export const DESKTOP_VIEWPORT = { width: 1280, height: 860 };

/**
 * How long a test waits for what a trigger writes. The e2e files run side by side, and the
 * functions emulator works through every file's triggers in turn, so under a full run one
 * may wait behind many others (a full run under load has seen a minute); alone, it is there in a
 * second or two.
 */
export const TRIGGER_WAIT_MS = 120_000;
/** How long the page waits for an element or an answer (an API call may queue behind triggers too). */
const PAGE_WAIT_MS = 30_000;

// ---------- browser ----------

// The headless shell (scripts/lib/setup.mjs, TEST_CHROMIUM); npm test sets the path.
const executablePath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: executablePath(), args: CHROMIUM_ARGS });
}

export interface BrowserHandle {
  /** The test's profile: every test's page opens in it, and it is emptied after each test. */
  context: BrowserContext;
  page: Page;
  consoleLines: string[];
  /** A context of a browser of its own, for a second person or a page without JavaScript; closed with the describe. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
}

type HandleOptions = {
  viewport?: { width: number; height: number };
  /**
   * The site registers a service worker. Blocked by default: its
   * precache would download every chunk of the site in each test, and
   * `context.route()` does not see what a service worker fetches. tests/e2e/offline.test.ts
   * allows it; each test's service workers are removed after it.
   */
  serviceWorkers?: 'allow' | 'block';
  /** The device's time zone (an IANA name); the machine's by default. */
  timezoneId?: string;
};

/** What a test leaves in the browser and must not pass on to the next: all but the HTTP and code caches. */
const STORAGE_TO_CLEAR = 'cookies,file_systems,indexeddb,local_storage,service_workers,cache_storage,websql';

interface Profile {
  context: BrowserContext;
  /** The first page stays open and blank: the profile lives as long as one page does. */
  anchor: Page;
}

/**
 * This worker's profiles of the default kind, one per viewport, kept open from one describe and
 * file to the next (Vitest keeps a worker's modules between files: isolate is off in
 * vitest.config.ts). Playwright closes them when the worker ends.
 */
const keptProfiles = new Map<string, Promise<Profile>>();
/** Profiles of other kinds (service workers allowed, another time zone), open for one describe each. */
let ownProfiles = 0;

/** How many of a failing test's console lines the run's output shows. */
const FAILED_CONSOLE_LINES = 30;

/**
 * One Chromium profile on disk per kind and Vitest worker (test-output/e2e-profiles/), a fresh
 * page per test. A profile on disk keeps the HTTP cache and V8's code cache from one test and
 * file to the next, which an off-the-record context (a `browser.newContext()`) never has: a page
 * of the site then costs Chromium less than half the CPU, and keeping the profile open spares a
 * Chromium start for every describe (docs/decisions.md, "The suite's time, third round" and
 * "fourth round"). What a test may leave behind is undone after it: its pages are closed,
 * cookies, site storage (IndexedDB, localStorage, service workers), permissions, routes, headers
 * and offline mode are cleared. Every test leaves a screenshot of the screen it ended on in
 * test-output/e2e; a failing one a full-page `<name>.failed.png` and its console log, taken in
 * afterEach (vitest runs afterEach before onTestFailed). A passing test's is the viewport only: a
 * full page costs Chromium a relayout and raster of the whole page, some ten times the CPU.
 */
export function useBrowser(options: HandleOptions = {}): BrowserHandle {
  let extraBrowser: Browser | null = null;
  let anchor: Page;
  const handle: BrowserHandle = {
    consoleLines: [],
    newContext: async (contextOptions = {}) => {
      extraBrowser ??= await launchBrowser();
      return extraBrowser.newContext(contextOptions);
    },
  } as unknown as BrowserHandle;
  const kept = !options.serviceWorkers && !options.timezoneId;
  beforeAll(async () => {
    mkdirSync(OUTPUT_DIR, { recursive: true });
    const worker = process.env.VITEST_POOL_ID ?? '0';
    let profile: Promise<Profile>;
    if (kept) {
      const viewport = options.viewport ?? DESKTOP_VIEWPORT;
      const key = `${viewport.width}x${viewport.height}`;
      profile = keptProfiles.get(key) ?? openProfile(`${worker}-${key}`, options);
      keptProfiles.set(key, profile);
    } else profile = openProfile(`${worker}-own-${ownProfiles++}`, options);
    ({ context: handle.context, anchor } = await profile);
  });
  afterAll(async () => {
    if (!kept) {
      await handle.context?.close();
      ownProfiles--;
    }
    await extraBrowser?.close();
  });
  beforeEach(async () => {
    handle.consoleLines = [];
    handle.page = await handle.context.newPage();
    handle.page.setDefaultTimeout(PAGE_WAIT_MS);
    handle.page.on('console', (m) => handle.consoleLines.push(`[${m.type()}] ${m.text()}`));
    handle.page.on('pageerror', (e) => handle.consoleLines.push(`[pageerror] ${e.message}`));
  });
  afterEach(async (ctx) => {
    const name = safeName(ctx.task.name);
    const violations = cspViolations(handle.consoleLines);
    const failed = ctx.task.result?.state === 'fail' || violations.length > 0;
    if (failed) {
      const errors = (ctx.task.result?.errors ?? []).map((e) => `[test error] ${e.message ?? String(e)}`);
      writeFileSync(join(OUTPUT_DIR, `${name}.console.log`), [...handle.consoleLines, ...errors].join('\n') + '\n');
      // CI keeps only the run's output, not test-output/: the page's last words go there too.
      const last = handle.consoleLines.slice(-FAILED_CONSOLE_LINES);
      if (last.length) console.error(`The page's last ${last.length} console lines:\n${last.join('\n')}`);
    }
    await handle.page?.screenshot({ path: join(OUTPUT_DIR, `${name}${failed ? '.failed' : ''}.png`), fullPage: failed, timeout: 10_000 }).catch(() => {});
    for (const page of handle.context.pages()) if (page !== anchor) await page.close();
    await emptyProfile(handle.context, anchor);
    // Every page runs under the site's Content-Security-Policy (firebase.json): anything it refused is a defect.
    expect(violations, 'Content-Security-Policy violations in the console').toEqual([]);
  });
  return handle;
}

async function openProfile(folder: string, options: HandleOptions): Promise<Profile> {
  const context = await chromium.launchPersistentContext(join(OUTPUT_DIR, '..', 'e2e-profiles', folder), {
    executablePath: executablePath(),
    args: CHROMIUM_ARGS,
    viewport: options.viewport ?? DESKTOP_VIEWPORT,
    baseURL: BASE_URL,
    acceptDownloads: true,
    serviceWorkers: options.serviceWorkers ?? 'block',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  // Chromium logs what the Content-Security-Policy refuses; the event also catches what it might not.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'}`),
    );
  });
  const anchor = context.pages()[0] ?? (await context.newPage());
  await emptyProfile(context, anchor); // what a run cut short may have left
  return { context, anchor };
}

/** Undoes what a test may change in the profile, keeping the HTTP and code caches. */
async function emptyProfile(context: BrowserContext, anchor: Page): Promise<void> {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
  await context.setExtraHTTPHeaders({});
  await context.clearPermissions();
  await context.clearCookies();
  const devtools = await context.newCDPSession(anchor);
  try {
    for (const origin of [BASE_URL, BASE_URL.replace('127.0.0.1', 'localhost')])
      await devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: STORAGE_TO_CLEAR });
  } finally {
    await devtools.detach();
  }
}

/** A full-page screenshot of the current screen, test-output/e2e/<name>.png, to look at. */
export function screenshot(page: Page, name: string, fullPage = true): Promise<Buffer> {
  return page.screenshot({ path: join(OUTPUT_DIR, `${name}.png`), fullPage });
}

/** Screenshots of the current screen at phone and desktop widths: <name>-360.png and <name>-1280.png. */
export async function screenshotsAtBothWidths(page: Page, name: string, fullPage = true): Promise<void> {
  for (const [suffix, viewport] of [
    ['360', PHONE_VIEWPORT],
    ['1280', DESKTOP_VIEWPORT],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(150);
    await screenshot(page, `${name}-${suffix}`, fullPage);
  }
}

/** The console lines that report something the Content-Security-Policy refused. */
export function cspViolations(lines: string[]): string[] {
  return lines.filter((line) => /Content Security Policy/i.test(line));
}

function safeName(name: string) {
  return name.replace(/[^\w.-]+/g, '_').slice(0, 120);
}

// ---------- users ----------

/**
 * Signs a user in without the login screen: writes the Auth SDK's own
 * session entry, skips the first-load loading screen, and opens `path`.
 */
export async function loginAs(page: Page, user: TestUser, path = '/'): Promise<void> {
  const tokens = await signInTokens(user.email, user.password);
  const persisted = {
    uid: tokens.localId,
    email: user.email,
    emailVerified: user.emailVerified,
    isAnonymous: false,
    displayName: user.name,
    phoneNumber: user.phoneNumber,
    providerData: [],
    apiKey: API_KEY,
    appName: '[DEFAULT]',
    stsTokenManager: { refreshToken: tokens.refreshToken, accessToken: tokens.idToken, expirationTime: Date.now() + Number(tokens.expiresIn) * 1000 },
    createdAt: String(Date.now()),
    lastLoginAt: String(Date.now()),
  };
  await page.goto('/favicon.svg');
  await page.evaluate(
    ([key, value]) => {
      sessionStorage.setItem(key!, value!);
      sessionStorage.setItem('jobsearch.loadingScreenShown', '1');
    },
    [`firebase:authUser:${API_KEY}:[DEFAULT]`, JSON.stringify(persisted)],
  );
  await page.goto(path);
}

// Where the Language control remembers its choice on the device.
export { LANGUAGE_STORAGE_KEY };

/** Opens a page as a visitor without waiting out the first-load loading screen. */
export async function openAsVisitor(page: Page, path = '/', options: { language?: string; waitUntil?: 'load' | 'commit' } = {}): Promise<void> {
  await page.goto('/favicon.svg');
  await page.evaluate(
    ([key, language]) => {
      sessionStorage.setItem('jobsearch.loadingScreenShown', '1');
      if (language) localStorage.setItem(key, language);
    },
    [LANGUAGE_STORAGE_KEY, options.language ?? null] as const,
  );
  await page.goto(path, { waitUntil: options.waitUntil ?? 'load' });
}

/**
 * Holds the page's requests matching `pattern` until `release()`, to see what
 * the page shows while they are unanswered: `held()` counts them, `firstHeld`
 * resolves when the first arrives. Once released, later ones pass.
 */
export async function holdRequests(page: Page, pattern: string | RegExp) {
  const waiting: Route[] = [];
  let released = false;
  let arrived!: () => void;
  const firstHeld = new Promise<void>((resolve) => (arrived = resolve));
  await page.route(pattern, (route) => {
    if (released) return route.continue();
    waiting.push(route);
    arrived();
  });
  return {
    held: () => waiting.length,
    firstHeld,
    release: async () => {
      released = true;
      await Promise.all(waiting.splice(0).map((route) => route.continue()));
    },
  };
}

/**
 * Whether the Auth emulator still holds an account, asked through its REST
 * API (accounts:lookup with the emulator's owner credential), not the SDK.
 */
export async function authAccountExists(uid: string): Promise<boolean> {
  const response = await fetch(`${IDENTITY_URL}/projects/${PROJECT_ID}/accounts:lookup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: [uid] }),
  });
  const body = (await response.json()) as { users?: { localId: string }[] };
  if (!response.ok) throw new Error(`accounts:lookup failed: ${JSON.stringify(body)}`);
  return (body.users ?? []).some((u) => u.localId === uid);
}

async function otpsSent(phoneNumber: string): Promise<string[]> {
  const response = await fetch(`${AUTH_EMULATOR_URL}/verificationCodes`);
  const { verificationCodes = [] } = (await response.json()) as { verificationCodes?: { phoneNumber: string; code: string }[] };
  return verificationCodes.filter((c) => c.phoneNumber === phoneNumber).map((c) => c.code);
}

/** How many OTPs the Auth emulator has sent to a phone number (for `otpFor(phone, { after })`). */
export async function otpCountFor(phoneNumber: string): Promise<number> {
  return (await otpsSent(phoneNumber)).length;
}

/** The newest OTP the Auth emulator sent to a phone number; with `after`, one sent after the first `after` OTPs. */
export async function otpFor(phoneNumber: string, { after = 0 }: { after?: number } = {}): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const codes = await otpsSent(phoneNumber);
    if (codes.length > after) return codes[codes.length - 1]!;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no OTP was sent to ${phoneNumber}`);
}

/**
 * The Auth emulator's out-of-band links for one address, oldest first: a
 * verification link sent to it, or an email-change link to it (`newEmail`).
 */
export async function oobCodesFor(email: string): Promise<{ oobCode: string; oobLink: string; requestType: string; email: string; newEmail?: string }[]> {
  const response = await fetch(`${AUTH_EMULATOR_URL}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: { oobCode: string; oobLink: string; requestType: string; email: string; newEmail?: string }[] };
  return oobCodes.filter((c) => (c.requestType === 'VERIFY_AND_CHANGE_EMAIL' ? c.newEmail === email : c.email === email));
}

// ---------- page helpers ----------

/** Waits for a toast (react-toastify) with the exact text. */
export async function expectToast(page: Page, text: string, timeout = PAGE_WAIT_MS): Promise<void> {
  await page.locator('.Toastify__toast', { hasText: text }).first().waitFor({ state: 'visible', timeout });
}

/**
 * The validation message shown for an input: the text of the element its
 * aria-describedby names whose id ends in -error ('' when there is none), so
 * the message is also tied to the field for screen readers.
 */
export function fieldErrorOf(input: Locator): Promise<string> {
  return input.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter((id) => id.endsWith('-error'))
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );
}

/** Polls until the input's validation message is exactly `message` ('' for none). */
export async function expectFieldError(input: Locator, message: string): Promise<void> {
  await expect.poll(() => fieldErrorOf(input), { timeout: 10_000 }).toBe(message);
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core on the current page: the serious and critical violations, for an expect(...).toEqual([]). */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // Contrast is judged on a page at rest: a toast fading in or out is half transparent, so wait for running fades to end.
  await page.evaluate(async () => {
    const fades = document.getAnimations().filter((animation) => {
      const timing = animation.effect?.getComputedTiming();
      const fadesOpacity = animation.effect instanceof KeyframeEffect && animation.effect.getKeyframes().some((frame) => 'opacity' in frame);
      return fadesOpacity && timing?.iterations !== Infinity && animation.playState === 'running';
    });
    await Promise.race([Promise.all(fades.map((fade) => fade.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 3000))]);
  });
  // Evaluated through DevTools, which the page's Content-Security-Policy does not govern (a <script> tag would be refused).
  await page.evaluate(axeSource);
  type Violation = { id: string; impact: string; targets: string[] };
  const violations: Violation[] = await page.evaluate(async () => {
    // @ts-expect-error axe is injected above
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v: { id: string; impact: string; nodes: { target: string[] }[] }) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 3),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id}: ${v.targets.join(', ')}`);
}

export { expect };

/** A word no seed job has, so a search shows only this test's jobs. */
export function uniqueWord(): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  let word = 'qz';
  for (let i = 0; i < 8; i++) word += letters[Math.floor(Math.random() * letters.length)];
  return word;
}

/** On /jobs: a job's Details, the terms accepted, Apply; resolves to the apply form. */
export async function openApplyForm(page: Page, company: string): Promise<Locator> {
  await page.locator('.job-card', { hasText: company }).getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('dialog');
  await details.getByLabel('I accept the terms and conditions').check();
  await details.getByRole('button', { name: 'Apply', exact: true }).click();
  const form = page.getByRole('dialog', { name: /^Apply for / });
  await form.waitFor();
  return form;
}

/**
 * The jobs list has settled: its heading, and cards or the empty state read
 * from Firestore, not the last-seen copy a repeat view draws first while it
 * reads again (`aria-busy` on the results until then).
 */
export async function waitForList(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Available Jobs' }).waitFor();
  await page.locator('.jobs-results:not([aria-busy="true"])').locator('.jobs-grid, .jobs-empty').first().waitFor();
}
