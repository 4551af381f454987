/**
 * "No" means no, on the employer's Find candidates at 360 px: a seeker who
 * blocked this employer in a conversation, and one who declined one of their
 * invitations days ago, show Invite off with the reason beside it before
 * anyone presses it; a seeker with no such history keeps Invite on (the control).
 */
import { english } from '@jobsearch/domain/i18n/english';
import { CANDIDATE_CARDS_COLLECTION, CANDIDATE_LIMITS, EMPLOYER_BLOCKS_COLLECTION, EMPTY_WORK_PROFILE, employerBlockId, invitationId } from '@jobsearch/domain';
import { describe, it } from 'vitest';
import { adminDb, createUser, documentWhen, seedApplication, seedJob, until, type TestUser } from '../support';
import { PHONE_VIEWPORT, expect, loginAs, screenshot, uniqueWord, useBrowser } from './harness';

describe('Find candidates: Invite says why it is off', () => {
  const b = useBrowser({ viewport: PHONE_VIEWPORT });

  it('a block and a recent decline turn Invite off with their reason; another seeker can be invited', async () => {
    const skill = `rivet${uniqueWord().toLowerCase()}`;
    const employer = await createUser({ role: 'employer' });
    const jobId = await seedJob(employer.uid, { jobRole: 'Welder', degree: 'ITI', trade: 'Welder', city: 'Pune' });
    const findable = async (name: string): Promise<TestUser> => {
      const seeker = await createUser({ role: 'jobseeker', name });
      await adminDb()
        .doc(`users/${seeker.uid}`)
        .update({
          workProfile: {
            ...EMPTY_WORK_PROFILE,
            education: 'ITI',
            trade: 'Welder',
            experienceYears: 2,
            districts: ['Pune'],
            skills: [skill],
            languages: ['Hindi'],
          },
          findMe: { on: true, at: new Date() },
        });
      await until(
        () => adminDb().doc(`${CANDIDATE_CARDS_COLLECTION}/${seeker.uid}`).get(),
        (card) => card.exists,
        'the candidate card',
      );
      return seeker;
    };
    const [blocker, decliner] = await Promise.all([findable('Anil Blocker'), findable('Bina Decliner'), findable('Chetan Open')]);

    // Anil applied to another job of this employer and blocked them in that conversation.
    const otherJob = await seedJob(employer.uid, { jobRole: 'Fitter' });
    const threadId = await seedApplication({ jobId: otherJob, employerId: employer.uid, seeker: blocker });
    await documentWhen(`threads/${threadId}`, (thread) => thread.applicantId === blocker.uid);
    await adminDb()
      .doc(`${EMPLOYER_BLOCKS_COLLECTION}/${employerBlockId(blocker.uid, employer.uid)}`)
      .set({ seekerId: blocker.uid, employerId: employer.uid, threadId, createdAt: new Date() });
    // Bina declined an invitation of theirs three days ago.
    await adminDb()
      .doc(`invitations/${invitationId(jobId, decliner.uid)}`)
      .set({
        jobId,
        jobTitle: 'Welder',
        companyName: 'Acme',
        employerId: employer.uid,
        seekerId: decliner.uid,
        status: 'Declined',
        createdAt: new Date(Date.now() - 4 * 24 * 3600 * 1000),
        respondedAt: new Date(Date.now() - 3 * 24 * 3600 * 1000),
        applicationId: '',
      });

    await loginAs(b.page, employer, `/find-candidates?skill=${skill}`);
    const cardOf = (name: string) => b.page.getByTestId('candidate-card').filter({ hasText: name });
    for (const name of ['Anil B.', 'Bina D.', 'Chetan O.']) await cardOf(name).waitFor();

    const invite = (name: string) => cardOf(name).getByRole('button', { name: english('candidates.invite') });
    await expect.poll(() => invite('Anil B.').isDisabled()).toBe(true);
    await expect.poll(() => invite('Bina D.').isDisabled()).toBe(true);
    const blockedReason = cardOf('Anil B.').getByTestId('invite-refusal');
    await expect.poll(() => blockedReason.innerText()).toBe(english('candidates.refusedBlocked'));
    const declinedReason = cardOf('Bina D.').getByTestId('invite-refusal');
    await expect.poll(() => declinedReason.innerText()).toBe(english('candidates.refusedDeclined', { days: CANDIDATE_LIMITS.declinedQuietDays }));
    // The button names its reason to a screen reader too.
    const describedBy = await invite('Anil B.').getAttribute('aria-describedby');
    expect(describedBy).toBe(await blockedReason.getAttribute('id'));
    // The reason fits the phone's width.
    const box = await blockedReason.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);

    // The control: nothing between Chetan and this employer, Invite stays on and opens the dialog.
    expect(await invite('Chetan O.').isDisabled()).toBe(false);
    expect(await cardOf('Chetan O.').getByTestId('invite-refusal').count()).toBe(0);
    await cardOf('Anil B.').scrollIntoViewIfNeeded();
    await screenshot(b.page, 'invite-refusal-360', false);
    await invite('Chetan O.').click();
    await b.page.getByRole('dialog', { name: english('candidates.inviteTitle', { name: 'Chetan O.' }) }).waitFor();
  });
});
