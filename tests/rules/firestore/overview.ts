// overviewCounters/{id}: the admin's Overview counters are the counting
// triggers' alone. Admins read and list them; no one, an admin included,
// creates, changes or deletes one (a seeker inflating the counts, an employer
// hiding a bad day). overviewEvents is never readable or writable.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where, type Firestore } from 'firebase/firestore';
import { OVERVIEW_COUNTERS, OVERVIEW_EVENTS, counterDoc } from '@jobsearch/domain/overview';
import { cases, nobody, policy } from '../support/policy.js';

const TOTALS = counterDoc('totals', 0);
const TODAY = counterDoc('2026-11-26', 3);
const counters = (db: Firestore) =>
  Promise.all([
    setDoc(doc(db, OVERVIEW_COUNTERS, TOTALS.id), { ...TOTALS.fields, seekers: 5, applications: 2 }),
    setDoc(doc(db, OVERVIEW_COUNTERS, TODAY.id), { ...TODAY.fields, accounts: 1 }),
  ]);

export function overviewPolicy(env: () => RulesTestEnvironment): void {
  policy('overviewCounters', env, [
    { op: 'get', what: 'read the totals', allow: ['admin'], prepare: counters, attempt: (db) => getDoc(doc(db, OVERVIEW_COUNTERS, TOTALS.id)) },
    {
      op: 'list',
      what: "list the last days' counters (the Overview's query)",
      allow: ['admin'],
      prepare: counters,
      attempt: (db) => getDocs(query(collection(db, OVERVIEW_COUNTERS), where('day', '>=', '2026-10-28'))),
    },
    {
      op: 'create',
      what: 'create a counter',
      allow: nobody,
      attempt: (db) => setDoc(doc(db, OVERVIEW_COUNTERS, counterDoc('totals', 9).id), { kind: 'totals', seekers: 1000 }),
    },
    {
      op: 'update',
      what: 'change a count',
      allow: nobody,
      prepare: counters,
      attempt: (db) => updateDoc(doc(db, OVERVIEW_COUNTERS, TOTALS.id), { seekers: 0 }),
    },
    { op: 'delete', what: 'delete a counter', allow: nobody, prepare: counters, attempt: (db) => deleteDoc(doc(db, OVERVIEW_COUNTERS, TODAY.id)) },
  ]);

  cases('overviewEvents: the functions’ marks', env, [
    {
      name: 'an admin reading an event mark',
      actor: 'admin',
      expect: 'deny',
      prepare: (db) => setDoc(doc(db, OVERVIEW_EVENTS, 'event-1'), { expiresAt: new Date() }),
      attempt: (db) => getDoc(doc(db, OVERVIEW_EVENTS, 'event-1')),
    },
    {
      name: 'a seeker marking an event counted (so a real one would be skipped)',
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => setDoc(doc(db, OVERVIEW_EVENTS, 'event-2'), { expiresAt: new Date() }),
    },
  ]);
}
