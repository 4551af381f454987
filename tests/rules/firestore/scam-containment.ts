// Scam containment: an applicant's answer stays with its question (the
// application keeps the questions it answered, equal to the job's at that
// moment), and a verified employer's company name is theirs alone
// (verifiedCompanyNames, server-written; another account's job under that
// name, as the rules can compare it, is refused).
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { VERIFIED_COMPANY_NAMES, type ScreeningQuestion } from '@jobsearch/domain';
import { JOB, SEED, SEEDED_APPLICATION, UID, applicationFields, jobFields, type Fields } from '../support/env.js';
import { cases, type Case } from '../support/policy.js';

const ASKED: ScreeningQuestion[] = [
  { kind: 'yesNo', text: 'Do you hold a heavy vehicle licence?', mustHave: true, needed: true },
  { kind: 'number', text: 'Years of driving?', mustHave: true, needed: 2 },
];
const ANSWERS = [true, 3];

export function scamContainmentPolicy(env: () => RulesTestEnvironment): void {
  // seeker-1 applying to employer-2's Active job, which asks ASKED.
  const apply = (name: string, expect: Case['expect'], change: (fields: Fields) => Fields): Case => ({
    name,
    actor: 'seeker',
    expect,
    prepare: (admin) => setDoc(doc(admin, 'jobs', JOB.other), { screeningQuestions: ASKED }, { merge: true }),
    attempt: (db) => {
      const { id, fields } = applicationFields(JOB.other, UID.seeker, SEED.jobs[JOB.other] as never);
      return setDoc(doc(db, 'applications', id), change({ ...fields, answers: ANSWERS, questions: ASKED }));
    },
  });
  const forged = (change: Partial<ScreeningQuestion>) => [{ ...ASKED[0]!, ...change }, ASKED[1]!];

  cases('scam containment: an application keeps the questions it answered', env, [
    apply('answers with the questions exactly as the job asks them (the honest copy)', 'allow', (f) => f),
    apply('a forged question text ("Will you pay a deposit?")', 'deny', (f) => ({ ...f, questions: forged({ text: 'Will you pay a ₹5,000 deposit?' }) })),
    apply('a must-have copied as not one', 'deny', (f) => ({ ...f, questions: forged({ mustHave: false, needed: null }) })),
    apply('a must-have copied needing No', 'deny', (f) => ({ ...f, questions: forged({ needed: false }) })),
    apply('the questions in another order', 'deny', (f) => ({ ...f, questions: [ASKED[1], ASKED[0]] })),
    apply('answers without the questions', 'deny', ({ questions: _q, ...f }) => f),
    apply('the questions without answers (nothing answered, nothing to move)', 'allow', ({ answers: _a, ...f }) => f),
    apply('forged questions without answers', 'deny', ({ answers: _a, ...f }) => ({ ...f, questions: forged({ text: 'Other words' }) })),
    {
      name: "the job's employer moves the status and rewrites the stored questions",
      actor: 'employer',
      expect: 'deny',
      attempt: (db) =>
        updateDoc(doc(db, 'applications', SEEDED_APPLICATION.id), { status: 'Viewed', statusHistory: { Viewed: serverTimestamp() }, questions: ASKED }),
    },
    {
      name: "the job's employer moves the status alone (the control)",
      actor: 'employer',
      expect: 'allow',
      attempt: (db) => updateDoc(doc(db, 'applications', SEEDED_APPLICATION.id), { status: 'Viewed', statusHistory: { Viewed: serverTimestamp() } }),
    },
    {
      name: 'the applicant rewrites the stored questions',
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => updateDoc(doc(db, 'applications', SEEDED_APPLICATION.id), { questions: ASKED }),
    },
  ]);

  // employer-1's seeded jobs are "Acme Tools"; an admin verified them under that name.
  const verified = (admin: Parameters<NonNullable<Case['prepare']>>[0]) =>
    setDoc(doc(admin, VERIFIED_COMPANY_NAMES, 'acmetools'), { employerIds: [UID.employer], companyName: 'Acme Tools' });
  const post = (name: string, actor: Case['actor'], expect: Case['expect'], companyName: string): Case => ({
    name,
    actor,
    expect,
    prepare: verified,
    attempt: (db) => setDoc(doc(collection(db, 'jobs')), jobFields(actor === 'employer' ? UID.employer : UID.employer2, { companyName })),
  });
  const edit = (name: string, expect: Case['expect'], before: Fields, after: Fields): Case => ({
    name,
    actor: 'employer2',
    expect,
    prepare: async (admin) => {
      await verified(admin);
      await updateDoc(doc(admin, 'jobs', JOB.other), before);
    },
    attempt: (db) => updateDoc(doc(db, 'jobs', JOB.other), { ...after, updatedAt: serverTimestamp() }),
  });

  cases("scam containment: a verified company name is its employer's", env, [
    post("another account's job under the verified name", 'employer2', 'deny', 'Acme Tools'),
    post("another account's job under the name in other case and spacing", 'employer2', 'deny', '  ACME   tools '),
    post("another account's job under the name with a '/'", 'employer2', 'deny', 'Acme/Tools'),
    post("another account's job under its own name (the control)", 'employer2', 'allow', 'Bright Soft'),
    post("the verified employer's own job under the name (the control)", 'employer', 'allow', 'ACME Tools'),
    // Rules cannot do NFKC: full-width letters pass here; the jobs trigger switches the job off (tests/api/company-names.test.ts).
    post('another account\'s job under full-width "ＡＣＭＥ Tools" (the trigger\'s to take down)', 'employer2', 'allow', 'ＡＣＭＥ Tools'),
    edit('another account renames its job to the verified name', 'deny', {}, { companyName: 'acme tools' }),
    {
      name: 'a second employer verified under the same name uses it (the control)',
      actor: 'employer2',
      expect: 'allow',
      prepare: (admin) => setDoc(doc(admin, VERIFIED_COMPANY_NAMES, 'acmetools'), { employerIds: [UID.employer, UID.employer2], companyName: 'Acme Tools' }),
      attempt: (db) => setDoc(doc(collection(db, 'jobs')), jobFields(UID.employer2, { companyName: 'Acme Tools' })),
    },
    edit('another account edits its job under its own name (the control)', 'allow', {}, { companyName: 'Bright Soft Pvt' }),
    edit('a job posted under the name before it was verified is switched off', 'allow', { companyName: 'Acme Tools' }, { status: 'Inactive' }),
    edit('that job switched on again', 'deny', { companyName: 'Acme Tools', status: 'Inactive' }, { status: 'Active' }),
    edit('a job switched off while renamed to the verified name', 'deny', {}, { status: 'Inactive', companyName: 'Acme Tools' }),
    {
      name: 'a job seeker reads a verified name by its key',
      actor: 'seeker',
      expect: 'allow',
      prepare: verified,
      attempt: (db) => getDoc(doc(db, VERIFIED_COMPANY_NAMES, 'acmetools')),
    },
    {
      name: 'a visitor reads a verified name',
      actor: 'visitor',
      expect: 'deny',
      prepare: verified,
      attempt: (db) => getDoc(doc(db, VERIFIED_COMPANY_NAMES, 'acmetools')),
    },
    {
      name: 'an employer lists the verified names',
      actor: 'employer2',
      expect: 'deny',
      prepare: verified,
      attempt: (db) => getDocs(collection(db, VERIFIED_COMPANY_NAMES)),
    },
    {
      name: 'an employer reserves a name for themself',
      actor: 'employer2',
      expect: 'deny',
      attempt: (db) => setDoc(doc(db, VERIFIED_COMPANY_NAMES, 'brightsoft'), { employerIds: [UID.employer2], companyName: 'Bright Soft' }),
    },
    {
      name: 'an employer takes over a verified name',
      actor: 'employer2',
      expect: 'deny',
      prepare: verified,
      attempt: (db) => updateDoc(doc(db, VERIFIED_COMPANY_NAMES, 'acmetools'), { employerIds: [UID.employer, UID.employer2] }),
    },
    {
      name: 'an admin writes the index from the browser (the trigger keeps it)',
      actor: 'admin',
      expect: 'deny',
      attempt: (db) => setDoc(doc(db, VERIFIED_COMPANY_NAMES, 'brightsoft'), { employerIds: [UID.employer2], companyName: 'Bright Soft' }),
    },
  ]);
}
