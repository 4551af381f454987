// Screening questions on a job (its employer writes them with the job) and a
// seeker's answers on their application (one per question, of its type).
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import type { ScreeningQuestion } from '@jobsearch/domain';
import { JOB, SEED, UID, applicationFields, jobFields, type Fields } from '../support/env.js';
import { cases, type Case } from '../support/policy.js';

const QUESTIONS: ScreeningQuestion[] = [
  { kind: 'yesNo', text: 'Do you hold a welding certificate?', mustHave: true, needed: true },
  { kind: 'number', text: 'Years of welding?', mustHave: true, needed: 2 },
  { kind: 'text', text: 'Which tools do you own?', mustHave: false, needed: null },
];
const question = (change: Fields): Fields => ({ kind: 'text', text: 'Q?', mustHave: false, needed: null, ...change });

export function screeningPolicy(env: () => RulesTestEnvironment): void {
  const post = (name: string, expect: Case['expect'], questions: unknown): Case => ({
    name,
    actor: 'employer',
    expect,
    attempt: (db) => setDoc(doc(collection(db, 'jobs')), { ...jobFields(UID.employer), screeningQuestions: questions }),
  });

  cases('screening: questions on a job', env, [
    post('three questions as the domain writes them', 'allow', QUESTIONS),
    post('five questions', 'allow', Array(5).fill(question({}))),
    post('six questions', 'deny', Array(6).fill(question({}))),
    post('questions that are not a list', 'deny', { 0: question({}) }),
    post('a question of an unknown kind', 'deny', [question({ kind: 'essay' })]),
    post('a blank question', 'deny', [question({ text: ' ' })]),
    post('a question of 150 characters', 'allow', [question({ text: 'Q'.repeat(150) })]),
    post('a question of 151 characters', 'deny', [question({ text: 'Q'.repeat(151) })]),
    post('a question with an extra field', 'deny', [question({ extra: 1 })]),
    post('a question without mustHave', 'deny', [{ kind: 'text', text: 'Q', needed: null }]),
    post('a question that is text, not a map', 'deny', ['Q?']),
    post('a question whose text is a number', 'deny', [question({ text: 5 })]),
    post('a must-have yes/no needing No', 'allow', [question({ kind: 'yesNo', mustHave: true, needed: false })]),
    post('a must-have yes/no needing a number', 'deny', [question({ kind: 'yesNo', mustHave: true, needed: 1 })]),
    post('a must-have number with a minimum of 0', 'allow', [question({ kind: 'number', mustHave: true, needed: 0 })]),
    post('a must-have number with a negative minimum', 'deny', [question({ kind: 'number', mustHave: true, needed: -1 })]),
    post('a must-have number with a minimum of 1,000,000,000', 'deny', [question({ kind: 'number', mustHave: true, needed: 1_000_000_000 })]),
    post('a must-have short answer (needs only an answer)', 'allow', [question({ mustHave: true })]),
    post('a short answer with a needed value', 'deny', [question({ mustHave: true, needed: 'yes' })]),
    post('a yes/no that is not a must-have but needs an answer', 'deny', [question({ kind: 'yesNo', needed: true })]),
    post('the last of five questions wrong', 'deny', [...Array(4).fill(question({})), question({ text: '' })]),
    {
      name: 'the owner adds questions to a posted job',
      actor: 'employer',
      expect: 'allow',
      attempt: (db) => updateDoc(doc(db, 'jobs', JOB.active), { screeningQuestions: QUESTIONS, updatedAt: serverTimestamp() }),
    },
    {
      name: 'the owner switches a job with five questions Inactive (the questions as they were)',
      actor: 'employer',
      expect: 'allow',
      prepare: (admin) => updateDoc(doc(admin, 'jobs', JOB.active), { screeningQuestions: Array(5).fill(question({ mustHave: true })) }),
      attempt: (db) => updateDoc(doc(db, 'jobs', JOB.active), { status: 'Inactive', updatedAt: serverTimestamp() }),
    },
    {
      name: 'another employer writes questions onto the job',
      actor: 'employer2',
      expect: 'deny',
      attempt: (db) => updateDoc(doc(db, 'jobs', JOB.active), { screeningQuestions: QUESTIONS, updatedAt: serverTimestamp() }),
    },
    {
      name: 'the owner edits in a sixth question',
      actor: 'employer',
      expect: 'deny',
      attempt: (db) => updateDoc(doc(db, 'jobs', JOB.active), { screeningQuestions: Array(6).fill(question({})), updatedAt: serverTimestamp() }),
    },
  ]);

  // seeker-1 applying to employer-2's Active job, which now asks QUESTIONS.
  const apply = (name: string, expect: Case['expect'], answers: unknown, questions: unknown = QUESTIONS): Case => ({
    name,
    actor: 'seeker',
    expect,
    prepare: (admin) => setDoc(doc(admin, 'jobs', JOB.other), { screeningQuestions: questions }, { merge: true }),
    attempt: (db) => {
      const { id, fields } = applicationFields(JOB.other, UID.seeker, SEED.jobs[JOB.other] as never);
      // The application keeps the questions it answered (tests/rules/firestore/asked-questions.ts); an old client sends neither.
      const { questions: _none, ...old } = fields;
      return setDoc(doc(db, 'applications', id), answers === undefined ? old : { ...fields, answers, questions });
    },
  });

  cases('screening: answers on an application', env, [
    apply('one answer per question, each of its type', 'allow', [true, 3, 'Grinder']),
    apply('no answers (as an old client; read as Not answered)', 'allow', undefined),
    apply('one answer too few', 'deny', [true, 3]),
    apply('one answer too many', 'deny', [true, 3, 'Grinder', 'x']),
    apply('answers that are not a list', 'deny', { 0: true }),
    apply('"yes" as text for a yes/no question', 'deny', ['yes', 3, 'Grinder']),
    apply('a fraction for a number question', 'deny', [true, 2.5, 'Grinder']),
    apply('a negative number', 'deny', [true, -1, 'Grinder']),
    apply('a number above 999,999,999', 'deny', [true, 1_000_000_000, 'Grinder']),
    apply('a blank short answer', 'deny', [true, 3, ' ']),
    apply('a short answer of 200 characters', 'allow', [true, 3, 'a'.repeat(200)]),
    apply('a short answer of 201 characters', 'deny', [true, 3, 'a'.repeat(201)]),
    apply('five answers to five questions', 'allow', ['a', 'b', 'c', 'd', 'e'], Array(5).fill(question({}))),
    apply('the fifth of five answers wrong', 'deny', ['a', 'b', 'c', 'd', 5], Array(5).fill(question({}))),
    apply('answers to a job without questions', 'deny', [true], []),
    apply('an empty list to a job without questions', 'allow', [], []),
  ]);
}
