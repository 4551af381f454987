/**
 * The admin dashboard: the guard, each tab with its filters, search and paging,
 * deletes after confirmation, the committed demo data, and logout.
 */
import { english } from '@jobsearch/domain/i18n/english';
import { MESSAGES } from '@jobsearch/domain/messages';
import { todayInIndia } from '@jobsearch/domain/helpers';
import { OVERVIEW_DAILY, OVERVIEW_DAYS, OVERVIEW_TOTALS } from '@jobsearch/domain/overview';
import { formatDate } from '../../web/src/lib/util/dates';
import { readFileSync } from 'node:fs';
import { describe, it } from 'vitest';
import { adminDb, BASE_URL, seedJob, createUser, FieldValue, seedApplication, storeResume } from '../support';
import {
  authAccountExists,
  expect,
  expectToast,
  loginAs,
  openAsVisitor,
  seriousA11yViolations,
  useBrowser,
  OUTPUT_DIR,
  PHONE_VIEWPORT,
  uniqueWord,
  screenshotsAtBothWidths,
  TRIGGER_WAIT_MS,
} from './harness';
import { join } from 'node:path';

/** A random unused past date, so a date filter shows only this test's jobs. */
function uniquePastDate(): string {
  const year = 1990 + Math.floor(Math.random() * 20);
  const month = String(1 + Math.floor(Math.random() * 12)).padStart(2, '0');
  const day = String(1 + Math.floor(Math.random() * 28)).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

describe('admin dashboard', () => {
  const b = useBrowser();

  it('sends visitors and non-admins to /admin-login', async () => {
    await openAsVisitor(b.page, '/admin');
    await b.page.waitForURL('**/admin-login');
    const employer = await createUser({ role: 'employer' });
    await loginAs(b.page, employer, '/admin');
    await b.page.waitForURL('**/admin-login');
  });

  it('lists each tab, filters jobs by status and date, pages, deletes after confirmation, and logs out', async () => {
    const page = b.page;
    const admin = await createUser({ role: 'admin' });
    const seeker = await createUser({ role: 'jobseeker', name: 'Tab Seeker' });
    const employer = await createUser({ role: 'employer', name: 'Tab Employer' });
    const date = uniquePastDate();
    const activeId = await seedJob(employer.uid, { companyName: 'Admin Active Co', jobRole: 'Plumber' });
    const inactiveId = await seedJob(employer.uid, { companyName: 'Admin Inactive Co', jobRole: 'Painter', status: 'Inactive' });
    await adminDb().doc(`jobs/${activeId}`).update({ date });
    await adminDb().doc(`jobs/${inactiveId}`).update({ date });
    const applicationId = await seedApplication({
      jobId: activeId,
      employerId: employer.uid,
      jobTitle: 'Plumber',
      companyName: 'Admin Active Co',
      seeker,
      resume: `${BASE_URL}/favicon.svg`,
    });

    await loginAs(page, admin, '/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    const tab = (name: string) => page.getByRole('tab', { name, exact: true });
    const panel = (name: string) => page.getByRole('tabpanel', { name, exact: true });
    const rowOf = (id: string) => page.locator(`tr[data-row-key="${id}"]`);

    // It opens on the Overview; Users (job seekers) and Employers are newest first, with their role and when they joined.
    expect(await tab('Overview').getAttribute('aria-selected')).toBe('true');
    await tab('Users').click();
    await rowOf(seeker.uid).waitFor();
    for (const header of ['ID', 'Name', 'Email', 'Phone Number', 'Role', 'Joined'])
      await panel('Users').getByRole('columnheader', { name: header, exact: true }).waitFor();
    expect(await rowOf(seeker.uid).textContent()).toContain('Tab Seeker');
    expect(await rowOf(seeker.uid).textContent()).toContain(english('admin.role:jobseeker'));
    expect(await rowOf(seeker.uid).textContent()).toContain(formatDate(new Date()));
    expect(await panel('Users').locator(`tr[data-row-key="${employer.uid}"]`).count()).toBe(0);

    // Tabs by keyboard.
    await tab('Users').focus();
    await page.keyboard.press('ArrowRight');
    expect(await tab('Employers').getAttribute('aria-selected')).toBe('true');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Employers');
    await panel('Employers').locator(`tr[data-row-key="${employer.uid}"]`).waitFor();
    for (const header of ['ID', 'Name', 'Email', 'Mobile Number', 'Role', 'Joined'])
      await panel('Employers').getByRole('columnheader', { name: header, exact: true }).waitFor();
    // The widest people table fits 1280 px: no sideways scroll.
    expect(
      await panel('Employers')
        .locator('.table-wrap')
        .evaluate((wrap) => wrap.scrollWidth <= wrap.clientWidth),
    ).toBe(true);
    await page.screenshot({ path: join(OUTPUT_DIR, 'admin-employers-1280.png') });

    // Applications.
    await tab('Applications').click();
    await rowOf(applicationId).waitFor();
    for (const header of ['ID', 'Applicant Name', 'Applicant Email', 'Applicant Mobile Number', 'Status']) {
      await panel('Applications').getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    expect(await rowOf(applicationId).textContent()).toContain(seeker.email);
    expect(await rowOf(applicationId).getByTestId('applicant-status').textContent()).toBe('Applied');

    // Jobs: status buttons and the date picker.
    await tab('Jobs').click();
    const jobs = panel('Jobs');
    await rowOf(activeId).waitFor();
    for (const header of ['ID', 'Job Role', 'Company Name', 'Status', 'Date']) await jobs.getByRole('columnheader', { name: header, exact: true }).waitFor();
    await jobs.getByLabel('Job date').fill(date);
    await rowOf(inactiveId).waitFor();
    expect(await jobs.locator('tbody tr').count()).toBe(2);
    // The tab's total follows its filters.
    await jobs
      .getByTestId('admin-total-jobs')
      .getByText(english('admin.jobsTotal', { count: 2 }))
      .waitFor();
    await page.screenshot({ path: join(OUTPUT_DIR, 'admin-jobs-total-1280.png') });
    // The one date helper writes it as people read it: '13 Jun 2007'.
    expect(await rowOf(activeId).textContent()).toContain(formatDate(date));
    await jobs.getByRole('button', { name: 'Inactive', exact: true }).click();
    await rowOf(activeId).waitFor({ state: 'detached' });
    await rowOf(inactiveId).waitFor();
    await jobs
      .getByTestId('admin-total-jobs')
      .getByText(english('admin.jobsTotal', { count: 1 }))
      .waitFor();
    await jobs.getByRole('button', { name: 'Active', exact: true }).click();
    await rowOf(inactiveId).waitFor({ state: 'detached' });
    await rowOf(activeId).waitFor();
    await jobs.getByRole('button', { name: 'All', exact: true }).click();
    await rowOf(inactiveId).waitFor();
    expect(await jobs.locator('tbody tr').count()).toBe(2);
    // Clearing the date restores the whole list.
    await jobs.getByRole('button', { name: 'Clear date' }).click();
    await page.waitForFunction(() => document.querySelectorAll('#admin-panel-jobs tbody tr').length > 2);

    // Delete: Cancel keeps the row; Delete removes it and the record.
    await jobs.getByLabel('Job date').fill(date);
    await rowOf(inactiveId).waitFor();
    await rowOf(inactiveId)
      .getByRole('button', { name: /^Delete job/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(english('admin.confirmDelete:jobs')).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await rowOf(inactiveId)
      .getByRole('button', { name: /^Delete job/ })
      .click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, english('admin.deleted:jobs'));
    await rowOf(inactiveId).waitFor({ state: 'detached' });
    expect((await adminDb().doc(`jobs/${inactiveId}`).get()).exists).toBe(false);

    // Deleting an application.
    await tab('Applications').click();
    await rowOf(applicationId)
      .getByRole('button', { name: /^Delete application/ })
      .click();
    await dialog.getByText(english('admin.confirmDelete:applications')).waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await rowOf(applicationId).waitFor({ state: 'detached' });
    expect((await adminDb().doc(`applications/${applicationId}`).get()).exists).toBe(false);

    // Deleting a user removes the account's profile and its Auth account.
    await tab('Users').click();
    expect(await authAccountExists(seeker.uid)).toBe(true);
    await rowOf(seeker.uid).getByRole('button', { name: 'Delete user Tab Seeker' }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    // A person's delete is the heaviest API call (some thirty queries), and queues behind the other files' triggers.
    await expectToast(page, english('admin.deleted:users'), TRIGGER_WAIT_MS);
    await rowOf(seeker.uid).waitFor({ state: 'detached' });
    expect((await adminDb().doc(`users/${seeker.uid}`).get()).exists).toBe(false);
    expect(await authAccountExists(seeker.uid)).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Deleting an employer removes their profile, Auth account and jobs.
    await tab('Employers').click();
    expect(await authAccountExists(employer.uid)).toBe(true);
    await rowOf(employer.uid).getByRole('button', { name: 'Delete employer Tab Employer' }).click();
    await dialog.getByText(english('admin.confirmDelete:employers')).waitFor();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, english('admin.deleted:employers'), TRIGGER_WAIT_MS);
    await rowOf(employer.uid).waitFor({ state: 'detached' });
    expect((await adminDb().doc(`users/${employer.uid}`).get()).exists).toBe(false);
    expect(await authAccountExists(employer.uid)).toBe(false);
    expect((await adminDb().doc(`jobs/${activeId}`).get()).exists).toBe(false);

    // Logout returns to /admin-login, and /admin stays closed.
    await page.locator('#main').getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/admin-login');
    await page.goto('/admin');
    await page.waitForURL('**/admin-login');
  });

  it('opens on the Overview: the totals, the last 30 days as charts and as a table, and the pipeline funnel', async () => {
    const page = b.page;
    const [admin, employer, seeker] = await Promise.all([createUser({ role: 'admin' }), createUser({ role: 'employer' }), createUser({ role: 'jobseeker' })]);
    const jobId = await seedJob(employer.uid);
    await seedApplication({ jobId, employerId: employer.uid, seeker, status: 'Hired' });

    await loginAs(page, admin, '/admin');
    const overview = page.getByRole('tabpanel', { name: 'Overview', exact: true });
    const totals = overview.getByTestId('overview-totals');
    await totals.waitFor();
    for (const key of OVERVIEW_TOTALS) await totals.getByText(english(`admin.total:${key}`), { exact: true }).waitFor();
    // Four small charts, drawn for the eye; their numbers are the table's, newest day first.
    expect(await overview.locator('[data-testid^="overview-chart-"] svg').count()).toBe(4);
    const table = overview.getByRole('table', { name: english('admin.dailyTable', { days: OVERVIEW_DAYS }) });
    expect(await table.locator('tbody tr').count()).toBe(OVERVIEW_DAYS);
    for (const key of OVERVIEW_DAILY) await table.getByRole('columnheader', { name: english(`admin.daily:${key}`), exact: true }).waitFor();
    const today = table.locator('tbody tr').first();
    expect(await today.locator('th').textContent()).toBe(formatDate(todayInIndia()));
    // Today's hire is counted (the trigger may take a moment: Refresh reads again).
    /** The first number a cell shows ("1,234 (50%)" is 1234). */
    const number = async (cell: ReturnType<typeof today.locator>) => Number((await cell.textContent())?.match(/[\d,]+/)?.[0].replace(/,/g, ''));
    await expect
      .poll(
        async () => {
          await overview.getByRole('button', { name: english('admin.overviewRefresh') }).click();
          await table.waitFor();
          return (await number(today.locator('td').nth(OVERVIEW_DAILY.indexOf('hires')))) >= 1;
        },
        { timeout: TRIGGER_WAIT_MS, interval: 1000 },
      )
      .toBe(true);
    // The funnel, Applied to Hired, each step with its applications.
    const steps = overview.getByTestId('overview-funnel').locator('li');
    expect(await steps.allInnerTexts()).toHaveLength(6);
    expect(await steps.first().innerText()).toContain('Applied');
    expect(await number(steps.last().locator('.overview__funnel-count'))).toBeGreaterThanOrEqual(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshotsAtBothWidths(page, 'everyone-admin-overview');
  });

  it('lists the committed demo accounts, jobs and applications; the README demo admin logs in', async () => {
    const page = b.page;
    // The demo logins of README.md and the accounts committed in emulator-data/.
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const [, adminEmail, adminPassword] = readme.match(/^\|\s*admin[^|]*\|\s*(\S+@\S+)\s*\|\s*(\S+)\s*\|/m) ?? [];
    type SeedAccount = { localId: string; email: string; displayName: string; customAttributes?: string };
    const seed = (JSON.parse(readFileSync(new URL('../../emulator-data/auth_export/accounts.json', import.meta.url), 'utf8')) as { users: SeedAccount[] })
      .users;
    const seedAdmin = seed.find((u) => u.customAttributes && JSON.parse(u.customAttributes).admin === true);
    const employers = seed.filter((u) => u.localId.startsWith('demo-employer-'));
    const seekers = seed.filter((u) => u.localId.startsWith('demo-seeker-'));
    expect(seedAdmin?.email).toBe(adminEmail);
    expect(employers.length).toBeGreaterThanOrEqual(3);
    expect(seekers.length).toBeGreaterThanOrEqual(5);

    await openAsVisitor(page, '/admin-login');
    await page.getByLabel('Email').fill(adminEmail!);
    await page.getByLabel('Password', { exact: true }).fill(adminPassword!);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();

    /** Every row of a tab, page by page: row key -> row text. */
    const allRows = async (name: string) => {
      await page.getByRole('tab', { name, exact: true }).click();
      const panel = page.getByRole('tabpanel', { name, exact: true });
      const firstKey = () => panel.locator('tbody tr').evaluateAll((rows) => rows[0]?.getAttribute('data-row-key') ?? null);
      const rows = new Map<string, string>();
      for (;;) {
        await panel.locator('tbody tr').first().waitFor();
        const first = await firstKey();
        const seen = await panel
          .locator('tbody tr')
          .evaluateAll((trs) => trs.map((tr) => [tr.getAttribute('data-row-key') ?? '', tr.textContent ?? ''] as const));
        for (const [key, text] of seen) rows.set(key, text);
        const next = panel.getByRole('button', { name: 'Next', exact: true });
        if (!(await next.count()) || (await next.isDisabled())) return rows;
        await next.click();
        await expect
          .poll(
            async () => {
              const key = await firstKey();
              return key !== null && key !== first;
            },
            { timeout: 15_000 },
          )
          .toBe(true);
      }
    };

    /** Each item has a row (by its id) showing every one of its texts; the `absent` ids have none. */
    const expectRows = (rows: Map<string, string>, items: { id: string; texts: string[] }[], absent: string[] = []) => {
      for (const { id, texts } of items) for (const text of texts) expect(rows.get(id), id).toContain(text);
      for (const id of absent) expect(rows.has(id), id).toBe(false);
    };
    const accountRow = (account: SeedAccount) => ({ id: account.localId, texts: [account.displayName, account.email] });
    const ids = (accounts: SeedAccount[]) => accounts.map((account) => account.localId);

    expectRows(await allRows('Users'), seekers.map(accountRow), ids([...employers, seedAdmin!]));
    expectRows(await allRows('Employers'), employers.map(accountRow), ids([...seekers, seedAdmin!]));

    // The demo employers' jobs and the demo seekers' applications, every one of them.
    const seedJobs = await adminDb().collection('jobs').where('employerId', 'in', ids(employers)).get();
    expect(seedJobs.size).toBeGreaterThanOrEqual(60);
    expectRows(
      await allRows('Jobs'),
      seedJobs.docs.map((job) => ({ id: job.id, texts: [job.get('companyName'), job.get('status')] })),
    );
    const seedApplications = await adminDb().collection('applications').where('applicantId', 'in', ids(seekers)).get();
    expect(seedApplications.size).toBeGreaterThan(0);
    expectRows(
      await allRows('Applications'),
      seedApplications.docs.map((application) => ({ id: application.id, texts: [application.get('applicantName'), application.get('email')] })),
    );
  });

  it('pages a long list 50 rows at a time', async () => {
    const page = b.page;
    const admin = await createUser({ role: 'admin' });
    const employer = await createUser({ role: 'employer' });
    const date = uniquePastDate();
    const { jobInputSchema, newJobFields } = await import('@jobsearch/domain');
    const input = jobInputSchema.parse({
      companyName: 'Paging Co',
      jobShift: 'Day Shift',
      jobType: 'Field Job',
      salary: '10000',
      state: 'Maharashtra',
      city: 'Pune',
      location: 'Camp',
      experience: 'Any Years',
    });
    const batch = adminDb().batch();
    for (let i = 0; i < 55; i++) {
      batch.set(adminDb().collection('jobs').doc(), {
        ...newJobFields({ ...input, jobRole: `Role ${String(i).padStart(2, '0')}` }, employer.uid),
        date,
        createdAt: new Date(Date.UTC(2020, 0, 1, 0, i)),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    await batch.commit();

    await loginAs(page, admin, '/admin');
    await page.getByRole('tab', { name: 'Jobs' }).click();
    const jobs = page.getByRole('tabpanel', { name: 'Jobs' });
    await jobs.getByLabel('Job date').fill(date);
    await jobs.getByText('Role 54').waitFor();
    expect(await jobs.locator('tbody tr').count()).toBe(50);
    await jobs.getByText('Page 1').waitFor();
    await jobs.getByRole('button', { name: 'Next' }).click();
    await jobs.getByText('Page 2').waitFor();
    await jobs.getByText('Role 00').waitFor();
    expect(await jobs.locator('tbody tr').count()).toBe(5);
    expect(await jobs.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await jobs.getByRole('button', { name: 'Prev' }).click();
    await jobs.getByText('Role 54').waitFor();
    expect(await jobs.locator('tbody tr').count()).toBe(50);
    expect(await jobs.getByRole('button', { name: 'Prev' }).isDisabled()).toBe(true);
  });
});

describe('admin dashboard at 360 px', () => {
  const b = useBrowser({ viewport: PHONE_VIEWPORT });

  it('at 360 px each tab searches all its records (not only the loaded page), debounced, with "no matches"', async () => {
    const word = uniqueWord();
    const admin = await createUser({ role: 'admin' });
    const name = `Priya ${word}`;
    const seeker = await createUser({ role: 'jobseeker', name });
    const employer = await createUser({ role: 'employer', name: `Boss ${word}` });
    // An old job sorts after the seed's 72 jobs: beyond the first page of 50.
    const oldJob = await seedJob(employer.uid, {
      companyName: `${word} Old Works`,
      jobRole: 'Welder',
      trade: 'Welder',
      createdAt: new Date('2020-01-02T10:00:00Z'),
    });

    await loginAs(b.page, admin, '/admin');
    await b.page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    const rowOf = (id: string) => b.page.locator(`tr[data-row-key="${id}"]`);
    const tab = (label: string) => b.page.getByRole('tab', { name: label, exact: true });

    // Users: by a part of the name, by phone digits typed with spaces, by email; then no matches.
    await tab('Users').click();
    const users = b.page.getByLabel(english('admin.searchLabel:users'));
    /** The panel's rows, by key, once the (debounced) search has run. */
    const keysIn = (panel: string) => b.page.locator(`#admin-panel-${panel} tbody tr`).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-key')));
    await users.fill(word.slice(0, 6).toUpperCase());
    await expect.poll(() => keysIn('users')).toEqual([seeker.uid]);
    await screenshotsAtBothWidths(b.page, 'everyone-admin-search-users');
    await b.page.setViewportSize(PHONE_VIEWPORT);
    const digits = seeker.phoneNumber.slice(3);
    await users.fill(`${digits.slice(0, 5)} ${digits.slice(5)}`);
    await expect.poll(() => keysIn('users')).toEqual([seeker.uid]);
    await users.fill(seeker.email);
    await expect.poll(() => keysIn('users')).toEqual([seeker.uid]);
    await users.fill(`${word}zz`);
    await b.page.getByText(english('admin.searchNoMatches', { query: `${word}zz` })).waitFor();
    expect(await seriousA11yViolations(b.page)).toEqual([]);
    await users.fill('');
    await b.page.locator('#admin-panel-users tbody tr').first().waitFor();

    // Employers.
    await tab('Employers').click();
    await b.page.getByLabel(english('admin.searchLabel:employers')).fill(`boss ${word}`);
    await expect.poll(() => keysIn('employers')).toEqual([employer.uid]);

    // Jobs: the old job is not on the first page, and the search still finds it.
    await tab('Jobs').click();
    await b.page.locator('#admin-panel-jobs tbody tr').first().waitFor();
    expect(await rowOf(oldJob).count()).toBe(0);
    await b.page.getByLabel(english('admin.searchLabel:jobs')).fill(`${word} old`);
    // Found by the words the jobs trigger derives from its text: allow for a busy trigger queue.
    await expect.poll(() => keysIn('jobs'), { timeout: TRIGGER_WAIT_MS }).toEqual([oldJob]);
    await b.page
      .locator('#admin-panel-jobs')
      .getByText(english('admin.searchCount', { shown: 1, total: 1 }))
      .waitFor();
  });

  it('the Applications tab shows job, company, date and a resume link; deletes name the record; one Logout', async () => {
    const word = uniqueWord();
    const admin = await createUser({ role: 'admin' });
    const seeker = await createUser({ role: 'jobseeker', name: `Priya ${word}` });
    const employer = await createUser({ role: 'employer' });
    const company = `Acme ${word}`;
    const jobId = await seedJob(employer.uid, { companyName: company, jobRole: 'Welder', trade: 'Welder' });
    const resumePath = `resumes/${seeker.uid}/${jobId}/resume.pdf`;
    const resume = await storeResume(resumePath);
    const applicationId = await seedApplication({ jobId, employerId: employer.uid, jobTitle: 'Welder', companyName: company, seeker, resumePath, resume });

    await loginAs(b.page, admin, '/admin');
    await b.page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    // One Logout on the page (the dashboard's own), not a second one in the navigation bar.
    expect(await b.page.getByRole('button', { name: 'Logout' }).count()).toBe(1);
    await b.page.getByRole('tab', { name: 'Applications', exact: true }).click();
    await b.page.getByLabel(english('admin.searchLabel:applications')).fill(company);
    const row = b.page.locator(`tr[data-row-key="${applicationId}"]`);
    // The search is debounced and then read from Firestore: more than expect.poll's default second under a full run.
    await expect.poll(() => b.page.locator('#admin-panel-applications tbody tr').count(), { timeout: 15_000 }).toBe(1);
    await row.waitFor();
    const panel = b.page.locator('#admin-panel-applications');
    for (const header of ['Job', 'Status', 'Date', 'Resume']) await panel.getByRole('columnheader', { name: header, exact: true }).waitFor();
    const text = await row.innerText();
    expect(text).toContain('Welder');
    expect(text).toContain(company);
    expect(text).toMatch(/\d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(await row.getByRole('link', { name: `${MESSAGES.adminResumeLink}: Priya ${word}` }).getAttribute('href')).toBe(resume);
    await screenshotsAtBothWidths(b.page, 'everyone-admin-applications');
    // At 1280 px every column fits: the table does not scroll sideways, and Delete is on screen.
    expect(await panel.locator('.table-wrap').evaluate((wrap) => wrap.scrollWidth <= wrap.clientWidth)).toBe(true);
    const deleteBox = await row.getByRole('button', { name: /^Delete application/ }).boundingBox();
    expect(deleteBox!.x + deleteBox!.width).toBeLessThanOrEqual(1280);
    await b.page.setViewportSize(PHONE_VIEWPORT);

    await row.getByRole('button', { name: /^Delete application/ }).click();
    const dialog = b.page.getByRole('dialog');
    await dialog.getByText(english('admin.confirmDeleteApplication', { applicant: `Priya ${word}`, role: 'Welder', company })).waitFor();
    await dialog.getByText(english('admin.confirmDelete:applications')).waitFor();
    await b.page.screenshot({ path: join(OUTPUT_DIR, 'everyone-admin-delete-360.png') });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await row.waitFor({ state: 'detached' });
    await b.page.getByText(english('admin.searchNoMatches', { query: company })).waitFor();

    // A person's and a job's confirmations name them too.
    await b.page.getByRole('tab', { name: 'Users', exact: true }).click();
    await b.page.getByLabel(english('admin.searchLabel:users')).fill(word);
    await b.page
      .locator(`tr[data-row-key="${seeker.uid}"]`)
      .getByRole('button', { name: /^Delete user/ })
      .click();
    await dialog.getByText(english('admin.confirmDeletePerson:users', { name: `Priya ${word}` })).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await b.page.getByRole('tab', { name: 'Jobs', exact: true }).click();
    await b.page.getByLabel(english('admin.searchLabel:jobs')).fill(company);
    await b.page
      .locator(`tr[data-row-key="${jobId}"]`)
      .getByRole('button', { name: /^Delete job/ })
      .click();
    await dialog.getByText(english('admin.confirmDeleteJob', { role: 'Welder', company })).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
