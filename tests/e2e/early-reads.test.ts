import type { Request, Response } from 'playwright-core';
import { describe, it } from 'vitest';
import { createUser, seedJob, unique } from '../support';
import { expect, loginAs, useBrowser, waitForList } from './harness';

/**
 * A signed-in /jobs reads its first page and the profile beside the shell, by Firestore's
 * REST API under the user's own token (web/vite.config.ts, lib/data/early-reads.ts): the
 * same query the SDK would send (without the search keys it never shows), the cards exactly
 * its answer, and no second read of either.
 */
describe('The first view of /jobs, read before the SDK is up', () => {
  const b = useBrowser();

  const structuredQuery = (request: Request) => (JSON.parse(request.postData() ?? '{}') as { structuredQuery?: unknown }).structuredQuery;
  const firestore = (url: string) => new URL(url).port === '8080';
  // By the path: the SDKs add the API key as a parameter, the early read does not.
  const isRunQuery = (request: Request) => /:runQuery$/.test(new URL(request.url()).pathname);
  // The list's first page: a query of 10 (the SDK writes the limit as { value: 10 }).
  const isFirstPage = (request: Request) => (normalized(structuredQuery(request)) as { limit?: number }).limit === 10;

  it("asks the SDK's own first-page query, draws exactly its answer without moving the page, and does not read the page again", async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    const requests: Request[] = [];
    const early: Promise<Response>[] = [];
    b.page.on('request', (request) => {
      if (!firestore(request.url())) return;
      requests.push(request);
      if (isRunQuery(request) && requests.filter(isRunQuery).length === 1) early.push(request.response().then((r) => r!));
    });
    // Layout shifts as the page fills in (the Layout Instability API, what CLS adds up).
    await b.page.addInitScript(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) w.shifts += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await loginAs(b.page, seeker, '/jobs');
    await waitForList(b.page);
    const answer = (await (await early[0]!).json()) as { document?: { name: string; fields: { hiddenByReports?: { booleanValue: boolean } } } }[];
    // A job hidden by reports (other tests report jobs) is left out, as from the SDK's answer.
    const answeredIds = answer.flatMap((r) =>
      r.document && r.document.fields.hiddenByReports?.booleanValue !== true ? [r.document.name.split('/').pop()!] : [],
    );
    const cardIds = await b.page
      .locator('.job-card .job-card__page-link')
      .evaluateAll((links) => links.map((a) => decodeURIComponent(a.getAttribute('href')!.split('/').pop()!)));
    expect(cardIds.length).toBeGreaterThan(0);
    expect(cardIds).toEqual(answeredIds);
    // Settled: the count (it loads Lite and Auth, which then confirm the user) and the marks' listener are in.
    await b.page.locator('.jobs-count__total').waitFor();
    await expect.poll(() => requests.some((r) => /\/Listen\/channel/.test(r.url()))).toBe(true);
    await b.page.waitForTimeout(1000);
    expect(await b.page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.1);
    const paths = requests.map((r) => `${r.method()} ${new URL(r.url()).pathname}`);
    // One query of the first page (the count and the hidden jobs are aggregations and their own query), one read of the profile.
    const pageQueries = requests.filter((r) => isRunQuery(r) && isFirstPage(r));
    expect(pageQueries, paths.join('\n')).toHaveLength(1);
    // The profile was read early, once, by its own GET.
    const earlyProfileReads = requests.filter((r) => r.method() === 'GET' && r.url().includes(`/users/${seeker.uid}`));
    expect(earlyProfileReads, paths.join('\n')).toHaveLength(1);

    // The same list with a parameter that is no filter: no early read, the SDK's own query, the same question.
    requests.length = 0;
    await b.page.goto('/jobs?from=test');
    await waitForList(b.page);
    const sdkQuery = requests.find((r) => isRunQuery(r) && isFirstPage(r));
    expect(sdkQuery, requests.map((r) => `${r.method()} ${new URL(r.url()).pathname}`).join('\n')).toBeDefined();
    // The early read asks the same question, for the fields a card shows: not the search keys (most of a job's bytes).
    const { select, ...earlyQuestion } = normalized(structuredQuery(pageQueries[0]!)) as { select?: { fields: { fieldPath: string }[] } };
    expect(normalized(structuredQuery(sdkQuery!))).toEqual(earlyQuestion);
    const fields = select?.fields.map((field) => field.fieldPath) ?? [];
    expect(fields).toContain('companyName');
    expect(fields).not.toContain('searchKeys');
  });

  it("a job's details URL reads the job early with the fields the details show, and draws the page once its code is in, never the route's spinner first", async () => {
    const [seeker, employer] = await Promise.all([createUser({ role: 'jobseeker' }), createUser({ role: 'employer' })]);
    const companyName = unique('Early Details Co');
    const jobId = await seedJob(employer.uid, { companyName, description: 'Read before the SDK is up.' });
    const jobReads: Request[] = [];
    b.page.on('request', (request) => {
      if (firestore(request.url()) && request.method() === 'GET' && new URL(request.url()).pathname.endsWith(`/jobs/${jobId}`)) jobReads.push(request);
    });
    // Everything drawn from the document's start: the page's code was in at the first render, so the
    // route never showed its loading spinner in the page's place (the list's own "Loading jobs" may show).
    await b.page.addInitScript(() => {
      const w = window as unknown as { spinners: number };
      w.spinners = 0;
      new MutationObserver(() => {
        if (document.querySelector('#root .guarded-page > .page-loading')) w.spinners += 1;
      }).observe(document, { childList: true, subtree: true });
    });
    await loginAs(b.page, seeker, `/jobs/${jobId}`);
    await b.page.locator('dialog[open] .job-details').getByText('Read before the SDK is up.').waitFor();
    expect(await b.page.locator('dialog[open]').textContent()).toContain(companyName);
    expect(await b.page.evaluate(() => (window as unknown as { spinners: number }).spinners)).toBe(0);
    // The early read of the job: only the listed fields, so no search keys come over the slow link.
    expect(jobReads.length).toBeGreaterThan(0);
    const early = jobReads[0]!;
    const asked = new URL(early.url()).searchParams.getAll('mask.fieldPaths');
    expect(asked).toContain('companyName');
    expect(asked).toContain('description');
    expect(asked).not.toContain('searchKeys');
    const answer = (await (await early.response())!.json()) as { fields: Record<string, unknown> };
    expect(Object.keys(answer.fields)).toContain('companyName');
    expect(Object.keys(answer.fields)).not.toContain('searchKeys');
  });
});

/** A structured query with a single filter either bare or in an AND of one (how SDK versions differ), and the limit as a number. */
function normalized(query: unknown): unknown {
  const q = structuredClone(query) as { where?: { compositeFilter?: { op: string; filters: unknown[] } }; limit?: number | { value: number } };
  if (q.where?.compositeFilter?.filters.length === 1) q.where = q.where.compositeFilter.filters[0] as typeof q.where;
  if (typeof q.limit === 'object') q.limit = q.limit.value;
  return q;
}
