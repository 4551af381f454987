// Employers' numbers: a job's mobile number lives in jobs/{jobId}/private/contact,
// which the owner writes with the job and reads, and an admin reads; nobody
// lists it, not even through a collection-group query, and the listable job
// carries no number. Seekers reveal numbers through the API, which counts
// them per day in numberReveals (server only).
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, collectionGroup, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where, writeBatch } from 'firebase/firestore';
import { jobContactPath } from '@jobsearch/domain';
import { describe, expect, it } from 'vitest';
import { firestoreOf, JOB, jobFields, UID, uidOf, type Fields } from '../support/env.js';
import { cases, nobody, policy, type Case } from '../support/policy.js';

const contact = (mobileNumber: string, employerId: string = UID.employer): Fields => ({ mobileNumber, employerId });

export function contactsPolicy(env: () => RulesTestEnvironment): void {
  policy('jobs/{jobId}/private/contact', env, [
    {
      op: 'get',
      what: "read employer-1's job's number",
      allow: ['employer', 'admin'],
      attempt: (db) => getDoc(doc(db, jobContactPath(JOB.active))),
    },
    {
      op: 'list',
      what: "list a job's private documents",
      allow: nobody,
      attempt: (db) => getDocs(collection(db, 'jobs', JOB.active, 'private')),
    },
    {
      op: 'create',
      what: "write the number of employer-1's Inactive job (it has none yet), as themselves",
      allow: ['employer'],
      attempt: (db, actor) => setDoc(doc(db, jobContactPath(JOB.inactive)), contact('9876543210', uidOf(actor))),
    },
    {
      op: 'update',
      what: "change the number of employer-1's Active job",
      allow: ['employer'],
      attempt: (db, actor) => updateDoc(doc(db, jobContactPath(JOB.active)), contact('7012345678', uidOf(actor))),
    },
    {
      op: 'delete',
      what: "delete employer-1's job's number (the server deletes it with the job)",
      allow: nobody,
      attempt: (db) => deleteDoc(doc(db, jobContactPath(JOB.active))),
    },
  ]);

  const write = (name: string, expect: Case['expect'], path: string, fields: Fields, actor: Case['actor'] = 'employer'): Case => ({
    name,
    actor,
    expect,
    attempt: (db) => setDoc(doc(db, path), fields),
  });

  cases('jobs/{jobId}/private/contact: what the owner writes', env, [
    {
      name: 'a new job and its number in one batch, as Post a Job writes them',
      actor: 'employer',
      expect: 'allow',
      attempt: async (db) => {
        const batch = writeBatch(db);
        batch.set(doc(db, 'jobs', 'job-new'), jobFields(UID.employer));
        batch.set(doc(db, jobContactPath('job-new')), contact('9876543210'));
        await batch.commit();
      },
    },
    {
      name: "employer-2 posting a job of their own with a contact naming employer-1's uid",
      actor: 'employer2',
      expect: 'deny',
      attempt: async (db) => {
        const batch = writeBatch(db);
        batch.set(doc(db, 'jobs', 'job-new'), jobFields(UID.employer2));
        batch.set(doc(db, jobContactPath('job-new')), contact('9876543210', UID.employer));
        await batch.commit();
      },
    },
    write('a number for a job that does not exist', 'deny', jobContactPath('job-missing'), contact('9876543210')),
    write('an empty number (none given)', 'allow', jobContactPath(JOB.inactive), contact('')),
    write('a number written with +91 (not the stored form)', 'deny', jobContactPath(JOB.inactive), contact('+919876543210')),
    write('a number of nine digits', 'deny', jobContactPath(JOB.inactive), contact('987654321')),
    write('a number starting 5', 'deny', jobContactPath(JOB.inactive), contact('5876543210')),
    write('a number as a number', 'deny', jobContactPath(JOB.inactive), { mobileNumber: 9876543210, employerId: UID.employer }),
    write('a contact with an extra field', 'deny', jobContactPath(JOB.inactive), { ...contact('9876543210'), whatsapp: '9876543210' }),
    write('a contact without employerId', 'deny', jobContactPath(JOB.inactive), { mobileNumber: '9876543210' }),
    write("a contact naming employer-2 on employer-1's own job", 'deny', jobContactPath(JOB.inactive), contact('9876543210', UID.employer2)),
    write('a private document other than contact', 'deny', `jobs/${JOB.inactive}/private/number`, contact('9876543210')),
    write("employer-2 overwriting employer-1's number as their own", 'deny', jobContactPath(JOB.active), contact('7012345678', UID.employer2), 'employer2'),
    write(
      "employer-2 writing the number of employer-1's Inactive job",
      'deny',
      jobContactPath(JOB.inactive),
      contact('7012345678', UID.employer2),
      'employer2',
    ),
    write('the owner changing their own number', 'allow', jobContactPath(JOB.active), contact('7012345678')),
    write('a seeker writing a number for a job', 'deny', jobContactPath(JOB.inactive), contact('9876543210', UID.seeker), 'seeker'),
    write('a visitor writing a number', 'deny', jobContactPath(JOB.inactive), contact('9876543210'), 'visitor'),
  ]);

  describe('jobs/{jobId}/private/contact: nobody harvests numbers', () => {
    it("denies a collection-group query over every job's private documents, to everyone", async () => {
      for (const actor of ['seeker', 'employer', 'employer2', 'admin', 'visitor'] as const) {
        await assertFails(getDocs(collectionGroup(firestoreOf(env(), actor), 'private')));
      }
      // Even narrowed to the caller's own contacts: there is no collection-group rule.
      await assertFails(getDocs(query(collectionGroup(firestoreOf(env(), 'employer'), 'private'), where('employerId', '==', UID.employer))));
    });

    it("lets a seeker list Active jobs, and none of them carries a number; a seeker cannot get a job's contact", async () => {
      const seeker = firestoreOf(env(), 'seeker');
      const listed = await assertSucceeds(getDocs(query(collection(seeker, 'jobs'), where('status', '==', 'Active'))));
      expect(listed.size).toBeGreaterThan(0);
      for (const job of listed.docs) expect(job.data()).not.toHaveProperty('mobileNumber');
      await assertFails(getDoc(doc(seeker, jobContactPath(JOB.active))));
      await assertFails(getDoc(doc(firestoreOf(env(), 'seeker2'), jobContactPath(JOB.other))));
    });
  });

  policy('numberReveals', env, [
    {
      op: 'get',
      what: "read an account's count of numbers seen today",
      allow: nobody,
      attempt: (db, actor) => getDoc(doc(db, 'numberReveals', `${uidOf(actor)}_2026-11-26`)),
    },
    { op: 'list', what: 'list the counts of numbers seen', allow: nobody, attempt: (db) => getDocs(collection(db, 'numberReveals')) },
    {
      op: 'create',
      what: 'start their own count at zero',
      allow: nobody,
      attempt: (db, actor) => setDoc(doc(db, 'numberReveals', `${uidOf(actor)}_2026-11-26`), { userId: uidOf(actor), jobIds: [] }),
    },
    {
      op: 'update',
      what: 'reset their own count',
      allow: nobody,
      prepare: (db, actor) => setDoc(doc(db, 'numberReveals', `${uidOf(actor)}_2026-11-26`), { userId: uidOf(actor), jobIds: ['a', 'b'] }),
      attempt: (db, actor) => updateDoc(doc(db, 'numberReveals', `${uidOf(actor)}_2026-11-26`), { jobIds: [] }),
    },
    {
      op: 'delete',
      what: 'delete their own count',
      allow: nobody,
      prepare: (db, actor) => setDoc(doc(db, 'numberReveals', `${uidOf(actor)}_2026-11-26`), { userId: uidOf(actor), jobIds: ['a'] }),
      attempt: (db, actor) => deleteDoc(doc(db, 'numberReveals', `${uidOf(actor)}_2026-11-26`)),
    },
  ]);
}
