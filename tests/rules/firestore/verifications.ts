// employerVerifications/{uid}: only an admin marks an employer verified and
// withdraws it; the admin and the employer read it. Jobs carry the mark as
// employerVerified, which only the server writes (see jobs.ts).
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { JOB, UID, jobFields, uidOf, type Actor, type Fields } from '../support/env.js';
import { cases, policy, type Case } from '../support/policy.js';

const verification = (adminUid: string = UID.admin, companyName: unknown = 'Shakti Fabricators'): Fields => ({
  companyName,
  verifiedAt: serverTimestamp(),
  verifiedBy: adminUid,
});
const markEmployer2 = (db: Firestore) =>
  setDoc(doc(db, 'employerVerifications', UID.employer2), { companyName: 'Shakti Fabricators', verifiedAt: Timestamp.now(), verifiedBy: UID.admin });

export function verificationsPolicy(env: () => RulesTestEnvironment): void {
  policy('employerVerifications', env, [
    {
      op: 'get',
      what: "read employer-2's verification",
      allow: ['employer2', 'admin'],
      prepare: markEmployer2,
      attempt: (db) => getDoc(doc(db, 'employerVerifications', UID.employer2)),
    },
    {
      op: 'list',
      what: 'list every verification',
      allow: ['admin'],
      prepare: markEmployer2,
      attempt: (db) => getDocs(collection(db, 'employerVerifications')),
    },
    {
      op: 'create',
      what: 'mark employer-1 verified',
      allow: ['admin'],
      attempt: (db, actor: Actor) => setDoc(doc(db, 'employerVerifications', UID.employer), verification(uidOf(actor))),
    },
    {
      op: 'update',
      what: "change employer-2's verification",
      allow: [],
      prepare: markEmployer2,
      attempt: (db, actor: Actor) => updateDoc(doc(db, 'employerVerifications', UID.employer2), { verifiedBy: uidOf(actor) }),
    },
    {
      op: 'delete',
      what: "withdraw employer-2's verification",
      allow: ['admin'],
      prepare: markEmployer2,
      attempt: (db) => deleteDoc(doc(db, 'employerVerifications', UID.employer2)),
    },
  ]);

  const mark = (name: string, expect: Case['expect'], uid: string, fields: Fields, actor: Actor = 'admin'): Case => ({
    name,
    actor,
    expect,
    attempt: (db) => setDoc(doc(db, 'employerVerifications', uid), fields),
  });
  cases('employerVerifications: what a mark looks like', env, [
    mark('an employer, stamped now, by the admin', 'allow', UID.employer, verification()),
    mark('a job seeker marked as a verified employer', 'deny', UID.seeker, verification()),
    mark('a uid with no profile', 'deny', 'nobody-here', verification()),
    mark('verifiedBy another admin uid', 'deny', UID.employer, verification('someone-else')),
    mark('verifiedAt an hour ago', 'deny', UID.employer, { ...verification(), verifiedAt: Timestamp.fromMillis(Date.now() - 3_600_000) }),
    mark('an extra field', 'deny', UID.employer, { ...verification(), note: 'trust me' }),
    mark('without the company name it is for', 'deny', UID.employer, { verifiedAt: serverTimestamp(), verifiedBy: UID.admin }),
    mark('a blank company name', 'deny', UID.employer, verification(UID.admin, '   ')),
    mark('a company name over 100 characters', 'deny', UID.employer, verification(UID.admin, 'x'.repeat(101))),
    mark('a company name that is not text', 'deny', UID.employer, verification(UID.admin, ['Tata Motors Ltd'])),
    mark('an employer marking themself verified', 'deny', UID.employer, verification(UID.employer), 'employer'),
  ]);

  cases("jobs: employerVerified is the server's", env, [
    {
      name: 'a posting that says employerVerified true',
      actor: 'employer',
      expect: 'deny',
      attempt: (db) => setDoc(doc(collection(db, 'jobs')), { ...jobFields(UID.employer), employerVerified: true }),
    },
    {
      name: 'a posting without it (the trigger writes it)',
      actor: 'employer',
      expect: 'allow',
      attempt: (db) => setDoc(doc(collection(db, 'jobs')), jobFields(UID.employer)),
    },
    {
      name: 'an owner setting employerVerified on their job',
      actor: 'employer',
      expect: 'deny',
      attempt: (db) => updateDoc(doc(db, 'jobs', JOB.active), { employerVerified: true, updatedAt: serverTimestamp() }),
    },
    {
      name: 'an owner editing a job the trigger marked verified, leaving the mark',
      actor: 'employer',
      expect: 'allow',
      prepare: (db) => updateDoc(doc(db, 'jobs', JOB.active), { employerVerified: true }),
      attempt: (db) => updateDoc(doc(db, 'jobs', JOB.active), { description: 'Still hiring.', updatedAt: serverTimestamp() }),
    },
    {
      name: 'an owner removing the mark from their job',
      actor: 'employer',
      expect: 'deny',
      prepare: (db) => updateDoc(doc(db, 'jobs', JOB.active), { employerVerified: true }),
      attempt: (db) => updateDoc(doc(db, 'jobs', JOB.active), { employerVerified: false, updatedAt: serverTimestamp() }),
    },
  ]);
}
