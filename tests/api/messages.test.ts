// Messages on the emulators: an application opens its thread; a message sent
// through the rules (with the sender's rate) becomes the thread's last message
// and the recipient's unread count, which reading clears; an account's
// deletion takes its messages and leaves the thread saying it left; a removed
// application takes its thread.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { collection, doc, FieldPath, serverTimestamp, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { todayInIndia } from '@jobsearch/domain';
import { closeWebSdks, createUser, documentWhen, eventually, seedApplication, seedJob, webSdkAs } from '../support';
import { adminAuth, adminDb } from '../support/admin';
import { PROJECT_ID } from '../support/emulators';

afterEach(closeWebSdks);

function send(db: Firestore, uid: string, threadId: string, text: string) {
  const message = doc(collection(db, 'threads', threadId, 'messages'));
  const batch = writeBatch(db);
  batch.set(message, { senderId: uid, text, createdAt: serverTimestamp() });
  batch.set(doc(db, 'messageRates', uid), { lastAt: serverTimestamp(), day: todayInIndia(), count: 1, lastMessage: `${threadId}/${message.id}` });
  return batch.commit();
}

async function applied() {
  const [employer, seeker] = await Promise.all([createUser({ role: 'employer' }), createUser({ role: 'jobseeker' })]);
  const jobId = await seedJob(employer.uid, { companyName: 'Deccan Tools', jobRole: 'Fitter' });
  const threadId = await seedApplication({ jobId, employerId: employer.uid, seeker, jobTitle: 'Fitter', companyName: 'Deccan Tools' });
  await documentWhen(`threads/${threadId}`, (thread) => thread.applicantId === seeker.uid);
  return { employer, seeker, jobId, threadId };
}

describe('message threads', () => {
  it("opens with the application; a message is the thread's last and the other side's unread count until they read it", async () => {
    const { employer, seeker, threadId } = await applied();
    const thread = (await adminDb().doc(`threads/${threadId}`).get()).data()!;
    expect(thread).toMatchObject({
      employerId: employer.uid,
      applicantId: seeker.uid,
      jobTitle: 'Fitter',
      companyName: 'Deccan Tools',
      blockedBy: null,
      left: [],
    });

    await send(await webSdkAs(seeker), seeker.uid, threadId, 'Hello, is the job open?\nI have 3 years.');
    const after = await documentWhen(`threads/${threadId}`, (t) => (t.unread as Record<string, number>)?.[employer.uid] === 1);
    expect(after).toMatchObject({ lastMessageText: 'Hello, is the job open? I have 3 years.', lastSenderId: seeker.uid });
    await documentWhen(`inboxes/${employer.uid}`, (inbox) => inbox.unread === 1 && inbox.uid === employer.uid);

    const employerDb = await webSdkAs(employer);
    await updateDoc(doc(employerDb, 'threads', threadId), new FieldPath('readAt', employer.uid), serverTimestamp());
    await documentWhen(`inboxes/${employer.uid}`, (inbox) => inbox.unread === 0);
    expect((await adminDb().doc(`threads/${threadId}`).get()).get('unread')).toEqual({ [employer.uid]: 0 });
  });

  it("a deleted account's messages go and the thread says it left; a removed application takes its thread", async () => {
    const { employer, seeker, threadId } = await applied();
    await send(await webSdkAs(seeker), seeker.uid, threadId, 'My number is 98xxxxxx10.');
    await send(await webSdkAs(employer), employer.uid, threadId, 'Thank you, we will call.');
    await eventually('both messages are counted', async () => (await adminDb().collection(`threads/${threadId}/messages`).get()).size === 2);

    await adminAuth().deleteUser(seeker.uid);
    const left = await documentWhen(`threads/${threadId}`, (t) => Array.isArray(t.left) && t.left.includes(seeker.uid), 30_000);
    expect(left.applicantName).toBe('');
    const messages = await adminDb().collection(`threads/${threadId}/messages`).get();
    expect(messages.docs.map((m) => m.get('senderId'))).toEqual([employer.uid]);
    await eventually('the seeker has no inbox or rate left', async () => !(await adminDb().doc(`messageRates/${seeker.uid}`).get()).exists);

    // Another application, removed while both are here: its thread goes whole.
    const other = await applied();
    await adminDb().doc(`applications/${other.threadId}`).delete();
    await eventually('the thread of a removed application is gone', async () => !(await adminDb().doc(`threads/${other.threadId}`).get()).exists);
  });
});

describe('scripts/migrate-threads.mts', () => {
  const run = (...flags: string[]) =>
    promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('../../scripts/migrate-threads.mts', import.meta.url)), '--project', PROJECT_ID, ...flags],
      {
        env: process.env,
      },
    );

  it('opens the conversation of an application made before Messages, once; without --apply it only counts', async () => {
    const { threadId, seeker } = await applied();
    // As a build before Messages left it: the application, no thread.
    await adminDb().doc(`threads/${threadId}`).delete();

    expect((await run()).stdout).toMatch(/Would do \(add --apply\): [1-9]\d* conversations to open\./);
    expect((await adminDb().doc(`threads/${threadId}`).get()).exists).toBe(false);

    expect((await run('--apply')).stdout).toMatch(/Done: [1-9]\d* conversations opened/);
    const opened = (await adminDb().doc(`threads/${threadId}`).get()).data()!;
    expect(opened).toMatchObject({ applicationId: threadId, applicantId: seeker.uid, jobTitle: 'Fitter', left: [] });

    // A second run leaves it as it is.
    await run('--apply');
    expect((await adminDb().doc(`threads/${threadId}`).get()).get('createdAt')).toEqual(opened.createdAt);
  }, 60_000);
});
