// Public job pages in Chromium: a visitor opens a shared
// /job/{id} (the job is in the server's HTML, without the 3-second loading
// screen), presses Apply, signs up, comes back to the job and applies; share
// buttons; the closed page; the link from /jobs. Screenshots at 1280 and 360 px.
import { MESSAGES } from '@jobsearch/domain/messages';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import choicesHi from '../../domain/src/i18n/catalogs/choices/hi';
import choicesMr from '../../domain/src/i18n/catalogs/choices/mr';
import { describe, it } from 'vitest';
import { BASE_URL, seedJob, createUser, samplePdf, uniqueEmail, uniquePhone } from '../support';
import {
  DESKTOP_VIEWPORT,
  expect,
  expectToast,
  LANGUAGE_STORAGE_KEY,
  loginAs,
  otpFor,
  OUTPUT_DIR,
  PHONE_VIEWPORT,
  seriousA11yViolations,
  uniqueWord,
  useBrowser,
} from './harness';

const hi = (key: string) => (choicesHi as Record<string, string>)[key]!;
const mr = (key: string) => (choicesMr as Record<string, string>)[key]!;

async function expectPath(page: Page, path: string) {
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search, { timeout: 15_000 }).toBe(path);
}

describe('a shared job page, opened by a visitor (1280 px)', () => {
  const b = useBrowser();

  it('shows the job from the server at once, with no loading screen; Apply leads to sign-up and back; the seeker applies there', async () => {
    const employer = await createUser({ role: 'employer' });
    const company = `Sahyadri ${uniqueWord()}`;
    const jobId = await seedJob(employer.uid, { companyName: company, jobRole: 'Machine Operator', city: 'Satara', mobileNumber: '9812345670' });

    // Without JavaScript the job is there: the HTML itself carries it.
    const noScript = await b.newContext({ javaScriptEnabled: false, baseURL: BASE_URL });
    const bare = await noScript.newPage();
    const response = await bare.goto(`/job/${jobId}`);
    expect(response?.status()).toBe(200);
    await bare.getByRole('heading', { level: 1, name: /Machine Operator/ }).waitFor();
    expect(await bare.getByText(company).first().isVisible()).toBe(true);
    await noScript.close();

    // A fresh browser session (the first load, when other pages show the 3-second screen): no screen here.
    await b.page.goto(`/job/${jobId}`, { waitUntil: 'commit' });
    await b.page.getByRole('heading', { level: 1, name: /Machine Operator/ }).waitFor({ timeout: 5_000 });
    expect(await b.page.locator('#loading-screen').count()).toBe(0);
    expect(await b.page.title()).toBe(`Machine Operator at ${company}, Satara · JobSearch India`);
    // The app takes over and keeps the job's own title; the visitor sees no contact number.
    await b.page.getByRole('group', { name: 'Share this job' }).waitFor();
    expect(await b.page.title()).toBe(`Machine Operator at ${company}, Satara · JobSearch India`);
    await expect.poll(() => b.page.locator('main').innerText()).toContain('Log in to see the number');
    expect(await b.page.content()).not.toContain('9812345670');
    expect(await seriousA11yViolations(b.page)).toEqual([]);

    // Apply: to /login, coming back here.
    await b.page.getByRole('link', { name: 'Apply', exact: true }).click();
    // A visitor's Apply opens the sign-up form (most have no account yet), coming back to the job with Apply open.
    await expectPath(b.page, `/login?next=${encodeURIComponent(`/job/${jobId}?apply=1`)}&signup=1`);
    const phone = uniquePhone();
    const email = uniqueEmail('public-job');
    // A job's Apply is a job seeker's: the role is already chosen.
    expect(await b.page.getByRole('button', { name: /I want a Job/ }).getAttribute('aria-pressed')).toBe('true');
    await b.page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await b.page.getByLabel('Full Name').fill('Sunita Pawar');
    await b.page.locator('#signup-phone').fill(phone.replace(/^\+91/, ''));
    await b.page.getByRole('button', { name: 'Send OTP' }).click();
    await expectToast(b.page, MESSAGES.otpSent);
    await b.page.getByLabel('OTP').fill(await otpFor(phone));
    await b.page.getByRole('button', { name: 'Verify OTP' }).click();
    await expectToast(b.page, MESSAGES.otpVerified);
    await b.page.getByLabel('Email').fill(email);
    await b.page.getByLabel('Password', { exact: true }).fill('Seek@2025');
    await b.page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expectToast(b.page, MESSAGES.registrationSucceeded);
    // Sign-up returns to the login form (the spec's flow), role and email kept; logging in comes back to the job.
    expect(await b.page.getByLabel('Email').inputValue()).toBe(email);
    await b.page.getByLabel('Password', { exact: true }).fill('Seek@2025');
    await b.page.getByRole('button', { name: 'Login', exact: true }).click();
    // Back on the job with its Apply opened (the details dialog, terms first); closed for now.
    await b.page.getByRole('dialog').getByLabel('I accept the terms and conditions').waitFor();
    await expectPath(b.page, `/job/${jobId}`);
    await b.page.keyboard.press('Escape');
    await b.page.getByRole('dialog').waitFor({ state: 'detached' });

    // Signed in (a seeker with a proved phone): Show number reveals the contact number, and Apply as on /jobs (terms, then the apply form).
    await b.page.getByRole('button', { name: 'Show number' }).click();
    await b.page.getByTestId('phone-link').waitFor();
    expect(await b.page.getByTestId('phone-link').innerText()).toBe('+91 98123 45670');
    await b.page.getByRole('button', { name: 'Apply', exact: true }).click();
    const details = b.page.getByRole('dialog');
    await details.getByLabel('I accept the terms and conditions').check();
    await details.getByRole('button', { name: 'Apply', exact: true }).click();
    const form = b.page.getByRole('dialog', { name: /^Apply for / });
    await form.getByLabel('Resume', { exact: true }).setInputFiles({ name: 'sunita.pdf', mimeType: 'application/pdf', buffer: samplePdf('Sunita Pawar') });
    // The first upload of a fresh emulator start also starts the Storage rules runtime: allow it a minute.
    await form.getByText('sunita.pdf uploaded').waitFor({ timeout: 60_000 });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expectToast(b.page, MESSAGES.applySucceeded);
    await b.page.locator('.public-job__actions .job-badge--applied').waitFor();
  }, 150_000);

  it('a closed job answers 410 with similar open jobs; an unknown one 404', async () => {
    const employer = await createUser({ role: 'employer' });
    const word = uniqueWord();
    const open = await seedJob(employer.uid, { companyName: `Open ${word}`, city: 'Jalna', jobType: 'Office Job' });
    const closed = await seedJob(employer.uid, { companyName: `Closed ${word}`, city: 'Jalna', jobType: 'Office Job', status: 'Inactive' });
    const response = await b.page.goto(`/job/${closed}`);
    expect(response?.status()).toBe(410);
    await b.page.getByRole('heading', { level: 1, name: 'This job is closed' }).waitFor();
    await b.page.getByRole('link', { name: new RegExp(`Open ${word}`) }).waitFor();
    expect(await b.page.locator('#loading-screen').count()).toBe(0);
    await b.page.getByRole('link', { name: new RegExp(`Open ${word}`) }).click();
    await expectPath(b.page, `/job/${open}`);
    await b.page.getByRole('heading', { level: 1, name: /Electrician/ }).waitFor();
    const unknown = await b.page.goto('/job/NoSuchJob123');
    expect(unknown?.status()).toBe(404);
    await b.page.getByRole('heading', { level: 1, name: 'Job not found' }).waitFor();
  });

  it('similar open jobs are those of the same role first, then of the same district; never one alike in nothing', async () => {
    const employer = await createUser({ role: 'employer' });
    const word = uniqueWord();
    const role = `Kite maker ${word}`;
    const noTrade = { degree: '12th', trade: '' } as const;
    const closed = await seedJob(employer.uid, { companyName: `Gone ${word}`, jobRole: role, city: 'Gondia', status: 'Inactive', ...noTrade });
    await seedJob(employer.uid, { companyName: `Same role ${word}`, jobRole: role, city: 'Washim', ...noTrade });
    await seedJob(employer.uid, { companyName: `Same district ${word}`, jobRole: 'Lecturer', city: 'Gondia', ...noTrade });
    await seedJob(employer.uid, { companyName: `Neither ${word}`, jobRole: 'Lecturer', city: 'Washim', ...noTrade });
    await b.page.goto(`/job/${closed}`);
    const links = b.page.locator('.public-job__similar-item a');
    await links.first().waitFor();
    const names = (await links.allInnerTexts()).filter((text) => text.includes(word));
    expect(names).toEqual([`${role} at Same role ${word}, Washim`, `Lecturer at Same district ${word}, Gondia`]);
  });

  it('robots.txt allows the job pages and names the sitemap', async () => {
    const response = await fetch(`${BASE_URL}/robots.txt`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^Allow: \/job\/$/m);
    expect(text).toMatch(/^Sitemap: http:\/\/localhost:5000\/sitemap\.xml$/m);
  });
});

describe('sharing and the link from /jobs', () => {
  const b = useBrowser({ viewport: PHONE_VIEWPORT });

  it('a job page at 360 px: WhatsApp link with role, company and URL; Copy link copies with a toast; no Web Share button without navigator.share', async () => {
    const employer = await createUser({ role: 'employer' });
    const company = `Godavari ${uniqueWord()}`;
    const jobId = await seedJob(employer.uid, { companyName: company, jobRole: 'Accountant', city: 'Nanded', jobType: 'Office Job' });
    await b.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    await b.page.goto(`/job/${jobId}`);
    const share = b.page.getByRole('group', { name: 'Share this job' });
    await share.waitFor();
    const href = await share.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href');
    expect(href).toBe(`https://wa.me/?text=${encodeURIComponent(`Accountant at ${company}, Nanded ${BASE_URL}/job/${jobId}`)}`);
    await share.getByRole('button', { name: 'Copy link' }).click();
    await expectToast(b.page, 'Link copied.');
    expect(await b.page.evaluate(() => navigator.clipboard.readText())).toBe(`${BASE_URL}/job/${jobId}`);
    const hasShare = await b.page.evaluate(() => typeof navigator.share === 'function');
    expect(await share.getByRole('button', { name: 'More options' }).count()).toBe(hasShare ? 1 : 0);
    expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await seriousA11yViolations(b.page)).toEqual([]);
  });

  it("in Marathi and Hindi, the app redraws the server's English page in the chosen language, title included", async () => {
    const employer = await createUser({ role: 'employer' });
    const company = `Pawar ${uniqueWord()}`;
    const jobId = await seedJob(employer.uid, { companyName: company, jobRole: 'Welder', city: 'Beed' });
    await b.page.goto('/favicon.svg');
    await b.page.evaluate((key) => localStorage.setItem(key, 'mr'), LANGUAGE_STORAGE_KEY);
    await b.page.goto(`/job/${jobId}`);
    await b.page.getByRole('group', { name: 'ही नोकरी शेअर करा' }).waitFor();
    expect(await b.page.getByRole('link', { name: 'अर्ज करा', exact: true }).count()).toBe(1);
    expect(await b.page.locator('html').getAttribute('lang')).toBe('mr-IN');
    expect(await b.page.title()).toBe(`${company} येथे ${mr('jobRole:Welder')}, ${mr('city:Beed')} · JobSearch India`);
    await b.page.getByRole('heading', { level: 1, name: `${mr('jobRole:Welder')} · ${mr('city:Beed')}` }).waitFor();
    await b.page.evaluate((key) => localStorage.setItem(key, 'hi'), LANGUAGE_STORAGE_KEY);
    await b.page.reload();
    await b.page.getByRole('heading', { level: 2, name: 'मिलती-जुलती खुली नौकरियाँ' }).waitFor();
    expect(await b.page.title()).toBe(`${company} में ${hi('jobRole:Welder')}, ${hi('city:Beed')} · JobSearch India`);
    // Stored choices show by their label in the chosen language; the job's own text stays as written.
    await b.page.getByText('दिन की शिफ़्ट', { exact: true }).waitFor();
    expect(await seriousA11yViolations(b.page)).toEqual([]);
  });

  it('a Marathi phone gets the page, its title, og:title and description in Marathi, with hreflang alternates and a picture; in three languages at 360 and 1280 px', async () => {
    const employer = await createUser({ role: 'employer' });
    const company = `Jadhav ${uniqueWord()}`;
    const jobId = await seedJob(employer.uid, {
      companyName: company,
      jobRole: 'Delivery Boy',
      city: 'Pune',
      degree: '12th',
      trade: '',
      salary: '15000 - 20000',
    });
    const marathiPhone = await b.newContext({ locale: 'mr-IN', baseURL: BASE_URL, javaScriptEnabled: false });
    const bare = await marathiPhone.newPage();
    await bare.goto(`/job/${jobId}`);
    const headline = `${company} येथे ${mr('jobRole:Delivery Boy')}, ${mr('city:Pune')}`;
    expect(await bare.title()).toBe(`${headline} · JobSearch India`);
    const meta = (selector: string) => bare.locator(selector).getAttribute('content');
    expect(await meta('meta[property="og:title"]')).toBe(headline);
    expect(await meta('meta[name="description"]')).toMatch(new RegExp(`^${headline}, महाराष्ट्र\\. पगार दरमहा ₹15,000 - ₹20,000\\.`));
    // Pages name the site from SITE_URL (the emulators': localhost), never from the request.
    const site = 'http://localhost:5000';
    const alternates = await bare
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
    expect(alternates).toEqual([
      ['en-IN', `${site}/job/${jobId}?lang=en`],
      ['hi-IN', `${site}/job/${jobId}?lang=hi`],
      ['mr-IN', `${site}/job/${jobId}?lang=mr`],
      ['x-default', `${site}/job/${jobId}`],
    ]);
    const image = (await meta('meta[property="og:image"]'))!;
    expect(image).toBe(`${site}/og-image.png`);
    const picture = await fetch(`${BASE_URL}/og-image.png`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    // The hreflang link of another language gives that language, whatever the phone's.
    await bare.goto(`/job/${jobId}?lang=hi`);
    expect(await bare.title()).toBe(`${company} में ${hi('jobRole:Delivery Boy')}, ${hi('city:Pune')} · JobSearch India`);
    await marathiPhone.close();

    for (const language of ['en', 'hi', 'mr'] as const) {
      await b.page.goto('/favicon.svg');
      await b.page.evaluate(([key, code]) => localStorage.setItem(key, code), [LANGUAGE_STORAGE_KEY, language] as const);
      for (const [size, viewport] of [
        ['360', PHONE_VIEWPORT],
        ['1280', DESKTOP_VIEWPORT],
      ] as const) {
        await b.page.setViewportSize(viewport);
        await b.page.goto(`/job/${jobId}`);
        await b.page.locator('.public-job__similar').waitFor();
        await expect.poll(() => b.page.locator('html').getAttribute('lang')).toBe({ en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN' }[language]);
        await b.page.screenshot({ path: join(OUTPUT_DIR, `public-job-${language}-${size}.png`), fullPage: true });
      }
    }
    await b.page.setViewportSize(PHONE_VIEWPORT);
    expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it("a seeker's card and details link to the job's page, and the details share it", async () => {
    const employer = await createUser({ role: 'employer' });
    const seeker = await createUser({ role: 'jobseeker' });
    const company = `Krishna ${uniqueWord()}`;
    const jobId = await seedJob(employer.uid, { companyName: company, jobRole: 'Plumber', city: 'Sangli' });
    await loginAs(b.page, seeker, '/jobs');
    const card = b.page.locator('.job-card', { hasText: company });
    await card.waitFor();
    await card.getByRole('button', { name: 'Details' }).click();
    const details = b.page.getByRole('dialog');
    await details.getByRole('group', { name: 'Share this job' }).waitFor();
    await details.getByRole('link', { name: 'Job page', exact: true }).waitFor();
    await b.page.keyboard.press('Escape');
    await expectPath(b.page, '/jobs');
    await card.getByRole('link', { name: `Job page: Plumber at ${company}` }).click();
    await expectPath(b.page, `/job/${jobId}`);
    await b.page.getByRole('heading', { level: 1, name: /Plumber/ }).waitFor();
    await b.page.getByRole('button', { name: 'Apply', exact: true }).waitFor();
  });
});
