// employerBlocks and hidden jobs (scam containment) in the rules. A job that
// reports hid (hiddenByReports, the reports trigger's) takes no application
// written directly. A seeker's block
// of an employer holds in every conversation of the pair:
// employerBlocks/{seekerId}_{employerId}, written in the batch that blocks a
// thread and deleted in the batch that lifts one; while it exists nobody
// writes a message in any thread of the pair; the employer of the pair reads
// that one document, nobody lists another's.
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
import { EMPLOYER_BLOCKS_COLLECTION, employerBlockId, newThreadFields, todayInIndia } from '@jobsearch/domain';
import { JOB, SEED, SEEDED_APPLICATION, UID, applicationFields, uidOf, type Fields } from '../support/env.js';
import { cases, nobody, policy, type Case } from '../support/policy.js';

type JobLike = Parameters<typeof applicationFields>[2];
const jobOf = (jobId: string) => (SEED.jobs as Record<string, unknown>)[jobId] as JobLike;

/** seeker-1's thread with employer-1 (the seeded application's), and a second one about another job of employer-1. */
const THREAD = SEEDED_APPLICATION.id;
const OTHER_THREAD = `${JOB.inactive}_${UID.seeker}`;
const PAIR = employerBlockId(UID.seeker, UID.employer);

const threadFields = (id: string, jobId: string, extra: Fields = {}): Fields => ({
  ...newThreadFields(
    id,
    { jobId, jobTitle: 'Fitter', companyName: 'Shakti Engineering', employerId: UID.employer, applicantId: UID.seeker, applicantName: 'Asha Patil' },
    Timestamp.now(),
  ),
  ...extra,
});
const openThreads = async (db: Firestore, extra: Fields = {}) => {
  await setDoc(doc(db, 'threads', THREAD), threadFields(THREAD, JOB.active, extra));
  await setDoc(doc(db, 'threads', OTHER_THREAD), threadFields(OTHER_THREAD, JOB.inactive));
};
const blockFields = (extra: Fields = {}): Fields => ({
  seekerId: UID.seeker,
  employerId: UID.employer,
  threadId: THREAD,
  createdAt: serverTimestamp(),
  ...extra,
});
const putBlock = (db: Firestore) => setDoc(doc(db, EMPLOYER_BLOCKS_COLLECTION, PAIR), blockFields({ createdAt: Timestamp.now() }));

/** The app's block: the thread and the pair's document in one batch. */
function blockEverywhere(db: Firestore, { threadId = THREAD, pair = true }: { threadId?: string; pair?: boolean } = {}) {
  const batch = writeBatch(db);
  batch.update(doc(db, 'threads', threadId), { blockedBy: UID.seeker });
  if (pair) batch.set(doc(db, EMPLOYER_BLOCKS_COLLECTION, PAIR), blockFields({ threadId }));
  return batch.commit();
}

/** The app's lift: the thread and the pair's document in one batch. */
function liftEverywhere(db: Firestore, { pair = true }: { pair?: boolean } = {}) {
  const batch = writeBatch(db);
  batch.update(doc(db, 'threads', THREAD), { blockedBy: null });
  if (pair) batch.delete(doc(db, EMPLOYER_BLOCKS_COLLECTION, PAIR));
  return batch.commit();
}

/** A message as the app sends it, with the sender's rate of the day. */
function send(db: Firestore, senderId: string, threadId: string) {
  const batch = writeBatch(db);
  batch.set(doc(db, 'threads', threadId, 'messages', 'm-new'), { senderId, text: 'Pay ₹2,000 registration first.', createdAt: serverTimestamp() });
  batch.set(doc(db, 'messageRates', senderId), { lastAt: serverTimestamp(), day: todayInIndia(), count: 1, lastMessage: `${threadId}/m-new` });
  return batch.commit();
}

export function employerBlocksPolicy(env: () => RulesTestEnvironment): void {
  const hiddenApply = (expect: Case['expect'], hidden: boolean | null): Case => ({
    name: `an application to employer-2's Active job ${hidden === null ? 'without the flag' : `with hiddenByReports ${hidden}`}`,
    actor: 'seeker',
    expect,
    prepare: (db) => (hidden === null ? Promise.resolve() : updateDoc(doc(db, 'jobs', JOB.other), { hiddenByReports: hidden, openReports: 3 })),
    attempt: (db) => {
      const { id, fields } = applicationFields(JOB.other, UID.seeker, jobOf(JOB.other));
      return setDoc(doc(db, 'applications', id), fields);
    },
  });
  cases('employer blocks: a job reports hid takes no application', env, [hiddenApply('allow', null), hiddenApply('allow', false), hiddenApply('deny', true)]);

  policy(EMPLOYER_BLOCKS_COLLECTION, env, [
    {
      op: 'get',
      what: "get seeker-1's block of employer-1 (either side of the pair)",
      allow: ['seeker', 'employer'],
      prepare: async (db) => {
        await openThreads(db);
        await putBlock(db);
      },
      attempt: (db) => getDoc(doc(db, EMPLOYER_BLOCKS_COLLECTION, PAIR)),
    },
    {
      op: 'list',
      what: 'list every block naming employer-1 (who blocked them)',
      allow: nobody,
      prepare: async (db) => {
        await openThreads(db);
        await putBlock(db);
      },
      attempt: (db) => getDocs(query(collection(db, EMPLOYER_BLOCKS_COLLECTION), where('employerId', '==', UID.employer))),
    },
    {
      op: 'create',
      what: 'block employer-1 everywhere from seeker-1’s thread (their own pair, in the batch of the thread’s block)',
      allow: ['seeker'],
      prepare: (db) => openThreads(db),
      attempt: (db, actor) => {
        const batch = writeBatch(db);
        batch.update(doc(db, 'threads', THREAD), { blockedBy: uidOf(actor) });
        batch.set(doc(db, EMPLOYER_BLOCKS_COLLECTION, employerBlockId(uidOf(actor), UID.employer)), blockFields({ seekerId: uidOf(actor) }));
        return batch.commit();
      },
    },
    {
      op: 'update',
      what: "move seeker-1's block to another thread",
      allow: nobody,
      prepare: async (db) => {
        await openThreads(db);
        await putBlock(db);
      },
      attempt: (db) => updateDoc(doc(db, EMPLOYER_BLOCKS_COLLECTION, PAIR), { threadId: OTHER_THREAD }),
    },
    {
      op: 'delete',
      what: "delete seeker-1's block of employer-1",
      allow: ['seeker'],
      prepare: async (db) => {
        await openThreads(db);
        await putBlock(db);
      },
      attempt: (db) => deleteDoc(doc(db, EMPLOYER_BLOCKS_COLLECTION, PAIR)),
    },
  ]);

  const withThreads = (c: Omit<Case, 'prepare'> & { block?: boolean; thread?: Fields }): Case => ({
    ...c,
    prepare: async (db) => {
      await openThreads(db, c.thread);
      if (c.block) await putBlock(db);
    },
  });
  const createBlock =
    (change: Fields, id = PAIR) =>
    (db: Firestore) =>
      setDoc(doc(db, EMPLOYER_BLOCKS_COLLECTION, id), blockFields(change));

  cases('employer blocks: a seeker blocks an employer everywhere', env, [
    // Reading the pair: the employer of the pair asks before showing Invite, even when there is no block.
    withThreads({
      name: 'the employer of the pair gets a pair nobody blocked',
      actor: 'employer',
      expect: 'allow',
      attempt: (db) => getDoc(doc(db, EMPLOYER_BLOCKS_COLLECTION, PAIR)),
    }),
    withThreads({
      name: 'another employer gets the pair of seeker-1 and employer-1',
      actor: 'employer2',
      expect: 'deny',
      attempt: (db) => getDoc(doc(db, EMPLOYER_BLOCKS_COLLECTION, PAIR)),
    }),
    withThreads({
      name: 'an id too short to hold the caller and a separator',
      actor: 'employer',
      expect: 'deny',
      attempt: (db) => getDoc(doc(db, EMPLOYER_BLOCKS_COLLECTION, 'x')),
    }),
    withThreads({
      name: 'listing their own blocks (seekerId == uid)',
      actor: 'seeker',
      expect: 'allow',
      block: true,
      attempt: (db) => getDocs(query(collection(db, EMPLOYER_BLOCKS_COLLECTION), where('seekerId', '==', UID.seeker))),
    }),
    // The batch the app writes, and its halves.
    withThreads({ name: 'the block and its pair in one batch', actor: 'seeker', expect: 'allow', attempt: (db) => blockEverywhere(db) }),
    withThreads({
      name: 'a thread blocked by the applicant without the pair',
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => blockEverywhere(db, { pair: false }),
    }),
    withThreads({
      name: 'a second thread blocked where the pair is already there',
      actor: 'seeker',
      expect: 'allow',
      block: true,
      attempt: (db) => blockEverywhere(db, { threadId: OTHER_THREAD, pair: false }),
    }),
    withThreads({
      name: "the employer's own block of one thread (no pair needed)",
      actor: 'employer',
      expect: 'allow',
      attempt: (db) => updateDoc(doc(db, 'threads', THREAD), { blockedBy: UID.employer }),
    }),
    withThreads({
      name: 'lifting with the pair deleted in the same batch',
      actor: 'seeker',
      expect: 'allow',
      block: true,
      thread: { blockedBy: UID.seeker },
      attempt: (db) => liftEverywhere(db),
    }),
    withThreads({
      name: 'lifting one thread while the pair stays',
      actor: 'seeker',
      expect: 'deny',
      block: true,
      thread: { blockedBy: UID.seeker },
      attempt: (db) => liftEverywhere(db, { pair: false }),
    }),
    withThreads({
      name: 'deleting a pair that is not there',
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => deleteDoc(doc(db, EMPLOYER_BLOCKS_COLLECTION, PAIR)),
    }),
    // Forgeries of the pair's document.
    withThreads({
      name: 'a pair naming another employer than the thread’s',
      actor: 'seeker',
      expect: 'deny',
      attempt: createBlock({ employerId: UID.employer2 }, employerBlockId(UID.seeker, UID.employer2)),
    }),
    withThreads({
      name: 'a pair whose id is not seeker_employer',
      actor: 'seeker',
      expect: 'deny',
      attempt: createBlock({}, employerBlockId(UID.employer, UID.seeker)),
    }),
    withThreads({ name: 'a pair in another seeker’s name', actor: 'seeker', expect: 'deny', attempt: createBlock({ seekerId: UID.seeker2 }) }),
    withThreads({ name: 'a pair with an employerId that is no string', actor: 'seeker', expect: 'deny', attempt: createBlock({ employerId: 7 }) }),
    withThreads({ name: 'a pair naming a threadId that is no string', actor: 'seeker', expect: 'deny', attempt: createBlock({ threadId: 7 }) }),
    withThreads({ name: 'a pair naming a path as its thread', actor: 'seeker', expect: 'deny', attempt: createBlock({ threadId: '../users/x' }) }),
    withThreads({ name: 'a pair naming a thread that is not there', actor: 'seeker', expect: 'deny', attempt: createBlock({ threadId: 'no-such-thread' }) }),
    withThreads({ name: 'a pair with a made-up time', actor: 'seeker', expect: 'deny', attempt: createBlock({ createdAt: Timestamp.fromMillis(0) }) }),
    withThreads({ name: 'a pair with another key', actor: 'seeker', expect: 'deny', attempt: createBlock({ note: 'x' }) }),
    {
      name: 'a pair naming seeker-2’s thread with employer-1',
      actor: 'seeker',
      expect: 'deny',
      prepare: (db) =>
        setDoc(
          doc(db, 'threads', `${JOB.inactive}_${UID.seeker2}`),
          threadFields(`${JOB.inactive}_${UID.seeker2}`, JOB.inactive, { applicantId: UID.seeker2 }),
        ),
      attempt: createBlock({ threadId: `${JOB.inactive}_${UID.seeker2}` }),
    },
    // Messages: none in any thread of the pair while the block stands.
    withThreads({
      name: 'the employer’s message in a thread of the pair nobody blocked',
      actor: 'employer',
      expect: 'allow',
      attempt: (db) => send(db, UID.employer, OTHER_THREAD),
    }),
    withThreads({
      name: 'the employer’s message in another thread of the pair once the seeker blocked them',
      actor: 'employer',
      expect: 'deny',
      block: true,
      attempt: (db) => send(db, UID.employer, OTHER_THREAD),
    }),
    withThreads({
      name: 'the seeker’s own message while they block the employer',
      actor: 'seeker',
      expect: 'deny',
      block: true,
      attempt: (db) => send(db, UID.seeker, OTHER_THREAD),
    }),
  ]);
}
