// jobs/{jobId}: job seekers read Active jobs, an employer reads and edits their
// own, only an employer posts (dated today in India), an admin reads and deletes.
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
import { CITIES_BY_STATE, jobInputSchema, newJobFields, STATES, todayInIndia } from '@jobsearch/domain';
import { JOB, JOB_FORM, UID, jobFields, uidOf, type Actor, type Fields } from '../support/env.js';
import { cases, nobody, policy, type Case } from '../support/policy.js';

const newJobRef = (db: Firestore) => doc(collection(db, 'jobs'));
const DAY = 24 * 60 * 60 * 1000;

export function jobsPolicy(env: () => RulesTestEnvironment): void {
  policy('jobs', env, [
    {
      op: 'get',
      what: "read employer-1's Active job",
      allow: ['seeker', 'seeker2', 'employer', 'admin'],
      attempt: (db) => getDoc(doc(db, 'jobs', JOB.active)),
    },
    { op: 'get', what: "read employer-1's Inactive job", allow: ['employer', 'admin'], attempt: (db) => getDoc(doc(db, 'jobs', JOB.inactive)) },
    {
      op: 'get',
      what: "read employer-2's Active job",
      allow: ['seeker', 'seeker2', 'employer2', 'admin'],
      attempt: (db) => getDoc(doc(db, 'jobs', JOB.other)),
    },
    {
      op: 'list',
      what: 'list Active jobs, newest first (Available Jobs)',
      allow: ['seeker', 'seeker2', 'admin'],
      attempt: (db) => getDocs(query(collection(db, 'jobs'), where('status', '==', 'Active'), orderBy('createdAt', 'desc'), limit(20))),
    },
    {
      op: 'list',
      what: "list employer-1's jobs (Your Posted Jobs)",
      allow: ['employer', 'admin'],
      attempt: (db) => getDocs(query(collection(db, 'jobs'), where('employerId', '==', UID.employer), orderBy('createdAt', 'desc'))),
    },
    {
      op: 'list',
      what: 'list every job, newest first (admin dashboard)',
      allow: ['admin'],
      attempt: (db) => getDocs(query(collection(db, 'jobs'), orderBy('createdAt', 'desc'))),
    },
    {
      op: 'create',
      what: 'post a job under their own uid',
      allow: ['employer', 'employer2'],
      attempt: (db, actor) => setDoc(newJobRef(db), jobFields(uidOf(actor))),
    },
    { op: 'create', what: "post a job under employer-1's uid", allow: ['employer'], attempt: (db) => setDoc(newJobRef(db), jobFields(UID.employer)) },
    {
      op: 'update',
      what: "mark employer-1's Active job Inactive",
      allow: ['employer'],
      attempt: (db) => updateDoc(doc(db, 'jobs', JOB.active), { status: 'Inactive', updatedAt: serverTimestamp() }),
    },
    {
      op: 'update',
      what: "edit the description of employer-2's job",
      allow: ['employer2'],
      attempt: (db) => updateDoc(doc(db, 'jobs', JOB.other), { description: 'Now hiring two.', updatedAt: serverTimestamp() }),
    },
    // The owner deletes their own job; the jobs' deletion cascade (onJobWritten) cascades.
    { op: 'delete', what: "delete employer-1's job", allow: ['employer', 'admin'], attempt: (db) => deleteDoc(doc(db, 'jobs', JOB.active)) },
    { op: 'delete', what: "delete employer-2's job", allow: ['employer2', 'admin'], attempt: (db) => deleteDoc(doc(db, 'jobs', JOB.other)) },
  ]);

  const valid = () => jobFields(UID.employer);
  const post = (name: string, expect: Case['expect'], fields: Fields, actor: Actor = 'employer'): Case => ({
    name,
    actor,
    expect,
    attempt: (db) => setDoc(newJobRef(db), fields),
  });
  const with_ = (change: Fields): Fields => {
    const fields = { ...valid(), ...change };
    for (const [key, value] of Object.entries(change)) if (value === undefined) delete fields[key];
    return fields;
  };
  const REQUIRED = ['companyName', 'jobShift', 'jobType', 'salary', 'city', 'location', 'experience'] as const;
  const onlyRequired = jobInputSchema.parse(Object.fromEntries([...REQUIRED, 'state' as const].map((k) => [k, JOB_FORM[k]])));

  cases('jobs: posting', env, [
    post("the domain's newJobFields() of a full form", 'allow', valid()),
    post('only the required fields of docs/spec-notes.md §5 filled in', 'allow', {
      ...newJobFields(onlyRequired, UID.employer),
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    }),
    post('a chargeable job (charges Yes)', 'allow', jobFields(UID.employer, { chargeable: 'Yes' })),
    post('an Inactive job', 'allow', jobFields(UID.employer, { status: 'Inactive' })),
    post('a salary the domain cannot read', 'allow', with_({ salary: 'Negotiable' })),
    post(
      'salaryMin and salaryMax null written by the client (derived: the server writes them)',
      'deny',
      with_({ salary: 'Negotiable', salaryMin: null, salaryMax: null }),
    ),
    post('salaryMin and salaryMax written by the client to match the salary', 'deny', with_({ salaryMin: 15000, salaryMax: 25000 })),
    post('salaryMax alone written by the client', 'deny', with_({ salaryMax: 99_00_000 })),
    post(
      'every text at its limit (LIMITS: 100, street 200, salary 50, description 5000)',
      'allow',
      with_({
        companyName: 'C'.repeat(100),
        jobRole: 'R'.repeat(100),
        title: 'R'.repeat(100),
        jobShift: 'S'.repeat(100),
        jobType: 'T'.repeat(100),
        salary: '9'.repeat(50),
        location: 'L'.repeat(200),
        experience: 'E'.repeat(100),
        description: 'D'.repeat(5000),
      }),
    ),
    post('keywords written by the client (derived: the server writes them)', 'deny', with_({ keywords: ['driver', 'sales'] })),
    post('an empty keywords list written by the client', 'deny', with_({ keywords: [] })),
    post('search keys written by the client (derived: the server writes them)', 'deny', with_({ searchKeys: ['c:Pune', 'p:wel'] })),
    post('city Nagpur, a district of Maharashtra', 'allow', with_({ city: 'Nagpur' })),
    post('city Bengaluru, not a district of Maharashtra', 'deny', with_({ city: 'Bengaluru' })),
    post('state Karnataka, city Bengaluru Urban (its district)', 'allow', with_({ state: 'Karnataka', city: 'Bengaluru Urban' })),
    post('state Maharashtra, city Bengaluru Urban (a district of Karnataka)', 'deny', with_({ state: 'Maharashtra', city: 'Bengaluru Urban' })),
    post('state Himachal Pradesh, city Bilaspur (Himachal Pradesh)', 'allow', with_({ state: 'Himachal Pradesh', city: 'Bilaspur (Himachal Pradesh)' })),
    post('state Himachal Pradesh, city Bilaspur (Chhattisgarh)', 'deny', with_({ state: 'Himachal Pradesh', city: 'Bilaspur (Chhattisgarh)' })),
    // Every state's pattern (each branch of the rules' lookup): its last district allowed, the next state's first denied.
    ...STATES.flatMap((state, i) => {
      const next = CITIES_BY_STATE[STATES[(i + 1) % STATES.length]!][0]!;
      return [
        post(`state ${state}, its district ${CITIES_BY_STATE[state].at(-1)}`, 'allow', with_({ state, city: CITIES_BY_STATE[state].at(-1)! })),
        post(`state ${state}, ${next} of another state`, 'deny', with_({ state, city: next })),
      ];
    }),
    post('city pune (a district, but not as listed)', 'deny', with_({ city: 'pune' })),
    post('trade Welder, a trade of ITI', 'allow', with_({ degree: 'ITI', trade: 'Welder' })),
    post('trade MBA with degree ITI (a trade of another degree)', 'deny', with_({ degree: 'ITI', trade: 'MBA' })),
    post('no trade with degree ITI', 'allow', with_({ degree: 'ITI', trade: '' })),
    post('no degree and no trade', 'allow', with_({ degree: '', trade: '' })),
    post('trade Fitter with no degree', 'deny', with_({ degree: '', trade: 'Fitter' })),
    post('a job seeker posting', 'deny', jobFields(UID.seeker), 'seeker'),
    post('the admin posting (an admin is not an employer)', 'deny', jobFields(UID.admin), 'admin'),
    post("an employer posting under another employer's uid", 'deny', jobFields(UID.employer2)),
    post('no employerId', 'deny', with_({ employerId: undefined })),
    ...REQUIRED.map((key) => post(`${key} blank`, 'deny', with_({ [key]: '  ' }))),
    ...REQUIRED.map((key) => post(`${key} missing`, 'deny', with_({ [key]: undefined }))),
    post('state missing', 'deny', with_({ state: undefined })),
    post('state Karnataka with a district of Maharashtra', 'deny', with_({ state: 'Karnataka' })),
    post('state Atlantis, not a state or union territory', 'deny', with_({ state: 'Atlantis' })),
    post('companyName of 101 characters', 'deny', with_({ companyName: 'C'.repeat(101) })),
    post('jobRole and title of 101 characters', 'deny', with_({ jobRole: 'R'.repeat(101), title: 'R'.repeat(101) })),
    post('jobShift of 101 characters', 'deny', with_({ jobShift: 'S'.repeat(101) })),
    post('jobType of 101 characters', 'deny', with_({ jobType: 'T'.repeat(101) })),
    post('salary of 51 characters', 'deny', with_({ salary: '9'.repeat(51) })),
    post('city of 101 characters', 'deny', with_({ city: 'c'.repeat(101) })),
    post('street (location) of 201 characters', 'deny', with_({ location: 'L'.repeat(201) })),
    post('trade of 101 characters', 'deny', with_({ trade: 't'.repeat(101) })),
    post('experience of 101 characters', 'deny', with_({ experience: 'E'.repeat(101) })),
    post('description of 5001 characters', 'deny', with_({ description: 'D'.repeat(5001) })),
    post('201 keywords', 'deny', with_({ keywords: Array.from({ length: 201 }, (_, i) => `k${i}`) })),
    post('keywords a string', 'deny', with_({ keywords: 'fitter' })),
    post('salaryMin a string', 'deny', with_({ salaryMin: '15000' })),
    post('salaryMax a boolean', 'deny', with_({ salaryMax: true })),
    post('companyName a number', 'deny', with_({ companyName: 42 })),
    post('description null', 'deny', with_({ description: null })),
    post('jobRole a number (title too)', 'deny', with_({ jobRole: 7, title: 7 })),
    post('trade a list', 'deny', with_({ trade: ['Fitter'] })),
    post('date a timestamp', 'deny', with_({ date: Timestamp.now() })),
    post('a title other than the job role', 'deny', with_({ title: 'Chief Executive' })),
    post('status Closed', 'deny', with_({ status: 'Closed' })),
    post('status a boolean', 'deny', with_({ status: true })),
    post('degree PhD (not a listed degree)', 'deny', with_({ degree: 'PhD' })),
    post('gender Any (the label, not the value Other)', 'deny', with_({ gender: 'Any' })),
    post('chargeable Maybe', 'deny', with_({ chargeable: 'Maybe' })),
    post('charges Maybe', 'deny', with_({ charges: 'Maybe' })),
    post('charges Yes while chargeable is No', 'deny', with_({ charges: 'Yes' })),
    // The number belongs in the job's private contact (tests/rules/firestore/contacts.ts), never on the listable job.
    post('a valid mobile number on the job itself', 'deny', with_({ mobileNumber: '9876543210' })),
    post('an empty mobile number on the job itself', 'deny', with_({ mobileNumber: '' })),
    post('an unknown field featured', 'deny', with_({ featured: true })),
    post("yesterday's date in India", 'deny', with_({ date: todayInIndia(new Date(Date.now() - DAY)) })),
    post("tomorrow's date in India", 'deny', with_({ date: todayInIndia(new Date(Date.now() + DAY)) })),
    post('the date written DD-MM-YYYY', 'deny', with_({ date: todayInIndia().split('-').reverse().join('-') })),
    post('createdAt a minute ago, not request.time', 'deny', with_({ createdAt: Timestamp.fromMillis(Date.now() - 60_000) })),
    post('updatedAt a minute ago, not request.time', 'deny', with_({ updatedAt: Timestamp.fromMillis(Date.now() - 60_000) })),
    post('no updatedAt', 'deny', with_({ updatedAt: undefined })),
  ]);

  const edit = (name: string, expect: Case['expect'], jobId: string, change: Fields, actor: Actor = 'employer'): Case => ({
    name,
    actor,
    expect,
    attempt: (db) => updateDoc(doc(db, 'jobs', jobId), change),
  });
  const now = { updatedAt: serverTimestamp() };

  cases('jobs: editing a posted job', env, [
    edit('Active to Inactive', 'allow', JOB.active, { status: 'Inactive', ...now }),
    edit('Inactive back to Active', 'allow', JOB.inactive, { status: 'Active', ...now }),
    edit('a new description', 'allow', JOB.active, { description: 'Two openings.', ...now }),
    edit(
      'the whole form saved again (the derived fields are left to the trigger)',
      'allow',
      JOB.active,
      (() => {
        const { createdAt: _c, date: _d, employerId: _e, ...rest } = jobFields(UID.employer, { jobRole: 'Turner', trade: 'Turner' });
        return rest;
      })(),
    ),
    edit(
      'the form saved again with the keywords recomputed by the client',
      'deny',
      JOB.active,
      (() => {
        const { createdAt: _c, date: _d, employerId: _e, ...rest } = jobFields(UID.employer, { jobRole: 'Turner', trade: 'Turner' });
        return { ...rest, keywords: ['tu', 'tur', 'turner'] };
      })(),
    ),
    edit('keywords of a job whose trigger has not run yet', 'deny', JOB.inactive, { keywords: ['driver'], ...now }),
    edit('search keys of a job rewritten by its owner', 'deny', JOB.active, { searchKeys: ['c:Nagpur'], ...now }),
    edit('salaryMin raised', 'deny', JOB.active, { salaryMin: 90_000, ...now }),
    edit('salaryMax removed', 'deny', JOB.active, { salaryMax: deleteField(), ...now }),
    edit('city moved to another district', 'allow', JOB.active, { city: 'Nashik', ...now }),
    edit('city moved outside the list', 'deny', JOB.active, { city: 'Goa', ...now }),
    edit('trade changed to one of another degree', 'deny', JOB.active, { trade: 'MBA', ...now }),
    edit('status Closed', 'deny', JOB.active, { status: 'Closed', ...now }),
    edit('status without a new updatedAt', 'deny', JOB.active, { status: 'Inactive' }),
    edit('updatedAt a minute ago', 'deny', JOB.active, { status: 'Inactive', updatedAt: Timestamp.fromMillis(Date.now() - 60_000) }),
    edit('employerId handed to employer-2', 'deny', JOB.active, { employerId: UID.employer2, ...now }),
    edit('createdAt moved to now', 'deny', JOB.active, { createdAt: serverTimestamp(), ...now }),
    edit('date moved to yesterday', 'deny', JOB.active, { date: todayInIndia(new Date(Date.now() - DAY)), ...now }),
    edit('companyName blanked', 'deny', JOB.active, { companyName: '', ...now }),
    edit('description of 5001 characters', 'deny', JOB.active, { description: 'D'.repeat(5001), ...now }),
    edit('an unknown field added', 'deny', JOB.active, { views: 10, ...now }),
    edit('salary removed', 'deny', JOB.active, { salary: deleteField(), ...now }),
    edit("employer-2 deactivating employer-1's job", 'deny', JOB.active, { status: 'Inactive', ...now }, 'employer2'),
    edit('a job seeker deactivating a job', 'deny', JOB.active, { status: 'Inactive', ...now }, 'seeker'),
    edit('the admin deactivating a job (admins delete, never edit)', 'deny', JOB.active, { status: 'Inactive', ...now }, 'admin'),
  ]);

  // The jobs' deletion cascade's tombstones of deleted jobs: no client reads or writes them.
  policy('deletedJobs', env, [
    { op: 'get', what: "read a deleted job's tombstone", allow: nobody, attempt: (db) => getDoc(doc(db, 'deletedJobs', 'gone-job')) },
    { op: 'list', what: 'list the tombstones of deleted jobs', allow: nobody, attempt: (db) => getDocs(collection(db, 'deletedJobs')) },
    {
      op: 'create',
      what: 'tombstone an Active job so its page answers 410',
      allow: nobody,
      attempt: (db) => setDoc(doc(db, 'deletedJobs', JOB.active), { jobType: 'Office Job', city: 'Pune' }),
    },
    {
      op: 'update',
      what: "change a deleted job's tombstone",
      allow: nobody,
      prepare: (db) => setDoc(doc(db, 'deletedJobs', 'gone-job'), { jobType: 'Office Job', city: 'Pune' }),
      attempt: (db) => updateDoc(doc(db, 'deletedJobs', 'gone-job'), { city: 'Beed' }),
    },
    { op: 'delete', what: "remove a deleted job's tombstone", allow: nobody, attempt: (db) => deleteDoc(doc(db, 'deletedJobs', 'gone-job')) },
  ]);

  // The sitemap's stored copy, kept by the jobs trigger: no client plants or hides a page in it.
  policy('sitemapShards', env, [
    { op: 'get', what: 'read a sitemap shard', allow: nobody, attempt: (db) => getDoc(doc(db, 'sitemapShards', 's00')) },
    { op: 'list', what: 'list the sitemap shards', allow: nobody, attempt: (db) => getDocs(collection(db, 'sitemapShards')) },
    {
      op: 'create',
      what: 'plant a page in the sitemap',
      allow: nobody,
      attempt: (db) => setDoc(doc(db, 'sitemapShards', 's01'), { entries: { [JOB.active]: Date.now() } }),
    },
    {
      op: 'update',
      what: 'drop a job from the sitemap',
      allow: nobody,
      prepare: (db) => setDoc(doc(db, 'sitemapShards', 's02'), { entries: { [JOB.active]: 1 } }),
      attempt: (db) => updateDoc(doc(db, 'sitemapShards', 's02'), { entries: {} }),
    },
    { op: 'delete', what: 'delete a sitemap shard', allow: nobody, attempt: (db) => deleteDoc(doc(db, 'sitemapShards', 's00')) },
  ]);
}
