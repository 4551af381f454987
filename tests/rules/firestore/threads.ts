// threads/{applicationId}: the messages between a job's employer and an
// applicant. The server opens each thread and keeps its counts; each side
// reads only their own threads and messages, writes messages of at most 1,000
// characters in a thread nobody blocked or left, each in one batch with their
// messageRates (one message a write, 2 seconds apart, 200 a day), their own
// read time and a block. Admins read a conversation only once it is reported
// (thread-reports.ts, with the reports themselves). inboxes/{uid}: the
// owner reads their counts and marks, and writes only their bell's count, to 0.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { MESSAGE_LIMITS, newThreadFields, todayInIndia } from '@jobsearch/domain';
import { JOB, SEEDED_APPLICATION, UID, uidOf, type Actor, type Fields } from '../support/env.js';
import { cases, nobody, policy, type Case } from '../support/policy.js';

/** seeker-1's thread with employer-1 about the seeded application, as the server opens it. */
const THREAD = SEEDED_APPLICATION.id;
const threadFields = (extra: Fields = {}): Fields => ({
  ...newThreadFields(
    THREAD,
    {
      jobId: JOB.active,
      jobTitle: 'Electrician',
      companyName: 'Shakti Engineering',
      employerId: UID.employer,
      applicantId: UID.seeker,
      applicantName: 'Asha Patil',
    },
    Timestamp.now(),
  ),
  ...extra,
});
const openThread = (db: Firestore, extra: Fields = {}) => setDoc(doc(db, 'threads', THREAD), threadFields(extra));
const MESSAGE = 'message-1';
const putMessage = (db: Firestore, extra: Fields = {}) =>
  setDoc(doc(db, 'threads', THREAD, 'messages', MESSAGE), { senderId: UID.employer, text: 'When can you come?', createdAt: Timestamp.now(), ...extra });
const putRate = (db: Firestore, uid: string, rate: Fields) => setDoc(doc(db, 'messageRates', uid), { lastMessage: `${THREAD}/old`, ...rate });

/**
 * Sends a message as the app does: the message and the sender's rate of the day in one batch,
 * the rate naming the message (`rate` replaces its fields; `message` the message's).
 */
function send(db: Firestore, senderId: string, { id = 'm-new', message = {}, rate = {} }: { id?: string; message?: Fields; rate?: Fields } = {}) {
  const batch = writeBatch(db);
  batch.set(doc(db, 'threads', THREAD, 'messages', id), { senderId, text: 'I can come on Monday.', createdAt: serverTimestamp(), ...message });
  batch.set(doc(db, 'messageRates', senderId), { lastAt: serverTimestamp(), day: todayInIndia(), count: 1, lastMessage: `${THREAD}/${id}`, ...rate });
  return batch.commit();
}

const asSide = (actor: Actor) => (actor.startsWith('employer') ? 'employerId' : 'applicantId');

export function threadsPolicy(env: () => RulesTestEnvironment): void {
  policy('threads', env, [
    {
      op: 'get',
      what: "read seeker-1's thread with employer-1 (nobody reported it)",
      allow: ['seeker', 'employer'],
      prepare: (db) => openThread(db),
      attempt: (db) => getDoc(doc(db, 'threads', THREAD)),
    },
    {
      op: 'list',
      what: 'list their own threads (employers by employerId, seekers by applicantId)',
      allow: ['seeker', 'seeker2', 'employer', 'employer2', 'admin'],
      prepare: (db) => openThread(db),
      attempt: (db, actor) => getDocs(query(collection(db, 'threads'), where(asSide(actor), '==', uidOf(actor)))),
    },
    { op: 'list', what: 'list every thread', allow: nobody, prepare: (db) => openThread(db), attempt: (db) => getDocs(collection(db, 'threads')) },
    {
      op: 'create',
      what: 'open a thread themselves',
      allow: nobody,
      attempt: (db) => setDoc(doc(db, 'threads', THREAD), threadFields({ createdAt: serverTimestamp() })),
    },
    {
      op: 'update',
      what: 'mark the thread read (their own read time)',
      allow: ['seeker', 'employer'],
      prepare: (db) => openThread(db),
      attempt: (db, actor) => updateDoc(doc(db, 'threads', THREAD), { [`readAt.${uidOf(actor)}`]: serverTimestamp() }),
    },
    { op: 'delete', what: 'delete the thread', allow: nobody, prepare: (db) => openThread(db), attempt: (db) => deleteDoc(doc(db, 'threads', THREAD)) },
  ]);

  policy('threads/messages', env, [
    {
      op: 'get',
      what: "read a message of seeker-1's thread (nobody reported it)",
      allow: ['seeker', 'employer'],
      prepare: async (db) => {
        await openThread(db);
        await putMessage(db);
      },
      attempt: (db) => getDoc(doc(db, 'threads', THREAD, 'messages', MESSAGE)),
    },
    {
      op: 'list',
      what: "list the messages of seeker-1's thread (nobody reported it)",
      allow: ['seeker', 'employer'],
      prepare: async (db) => {
        await openThread(db);
        await putMessage(db);
      },
      attempt: (db) => getDocs(collection(db, 'threads', THREAD, 'messages')),
    },
    {
      op: 'create',
      what: "send a message in seeker-1's thread, with their rate",
      allow: ['seeker', 'employer'],
      prepare: (db) => openThread(db),
      attempt: (db, actor) => send(db, uidOf(actor)),
    },
    {
      op: 'update',
      what: 'change a message',
      allow: nobody,
      prepare: async (db) => {
        await openThread(db);
        await putMessage(db, { senderId: UID.seeker });
      },
      attempt: (db) => updateDoc(doc(db, 'threads', THREAD, 'messages', MESSAGE), { text: 'Changed.' }),
    },
    {
      op: 'delete',
      what: 'delete a message',
      allow: nobody,
      prepare: async (db) => {
        await openThread(db);
        await putMessage(db, { senderId: UID.seeker });
      },
      attempt: (db) => deleteDoc(doc(db, 'threads', THREAD, 'messages', MESSAGE)),
    },
  ]);

  // `rate` as a function is made when the case runs (cases are registered long before).
  const inThread = (c: Omit<Case, 'prepare'> & { thread?: Fields; rate?: Fields | (() => Fields) }): Case => ({
    ...c,
    prepare: async (db) => {
      await openThread(db, c.thread);
      if (c.rate) await putRate(db, c.actor === 'employer' ? UID.employer : UID.seeker, typeof c.rate === 'function' ? c.rate() : c.rate);
    },
  });
  const longAgo = Timestamp.fromMillis(Date.now() - 60_000);
  cases('threads: messages and the rate limit', env, [
    inThread({
      name: `a message of ${MESSAGE_LIMITS.textMax} characters`,
      actor: 'seeker',
      expect: 'allow',
      attempt: (db) => send(db, UID.seeker, { message: { text: 'a'.repeat(MESSAGE_LIMITS.textMax) } }),
    }),
    inThread({
      name: `a message of ${MESSAGE_LIMITS.textMax + 1} characters`,
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => send(db, UID.seeker, { message: { text: 'a'.repeat(MESSAGE_LIMITS.textMax + 1) } }),
    }),
    inThread({ name: 'a blank message', actor: 'seeker', expect: 'deny', attempt: (db) => send(db, UID.seeker, { message: { text: '   ' } }) }),
    inThread({
      name: 'a message that is no text',
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => send(db, UID.seeker, { message: { text: { html: '<a href=x>x</a>' } } }),
    }),
    inThread({
      name: "a message under the other side's name",
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => send(db, UID.seeker, { message: { senderId: UID.employer } }),
    }),
    inThread({ name: 'a message backdated', actor: 'seeker', expect: 'deny', attempt: (db) => send(db, UID.seeker, { message: { createdAt: longAgo } }) }),
    inThread({ name: 'a message with an extra field', actor: 'seeker', expect: 'deny', attempt: (db) => send(db, UID.seeker, { message: { read: true } }) }),
    inThread({
      name: 'a message without the rate',
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => setDoc(doc(db, 'threads', THREAD, 'messages', 'm-bare'), { senderId: UID.seeker, text: 'Hello', createdAt: serverTimestamp() }),
    }),
    inThread({
      name: 'a rate naming another message',
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => send(db, UID.seeker, { rate: { lastMessage: `${THREAD}/m-other` } }),
    }),
    inThread({
      name: 'two messages in one batch with one rate',
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => {
        const batch = writeBatch(db);
        for (const id of ['m-a', 'm-b'])
          batch.set(doc(db, 'threads', THREAD, 'messages', id), { senderId: UID.seeker, text: 'Hi', createdAt: serverTimestamp() });
        batch.set(doc(db, 'messageRates', UID.seeker), { lastAt: serverTimestamp(), day: todayInIndia(), count: 1, lastMessage: `${THREAD}/m-a` });
        return batch.commit();
      },
    }),
    inThread({
      name: 'a message in a thread the other side blocked',
      actor: 'seeker',
      expect: 'deny',
      thread: { blockedBy: UID.employer },
      attempt: (db) => send(db, UID.seeker),
    }),
    inThread({
      name: 'a message in a thread they blocked themselves',
      actor: 'employer',
      expect: 'deny',
      thread: { blockedBy: UID.employer },
      attempt: (db) => send(db, UID.employer),
    }),
    inThread({
      name: 'a message in a thread the other side left',
      actor: 'employer',
      expect: 'deny',
      thread: { left: [UID.seeker] },
      attempt: (db) => send(db, UID.employer),
    }),
    inThread({
      name: 'the next message a minute after the last, counted on',
      actor: 'seeker',
      expect: 'allow',
      rate: { lastAt: longAgo, day: todayInIndia(), count: 5 },
      attempt: (db) => send(db, UID.seeker, { rate: { count: 6 } }),
    }),
    inThread({
      name: 'the next message within 2 seconds of the last',
      actor: 'seeker',
      expect: 'deny',
      rate: () => ({ lastAt: Timestamp.now(), day: todayInIndia(), count: 5 }),
      attempt: (db) => send(db, UID.seeker, { rate: { count: 6 } }),
    }),
    inThread({
      name: 'a count that does not move on',
      actor: 'seeker',
      expect: 'deny',
      rate: { lastAt: longAgo, day: todayInIndia(), count: 5 },
      attempt: (db) => send(db, UID.seeker, { rate: { count: 1 } }),
    }),
    inThread({
      name: `the ${MESSAGE_LIMITS.perDay + 1}th message of the day`,
      actor: 'seeker',
      expect: 'deny',
      rate: { lastAt: longAgo, day: todayInIndia(), count: MESSAGE_LIMITS.perDay },
      attempt: (db) => send(db, UID.seeker, { rate: { count: MESSAGE_LIMITS.perDay + 1 } }),
    }),
    inThread({
      name: "the first message of a new day, after yesterday's limit",
      actor: 'seeker',
      expect: 'allow',
      rate: { lastAt: longAgo, day: '2020-01-01', count: MESSAGE_LIMITS.perDay },
      attempt: (db) => send(db, UID.seeker, { rate: { count: 1 } }),
    }),
    inThread({ name: 'a rate dated another day', actor: 'seeker', expect: 'deny', attempt: (db) => send(db, UID.seeker, { rate: { day: '2020-01-01' } }) }),
  ]);

  cases('threads: read times and blocks', env, [
    inThread({
      name: "the other side's read time",
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => updateDoc(doc(db, 'threads', THREAD), { [`readAt.${UID.employer}`]: serverTimestamp() }),
    }),
    inThread({
      name: 'a read time in the future',
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => updateDoc(doc(db, 'threads', THREAD), { [`readAt.${UID.seeker}`]: Timestamp.fromMillis(Date.now() + 86_400_000) }),
    }),
    inThread({
      name: 'their unread count set to 0',
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => updateDoc(doc(db, 'threads', THREAD), { [`unread.${UID.seeker}`]: 0 }),
    }),
    inThread({
      name: 'the last message rewritten',
      actor: 'employer',
      expect: 'deny',
      attempt: (db) => updateDoc(doc(db, 'threads', THREAD), { lastMessageText: 'Pay ₹500 first.' }),
    }),
    // The employer's block is the thread's alone; the applicant's reaches every thread of the pair (employer-blocks.ts).
    inThread({ name: 'a block', actor: 'employer', expect: 'allow', attempt: (db) => updateDoc(doc(db, 'threads', THREAD), { blockedBy: UID.employer }) }),
    inThread({
      name: 'a block in the other side’s name',
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => updateDoc(doc(db, 'threads', THREAD), { blockedBy: UID.employer }),
    }),
    inThread({
      name: 'lifting their own block',
      actor: 'employer',
      expect: 'allow',
      thread: { blockedBy: UID.employer },
      attempt: (db) => updateDoc(doc(db, 'threads', THREAD), { blockedBy: null }),
    }),
    inThread({
      name: "lifting the other side's block",
      actor: 'employer',
      expect: 'deny',
      thread: { blockedBy: UID.seeker },
      attempt: (db) => updateDoc(doc(db, 'threads', THREAD), { blockedBy: null }),
    }),
    inThread({
      name: 'the old one-report fields on the thread',
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => updateDoc(doc(db, 'threads', THREAD), { reportedBy: UID.seeker, reportedAt: serverTimestamp() }),
    }),
    inThread({
      name: 'a block by someone outside the thread',
      actor: 'seeker2',
      expect: 'deny',
      attempt: (db) => updateDoc(doc(db, 'threads', THREAD), { blockedBy: UID.seeker2 }),
    }),
  ]);

  cases('messageRates and inboxes', env, [
    {
      name: 'reading their own rate',
      actor: 'seeker',
      expect: 'allow',
      prepare: (db) => putRate(db, UID.seeker, { lastAt: longAgo, day: todayInIndia(), count: 1 }),
      attempt: (db) => getDoc(doc(db, 'messageRates', UID.seeker)),
    },
    {
      name: "reading another's rate",
      actor: 'seeker2',
      expect: 'deny',
      prepare: (db) => putRate(db, UID.seeker, { lastAt: longAgo, day: todayInIndia(), count: 1 }),
      attempt: (db) => getDoc(doc(db, 'messageRates', UID.seeker)),
    },
    { name: 'listing the rates', actor: 'seeker', expect: 'deny', attempt: (db) => getDocs(collection(db, 'messageRates')) },
    {
      name: 'deleting their own rate',
      actor: 'seeker',
      expect: 'deny',
      prepare: (db) => putRate(db, UID.seeker, { lastAt: longAgo, day: todayInIndia(), count: 200 }),
      attempt: (db) => deleteDoc(doc(db, 'messageRates', UID.seeker)),
    },
    {
      name: 'reading their own unread count',
      actor: 'employer',
      expect: 'allow',
      prepare: (db) => setDoc(doc(db, 'inboxes', UID.employer), { uid: UID.employer, unread: 2 }),
      attempt: (db) => getDoc(doc(db, 'inboxes', UID.employer)),
    },
    {
      name: "reading another's unread count",
      actor: 'employer2',
      expect: 'deny',
      prepare: (db) => setDoc(doc(db, 'inboxes', UID.employer), { uid: UID.employer, unread: 2 }),
      attempt: (db) => getDoc(doc(db, 'inboxes', UID.employer)),
    },
    {
      name: 'listing their own unread count',
      actor: 'employer',
      expect: 'allow',
      prepare: (db) => setDoc(doc(db, 'inboxes', UID.employer), { uid: UID.employer, unread: 2 }),
      attempt: (db) => getDocs(query(collection(db, 'inboxes'), where('uid', '==', UID.employer))),
    },
    { name: 'listing every unread count', actor: 'employer', expect: 'deny', attempt: (db) => getDocs(collection(db, 'inboxes')) },
    { name: 'writing their own unread count', actor: 'employer', expect: 'deny', attempt: (db) => setDoc(doc(db, 'inboxes', UID.employer), { unread: 0 }) },
    ...inboxWrites(),
  ]);
}

/** The bell's count is the one field an owner writes in their inbox, and only to 0; the rest is the server's. */
function inboxWrites(): Case[] {
  const stored = { uid: UID.seeker, unread: 2, unreadNotifications: 3, appliedJobIds: [JOB.active] };
  const putInbox = (db: Firestore) => setDoc(doc(db, 'inboxes', UID.seeker), stored);
  const update = (fields: Fields) => (db: Firestore) => updateDoc(doc(db, 'inboxes', UID.seeker), fields);
  return [
    { name: "opening the bell: their own bell's count to 0", actor: 'seeker', expect: 'allow', prepare: putInbox, attempt: update({ unreadNotifications: 0 }) },
    { name: "their bell's count to another number", actor: 'seeker', expect: 'deny', prepare: putInbox, attempt: update({ unreadNotifications: 1 }) },
    { name: "their bell's count raised", actor: 'seeker', expect: 'deny', prepare: putInbox, attempt: update({ unreadNotifications: 99 }) },
    { name: "another's bell's count to 0", actor: 'seeker2', expect: 'deny', prepare: putInbox, attempt: update({ unreadNotifications: 0 }) },
    { name: "an admin's write to a person's bell", actor: 'admin', expect: 'deny', prepare: putInbox, attempt: update({ unreadNotifications: 0 }) },
    {
      name: 'the bell at 0 with the messages count too',
      actor: 'seeker',
      expect: 'deny',
      prepare: putInbox,
      attempt: update({ unreadNotifications: 0, unread: 0 }),
    },
    { name: 'an applied mark added', actor: 'seeker', expect: 'deny', prepare: putInbox, attempt: update({ appliedJobIds: [JOB.active, 'another-job'] }) },
    { name: 'the applied marks emptied', actor: 'seeker', expect: 'deny', prepare: putInbox, attempt: update({ appliedJobIds: [] }) },
    { name: 'a field of their own added', actor: 'seeker', expect: 'deny', prepare: putInbox, attempt: update({ unreadNotifications: 0, note: 'x' }) },
    {
      name: 'creating their own inbox with the bell at 0',
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => setDoc(doc(db, 'inboxes', UID.seeker), { uid: UID.seeker, unreadNotifications: 0 }),
    },
    { name: 'deleting their own inbox', actor: 'seeker', expect: 'deny', prepare: putInbox, attempt: (db) => deleteDoc(doc(db, 'inboxes', UID.seeker)) },
  ];
}
