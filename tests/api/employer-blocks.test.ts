// Scam containment on the emulators, attacks beside their controls. A job that
// reports hid (hiddenByReports) reaches nobody: no invitation, no application
// (POST /api/applications/apply, /profile-resume, /made-resume, Accept), no new
// conversation, no place on its company page. "No" means no: an employer
// cannot invite a seeker who blocked them in any conversation, declined one of
// their invitations in the last 30 days or applied to that job already; a
// seeker's block of an employer reaches every thread of the pair (and a new
// one starts blocked), and lifting it lifts it everywhere.
import { collection, deleteDoc, doc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CANDIDATE_CARDS_COLLECTION,
  CANDIDATE_LIMITS,
  EMPLOYER_BLOCKS_COLLECTION,
  EMPTY_WORK_PROFILE,
  employerBlockId,
  invitationId,
  todayInIndia,
} from '@jobsearch/domain';
import { BASE_URL, closeWebSdks, createUser, documentWhen, FieldValue, seedApplication, seedJob, settle, until, webSdkAs, type TestUser } from '../support';
import { applicationPayload, call, db, expectError, readDoc } from './helpers';

const WELDER = {
  ...EMPTY_WORK_PROFILE,
  education: 'ITI',
  trade: 'Welder',
  experienceYears: 3,
  districts: ['Pune'],
  skills: ['TIG welding'],
  languages: ['Marathi'],
};
const invite = (employer: TestUser, candidateId: string, jobId: string) =>
  call('POST', '/api/invitations', { token: employer.token, body: { candidateId, jobId } });
const hide = (jobId: string) => db.doc(`jobs/${jobId}`).update({ hiddenByReports: true, openReports: 3 });

/** A seeker with a work profile who lets employers find them, once their card is there. */
async function findableSeeker(): Promise<TestUser> {
  const seeker = await createUser({ role: 'jobseeker', name: 'Ravi Kumar Shinde' });
  await db.doc(`users/${seeker.uid}`).update({ workProfile: WELDER, findMe: { on: true, at: FieldValue.serverTimestamp() } });
  await until(
    () => readDoc(`${CANDIDATE_CARDS_COLLECTION}/${seeker.uid}`),
    (card) => card !== null,
    'the candidate card',
  );
  return seeker;
}

/** The app's block (or lift) of one thread by the seeker: the thread and the pair's document in one batch. */
async function seekerBlocks(firestore: Firestore, seeker: TestUser, employer: TestUser, threadId: string, blocked: boolean): Promise<void> {
  const batch = writeBatch(firestore);
  batch.update(doc(firestore, 'threads', threadId), { blockedBy: blocked ? seeker.uid : null });
  const pair = doc(firestore, EMPLOYER_BLOCKS_COLLECTION, employerBlockId(seeker.uid, employer.uid));
  if (blocked) batch.set(pair, { seekerId: seeker.uid, employerId: employer.uid, threadId, createdAt: serverTimestamp() });
  else batch.delete(pair);
  await batch.commit();
}

/** A message as the app sends it; `count` is the sender's messages today with this one (the rate the rules check). */
function send(firestore: Firestore, uid: string, threadId: string, text: string, count = 1) {
  const message = doc(collection(firestore, 'threads', threadId, 'messages'));
  const batch = writeBatch(firestore);
  batch.set(message, { senderId: uid, text, createdAt: serverTimestamp() });
  batch.set(doc(firestore, 'messageRates', uid), { lastAt: serverTimestamp(), day: todayInIndia(), count, lastMessage: `${threadId}/${message.id}` });
  return batch.commit();
}

const blockedByOf = async (threadId: string) => (await readDoc(`threads/${threadId}`))?.blockedBy ?? null;

afterEach(() => closeWebSdks());

describe('a job that reports hid reaches nobody', () => {
  it('takes no invitation, no application by any path and no Accept; the same employer’s unhidden job takes them', async () => {
    const [employer, seeker] = await Promise.all([createUser({ role: 'employer' }), findableSeeker()]);
    const [hidden, open, invitedThenHidden] = await Promise.all([seedJob(employer.uid), seedJob(employer.uid), seedJob(employer.uid)]);
    expect((await invite(employer, seeker.uid, invitedThenHidden)).status).toBe(201);
    await hide(hidden);
    await hide(invitedThenHidden);

    // Invitations.
    expectError(await invite(employer, seeker.uid, hidden), 409, 'job_hidden');
    expect(await readDoc(`invitations/${invitationId(hidden, seeker.uid)}`)).toBeNull();
    expect((await invite(employer, seeker.uid, open)).status).toBe(201);

    // Accepting an invitation sent before the job was hidden.
    expectError(await call('POST', `/api/invitations/${invitationId(invitedThenHidden, seeker.uid)}/accept`, { token: seeker.token }), 409, 'job_not_active');

    // The resume paths: refused for the hidden job before anything is stored; the unhidden job gets further.
    const profileCopy = (jobId: string) => call('POST', '/api/applications/profile-resume', { token: seeker.token, body: { jobId } });
    expectError(await profileCopy(hidden), 409, 'job_not_active');
    expectError(await profileCopy(open), 404, 'no_profile_resume');
    const made = (jobId: string) => call('POST', '/api/applications/made-resume', { token: seeker.token, body: { jobId, showPhone: false, language: 'en' } });
    expectError(await made(hidden), 409, 'job_not_active');
    expect((await made(open)).status).toBe(201);

    // Applying.
    const apply = (jobId: string) => call('POST', '/api/applications/apply', { token: seeker.token, body: applicationPayload(jobId, seeker) });
    expectError(await apply(hidden), 409, 'job_not_active');
    expect(await readDoc(`applications/${hidden}_${seeker.uid}`)).toBeNull();
    expect((await apply(open)).status).toBe(201);
  });

  it('opens no conversation for an application that reached it anyway (made before the flag landed); an unhidden job’s opens', async () => {
    const [employer, seeker] = await Promise.all([createUser({ role: 'employer' }), createUser({ role: 'jobseeker' })]);
    const [hidden, open] = await Promise.all([seedJob(employer.uid), seedJob(employer.uid)]);
    await hide(hidden);
    const [hiddenThread, openThread] = await Promise.all([
      seedApplication({ jobId: hidden, employerId: employer.uid, seeker }),
      seedApplication({ jobId: open, employerId: employer.uid, seeker }),
    ]);
    await documentWhen(`threads/${openThread}`, (thread) => thread.applicantId === seeker.uid);
    await settle(3000);
    expect(await readDoc(`threads/${hiddenThread}`)).toBeNull();
  });

  it('leaves its company page while the employer’s other open job stays', async () => {
    const employer = await createUser({ role: 'employer' });
    const [hidden, open] = await Promise.all([seedJob(employer.uid, { jobRole: 'Welder' }), seedJob(employer.uid, { jobRole: 'Fitter' })]);
    await hide(hidden);
    const response = await fetch(`${BASE_URL}/company/${employer.uid}`, { headers: { accept: 'text/html' } });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain(`/job/${open}"`);
    expect(html).not.toContain(hidden);
  });
});

describe('"No" means no', () => {
  it('a block in one conversation blocks the employer in all of them, refuses their invitations, starts a new thread blocked; lifting it lifts it everywhere', async () => {
    const [employer, seeker] = await Promise.all([createUser({ role: 'employer' }), findableSeeker()]);
    const [job1, job2, job3, job4] = (await Promise.all([1, 2, 3, 4].map(() => seedJob(employer.uid)))) as [string, string, string, string];
    const [thread1, thread2] = (await Promise.all([job1, job2].map((jobId) => seedApplication({ jobId, employerId: employer.uid, seeker })))) as [
      string,
      string,
    ];
    await Promise.all([thread1, thread2].map((id) => documentWhen(`threads/${id}`, (thread) => thread.applicantId === seeker.uid)));
    const [asSeeker, asEmployer] = await Promise.all([webSdkAs(seeker), webSdkAs(employer)]);

    // Control: before the block the employer writes in thread 2.
    await send(asEmployer, employer.uid, thread2, 'When can you come?');
    await settle(2100);

    // The app's block of thread 1 alone is refused: the pair's document goes with it.
    await expect(
      writeBatch(asSeeker)
        .update(doc(asSeeker, 'threads', thread1), { blockedBy: seeker.uid })
        .commit(),
    ).rejects.toThrow();
    await seekerBlocks(asSeeker, seeker, employer, thread1, true);

    // At once: no message in thread 2, no invitation.
    await expect(send(asEmployer, employer.uid, thread2, 'Pay ₹2,000 registration first.', 2)).rejects.toThrow();
    expectError(await invite(employer, seeker.uid, job3), 409, 'candidate_blocked');
    // Then thread 2 says so too.
    await until(
      () => blockedByOf(thread2),
      (blockedBy) => blockedBy === seeker.uid,
      'thread 2 blocked by the seeker',
    );

    // An application to another of their jobs opens its thread blocked.
    const thread3 = await seedApplication({ jobId: job3, employerId: employer.uid, seeker });
    const opened = await documentWhen(`threads/${thread3}`, (thread) => thread.applicantId === seeker.uid);
    expect(opened.blockedBy).toBe(seeker.uid);
    await expect(send(asEmployer, employer.uid, thread3, 'Hello again', 2)).rejects.toThrow();

    // Lifting it in thread 2 (not where it was made) lifts it everywhere.
    await seekerBlocks(asSeeker, seeker, employer, thread2, false);
    for (const id of [thread1, thread2, thread3])
      await until(
        () => blockedByOf(id),
        (blockedBy) => blockedBy === null,
        `thread ${id} open again`,
      );
    await send(asEmployer, employer.uid, thread2, 'Thank you.', 2);
    expect((await invite(employer, seeker.uid, job4)).status).toBe(201);
  });

  it('an employer who reads the pair’s document learns the block; another employer cannot read it', async () => {
    const [employer, other, seeker] = await Promise.all([
      createUser({ role: 'employer' }),
      createUser({ role: 'employer' }),
      createUser({ role: 'jobseeker' }),
    ]);
    const jobId = await seedJob(employer.uid);
    const threadId = await seedApplication({ jobId, employerId: employer.uid, seeker });
    await documentWhen(`threads/${threadId}`, (thread) => thread.applicantId === seeker.uid);
    await seekerBlocks(await webSdkAs(seeker), seeker, employer, threadId, true);
    const { getDoc } = await import('firebase/firestore');
    const pairPath = [EMPLOYER_BLOCKS_COLLECTION, employerBlockId(seeker.uid, employer.uid)] as const;
    expect((await getDoc(doc(await webSdkAs(employer), ...pairPath))).exists()).toBe(true);
    await expect(getDoc(doc(await webSdkAs(other), ...pairPath))).rejects.toThrow();
    // Nor may the employer delete the seeker's block.
    await expect(deleteDoc(doc(await webSdkAs(employer), ...pairPath))).rejects.toThrow();
  });

  it(`a decline keeps the employer from inviting again for ${CANDIDATE_LIMITS.declinedQuietDays} days; afterwards they may`, async () => {
    const [employer, seeker] = await Promise.all([createUser({ role: 'employer' }), findableSeeker()]);
    const [job1, job2] = await Promise.all([seedJob(employer.uid), seedJob(employer.uid)]);
    expect((await invite(employer, seeker.uid, job1)).status).toBe(201);
    const id = invitationId(job1, seeker.uid);
    expect((await call('POST', `/api/invitations/${id}/decline`, { token: seeker.token })).status).toBe(204);
    expectError(await invite(employer, seeker.uid, job2), 409, 'recently_declined');
    // Another employer is not kept quiet by it.
    const other = await createUser({ role: 'employer' });
    expect((await invite(other, seeker.uid, await seedJob(other.uid))).status).toBe(201);
    // 31 days on, the first may ask again.
    await db.doc(`invitations/${id}`).update({ respondedAt: new Date(Date.now() - (CANDIDATE_LIMITS.declinedQuietDays + 1) * 24 * 3600 * 1000) });
    expect((await invite(employer, seeker.uid, job2)).status).toBe(201);
  });

  it('an application already made refuses an invitation to that job; another job of theirs is invited', async () => {
    const [employer, seeker] = await Promise.all([createUser({ role: 'employer' }), findableSeeker()]);
    const [applied, other] = await Promise.all([seedJob(employer.uid), seedJob(employer.uid)]);
    await seedApplication({ jobId: applied, employerId: employer.uid, seeker });
    expectError(await invite(employer, seeker.uid, applied), 409, 'already_applied');
    expect((await invite(employer, seeker.uid, other)).status).toBe(201);
  });
});
