import { createHash } from 'node:crypto';
import { describe, it } from 'vitest';
import { seedJob, createUser } from '../support';
import { cspViolations, expect, loginAs, useBrowser } from './harness';

const policyDirectives = (policy: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * The headers firebase.json gives every response, as the browser receives them from
 * hosting, and the Content-Security-Policy really in force: the harness fails any
 * test whose console shows a violation, so the site itself must cause none.
 */
describe('security headers', () => {
  const b = useBrowser();

  it('serves every page with the security headers', async () => {
    const response = await b.page.request.get('/jobs');
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
  });

  it('refuses a script and a style the site did not ship, and reports it', async () => {
    await b.page.goto('/about');
    const ran = await b.page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedScriptRan = true;';
      document.body.appendChild(script);
      const style = document.createElement('style');
      style.textContent = 'body { --injected-style: applied; }';
      document.head.appendChild(style);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return {
        script: (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan === true,
        style: getComputedStyle(document.body).getPropertyValue('--injected-style'),
      };
    });
    expect(ran).toEqual({ script: false, style: '' });
    const violations = cspViolations(b.consoleLines);
    expect(violations.some((line) => line.includes('script-src'))).toBe(true);
    expect(violations.some((line) => line.includes('style-src'))).toBe(true);
    b.consoleLines.length = 0; // this test's own violations are the point, not a defect
  });

  it("serves a public job page with the site's policy plus its inline stylesheet's hash, and the page is styled by it", async () => {
    const employer = await createUser({ role: 'employer' });
    const jobId = await seedJob(employer.uid, { jobRole: 'Turner', city: 'Latur' });
    const site = (await b.page.request.get('/jobs')).headers()['content-security-policy']!;
    const response = await b.page.goto(`/job/${jobId}`);
    const headers = await response!.headersArray();
    // One policy (hosting's rule leaves /job/** to the function), the same as the site's but for style-src.
    const policies = headers.filter((h) => h.name.toLowerCase() === 'content-security-policy').map((h) => h.value);
    expect(policies).toHaveLength(1);
    const css = /<style>([\s\S]*?)<\/style>/.exec(await response!.text())?.[1];
    expect(css?.length).toBeGreaterThan(1000);
    const hash = `'sha256-${createHash('sha256').update(css!).digest('base64')}'`;
    const expected = policyDirectives(site).map((d) => (d.startsWith('style-src ') ? `${d} ${hash}` : d));
    expect(policyDirectives(policies[0]!)).toEqual(expected);
    expect(headers.find((h) => h.name.toLowerCase() === 'x-frame-options')?.value).toBe('DENY');
    // The page needs no stylesheet request: the inline one styles it, and the harness saw no violation.
    await b.page.getByRole('heading', { level: 1, name: /Turner/ }).waitFor();
    expect(await b.page.locator('.public-job__card').evaluate((card) => getComputedStyle(card).borderTopLeftRadius)).not.toBe('0px');
    expect(await b.page.evaluate(() => document.querySelectorAll('link[rel="stylesheet"][href*="/assets/index-"]').length)).toBe(0);
  });

  it("runs the site's own inline scripts: the signed-in chunk preload is allowed by its hash", async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    await loginAs(b.page, seeker, '/jobs');
    await b.page.locator('.job-card').first().waitFor();
    // The data block lists what the script preloads; with the session's token still valid it skips the SDKs.
    type Lists = { preloads: string[]; catalogs: Record<string, string[]>; routes: { path: string; files: string[]; catalogs: Record<string, string[]> }[] };
    const { lists, added, early } = await b.page.evaluate(() => ({
      lists: JSON.parse(document.getElementById('signed-in-preloads')!.textContent!) as Lists,
      added: [...document.querySelectorAll('link[rel="modulepreload"], link[rel="preload"][as="style"]')].map((link) => link.getAttribute('href')),
      early: typeof (window as unknown as { __earlyReads?: unknown }).__earlyReads === 'object',
    }));
    const jobsRoute = lists.routes.find((route) => route.path === '/jobs')!;
    const expected = [...lists.preloads, ...lists.catalogs.en!, ...jobsRoute.files, ...jobsRoute.catalogs.en!];
    expect(lists.preloads.length).toBeGreaterThan(0);
    expect(jobsRoute.files.length).toBeGreaterThan(0);
    for (const href of expected) expect(added).toContain(href);
    // The same script started the early reads.
    expect(early).toBe(true);
  });
});
