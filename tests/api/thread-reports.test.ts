// Scam containment on the emulators: both sides of a conversation report it
// (the scammer's report first takes nothing from the victim's), at most 10 a
// day; admins read only reported conversations; a deleted account's messages
// are held as evidence (shown as a deleted account) and its proved phone kept
// while a report on it is open, so a ban still refuses that number; the daily
// reconciliation lets unreported evidence go after its 30 days.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { collection, doc, getDocs, serverTimestamp, setDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { todayInIndia } from '@jobsearch/domain';
import { EVIDENCE_DAYS, THREAD_REPORTS_PER_DAY, threadReportId } from '@jobsearch/domain/thread-reports';
import { closeWebSdks, createUser, documentWhen, seedApplication, seedJob, uniqueEmail, uniquePhone, webSdkAs, type TestUser } from '../support';
import { adminAuth, adminDb } from '../support/admin';
import { call, createAdmin, expectError, readDoc } from './helpers';

afterEach(closeWebSdks);

let admin: TestUser;
beforeAll(async () => {
  admin = await createAdmin();
});

function send(db: Firestore, uid: string, threadId: string, text: string) {
  const message = doc(collection(db, 'threads', threadId, 'messages'));
  const batch = writeBatch(db);
  batch.set(message, { senderId: uid, text, createdAt: serverTimestamp() });
  batch.set(doc(db, 'messageRates', uid), { lastAt: serverTimestamp(), day: todayInIndia(), count: 1, lastMessage: `${threadId}/${message.id}` });
  return batch.commit();
}

/** Files a report as the web app does: the report and the reporter's quota of the day in one batch. */
function report(db: Firestore, reporter: string, reported: string, threadId: string, count = 1) {
  const batch = writeBatch(db);
  batch.set(doc(db, 'threadReports', threadReportId(threadId, reporter)), {
    threadId,
    reporterId: reporter,
    reportedId: reported,
    status: 'open',
    createdAt: serverTimestamp(),
  });
  batch.set(doc(db, 'threadReportQuota', reporter), { day: todayInIndia(), count, lastThreadId: threadId });
  return batch.commit();
}

async function conversation(seeker?: TestUser) {
  const [employer, applicant] = await Promise.all([createUser({ role: 'employer' }), seeker ?? createUser({ role: 'jobseeker' })]);
  const jobId = await seedJob(employer.uid, { companyName: 'Quick Jobs Agency', jobRole: 'Driver' });
  const threadId = await seedApplication({ jobId, employerId: employer.uid, seeker: applicant, jobTitle: 'Driver', companyName: 'Quick Jobs Agency' });
  await documentWhen(`threads/${threadId}`, (thread) => thread.applicantId === applicant.uid);
  return { employer, seeker: applicant, jobId, threadId };
}

async function reconcileAll() {
  for (let run = 0; run < 30; run++) {
    const answer = await call('POST', '/admin/maintenance/reconcile', { token: admin.token });
    expect(answer.status, answer.text).toBe(200);
    if (answer.body.finished) return;
  }
  throw new Error('the reconciliation did not finish');
}

const denied = (attempt: Promise<unknown>) => expect(attempt).rejects.toMatchObject({ code: 'permission-denied' });
const evidenceOf = async (threadId: string) => (await adminDb().collection(`threads/${threadId}/evidence`).get()).docs.map((m) => m.data());

describe('conversation reports', () => {
  it("the scammer reports first and the victim's report still goes in; each side reports once", async () => {
    const { employer, seeker, threadId } = await conversation();
    const employerDb = await webSdkAs(employer);
    const seekerDb = await webSdkAs(seeker);
    await send(employerDb, employer.uid, threadId, 'Pay ₹2,000 registration fee to confirm the job.');

    await report(employerDb, employer.uid, seeker.uid, threadId);
    await report(seekerDb, seeker.uid, employer.uid, threadId);
    expect(await readDoc(`threadReports/${threadReportId(threadId, seeker.uid)}`)).toMatchObject({
      reporterId: seeker.uid,
      reportedId: employer.uid,
      status: 'open',
    });
    expect(await readDoc(`threadReports/${threadReportId(threadId, employer.uid)}`)).toMatchObject({ reportedId: seeker.uid });
    // Once a side: a second report of the victim's is refused.
    await denied(report(seekerDb, seeker.uid, employer.uid, threadId, 2));
  });

  it(`the ${THREAD_REPORTS_PER_DAY + 1}th conversation report of a day is refused; the ${THREAD_REPORTS_PER_DAY}th went in`, async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    const [first, second] = [await conversation(seeker), await conversation(seeker)];
    const seekerDb = await webSdkAs(seeker);
    await adminDb()
      .doc(`threadReportQuota/${seeker.uid}`)
      .set({ day: todayInIndia(), count: THREAD_REPORTS_PER_DAY - 1, lastThreadId: 'earlier' });
    await report(seekerDb, seeker.uid, first.employer.uid, first.threadId, THREAD_REPORTS_PER_DAY);
    await denied(report(seekerDb, seeker.uid, second.employer.uid, second.threadId, THREAD_REPORTS_PER_DAY + 1));
    await denied(report(seekerDb, seeker.uid, second.employer.uid, second.threadId, 1));
    expect(await readDoc(`threadReports/${threadReportId(second.threadId, seeker.uid)}`)).toBeNull();
  });

  it("an admin reads a reported conversation's messages and not an unreported one's", async () => {
    const reported = await conversation();
    const unreported = await conversation();
    await send(await webSdkAs(reported.employer), reported.employer.uid, reported.threadId, 'Send the fee by UPI first.');
    await send(await webSdkAs(unreported.seeker), unreported.seeker.uid, unreported.threadId, 'My address is 12 MG Road.');
    await report(await webSdkAs(reported.seeker), reported.seeker.uid, reported.employer.uid, reported.threadId);

    const adminSdk = await webSdkAs(admin);
    const read = await getDocs(collection(adminSdk, 'threads', reported.threadId, 'messages'));
    expect(read.docs.map((m) => m.get('text'))).toEqual(['Send the fee by UPI first.']);
    await denied(getDocs(collection(adminSdk, 'threads', unreported.threadId, 'messages')));
    await denied(getDocs(collection(adminSdk, 'threads')));
  });
});

describe('evidence of a deleted account', () => {
  it("keeps a deleted reported author's messages for admins as a deleted account, and a ban of the kept phone refuses its sign-up", async () => {
    const { employer, seeker, threadId } = await conversation();
    await send(await webSdkAs(employer), employer.uid, threadId, 'Registration fee ₹1,500, pay today.');
    await send(await webSdkAs(seeker), seeker.uid, threadId, 'Why do I have to pay?');
    await report(await webSdkAs(seeker), seeker.uid, employer.uid, threadId);

    // The scammer deletes their account (the same cascade as every delete).
    expect((await call('DELETE', `/admin/employers/${employer.uid}`, { token: admin.token })).status).toBe(200);
    const thread = (await adminDb().doc(`threads/${threadId}`).get()).data()!;
    expect(thread.left).toEqual([employer.uid]);
    const until = (thread.evidenceUntil as Timestamp).toMillis();
    expect(until).toBeGreaterThan(Date.now() + (EVIDENCE_DAYS - 1) * 86_400_000);
    // Out of the conversation, held for the admins: the seeker no longer reads it, an admin does.
    expect((await adminDb().collection(`threads/${threadId}/messages`).get()).docs.map((m) => m.get('senderId'))).toEqual([seeker.uid]);
    expect(await evidenceOf(threadId)).toEqual([expect.objectContaining({ senderId: employer.uid, text: 'Registration fee ₹1,500, pay today.' })]);
    const adminRead = await getDocs(collection(await webSdkAs(admin), 'threads', threadId, 'evidence'));
    expect(adminRead.docs.map((m) => m.get('senderId'))).toEqual([employer.uid]);
    await denied(getDocs(collection(await webSdkAs(seeker), 'threads', threadId, 'evidence')));
    // The minimal record: the uid, the proved phone, the report ids; nothing else.
    expect(await readDoc(`reportedAccounts/${employer.uid}`)).toEqual({
      uid: employer.uid,
      phoneNumber: employer.phoneNumber,
      reportIds: [threadReportId(threadId, seeker.uid)],
    });

    // The ban reaches the deleted account through that record.
    const ban = await call('POST', `/admin/ban/${employer.uid}`, { token: admin.token });
    expect(ban.status, ban.text).toBe(200);
    expect(ban.body.banned.phoneNumbers).toEqual([employer.phoneNumber]);
    expect(await readDoc(`bannedPhones/${employer.phoneNumber}`)).toMatchObject({ uid: employer.uid, bannedBy: admin.uid });
    expect(await readDoc(`reportedAccounts/${employer.uid}`)).toBeNull();
    expect(await readDoc(`threadReports/${threadReportId(threadId, seeker.uid)}`)).toMatchObject({ status: 'resolved' });

    // The number comes back under a new account: the rules refuse its profile; another number's is allowed (control).
    const profileWith = async (phoneNumber: string) => {
      const email = uniqueEmail('back');
      const record = await adminAuth().createUser({ email, password: 'Passw0rd!', phoneNumber });
      const db = await webSdkAs({ email, password: 'Passw0rd!' });
      return setDoc(doc(db, 'users', record.uid), { name: 'Back Again', email, phoneNumber, role: 'employer', createdAt: serverTimestamp() });
    };
    await denied(profileWith(employer.phoneNumber));
    await expect(profileWith(uniquePhone())).resolves.toBeUndefined();
    // And the API's register refuses it too.
    const register = await call('POST', '/api/auth/register', {
      body: { name: 'Back Again', email: uniqueEmail('back'), password: 'secret123', phoneNumber: employer.phoneNumber, role: 'employer' },
    });
    expectError(register, 403, 'banned');
  });

  it("lets an unreported deleted author's messages go after the hold, and keeps a reported one's until the report is handled", async () => {
    const unreported = await conversation();
    const reported = await conversation();
    await send(await webSdkAs(unreported.seeker), unreported.seeker.uid, unreported.threadId, 'I can join on Monday.');
    await send(await webSdkAs(reported.employer), reported.employer.uid, reported.threadId, 'Pay ₹999 for the uniform.');
    // The victim reports after the scammer left: within the 30 days, the report still goes in.
    expect((await call('DELETE', `/admin/users/${unreported.seeker.uid}`, { token: admin.token })).status).toBe(200);
    expect((await call('DELETE', `/admin/employers/${reported.employer.uid}`, { token: admin.token })).status).toBe(200);
    await report(await webSdkAs(reported.seeker), reported.seeker.uid, reported.employer.uid, reported.threadId);
    expect(await evidenceOf(unreported.threadId)).toHaveLength(1);

    // 30 days on (the hold backdated): the unreported evidence goes, the thread stays for the employer; the reported stays.
    const past = Timestamp.fromMillis(Date.now() - 60_000);
    await Promise.all([unreported, reported].map(({ threadId }) => adminDb().doc(`threads/${threadId}`).update({ evidenceUntil: past })));
    await reconcileAll();
    expect(await evidenceOf(unreported.threadId)).toEqual([]);
    expect(await readDoc(`threads/${unreported.threadId}`)).toMatchObject({ evidenceUntil: null, left: [unreported.seeker.uid] });
    expect(await evidenceOf(reported.threadId)).toHaveLength(1);

    // The admin dismisses the report: the next run lets the evidence go.
    const adminSdk = await webSdkAs(admin);
    await setDoc(doc(adminSdk, 'threadReports', threadReportId(reported.threadId, reported.seeker.uid)), { status: 'dismissed' }, { merge: true });
    await reconcileAll();
    expect(await evidenceOf(reported.threadId)).toEqual([]);
    expect((await adminDb().doc(`threads/${reported.threadId}`).get()).exists).toBe(true);
  });
});
