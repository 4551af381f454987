/**
 * Matching: a job seeker fills their work profile at 360 px and the meter follows; a job's
 * details say "How you match" from the profile, with a link to the field it lacks.
 */
import { readFileSync } from 'node:fs';
import { english, englishProblem } from '@jobsearch/domain/i18n/english';
import { MESSAGES } from '@jobsearch/domain/messages';
import { problem } from '@jobsearch/domain/problems';
import { EMPTY_WORK_PROFILE } from '@jobsearch/domain/work-profile';
import { describe, it } from 'vitest';
import { adminDb, createUser, seedJob } from '../support';
import {
  PHONE_VIEWPORT,
  expect,
  expectToast,
  loginAs,
  screenshot,
  screenshotsAtBothWidths,
  seriousA11yViolations,
  uniqueWord,
  useBrowser,
  waitForList,
} from './harness';

describe('Work profile on Profile, at 360 px', () => {
  const b = useBrowser({ viewport: PHONE_VIEWPORT });

  it('fills the work profile: bad input is refused, the meter and the next step follow, one tap makes an alert, the download carries it', async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    await loginAs(b.page, seeker, '/Profile');
    const card = b.page.getByTestId('work-profile');
    await card.getByRole('heading', { name: english('matching.workTitle') }).waitFor();
    await card.getByText(english('matching.meter', { percent: 0 })).waitFor();
    await card.getByText(english('matching.next:education')).waitFor();

    await card.getByRole('button', { name: english('matching.edit') }).click();
    await card.getByLabel('Highest education').selectOption('ITI');
    await card.getByLabel('Trade').selectOption('Welder');
    await card.getByLabel('Years of experience').fill('50');
    // The curated skill by its label in any case, then one in the seeker's own words.
    await card.getByLabel('Skills').fill('arc welding');
    await card.getByLabel('Skills').press('Enter');
    await card.getByLabel('Skills').fill('Boiler repair');
    await card.getByRole('button', { name: english('matching.addSkill') }).click();
    await card.getByLabel('State of the district').selectOption('Maharashtra');
    await card.getByLabel('Preferred districts').selectOption('Pune');
    await card.getByLabel('Expected monthly salary (₹)').fill('20000');
    await card.getByLabel('Preferred shift').waitFor();
    await card.getByLabel('Available from').waitFor();
    await card.getByRole('group', { name: 'Languages I speak' }).getByLabel('Marathi').check();
    expect(await seriousA11yViolations(b.page)).toEqual([]);
    // Nothing overflows the phone's width.
    expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);

    await screenshotsAtBothWidths(b.page, 'work-profile-form');
    await b.page.setViewportSize(PHONE_VIEWPORT);
    await card.getByRole('button', { name: 'Save' }).click();
    await card.getByText(englishProblem(problem('validation.outOfRange', { label: 'Years of experience', min: 0, max: 40 }))).waitFor();
    expect((await adminDb().doc(`users/${seeker.uid}`).get()).data()?.workProfile).toBeUndefined();

    await card.getByLabel('Years of experience').fill('2');
    await card.getByRole('button', { name: 'Save' }).click();
    await expectToast(b.page, english('matching.saved'));
    // 15 education + 15 trade + 10 years + 15 skills + 15 districts + 10 salary + 5 languages.
    await card.getByText(english('matching.meter', { percent: 85 })).waitFor();
    await card.getByText(english('matching.next:availableFrom')).waitFor();
    const details = await card.locator('.profile-details').innerText();
    for (const shown of ['ITI', 'Welder', '2 years', 'Arc welding, Boiler repair', 'Pune', '₹20,000', 'Marathi']) expect(details).toContain(shown);
    await screenshot(b.page, 'work-profile-360');

    const stored = {
      ...EMPTY_WORK_PROFILE,
      education: 'ITI',
      trade: 'Welder',
      experienceYears: 2,
      skills: ['Arc welding', 'Boiler repair'],
      districts: ['Pune'],
    };
    const expected = { ...stored, expectedSalary: 20000, languages: ['Marathi'] };
    expect((await adminDb().doc(`users/${seeker.uid}`).get()).data()?.workProfile).toEqual(expected);

    // One tap makes a job alert of the profile.
    await card.getByRole('button', { name: english('matching.alertFromProfile') }).click();
    await expectToast(b.page, MESSAGES.alertCreated);
    expect((await adminDb().doc(`jobAlerts/${seeker.uid}_0`).get()).data()).toMatchObject({ degree: 'ITI', trade: 'Welder', city: 'Pune', minSalary: 20000 });

    const [download] = await Promise.all([b.page.waitForEvent('download'), b.page.getByRole('button', { name: MESSAGES.downloadMyData }).click()]);
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { profile: { workProfile: unknown } };
    expect(data.profile.workProfile).toEqual(expected);
  });
});

describe('Jobs for you on Home, and How you match on a job’s details', () => {
  const b = useBrowser();

  it('ranks the fitting job first on Home; the details say what fits and what does not, and link the missing field', async () => {
    const [employer, seeker] = await Promise.all([createUser({ role: 'employer' }), createUser({ role: 'jobseeker' })]);
    const [company, best, poor] = [uniqueWord(), uniqueWord(), uniqueWord()];
    const workProfile = {
      ...EMPTY_WORK_PROFILE,
      education: 'ITI',
      trade: 'Welder',
      experienceYears: 1,
      districts: ['Pune', 'Gadchiroli'],
      expectedSalary: 20000,
    };
    const job = { degree: 'ITI', trade: 'Welder', state: 'Maharashtra', city: 'Pune', salary: '15000 - 25000' } as const;
    await Promise.all([
      adminDb().doc(`users/${seeker.uid}`).update({ workProfile }),
      seedJob(employer.uid, { ...job, companyName: company, experience: '3-5 years', jobShift: 'Night Shift' }),
      seedJob(employer.uid, { ...job, companyName: best, city: 'Gadchiroli', salary: '20000 - 30000', experience: '<1 year', jobShift: 'Any Shift' }),
      seedJob(employer.uid, { companyName: poor, degree: 'Graduation', trade: 'B.Com', city: 'Gadchiroli', salary: '8000 - 10000', experience: '5-10 years' }),
    ]);

    // Home: the job that fits in every way comes first; the one that fits only by district after it, or not at all.
    await loginAs(b.page, seeker, '/');
    const section = b.page.getByTestId('jobs-for-you');
    await b.page.getByRole('heading', { name: 'Jobs for you' }).waitFor();
    await section.locator('li').first().waitFor();
    const titles = await section.locator('.jobs-for-you__title').allInnerTexts();
    expect(titles[0]).toContain(best);
    const poorAt = titles.findIndex((title) => title.includes(poor));
    expect(poorAt === -1 || poorAt > 0).toBe(true);
    await screenshot(b.page, 'jobs-for-you-1280');

    await b.page.goto(`/jobs?q=${company}`);
    await waitForList(b.page);
    await b.page.locator('.job-card', { hasText: company }).getByRole('button', { name: 'Details' }).click();
    const block = b.page.getByRole('dialog').getByTestId('how-you-match');
    await block.getByRole('heading', { name: english('matching.howYouMatch') }).waitFor();
    expect(await block.locator('.how-you-match__text').allInnerTexts()).toEqual([
      'ITI Welder: matches',
      'Pune: in your districts',
      'Pays up to ₹25,000: meets your ₹20,000',
      'Needs 3-5 years: you have 1',
      'Night Shift',
    ]);
    // Each line says its verdict to a screen reader, not by its mark alone.
    expect(await block.locator('.how-you-match__body .visually-hidden').allTextContents()).toEqual([
      'Matches: ',
      'Matches: ',
      'Matches: ',
      'Does not match: ',
      'Not in your profile: ',
    ]);
    expect(await seriousA11yViolations(b.page)).toEqual([]);
    await screenshotsAtBothWidths(b.page, 'how-you-match', false);

    // The missing field's link opens the work profile's form on that field.
    await block.getByRole('link', { name: 'Add your Preferred shift' }).click();
    await b.page.waitForURL(/\/Profile#work-shift$/);
    await expect.poll(() => b.page.evaluate(() => document.activeElement?.id)).toBe('work-shift');
  });
});
