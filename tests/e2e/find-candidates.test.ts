/**
 * Sourcing, end to end on the real screens: a job seeker turns on "Let employers find
 * me" on Profile (360 px); an employer finds them on Find candidates by trade and
 * district (the filters in the URL, a total), sees only what they share, and invites them
 * to an Active job; the seeker accepts on My Applications and the application is made
 * with their profile resume.
 */
import { english } from '@jobsearch/domain/i18n/english';
import { CANDIDATE_CARDS_COLLECTION, EMPTY_WORK_PROFILE, profileResumePath, RESUME_CHECK_KEY, RESUME_CHECK_PASSED } from '@jobsearch/domain';
import { describe, it } from 'vitest';
import { adminDb, bucket, createUser, eventually, seedJob, until } from '../support';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, expect, expectToast, loginAs, screenshot, screenshotsAtBothWidths, uniqueWord, useBrowser } from './harness';

describe('Find candidates', () => {
  const b = useBrowser({ viewport: PHONE_VIEWPORT });

  it('a seeker opts in, an employer finds them by trade and district and invites them, the seeker accepts', async () => {
    const surname = `Pawar${uniqueWord().slice(0, 4)}`;
    const [seeker, employer] = await Promise.all([createUser({ role: 'jobseeker', name: `Sunita ${surname}` }), createUser({ role: 'employer' })]);
    const company = `Gadchiroli Works ${uniqueWord()}`;
    const jobId = await seedJob(employer.uid, { companyName: company, jobRole: 'Welder', degree: 'ITI', trade: 'Welder', city: 'Gadchiroli' });
    const workProfile = {
      ...EMPTY_WORK_PROFILE,
      education: 'ITI',
      trade: 'Welder',
      experienceYears: 4,
      districts: ['Gadchiroli'],
      skills: ['TIG welding'],
      languages: ['Marathi'],
    };
    await adminDb().doc(`users/${seeker.uid}`).update({ workProfile });
    const resume = profileResumePath(seeker.uid);
    await bucket().file(resume).save(Buffer.from('%PDF-1.4 Sunita'), { contentType: 'application/pdf' });

    // The seeker, on a phone: off by default, then on.
    await loginAs(b.page, seeker, '/Profile');
    const findMe = b.page.getByTestId('find-me');
    const toggle = findMe.getByRole('switch', { name: english('candidates.findMeToggle') });
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await findMe.getByText(english('candidates.findMeOff')).waitFor();
    await toggle.check();
    await expectToast(b.page, english('candidates.findMeTurnedOn'));
    await until(
      () => adminDb().doc(`${CANDIDATE_CARDS_COLLECTION}/${seeker.uid}`).get(),
      (card) => card.exists,
      'the candidate card',
    );
    await findMe.scrollIntoViewIfNeeded();
    await screenshot(b.page, 'find-me-360', false);

    // The employer, at a desk, in a tab of their own (each tab keeps its own session).
    const desk = await b.context.newPage();
    await desk.setViewportSize(DESKTOP_VIEWPORT);
    await loginAs(desk, employer, '/find-candidates');
    const filters = desk.getByRole('form', { name: english('candidates.filtersTitle') });
    await filters.getByLabel(english('candidates.education')).selectOption('ITI');
    await filters.getByLabel(english('candidates.trade')).selectOption('Welder');
    await filters.getByLabel(english('candidates.state')).selectOption('Maharashtra');
    await filters.getByLabel(english('candidates.district')).selectOption('Gadchiroli');
    await filters.getByRole('button', { name: english('candidates.search') }).click();
    await desk.waitForURL(/degree=ITI&trade=Welder&state=Maharashtra&district=Gadchiroli/);
    await desk.getByTestId('candidates-total').waitFor();
    const card = desk.getByTestId('candidate-card').filter({ hasText: `Sunita ${surname[0]}.` });
    await card.waitFor();
    const shown = await card.innerText();
    for (const text of ['Welder', '4 years', 'Gadchiroli', 'TIG welding', 'Marathi']) expect(shown).toContain(text);
    for (const secret of [surname, seeker.email, seeker.phoneNumber.slice(3)]) expect(await desk.content()).not.toContain(secret);
    await screenshotsAtBothWidths(desk, 'find-candidates');
    await desk.setViewportSize(DESKTOP_VIEWPORT);

    await card.getByRole('button', { name: english('candidates.invite') }).click();
    const dialog = desk.getByRole('dialog', { name: english('candidates.inviteTitle', { name: `Sunita ${surname[0]}.` }) });
    await dialog.getByLabel(english('candidates.inviteJob')).selectOption(jobId);
    await dialog.getByRole('button', { name: english('candidates.send') }).click();
    await expectToast(desk, english('candidates.invited', { name: `Sunita ${surname[0]}.` }));

    // The seeker accepts: the profile resume (once checked) makes the application at once.
    await eventually(
      'the profile resume is checked',
      async () => (await bucket().file(resume).getMetadata())[0].metadata?.[RESUME_CHECK_KEY] === RESUME_CHECK_PASSED,
    );
    await b.page.goto('/my-applications');
    const invitation = b.page.getByTestId('invitation').filter({ hasText: company });
    await invitation.getByRole('button', { name: english('candidates.accept') }).click();
    await expectToast(b.page, english('candidates.acceptedApplied'));
    await invitation.getByText(english('candidates.statusAccepted')).waitFor();
    await b.page.locator('.my-application', { hasText: company }).waitFor();
    expect((await adminDb().doc(`applications/${jobId}_${seeker.uid}`).get()).get('resumePath')).toMatch(`resumes/${seeker.uid}/${jobId}/`);
    await screenshot(b.page, 'invitation-accepted-360');
  });
});
