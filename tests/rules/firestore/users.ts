// users/{uid}: the owner creates (once), reads and edits name, email, phone,
// and their language alone; an admin reads, lists and deletes. Nobody changes a role.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { EMPTY_WORK_PROFILE, LIMITS } from '@jobsearch/domain';
import { EMAIL, PHONE, UID, profileFields, uidOf, type Actor } from '../support/env.js';
import { cases, nobody, policy } from '../support/policy.js';

/** A complete work profile as the Profile screen writes it (domain workProfileSchema's output). */
const WORK_PROFILE = {
  education: 'ITI',
  trade: 'Welder',
  experienceYears: 2,
  skills: ['Arc welding', 'Pipe welding in my own words'],
  districts: ['Pune', 'Satara'],
  expectedSalary: 20000,
  shift: 'Day Shift',
  languages: ['Marathi', 'Hindi'],
  availableFrom: '2026-12-01',
};

const roleFor = (actor: Actor) => (actor.startsWith('employer') ? 'employer' : 'jobseeker');

export function usersPolicy(env: () => RulesTestEnvironment): void {
  policy('users', env, [
    { op: 'get', what: "read the job seeker's profile", allow: ['seeker', 'admin'], attempt: (db) => getDoc(doc(db, 'users', UID.seeker)) },
    { op: 'get', what: "read an employer's profile", allow: ['employer', 'admin'], attempt: (db) => getDoc(doc(db, 'users', UID.employer)) },
    {
      op: 'list',
      what: 'list every profile, newest first (admin dashboard)',
      allow: ['admin'],
      attempt: (db) => getDocs(query(collection(db, 'users'), orderBy('createdAt', 'desc'))),
    },
    {
      op: 'list',
      what: 'list the employers (admin dashboard)',
      allow: ['admin'],
      attempt: (db) => getDocs(query(collection(db, 'users'), where('role', '==', 'employer'), orderBy('createdAt', 'desc'))),
    },
    {
      op: 'list',
      what: 'look a profile up by email',
      allow: ['admin'],
      attempt: (db) => getDocs(query(collection(db, 'users'), where('email', '==', 'asha@example.in'), limit(1))),
    },
    {
      op: 'create',
      what: 'create their own profile at sign-up',
      allow: ['seeker', 'seeker2', 'employer', 'employer2', 'admin'],
      prepare: (db, actor) => deleteDoc(doc(db, 'users', uidOf(actor))),
      attempt: (db, actor) =>
        setDoc(doc(db, 'users', uidOf(actor)), {
          ...profileFields(roleFor(actor), 'Asha Patil', actor === 'visitor' ? PHONE.seeker : PHONE[actor]),
          email: actor === 'visitor' ? EMAIL.seeker : EMAIL[actor],
        }),
    },
    {
      op: 'create',
      what: 'create a profile for someone else',
      allow: nobody,
      attempt: (db) => setDoc(doc(db, 'users', 'newcomer'), profileFields('jobseeker')),
    },
    {
      op: 'create',
      what: "sign up again over the job seeker's existing profile, as an employer",
      allow: nobody,
      attempt: (db) => setDoc(doc(db, 'users', UID.seeker), profileFields('employer')),
    },
    {
      op: 'update',
      what: "change the job seeker's name",
      allow: ['seeker'],
      attempt: (db) => updateDoc(doc(db, 'users', UID.seeker), { name: 'Asha P.' }),
    },
    {
      op: 'update',
      what: "write another address (seeker-2's) as the job seeker's email",
      allow: nobody,
      attempt: (db) => updateDoc(doc(db, 'users', UID.seeker), { email: EMAIL.seeker2 }),
    },
    {
      op: 'update',
      what: "change an employer's phone to one nobody proved",
      allow: nobody,
      attempt: (db) => updateDoc(doc(db, 'users', UID.employer), { phoneNumber: '+919812345678' }),
    },
    {
      op: 'update',
      what: "set the language of the job seeker's mails",
      allow: ['seeker'],
      attempt: (db) => updateDoc(doc(db, 'users', UID.seeker), { language: 'hi' }),
    },
    {
      op: 'update',
      what: "set the language of an employer's mails",
      allow: ['employer'],
      attempt: (db) => updateDoc(doc(db, 'users', UID.employer), { language: 'mr' }),
    },
    {
      op: 'update',
      what: "write the job seeker's work profile",
      allow: ['seeker'],
      attempt: (db) => updateDoc(doc(db, 'users', UID.seeker), { workProfile: WORK_PROFILE }),
    },
    {
      op: 'update',
      what: "give an employer's profile a work profile",
      allow: nobody,
      attempt: (db) => updateDoc(doc(db, 'users', UID.employer), { workProfile: WORK_PROFILE }),
    },
    {
      op: 'update',
      what: "change the job seeker's role to employer",
      allow: nobody,
      attempt: (db) => updateDoc(doc(db, 'users', UID.seeker), { role: 'employer' }),
    },
    { op: 'delete', what: "delete the job seeker's profile", allow: ['admin'], attempt: (db) => deleteDoc(doc(db, 'users', UID.seeker)) },
    { op: 'delete', what: "delete an employer's profile", allow: ['admin'], attempt: (db) => deleteDoc(doc(db, 'users', UID.employer)) },
  ]);

  // The API's tombstones of deleted accounts: no client reads or writes them.
  policy('deletedAccounts', env, [
    { op: 'get', what: 'read the tombstone of a deleted account', allow: nobody, attempt: (db) => getDoc(doc(db, 'deletedAccounts', UID.seeker)) },
    { op: 'list', what: 'list the tombstones', allow: nobody, attempt: (db) => getDocs(collection(db, 'deletedAccounts')) },
    {
      op: 'create',
      what: 'tombstone seeker-2 to block their sign-up',
      allow: nobody,
      attempt: (db) => setDoc(doc(db, 'deletedAccounts', UID.seeker2), { role: 'jobseeker' }),
    },
    {
      op: 'update',
      what: 'change a tombstone',
      allow: nobody,
      prepare: (db) => setDoc(doc(db, 'deletedAccounts', UID.seeker), { role: 'jobseeker' }),
      attempt: (db) => updateDoc(doc(db, 'deletedAccounts', UID.seeker), { role: 'employer' }),
    },
    { op: 'delete', what: 'remove a tombstone', allow: nobody, attempt: (db) => deleteDoc(doc(db, 'deletedAccounts', UID.seeker)) },
  ]);

  const fresh = (db: Firestore) => deleteDoc(doc(db, 'users', UID.seeker));
  const signUp = (fields: Record<string, unknown>) => ({
    actor: 'seeker' as const,
    prepare: fresh,
    attempt: (db: Firestore) => setDoc(doc(db, 'users', UID.seeker), fields),
  });
  const valid = profileFields('jobseeker');

  cases('users: sign-up forgeries', env, [
    { name: 'a complete profile as a job seeker', expect: 'allow', ...signUp(valid) },
    { name: 'a complete profile as an employer', expect: 'allow', ...signUp({ ...valid, role: 'employer' }) },
    {
      name: 'again after an admin deleted the account (tombstone in deletedAccounts)',
      expect: 'deny',
      actor: 'seeker' as const,
      prepare: async (db: Firestore) => {
        await fresh(db);
        await setDoc(doc(db, 'deletedAccounts', UID.seeker), { role: 'jobseeker', deletedAt: serverTimestamp() });
      },
      attempt: (db: Firestore) => setDoc(doc(db, 'users', UID.seeker), valid),
    },
    { name: 'role admin', expect: 'deny', ...signUp({ ...valid, role: 'admin' }) },
    { name: 'role Employer (not lower case)', expect: 'deny', ...signUp({ ...valid, role: 'Employer' }) },
    { name: 'no role', expect: 'deny', ...signUp({ name: valid.name, email: valid.email, phoneNumber: valid.phoneNumber, createdAt: serverTimestamp() }) },
    { name: 'an extra field isAdmin', expect: 'deny', ...signUp({ ...valid, isAdmin: true }) },
    { name: 'a password field', expect: 'deny', ...signUp({ ...valid, password: 'secret1' }) },
    { name: 'no phoneNumber', expect: 'deny', ...signUp({ name: valid.name, email: valid.email, role: 'jobseeker', createdAt: serverTimestamp() }) },
    { name: 'createdAt an hour ago, not request.time', expect: 'deny', ...signUp({ ...valid, createdAt: Timestamp.fromMillis(Date.now() - 3_600_000) }) },
    { name: 'createdAt a string', expect: 'deny', ...signUp({ ...valid, createdAt: '2025-01-01' }) },
    { name: 'a blank name', expect: 'deny', ...signUp({ ...valid, name: '   ' }) },
    { name: 'a name of 100 characters (LIMITS.name)', expect: 'allow', ...signUp({ ...valid, name: 'N'.repeat(100) }) },
    { name: 'a name of 101 characters', expect: 'deny', ...signUp({ ...valid, name: 'N'.repeat(101) }) },
    { name: 'an email without @', expect: 'deny', ...signUp({ ...valid, email: 'asha.example.in' }) },
    { name: 'an email as a number', expect: 'deny', ...signUp({ ...valid, email: 42 }) },
    { name: 'an email of 255 characters', expect: 'deny', ...signUp({ ...valid, email: `${'a'.repeat(244)}@example.in` }) },
    { name: 'a phone number not in E.164', expect: 'deny', ...signUp({ ...valid, phoneNumber: '9876543210' }) },
    { name: 'a phone number as a number', expect: 'deny', ...signUp({ ...valid, phoneNumber: 919876543210 }) },
    { name: 'the language in use at sign-up, Hindi', expect: 'allow', ...signUp({ ...valid, language: 'hi' }) },
    { name: 'a language the site does not have (fr)', expect: 'deny', ...signUp({ ...valid, language: 'fr' }) },
    { name: 'a language as its locale (hi-IN)', expect: 'deny', ...signUp({ ...valid, language: 'hi-IN' }) },
    {
      name: "a profile under the employer's uid",
      actor: 'seeker',
      expect: 'deny',
      prepare: (db) => deleteDoc(doc(db, 'users', UID.employer)),
      attempt: (db) => setDoc(doc(db, 'users', UID.employer), profileFields('employer')),
    },
  ]);

  const edit = (change: Record<string, unknown>, expect: 'allow' | 'deny', actor: Actor = 'seeker') => ({
    actor,
    expect,
    attempt: (db: Firestore) => updateDoc(doc(db, 'users', UID.seeker), change),
  });
  cases('users: profile edits', env, [
    { name: 'a new name', ...edit({ name: 'Asha Patil-Shinde' }, 'allow') },
    { name: 'the same role written back with a new name', ...edit({ name: 'Asha', role: 'jobseeker' }, 'allow') },
    { name: 'role admin', ...edit({ role: 'admin' }, 'deny') },
    { name: 'createdAt moved', ...edit({ createdAt: serverTimestamp() }, 'deny') },
    { name: 'an extra field', ...edit({ admin: true }, 'deny') },
    { name: 'removing the email', ...edit({ email: deleteField() }, 'deny') },
    { name: 'an invalid email', ...edit({ email: 'not-an-email' }, 'deny') },
    { name: 'a blank name', ...edit({ name: '' }, 'deny') },
    { name: "another job seeker's name", ...edit({ name: 'Hacked' }, 'deny', 'seeker2') },
    { name: "a job seeker's name, as admin (admins only read and delete)", ...edit({ name: 'Renamed' }, 'deny', 'admin') },
  ]);

  // The language the functions write a person's mails in: the Language control writes it alone,
  // each person on their own document only (the policy above tries every other actor).
  cases('users: the language of their mails', env, [
    { name: 'Marathi', ...edit({ language: 'mr' }, 'allow') },
    { name: 'English', ...edit({ language: 'en' }, 'allow') },
    { name: 'taken away (English again)', ...edit({ language: deleteField() }, 'allow') },
    { name: 'a language the site does not have (de)', ...edit({ language: 'de' }, 'deny') },
    { name: 'a language as a number', ...edit({ language: 1 }, 'deny') },
    { name: 'with a new role', ...edit({ language: 'hi', role: 'employer' }, 'deny') },
    { name: 'with a new name (each is written on its own)', ...edit({ language: 'hi', name: 'Asha P.' }, 'deny') },
  ]);

  // The profile's email is the Auth account's: the ID token's `email`. A person
  // cannot write another person's address (nobody would be mailed at it anyway:
  // mail goes to Auth's verified email), and an address with what a mailto:
  // link obeys is refused even when Auth holds it (EMAIL_PATTERN).
  const NEW_EMAIL = 'asha.new@example.in';
  const CRAFTED = 'me@x.in?cc=boss%40victim.in&body=hi';
  const withEmail = (email: string) => ({ ...valid, email });
  cases("users: the email is the Auth account's", env, [
    { name: "sign up with the token's email", expect: 'allow', ...signUp(withEmail(EMAIL.seeker)) },
    { name: "sign up with another person's email (not the token's)", expect: 'deny', ...signUp(withEmail('victim@example.in')) },
    { name: 'sign up with no email in the token', expect: 'deny', token: { email: undefined }, ...signUp(withEmail(EMAIL.seeker)) },
    { name: 'sign up with the same address in other letter case than the token', expect: 'deny', ...signUp(withEmail('Asha@Example.in')) },
    {
      name: 'after an email change the token shows, the profile follows it',
      token: { email: NEW_EMAIL },
      ...edit({ email: NEW_EMAIL }, 'allow'),
    },
    { name: 'an email change the token does not show yet (unproved address)', ...edit({ email: NEW_EMAIL }, 'deny') },
    {
      name: 'after an email change, a name edit that keeps the old email',
      token: { email: NEW_EMAIL },
      ...edit({ name: 'Asha P.' }, 'deny'),
    },
    { name: 'a name edit with the email the token shows', ...edit({ name: 'Asha P.' }, 'allow') },
    {
      name: 'a plain email with + and dots, as Auth holds it',
      expect: 'allow',
      token: { email: 'asha.p+jobs@mail.example.co.in' },
      ...signUp(withEmail('asha.p+jobs@mail.example.co.in')),
    },
    { name: `a crafted mailto email (${CRAFTED}), even as Auth holds it`, expect: 'deny', token: { email: CRAFTED }, ...signUp(withEmail(CRAFTED)) },
    ...['a b@example.in', 'a"b@example.in', "a'b@example.in", 'a=b@example.in', 'a&b@example.in', 'a%b@example.in', 'a?b@example.in', 'a/b@example.in'].map(
      (email) => ({ name: `an email with a forbidden character (${email}), as Auth holds it`, token: { email }, ...edit({ email }, 'deny') }),
    ),
  ]);

  // The work profile: every field present, each as the domain schema allows; written alone.
  const work = (change: Record<string, unknown>, expect: 'allow' | 'deny') => edit({ workProfile: { ...WORK_PROFILE, ...change } }, expect);
  const { availableFrom: _dropped, ...withoutDate } = WORK_PROFILE;
  cases('users: the work profile', env, [
    { name: 'an empty work profile (every field not said)', ...edit({ workProfile: EMPTY_WORK_PROFILE }, 'allow') },
    { name: 'a field missing', ...edit({ workProfile: withoutDate }, 'deny') },
    { name: 'an extra field', ...work({ verified: true }, 'deny') },
    { name: 'not a map', ...edit({ workProfile: 'welder' }, 'deny') },
    { name: 'with a new name (each is written on its own)', ...edit({ workProfile: WORK_PROFILE, name: 'Asha P.' }, 'deny') },
    { name: 'an education not in DEGREES', ...work({ education: 'PhD', trade: '' }, 'deny') },
    { name: 'a trade of another education (B.Com under ITI)', ...work({ trade: 'B.Com' }, 'deny') },
    { name: 'a trade without an education', ...work({ education: '', trade: 'Welder' }, 'deny') },
    { name: '0 years of experience', ...work({ experienceYears: 0 }, 'allow') },
    { name: '40 years of experience (WORK_PROFILE_LIMITS.maxYears)', ...work({ experienceYears: 40 }, 'allow') },
    { name: '41 years of experience', ...work({ experienceYears: 41 }, 'deny') },
    { name: 'negative years of experience', ...work({ experienceYears: -1 }, 'deny') },
    { name: 'years of experience as text', ...work({ experienceYears: '2' }, 'deny') },
    { name: 'years of experience as a fraction', ...work({ experienceYears: 2.5 }, 'deny') },
    { name: '15 skills of 40 characters (WORK_PROFILE_LIMITS)', ...work({ skills: Array.from({ length: 15 }, (_, i) => `${i}`.padEnd(40, 's')) }, 'allow') },
    { name: '16 skills', ...work({ skills: Array.from({ length: 16 }, (_, i) => `skill ${i}`) }, 'deny') },
    { name: 'a skill of 41 characters', ...work({ skills: ['s'.repeat(41)] }, 'deny') },
    { name: 'an empty skill', ...work({ skills: ['Arc welding', ''] }, 'deny') },
    { name: 'the same skill twice', ...work({ skills: ['Arc welding', 'Arc welding'] }, 'deny') },
    { name: 'a skill as a number', ...work({ skills: [42] }, 'deny') },
    { name: "a skill with a '|' (two joined)", ...work({ skills: ['Welding|Fitting'] }, 'deny') },
    { name: 'skills as text', ...work({ skills: 'Arc welding' }, 'deny') },
    { name: '5 districts', ...work({ districts: ['Pune', 'Satara', 'Sangli', 'Thane', 'Nashik'] }, 'allow') },
    { name: '6 districts', ...work({ districts: ['Pune', 'Satara', 'Sangli', 'Thane', 'Nashik', 'Nagpur'] }, 'deny') },
    { name: 'a district not in the place list', ...work({ districts: ['Atlantis'] }, 'deny') },
    { name: 'districts of several states', ...work({ districts: ['Pune', 'Bengaluru Urban', 'Patna', 'Bilaspur (Chhattisgarh)'] }, 'allow') },
    { name: 'a district name two states share, without its state', ...work({ districts: ['Bilaspur'] }, 'deny') },
    { name: 'the same district twice', ...work({ districts: ['Pune', 'Pune'] }, 'deny') },
    { name: 'a salary of ₹10,00,000 a month', ...work({ expectedSalary: 1_000_000 }, 'allow') },
    { name: 'a salary over ₹10,00,000 a month', ...work({ expectedSalary: 1_000_001 }, 'deny') },
    { name: 'a salary of 0', ...work({ expectedSalary: 0 }, 'deny') },
    { name: 'a salary as text', ...work({ expectedSalary: '20000' }, 'deny') },
    { name: 'a shift not in JOB_SHIFTS', ...work({ shift: 'Evening' }, 'deny') },
    { name: 'a language not in SPOKEN_LANGUAGES', ...work({ languages: ['Klingon'] }, 'deny') },
    { name: 'the same language twice', ...work({ languages: ['Hindi', 'Hindi'] }, 'deny') },
    { name: 'a date that is no date', ...work({ availableFrom: '2026-13-01' }, 'deny') },
    { name: 'a date as a number', ...work({ availableFrom: 20261201 }, 'deny') },
    { name: "another job seeker's work profile", ...edit({ workProfile: WORK_PROFILE }, 'deny', 'seeker2') },
  ]);

  // An employer's About on their company page: plain text of at most LIMITS.companyAbout, written alone, by its owner only.
  const about = (change: Record<string, unknown>, expect: 'allow' | 'deny', actor: Actor = 'employer', uid: string = UID.employer) => ({
    actor,
    expect,
    attempt: (db: Firestore) => updateDoc(doc(db, 'users', uid), change),
  });
  cases('users: the company About', env, [
    { name: `an About of ${LIMITS.companyAbout} characters`, ...about({ companyAbout: 'a'.repeat(LIMITS.companyAbout) }, 'allow') },
    { name: 'an empty About (taken away)', ...about({ companyAbout: '' }, 'allow') },
    { name: `an About of ${LIMITS.companyAbout + 1} characters`, ...about({ companyAbout: 'a'.repeat(LIMITS.companyAbout + 1) }, 'deny') },
    { name: 'an About that is no text', ...about({ companyAbout: { html: '<b>x</b>' } }, 'deny') },
    { name: 'an About with a new name (each is written on its own)', ...about({ companyAbout: 'We weld.', name: 'Meera S.' }, 'deny') },
    { name: "a job seeker's About", ...about({ companyAbout: 'We weld.' }, 'deny', 'seeker', UID.seeker) },
    { name: "another employer's About", ...about({ companyAbout: 'Hacked.' }, 'deny', 'employer2') },
    { name: "an employer's About, as admin (admins only read and delete)", ...about({ companyAbout: 'Renamed.' }, 'deny', 'admin') },
  ]);
}
