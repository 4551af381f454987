// Employers find willing job seekers and invite them to apply. The candidate
// card (candidateCards/{uid}) follows the seeker's consent and proved phone
// (the keepCandidateCards trigger); POST /api/invitations sends an invitation
// to an Active job of the employer's, one per seeker and job and
// CANDIDATE_LIMITS.invitationsPerDay a day; the seeker gets a notification and
// a mail (notifyInvitation), and accepts (applying with the profile resume, or
// sent to Apply) or declines. Deleting an account takes its card and invitations.
import { english } from '@jobsearch/domain/i18n/english';
import { doc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CANDIDATE_CARDS_COLLECTION,
  CANDIDATE_LIMITS,
  EMPTY_WORK_PROFILE,
  INVITATION_COUNTS_COLLECTION,
  invitationCountId,
  receivedInvitationCountId,
  invitationId,
  notificationIds,
  profileResumePath,
  RESUME_CHECK_KEY,
  RESUME_CHECK_PASSED,
  todayInIndia,
} from '@jobsearch/domain';
import {
  adminAuth,
  bucket,
  closeWebSdks,
  createUser,
  eventually,
  FieldValue,
  seedApplication,
  seedJob,
  settle,
  SLOW_TRIGGER_SECONDS,
  until,
  webSdkAs,
  type TestUser,
} from '../support';
import { call, db, expectError, readDoc } from './helpers';

const WELDER = {
  ...EMPTY_WORK_PROFILE,
  education: 'ITI',
  trade: 'Welder',
  experienceYears: 3,
  districts: ['Pune'],
  skills: ['TIG welding'],
  languages: ['Marathi'],
};
const cardOf = (uid: string) => readDoc(`${CANDIDATE_CARDS_COLLECTION}/${uid}`);
const invite = (employer: TestUser, candidateId: string, jobId: string) =>
  call('POST', '/api/invitations', { token: employer.token, body: { candidateId, jobId } });
const answer = (seeker: TestUser, id: string, what: 'accept' | 'decline') => call('POST', `/api/invitations/${id}/${what}`, { token: seeker.token });

/** A seeker with a work profile who lets employers find them (as Profile writes it), and their card. */
async function findableSeeker(input: Parameters<typeof createUser>[0] = {}): Promise<TestUser> {
  const seeker = await createUser({ role: 'jobseeker', name: 'Ravi Kumar Shinde', ...input });
  await db.doc(`users/${seeker.uid}`).update({ workProfile: WELDER, findMe: { on: true, at: FieldValue.serverTimestamp() } });
  if (input.phoneInAuth !== false)
    await until(
      () => cardOf(seeker.uid),
      (card) => card !== null,
      'the candidate card',
    );
  return seeker;
}

afterEach(() => closeWebSdks());

describe('candidate cards follow the consent', () => {
  it('hold only what the seeker shares, follow the work profile, and go in the same batch as the withdrawal', async () => {
    const seeker = await findableSeeker();
    const card = (await cardOf(seeker.uid))!;
    expect(card).toMatchObject({
      displayName: 'Ravi S.',
      trade: 'Welder',
      experienceYears: 3,
      districts: ['Pune'],
      skills: ['TIG welding'],
      languages: ['Marathi'],
    });
    expect(card.searchKeys).toContain('t:ITI/Welder|c:Pune');
    expect(JSON.stringify(card)).not.toMatch(new RegExp(`${seeker.email}|${seeker.phoneNumber.slice(3)}|Kumar|Shinde|resume`));

    await db.doc(`users/${seeker.uid}`).update({ workProfile: { ...WELDER, districts: ['Satara'] } });
    await until(
      () => cardOf(seeker.uid),
      (c) => (c?.districts as string[] | undefined)?.[0] === 'Satara',
      'the card follows the work profile',
    );

    // Withdrawing through the rules, as Profile does: the card is gone with the consent, not a moment later.
    const sdk = await webSdkAs(seeker);
    const batch = writeBatch(sdk);
    batch.update(doc(sdk, 'users', seeker.uid), { findMe: { on: false, at: serverTimestamp() } });
    batch.delete(doc(sdk, CANDIDATE_CARDS_COLLECTION, seeker.uid));
    await batch.commit();
    expect(await cardOf(seeker.uid)).toBeNull();
    await settle();
    expect(await cardOf(seeker.uid)).toBeNull();
  });

  it('is never written for a seeker whose phone is not proved, nor for an employer', async () => {
    const unproved = await findableSeeker({ phoneInAuth: false });
    const employer = await createUser({ role: 'employer' });
    await db.doc(`users/${employer.uid}`).update({ findMe: { on: true, at: FieldValue.serverTimestamp() } });
    await settle(3000);
    expect(await cardOf(unproved.uid)).toBeNull();
    expect(await cardOf(employer.uid)).toBeNull();
  });
});

describe('POST /api/invitations', () => {
  it('invites an opted-in seeker to an Active job: the invitation, the notification and the mail, once per seeker and job', async () => {
    const [employer, seeker] = await Promise.all([createUser({ role: 'employer' }), findableSeeker()]);
    const jobId = await seedJob(employer.uid, { jobRole: 'Welder', degree: 'ITI', trade: 'Welder', companyName: 'Shinde Fabrication' });
    const sent = await invite(employer, seeker.uid, jobId);
    expect(sent.status, sent.text).toBe(201);
    const id = invitationId(jobId, seeker.uid);
    expect(sent.body).toEqual({ id });
    expect(await readDoc(`invitations/${id}`)).toMatchObject({
      jobId,
      employerId: employer.uid,
      seekerId: seeker.uid,
      status: 'Sent',
      companyName: 'Shinde Fabrication',
    });
    const notificationId = notificationIds.invitation(id);
    const note = await until(
      () => readDoc(`notifications/${notificationId}`),
      (n) => n !== null,
      'the invitation notification',
    );
    expect(note).toMatchObject({ userId: seeker.uid, kind: 'invitation', jobId, title: english('notifications.invitationTitle', { jobTitle: 'Welder' }) });
    const mail = await until(
      () => readDoc(`mail/${notificationId}`),
      (m) => m !== null,
      'the invitation mail',
    );
    expect(mail).toMatchObject({ to: seeker.email, userId: seeker.uid });

    expectError(await invite(employer, seeker.uid, jobId), 409, 'already_invited');
    expect((await readDoc(`${INVITATION_COUNTS_COLLECTION}/${invitationCountId(employer.uid, todayInIndia())}`))?.count).toBe(1);
  });

  it(`lets one seeker receive at most ${CANDIDATE_LIMITS.invitationsReceivedPerDay} a day from all employers together: a crowd of accounts reaches them no more often`, async () => {
    const limit = CANDIDATE_LIMITS.invitationsReceivedPerDay;
    const seeker = await findableSeeker();
    const employers = await Promise.all(Array.from({ length: limit + 1 }, () => createUser({ role: 'employer' })));
    const jobs = await Promise.all(employers.map((employer) => seedJob(employer.uid)));
    for (const [i, employer] of employers.slice(0, limit).entries()) expect((await invite(employer, seeker.uid, jobs[i]!)).status).toBe(201);
    const refused = await invite(employers[limit]!, seeker.uid, jobs[limit]!);
    expectError(refused, 429, 'seeker_daily_limit');
    expect(refused.body.error.message).toBe(english('candidates.seekerDailyLimit'));
    expect((await db.collection('invitations').where('seekerId', '==', seeker.uid).get()).size).toBe(limit);
    expect((await readDoc(`${INVITATION_COUNTS_COLLECTION}/${receivedInvitationCountId(seeker.uid, todayInIndia())}`))?.count).toBe(limit);
    // The employer refused for this seeker still invites someone else.
    const other = await findableSeeker();
    expect((await invite(employers[limit]!, other.uid, jobs[limit]!)).status).toBe(201);
  });

  it(`sends at most ${CANDIDATE_LIMITS.invitationsPerDay} a day, counted on the server even when two arrive at once`, async () => {
    const [employer, first, second] = await Promise.all([createUser({ role: 'employer' }), findableSeeker(), findableSeeker()]);
    const jobId = await seedJob(employer.uid);
    const countPath = `${INVITATION_COUNTS_COLLECTION}/${invitationCountId(employer.uid, todayInIndia())}`;
    await db.doc(countPath).set({ employerId: employer.uid, day: todayInIndia(), count: CANDIDATE_LIMITS.invitationsPerDay - 1 });
    const both = await Promise.all([invite(employer, first.uid, jobId), invite(employer, second.uid, jobId)]);
    expect(both.map((a) => a.status).sort()).toEqual([201, 429]);
    const refused = both.find((a) => a.status === 429)!;
    expectError(refused, 429, 'daily_limit');
    expect(refused.body.error.message).toBe(english('candidates.dailyLimit', { limit: CANDIDATE_LIMITS.invitationsPerDay }));
    expect((await readDoc(countPath))?.count).toBe(CANDIDATE_LIMITS.invitationsPerDay);
    const invitations = await db.collection('invitations').where('employerId', '==', employer.uid).get();
    expect(invitations.size).toBe(1);
  });

  it('refuses a seeker who has not opted in or withdrew, a job not Active or not theirs, and anyone but an employer with a proved phone', async () => {
    const [employer, other, seeker, quiet, unprovedEmployer] = await Promise.all([
      createUser({ role: 'employer' }),
      createUser({ role: 'employer' }),
      findableSeeker(),
      createUser({ role: 'jobseeker' }),
      createUser({ role: 'employer', phoneInAuth: false }),
    ]);
    const [jobId, inactive, othersJob] = await Promise.all([seedJob(employer.uid), seedJob(employer.uid, { status: 'Inactive' }), seedJob(other.uid)]);
    expectError(await invite(employer, quiet.uid, jobId), 404, 'candidate_not_found');
    expectError(await invite(employer, 'no-such-seeker', jobId), 404, 'candidate_not_found');
    expectError(await invite(employer, seeker.uid, inactive), 409, 'job_not_active');
    expectError(await invite(employer, seeker.uid, othersJob), 404, 'job_not_found');
    expectError(await invite(unprovedEmployer, seeker.uid, jobId), 403, 'phone_not_verified');
    expectError(await call('POST', '/api/invitations', { token: quiet.token, body: { candidateId: seeker.uid, jobId } }), 403);
    expectError(await call('POST', '/api/invitations', { body: { candidateId: seeker.uid, jobId } }), 401);
    expectError(await call('POST', '/api/invitations', { token: employer.token, body: { candidateId: seeker.uid, jobId, status: 'Accepted' } }), 400);
    // Consent withdrawn a moment ago (the card not yet gone): refused all the same.
    await db.doc(`users/${seeker.uid}`).update({ findMe: { on: false, at: FieldValue.serverTimestamp() } });
    expectError(await invite(employer, seeker.uid, jobId), 404, 'candidate_not_found');
    expect((await db.collection('invitations').where('employerId', '==', employer.uid).get()).size).toBe(0);
  });
});

describe('answering an invitation', () => {
  it('declines once; only the invited seeker answers', async () => {
    const [employer, seeker, stranger] = await Promise.all([createUser({ role: 'employer' }), findableSeeker(), createUser({ role: 'jobseeker' })]);
    const jobId = await seedJob(employer.uid);
    const { id } = (await invite(employer, seeker.uid, jobId)).body as { id: string };
    expectError(await answer(stranger, id, 'decline'), 404, 'invitation_not_found');
    expectError(await answer(employer as TestUser, id, 'decline'), 403);
    expect((await answer(seeker, id, 'decline')).status).toBe(204);
    expect(await readDoc(`invitations/${id}`)).toMatchObject({ status: 'Declined', applicationId: '' });
    expectError(await answer(seeker, id, 'accept'), 409, 'already_answered');
  });

  it('without a profile resume, Accept sends the seeker to Apply for the job; the invitation is Accepted when the application is made', async () => {
    const [employer, seeker] = await Promise.all([createUser({ role: 'employer' }), findableSeeker()]);
    const jobId = await seedJob(employer.uid);
    const { id } = (await invite(employer, seeker.uid, jobId)).body as { id: string };
    const accepted = await answer(seeker, id, 'accept');
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body).toEqual({ outcome: 'apply', jobId });
    // Not applied yet: the invitation stays open, and Accept may be pressed again.
    expect(await readDoc(`invitations/${id}`)).toMatchObject({ status: 'Sent', applicationId: '' });
    expect(await readDoc(`applications/${jobId}_${seeker.uid}`)).toBeNull();
    expect((await answer(seeker, id, 'accept')).body).toEqual({ outcome: 'apply', jobId });
    const applicationId = await seedApplication({ jobId, employerId: employer.uid, seeker });
    await eventually('the application accepts the invitation', async () => (await readDoc(`invitations/${id}`))?.status === 'Accepted');
    expect(await readDoc(`invitations/${id}`)).toMatchObject({ status: 'Accepted', applicationId });
    expectError(await answer(seeker, id, 'decline'), 409, 'already_answered');
  });

  it.runIf(process.env.FIREBASE_STORAGE_EMULATOR_HOST)('with a checked profile resume, Accept applies with a copy of it', async () => {
    const [employer, seeker] = await Promise.all([createUser({ role: 'employer' }), findableSeeker()]);
    const jobId = await seedJob(employer.uid);
    const path = profileResumePath(seeker.uid);
    await bucket().file(path).save(Buffer.from('%PDF-1.4 profile resume'), { contentType: 'application/pdf' });
    await eventually(
      'the profile resume is checked',
      async () => (await bucket().file(path).getMetadata())[0].metadata?.[RESUME_CHECK_KEY] === RESUME_CHECK_PASSED,
      SLOW_TRIGGER_SECONDS,
    );
    const { id } = (await invite(employer, seeker.uid, jobId)).body as { id: string };
    const accepted = await answer(seeker, id, 'accept');
    expect(accepted.status, accepted.text).toBe(200);
    const applicationId = `${jobId}_${seeker.uid}`;
    expect(accepted.body).toEqual({ outcome: 'applied', applicationId });
    expect(await readDoc(`applications/${applicationId}`)).toMatchObject({
      applicantId: seeker.uid,
      email: seeker.email,
      resumePath: expect.stringMatching(`^resumes/${seeker.uid}/${jobId}/`),
    });
    expect(await readDoc(`invitations/${id}`)).toMatchObject({ status: 'Accepted', applicationId });
  });
});

describe('deleting an account', () => {
  it("takes the seeker's card, invitations and received count, and the employer's sent invitations and count", async () => {
    const [employer, seeker, other] = await Promise.all([createUser({ role: 'employer' }), findableSeeker(), findableSeeker()]);
    const jobId = await seedJob(employer.uid);
    const { id } = (await invite(employer, seeker.uid, jobId)).body as { id: string };
    const { id: otherId } = (await invite(employer, other.uid, jobId)).body as { id: string };
    await adminAuth().deleteUser(seeker.uid);
    await eventually(
      'the seeker is gone with their card, invitation and count of invitations received',
      async () =>
        (await cardOf(seeker.uid)) === null &&
        (await readDoc(`invitations/${id}`)) === null &&
        (await readDoc(`${INVITATION_COUNTS_COLLECTION}/${receivedInvitationCountId(seeker.uid, todayInIndia())}`)) === null,
      SLOW_TRIGGER_SECONDS,
    );
    await adminAuth().deleteUser(employer.uid);
    await eventually(
      'the employer is gone with their invitations and count',
      async () =>
        (await readDoc(`invitations/${otherId}`)) === null &&
        (await readDoc(`${INVITATION_COUNTS_COLLECTION}/${invitationCountId(employer.uid, todayInIndia())}`)) === null,
      SLOW_TRIGGER_SECONDS,
    );
    expect(await cardOf(other.uid)).not.toBeNull();
  });
});
