// Employers finding willing job seekers: the seeker's consent (users/{uid}.findMe),
// the public candidate cards the server keeps (candidateCards/{uid}) and the
// invitations to apply (written by the API). Every read an employer might try on
// a job seeker who did not opt in is denied; the cards of those who did are
// read by employers who proved their phone, and nobody but the server writes them.
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
import {
  ALL_CANDIDATES_KEY,
  CANDIDATE_CARDS_COLLECTION,
  INVITATION_COUNTS_COLLECTION,
  INVITATIONS_COLLECTION,
  candidateCardFields,
  EMPTY_WORK_PROFILE,
  invitationCountId,
  invitationId,
} from '@jobsearch/domain';
import { JOB, SEEDED_APPLICATION, UID, uidOf } from '../support/env.js';
import { cases, nobody, policy, type Case } from '../support/policy.js';

const WELDER = { ...EMPTY_WORK_PROFILE, education: 'ITI', trade: 'Welder', districts: ['Pune'], skills: ['TIG welding'] };
const card = () => ({ ...candidateCardFields('Asha Patil', WELDER), lastActiveAt: serverTimestamp() });
const cardPath = (uid: string) => `${CANDIDATE_CARDS_COLLECTION}/${uid}`;
const INVITATION = invitationId(JOB.active, UID.seeker);

/** seeker-1 lets employers find them, and the trigger wrote their card. */
async function optedIn(admin: Firestore, uid: string = UID.seeker): Promise<void> {
  await updateDoc(doc(admin, 'users', uid), { findMe: { on: true, at: serverTimestamp() } });
  await setDoc(doc(admin, cardPath(uid)), card());
}

/** seeker-2 withdrew (or never gave) consent, yet a card is left (a stale one: the worst case). */
async function withdrawnWithCard(admin: Firestore): Promise<void> {
  await updateDoc(doc(admin, 'users', UID.seeker2), { findMe: { on: false, at: serverTimestamp() } });
  await setDoc(doc(admin, cardPath(UID.seeker2)), card());
}

/** employer-1 invited seeker-1 to their Active job (the API's write). */
async function invited(admin: Firestore): Promise<void> {
  await setDoc(doc(admin, INVITATIONS_COLLECTION, INVITATION), {
    jobId: JOB.active,
    jobTitle: 'Fitter',
    companyName: 'Acme Tools',
    employerId: UID.employer,
    seekerId: UID.seeker,
    status: 'Sent',
    createdAt: serverTimestamp(),
    respondedAt: null,
    applicationId: '',
  });
}

export function candidatesPolicy(env: () => RulesTestEnvironment): void {
  policy('candidateCards/{uid}', env, [
    {
      op: 'get',
      what: 'read the card of seeker-1, who lets employers find them',
      allow: ['seeker', 'employer', 'employer2', 'admin'],
      prepare: (admin) => optedIn(admin),
      attempt: (db) => getDoc(doc(db, cardPath(UID.seeker))),
    },
    {
      op: 'list',
      what: 'search the candidate cards',
      allow: ['employer', 'employer2', 'admin'],
      prepare: (admin) => optedIn(admin),
      attempt: (db) => getDocs(query(collection(db, CANDIDATE_CARDS_COLLECTION), where('searchKeys', 'array-contains', ALL_CANDIDATES_KEY))),
    },
    {
      op: 'create',
      what: 'write a candidate card of their own',
      allow: nobody,
      attempt: (db, actor) => setDoc(doc(db, cardPath(uidOf(actor))), card()),
    },
    {
      op: 'update',
      what: "change seeker-1's card",
      allow: nobody,
      prepare: (admin) => optedIn(admin),
      attempt: (db) => updateDoc(doc(db, cardPath(UID.seeker)), { displayName: 'Asha Patil' }),
    },
    {
      op: 'delete',
      what: "delete seeker-1's card",
      allow: ['seeker'],
      prepare: (admin) => optedIn(admin),
      attempt: (db) => deleteDoc(doc(db, cardPath(UID.seeker))),
    },
  ]);

  policy('invitations/{jobId}_{seekerId}', env, [
    {
      op: 'get',
      what: "read employer-1's invitation of seeker-1",
      allow: ['seeker', 'employer'],
      prepare: invited,
      attempt: (db) => getDoc(doc(db, INVITATIONS_COLLECTION, INVITATION)),
    },
    {
      op: 'list',
      what: "list seeker-1's invitations (seekerId == seeker-1)",
      allow: ['seeker'],
      prepare: invited,
      attempt: (db) => getDocs(query(collection(db, INVITATIONS_COLLECTION), where('seekerId', '==', UID.seeker))),
    },
    {
      op: 'list',
      what: "list employer-1's invitations (employerId == employer-1)",
      allow: ['employer'],
      prepare: invited,
      attempt: (db) => getDocs(query(collection(db, INVITATIONS_COLLECTION), where('employerId', '==', UID.employer))),
    },
    {
      op: 'create',
      what: 'invite seeker-2 to an Active job of employer-1 (the API writes invitations)',
      allow: nobody,
      attempt: (db) =>
        setDoc(doc(db, INVITATIONS_COLLECTION, invitationId(JOB.active, UID.seeker2)), {
          jobId: JOB.active,
          jobTitle: 'Fitter',
          companyName: 'Acme Tools',
          employerId: UID.employer,
          seekerId: UID.seeker2,
          status: 'Sent',
          createdAt: serverTimestamp(),
          respondedAt: null,
          applicationId: '',
        }),
    },
    {
      op: 'update',
      what: 'accept an invitation by writing it (Accept goes through the API)',
      allow: nobody,
      prepare: invited,
      attempt: (db) => updateDoc(doc(db, INVITATIONS_COLLECTION, INVITATION), { status: 'Accepted', respondedAt: serverTimestamp() }),
    },
    {
      op: 'delete',
      what: 'delete an invitation',
      allow: nobody,
      prepare: invited,
      attempt: (db) => deleteDoc(doc(db, INVITATIONS_COLLECTION, INVITATION)),
    },
  ]);

  const unproved = { phone_number: undefined };
  const read = (name: string, actor: Case['actor'], expect: Case['expect'], attempt: Case['attempt'], more: Partial<Case> = {}): Case => ({
    name,
    actor,
    expect,
    attempt,
    prepare: async (admin) => {
      await optedIn(admin);
      await withdrawnWithCard(admin);
      await invited(admin);
    },
    ...more,
  });
  const cards = (db: Firestore) => collection(db, CANDIDATE_CARDS_COLLECTION);

  // Pairs: what an employer may read of an opted-in seeker, and the same read of one who is not.
  cases('candidates: every read an employer might try on a job seeker who did not opt in', env, [
    read('the card of seeker-1, who opted in', 'employer', 'allow', (db) => getDoc(doc(db, cardPath(UID.seeker)))),
    read('a card left behind for seeker-2, who withdrew (the get checks the consent itself)', 'employer', 'deny', (db) =>
      getDoc(doc(db, cardPath(UID.seeker2))),
    ),
    read('the card of a seeker who never opted in (there is none)', 'employer2', 'deny', (db) => getDoc(doc(db, cardPath('seeker-never')))),
    read("seeker-1's card, by an employer who has not proved a phone", 'employer', 'deny', (db) => getDoc(doc(db, cardPath(UID.seeker))), { token: unproved }),
    read('search the cards, having proved a phone', 'employer', 'allow', (db) =>
      getDocs(query(cards(db), where('searchKeys', 'array-contains', 't:ITI/Welder'))),
    ),
    read(
      'search the cards without a proved phone',
      'employer',
      'deny',
      (db) => getDocs(query(cards(db), where('searchKeys', 'array-contains', 't:ITI/Welder'))),
      { token: unproved },
    ),
    read('search the cards as a job seeker', 'seeker2', 'deny', (db) => getDocs(cards(db))),
    read('the profile of seeker-2 (phone, email, work profile)', 'employer', 'deny', (db) => getDoc(doc(db, 'users', UID.seeker2))),
    read('the profile of seeker-1, even opted in', 'employer', 'deny', (db) => getDoc(doc(db, 'users', UID.seeker))),
    read('the job seekers, listed by role', 'employer', 'deny', (db) => getDocs(query(collection(db, 'users'), where('role', '==', 'jobseeker')))),
    read('the job seekers who let employers find them, listed from users', 'employer', 'deny', (db) =>
      getDocs(query(collection(db, 'users'), where('findMe.on', '==', true))),
    ),
    read("seeker-1's invitation from employer-1, by employer-1", 'employer', 'allow', (db) => getDoc(doc(db, INVITATIONS_COLLECTION, INVITATION))),
    read("seeker-1's invitation from employer-1, by employer-2", 'employer2', 'deny', (db) => getDoc(doc(db, INVITATIONS_COLLECTION, INVITATION))),
    read("seeker-1's invitations, listed by seeker id, by an employer", 'employer', 'deny', (db) =>
      getDocs(query(collection(db, INVITATIONS_COLLECTION), where('seekerId', '==', UID.seeker))),
    ),
    read("seeker-1's application, by the employer of its job", 'employer', 'allow', (db) => getDoc(doc(db, 'applications', SEEDED_APPLICATION.id))),
    read("seeker-1's application, by another employer", 'employer2', 'deny', (db) => getDoc(doc(db, 'applications', SEEDED_APPLICATION.id))),
    read("seeker-2's applications, listed by applicant", 'employer', 'deny', (db) =>
      getDocs(query(collection(db, 'applications'), where('applicantId', '==', UID.seeker2))),
    ),
    read("seeker-2's notifications", 'employer', 'deny', (db) => getDocs(query(collection(db, 'notifications'), where('userId', '==', UID.seeker2)))),
    read("seeker-2's saved jobs", 'employer', 'deny', (db) => getDocs(query(collection(db, 'savedJobs'), where('userId', '==', UID.seeker2)))),
    read("seeker-2's job alerts", 'employer', 'deny', (db) => getDocs(query(collection(db, 'jobAlerts'), where('userId', '==', UID.seeker2)))),
    read("employer-1's own day's count of invitations (the server's)", 'employer', 'deny', (db) =>
      getDoc(doc(db, INVITATION_COUNTS_COLLECTION, invitationCountId(UID.employer, '2026-11-26'))),
    ),
  ]);

  const consent = (value: unknown) => (db: Firestore) => updateDoc(doc(db, 'users', UID.seeker), { findMe: value });
  const now = { on: true, at: serverTimestamp() };
  const off = { on: false, at: serverTimestamp() };
  const withCard = async (admin: Firestore) => optedIn(admin);

  cases('users/{uid}.findMe: the consent, with its time, honoured at once', env, [
    { name: 'turning it on, having proved the phone', actor: 'seeker', expect: 'allow', attempt: consent(now) },
    { name: 'turning it on without a proved phone', actor: 'seeker', expect: 'deny', attempt: consent(now), token: unproved },
    { name: 'turning it off when there is no card', actor: 'seeker', expect: 'allow', attempt: consent(off) },
    { name: 'turning it off without a proved phone (withdrawing is always allowed)', actor: 'seeker', expect: 'allow', attempt: consent(off), token: unproved },
    { name: 'turning it off but leaving the card', actor: 'seeker', expect: 'deny', prepare: withCard, attempt: consent(off) },
    {
      name: 'turning it off and deleting the card in one batch',
      actor: 'seeker',
      expect: 'allow',
      prepare: withCard,
      attempt: async (db) => {
        const batch = writeBatch(db);
        batch.update(doc(db, 'users', UID.seeker), { findMe: off });
        batch.delete(doc(db, cardPath(UID.seeker)));
        await batch.commit();
      },
    },
    {
      name: 'a time other than now',
      actor: 'seeker',
      expect: 'deny',
      attempt: consent({ on: true, at: Timestamp.fromDate(new Date('2026-01-01T00:00:00Z')) }),
    },
    { name: 'without its time', actor: 'seeker', expect: 'deny', attempt: consent({ on: true }) },
    { name: 'with a field more', actor: 'seeker', expect: 'deny', attempt: consent({ ...now, scope: 'all' }) },
    { name: 'on as text', actor: 'seeker', expect: 'deny', attempt: consent({ on: 'yes', at: serverTimestamp() }) },
    { name: 'not a map', actor: 'seeker', expect: 'deny', attempt: consent(true) },
    {
      name: 'with a new name (the consent is written on its own)',
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => updateDoc(doc(db, 'users', UID.seeker), { findMe: now, name: 'Asha P.' }),
    },
    { name: "another job seeker's consent", actor: 'seeker2', expect: 'deny', attempt: consent(now) },
    {
      name: 'an employer giving it on their own profile',
      actor: 'employer',
      expect: 'deny',
      attempt: (db) => updateDoc(doc(db, 'users', UID.employer), { findMe: now }),
    },
  ]);
}
