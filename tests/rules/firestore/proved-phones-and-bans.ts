// Proved phones and bans: a profile carries only the phone its owner proved (the ID
// token's phone_number), posting and applying need a proved phone, banned
// phones and emails cannot sign up again, and the API's login counters are
// out of every client's reach. Each refusal beside the honest case.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';

import { Timestamp, collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore';

import { JOB, PHONE, SEED, UID, applicationFields, jobFields, profileFields } from '../support/env.js';
import { cases, nobody, policy } from '../support/policy.js';

type JobLike = Parameters<typeof applicationFields>[2];
const jobOf = (jobId: string) => (SEED.jobs as Record<string, unknown>)[jobId] as JobLike;

const NEW_PHONE = '+919822222222';
const BANNED_PHONE = '+919833333333';
const BANNED_EMAIL = 'banned@example.in';

const ban = (id: string, collectionName: 'bannedPhones' | 'bannedEmails') => (db: Firestore) =>
  setDoc(doc(db, collectionName, id), { uid: 'someone-banned', bannedBy: UID.admin, bannedAt: serverTimestamp() });
const bans = async (db: Firestore) => {
  await ban(BANNED_PHONE, 'bannedPhones')(db);
  await ban(BANNED_EMAIL, 'bannedEmails')(db);
};
const freshSeeker = async (db: Firestore) => {
  await bans(db);
  await deleteDoc(doc(db, 'users', UID.seeker));
};
const signUp = (fields: Record<string, unknown>) => (db: Firestore) => setDoc(doc(db, 'users', UID.seeker), fields);
/** seeker-1's profile as POST /api/auth/register leaves it: a phone never proved. */
const apiRegistered = (db: Firestore) => updateDoc(doc(db, 'users', UID.seeker), { phoneNumber: '+919844444444' });
const apiRegisteredEmployer = (db: Firestore) => updateDoc(doc(db, 'users', UID.employer), { phoneNumber: '+919844444445' });

export function provedPhonesAndBansPolicy(env: () => RulesTestEnvironment): void {
  cases('trust: a profile carries only a proved phone', env, [
    {
      name: 'sign up with the phone the ID token proves',
      actor: 'seeker',
      expect: 'allow',
      prepare: freshSeeker,
      attempt: signUp(profileFields('jobseeker', 'Asha Patil', PHONE.seeker)),
    },
    {
      name: 'sign up with a phone the ID token does not prove',
      actor: 'seeker',
      expect: 'deny',
      prepare: freshSeeker,
      attempt: signUp(profileFields('jobseeker', 'Asha Patil', NEW_PHONE)),
    },
    {
      name: 'sign up as an employer from an account with no proved phone (email and password only)',
      actor: 'employer',
      expect: 'deny',
      token: { phone_number: undefined },
      prepare: (db) => deleteDoc(doc(db, 'users', UID.employer)),
      attempt: (db) => setDoc(doc(db, 'users', UID.employer), profileFields('employer', 'Meera Shah', PHONE.employer)),
    },
    {
      name: 'change the phone to one just proved with an OTP (fresh token)',
      actor: 'seeker',
      expect: 'allow',
      token: { phone_number: NEW_PHONE },
      attempt: (db) => updateDoc(doc(db, 'users', UID.seeker), { phoneNumber: NEW_PHONE }),
    },
    {
      name: 'change the phone with a token still showing the old one',
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => updateDoc(doc(db, 'users', UID.seeker), { phoneNumber: NEW_PHONE }),
    },
    {
      name: 'an API-registered account (unproved phone) renames itself, the phone unchanged',
      actor: 'seeker',
      expect: 'allow',
      token: { phone_number: undefined },
      prepare: apiRegistered,
      attempt: (db) => updateDoc(doc(db, 'users', UID.seeker), { name: 'Asha P.' }),
    },
    {
      name: 'an API-registered account swaps its unproved phone for another unproved one',
      actor: 'seeker',
      expect: 'deny',
      token: { phone_number: undefined },
      prepare: apiRegistered,
      attempt: (db) => updateDoc(doc(db, 'users', UID.seeker), { phoneNumber: NEW_PHONE }),
    },
    {
      name: 'an API-registered account records the phone it has now proved',
      actor: 'seeker',
      expect: 'allow',
      token: { phone_number: NEW_PHONE },
      prepare: apiRegistered,
      attempt: (db) => updateDoc(doc(db, 'users', UID.seeker), { phoneNumber: NEW_PHONE }),
    },
  ]);

  cases('trust: posting and applying need a proved phone', env, [
    {
      name: 'post a job with the profile phone proved',
      actor: 'employer',
      expect: 'allow',
      attempt: (db) => setDoc(doc(collection(db, 'jobs')), jobFields(UID.employer)),
    },
    {
      name: 'post a job from an API-registered account (profile phone never proved)',
      actor: 'employer',
      expect: 'deny',
      token: { phone_number: undefined },
      prepare: apiRegisteredEmployer,
      attempt: (db) => setDoc(doc(collection(db, 'jobs')), jobFields(UID.employer)),
    },
    {
      name: 'post a job with a token proving another phone than the profile',
      actor: 'employer',
      expect: 'deny',
      token: { phone_number: NEW_PHONE },
      attempt: (db) => setDoc(doc(collection(db, 'jobs')), jobFields(UID.employer)),
    },
    {
      name: 'apply with the profile phone proved',
      actor: 'seeker',
      expect: 'allow',
      attempt: (db) => {
        const { id, fields } = applicationFields(JOB.other, UID.seeker, jobOf(JOB.other));
        return setDoc(doc(db, 'applications', id), fields);
      },
    },
    {
      name: 'apply from an API-registered account (profile phone never proved)',
      actor: 'seeker',
      expect: 'deny',
      token: { phone_number: undefined },
      prepare: apiRegistered,
      attempt: (db) => {
        const { id, fields } = applicationFields(JOB.other, UID.seeker, jobOf(JOB.other));
        return setDoc(doc(db, 'applications', id), fields);
      },
    },
  ]);

  cases('trust: banned phones and emails cannot sign up again', env, [
    {
      name: 'sign up with a banned phone (proved by OTP, under a new uid)',
      actor: 'seeker',
      expect: 'deny',
      token: { phone_number: BANNED_PHONE },
      prepare: freshSeeker,
      attempt: signUp(profileFields('jobseeker', 'Asha Patil', BANNED_PHONE)),
    },
    {
      name: 'sign up with a banned email (the one Auth holds for them)',
      actor: 'seeker',
      expect: 'deny',
      token: { email: BANNED_EMAIL },
      prepare: freshSeeker,
      attempt: signUp({ ...profileFields('jobseeker'), email: BANNED_EMAIL }),
    },
    {
      name: 'sign up with a banned email in capitals',
      actor: 'seeker',
      expect: 'deny',
      token: { email: 'Banned@Example.IN' },
      prepare: freshSeeker,
      attempt: signUp({ ...profileFields('jobseeker'), email: 'Banned@Example.IN' }),
    },
    { name: 'sign up with neither banned, bans present', actor: 'seeker', expect: 'allow', prepare: freshSeeker, attempt: signUp(profileFields('jobseeker')) },
    {
      name: 'change the email to a banned one (Auth holds it now)',
      actor: 'seeker',
      expect: 'deny',
      token: { email: BANNED_EMAIL },
      prepare: bans,
      attempt: (db) => updateDoc(doc(db, 'users', UID.seeker), { email: BANNED_EMAIL }),
    },
    {
      name: 'change the phone to a banned one, proved by OTP',
      actor: 'seeker',
      expect: 'deny',
      token: { phone_number: BANNED_PHONE },
      prepare: bans,
      attempt: (db) => updateDoc(doc(db, 'users', UID.seeker), { phoneNumber: BANNED_PHONE }),
    },
    {
      name: 'an email with a slash (it would be a path in bannedEmails)',
      actor: 'seeker',
      expect: 'deny',
      token: { email: 'a/b@example.in' },
      prepare: freshSeeker,
      attempt: signUp({ ...profileFields('jobseeker'), email: 'a/b@example.in' }),
    },
  ]);

  // An account made with the phone alone: Auth holds no email, so its token has none and its profile says ''.
  const phoneOnly = { email: undefined };
  const phoneOnlyApplication = (email: string) => (db: Firestore) => {
    const { id, fields } = applicationFields(JOB.other, UID.seeker, jobOf(JOB.other));
    return setDoc(doc(db, 'applications', id), { ...fields, email });
  };
  cases('phone first: an account with no email', env, [
    {
      name: 'sign up with the phone alone (no email in the token, none on the profile)',
      actor: 'seeker',
      expect: 'allow',
      token: phoneOnly,
      prepare: freshSeeker,
      attempt: signUp({ ...profileFields('jobseeker'), email: '' }),
    },
    {
      name: 'a profile without an email while Auth holds one for the account',
      actor: 'seeker',
      expect: 'deny',
      prepare: freshSeeker,
      attempt: signUp({ ...profileFields('jobseeker'), email: '' }),
    },
    {
      name: 'a phone-only account writes an email Auth does not hold',
      actor: 'seeker',
      expect: 'deny',
      token: phoneOnly,
      prepare: freshSeeker,
      attempt: signUp(profileFields('jobseeker')),
    },
    {
      name: 'a phone-only account with a banned number cannot make its profile',
      actor: 'seeker',
      expect: 'deny',
      token: { ...phoneOnly, phone_number: BANNED_PHONE },
      prepare: freshSeeker,
      attempt: signUp({ ...profileFields('jobseeker', 'Asha Patil', BANNED_PHONE), email: '' }),
    },
    {
      name: 'an account with an email empties it on its profile',
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => updateDoc(doc(db, 'users', UID.seeker), { email: '' }),
    },
    {
      name: 'a phone-only account applies: the application carries its empty email',
      actor: 'seeker',
      expect: 'allow',
      token: phoneOnly,
      prepare: (db) => updateDoc(doc(db, 'users', UID.seeker), { email: '' }),
      attempt: phoneOnlyApplication(''),
    },
    {
      name: 'an applicant with an email leaves it off the application',
      actor: 'seeker',
      expect: 'deny',
      attempt: phoneOnlyApplication(''),
    },
    {
      name: 'read the ban of the number the token proves (a banned person, told after the OTP)',
      actor: 'seeker',
      expect: 'allow',
      token: { ...phoneOnly, phone_number: BANNED_PHONE },
      prepare: bans,
      attempt: (db) => getDoc(doc(db, 'bannedPhones', BANNED_PHONE)),
    },
    {
      name: 'read whether the number the token proves is banned, when it is not',
      actor: 'seeker',
      expect: 'allow',
      attempt: (db) => getDoc(doc(db, 'bannedPhones', PHONE.seeker)),
    },
    {
      name: 'read the ban of a number the token does not prove (an oracle)',
      actor: 'seeker',
      expect: 'deny',
      prepare: bans,
      attempt: (db) => getDoc(doc(db, 'bannedPhones', BANNED_PHONE)),
    },
    {
      name: 'read a ban without signing in',
      actor: 'visitor',
      expect: 'deny',
      prepare: bans,
      attempt: (db) => getDoc(doc(db, 'bannedPhones', BANNED_PHONE)),
    },
    {
      name: 'read an email ban of the address the token shows (email bans stay the admins’)',
      actor: 'seeker',
      expect: 'deny',
      token: { email: BANNED_EMAIL },
      prepare: bans,
      attempt: (db) => getDoc(doc(db, 'bannedEmails', BANNED_EMAIL)),
    },
  ]);

  const banFields = (over: Record<string, unknown> = {}) => ({ uid: UID.seeker, bannedBy: UID.admin, bannedAt: serverTimestamp(), ...over });
  policy('bannedPhones', env, [
    {
      op: 'get',
      what: 'read a phone ban',
      allow: ['admin'],
      prepare: ban(BANNED_PHONE, 'bannedPhones'),
      attempt: (db) => getDoc(doc(db, 'bannedPhones', BANNED_PHONE)),
    },
    { op: 'list', what: 'list the phone bans', allow: ['admin'], attempt: (db) => getDocs(collection(db, 'bannedPhones')) },
    {
      op: 'create',
      what: "ban seeker-1's phone (the dashboard's ban, by the SDK)",
      allow: ['admin'],
      attempt: (db) => setDoc(doc(db, 'bannedPhones', PHONE.seeker), banFields()),
    },
    {
      op: 'update',
      what: 'change a phone ban',
      allow: nobody,
      prepare: ban(BANNED_PHONE, 'bannedPhones'),
      attempt: (db) => updateDoc(doc(db, 'bannedPhones', BANNED_PHONE), { uid: 'other' }),
    },
    {
      op: 'delete',
      what: 'lift a phone ban',
      allow: ['admin'],
      prepare: ban(BANNED_PHONE, 'bannedPhones'),
      attempt: (db) => deleteDoc(doc(db, 'bannedPhones', BANNED_PHONE)),
    },
  ]);
  policy('bannedEmails', env, [
    {
      op: 'get',
      what: 'read an email ban',
      allow: ['admin'],
      prepare: ban(BANNED_EMAIL, 'bannedEmails'),
      attempt: (db) => getDoc(doc(db, 'bannedEmails', BANNED_EMAIL)),
    },
    { op: 'list', what: 'list the email bans', allow: ['admin'], attempt: (db) => getDocs(collection(db, 'bannedEmails')) },
    { op: 'create', what: "ban seeker-1's email", allow: ['admin'], attempt: (db) => setDoc(doc(db, 'bannedEmails', 'asha@example.in'), banFields()) },
    {
      op: 'update',
      what: 'change an email ban',
      allow: nobody,
      prepare: ban(BANNED_EMAIL, 'bannedEmails'),
      attempt: (db) => updateDoc(doc(db, 'bannedEmails', BANNED_EMAIL), { uid: 'other' }),
    },
    {
      op: 'delete',
      what: 'lift an email ban',
      allow: ['admin'],
      prepare: ban(BANNED_EMAIL, 'bannedEmails'),
      attempt: (db) => deleteDoc(doc(db, 'bannedEmails', BANNED_EMAIL)),
    },
  ]);
  cases('trust: what a ban looks like', env, [
    {
      name: 'a phone ban keyed by a number not in E.164',
      actor: 'admin',
      expect: 'deny',
      attempt: (db) => setDoc(doc(db, 'bannedPhones', '9876543210'), banFields()),
    },
    {
      name: 'a ban naming another admin as bannedBy',
      actor: 'admin',
      expect: 'deny',
      attempt: (db) => setDoc(doc(db, 'bannedPhones', NEW_PHONE), banFields({ bannedBy: 'admin-2' })),
    },
    {
      name: 'a ban dated an hour ago',
      actor: 'admin',
      expect: 'deny',
      attempt: (db) => setDoc(doc(db, 'bannedPhones', NEW_PHONE), banFields({ bannedAt: Timestamp.fromMillis(Date.now() - 3_600_000) })),
    },
    {
      name: 'a ban with an extra field',
      actor: 'admin',
      expect: 'deny',
      attempt: (db) => setDoc(doc(db, 'bannedPhones', NEW_PHONE), banFields({ note: 'x' })),
    },
    {
      name: 'a ban without a uid',
      actor: 'admin',
      expect: 'deny',
      attempt: (db) => setDoc(doc(db, 'bannedPhones', NEW_PHONE), { bannedBy: UID.admin, bannedAt: serverTimestamp() }),
    },
    {
      name: 'an email ban keyed in capitals (the rules compare lower case)',
      actor: 'admin',
      expect: 'deny',
      attempt: (db) => setDoc(doc(db, 'bannedEmails', 'Asha@Example.in'), banFields()),
    },
    { name: 'an email ban keyed by no email', actor: 'admin', expect: 'deny', attempt: (db) => setDoc(doc(db, 'bannedEmails', 'not-an-email'), banFields()) },
    {
      name: 'a ban by an admin with no proved phone (admins need none)',
      actor: 'admin',
      expect: 'allow',
      token: { phone_number: undefined },
      attempt: (db) => setDoc(doc(db, 'bannedEmails', 'ravi@example.in'), banFields()),
    },
  ]);

  policy('loginThrottle', env, [
    { op: 'get', what: "read an account's failed-login counter", allow: nobody, attempt: (db) => getDoc(doc(db, 'loginThrottle', 'account-0123')) },
    { op: 'list', what: 'list the failed-login counters', allow: nobody, attempt: (db) => getDocs(collection(db, 'loginThrottle')) },
    {
      op: 'create',
      what: 'create a counter',
      allow: nobody,
      attempt: (db) => setDoc(doc(db, 'loginThrottle', 'account-0123'), { kind: 'account', failures: 0 }),
    },
    {
      op: 'update',
      what: 'reset a counter',
      allow: nobody,
      prepare: (db) => setDoc(doc(db, 'loginThrottle', 'account-0123'), { kind: 'account', failures: 10 }),
      attempt: (db) => updateDoc(doc(db, 'loginThrottle', 'account-0123'), { failures: 0 }),
    },
    { op: 'delete', what: 'delete a counter', allow: nobody, attempt: (db) => deleteDoc(doc(db, 'loginThrottle', 'account-0123')) },
  ]);
}
