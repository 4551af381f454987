// The hiring pipeline: an application's status moves only forward
// (or to Not selected before Hired), only by the job's employer, each step
// timed in statusHistory; jobStats are the trigger's, read by the job's
// employer; notifications are the triggers', read and marked (read flag only)
// by their user; mail is the functions' alone.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  addDoc,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import {
  alertFields,
  alertId,
  alertInputSchema,
  savedJobFields,
  savedJobId,
  statusChangeFields,
  type StatusChangeInput,
  statusChangeSchema,
} from '@jobsearch/domain';
import { JOB, SEEDED_APPLICATION, UID, applicationFields, type Actor, type Fields } from '../support/env.js';
import { cases, type Case } from '../support/policy.js';

const APP = SEEDED_APPLICATION.id;
const appRef = (db: Firestore) => doc(db, 'applications', APP);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const inDays = (days: number) => Timestamp.fromMillis(Date.now() + days * DAY);

/** The seeded application as if it had reached `status` (rules off), with its history. */
function atStatus(status: string | null, extra: Fields = {}) {
  return (db: Firestore) =>
    updateDoc(appRef(db), {
      status: status === null ? deleteField() : status,
      statusHistory: status === null || status === 'Applied' ? deleteField() : { [status]: Timestamp.fromMillis(Date.now() - HOUR) },
      ...extra,
    });
}

/** What the browser writes for a change, through the domain's statusChangeFields(). */
const fieldsOf = (input: StatusChangeInput) => statusChangeFields(statusChangeSchema.parse(input), serverTimestamp());

function move(name: string, expect: Case['expect'], from: string | null, change: Fields, actor: Actor = 'employer', extra: Fields = {}): Case {
  return { name, actor, expect, prepare: atStatus(from, extra), attempt: (db) => updateDoc(appRef(db), change) };
}

const interview = (over: Fields = {}) => ({ at: inDays(3), phoneCall: false, place: 'Acme Tools, 12 MG Road, Pune', ...over });
const toInterview = (over: Fields = {}) => ({ status: 'Interview', 'statusHistory.Interview': serverTimestamp(), interview: interview(over) });

const STATS = `jobStats/${JOB.active}`;
const stats = (db: Firestore) =>
  setDoc(doc(db, STATS), { jobId: JOB.active, employerId: UID.employer, total: 1, counts: { Applied: 1 }, updatedAt: Timestamp.now() });
const NOTE = 'status_note';
const note = (db: Firestore, userId: string = UID.seeker) =>
  setDoc(doc(db, 'notifications', NOTE), {
    userId,
    kind: 'status',
    title: 'Your application: Viewed',
    body: 'Your application for Fitter at Acme Tools is now: Viewed.',
    jobId: JOB.active,
    applicationId: APP,
    alertId: '',
    read: false,
    createdAt: Timestamp.now(),
  });

export function pipelinePolicy(env: () => RulesTestEnvironment): void {
  cases('applications: applying with a status', env, [
    {
      name: 'an application with status Applied (a new client)',
      actor: 'seeker',
      expect: 'allow',
      attempt: (db) => {
        const { id, fields } = applicationFields(JOB.other, UID.seeker, {
          title: 'Software Developer',
          jobRole: 'Software Developer',
          companyName: 'Bright Soft',
          employerId: UID.employer2,
        });
        return setDoc(doc(db, 'applications', id), { ...fields, status: 'Applied' });
      },
    },
    {
      name: 'an application without a status (an old client; it reads as Applied)',
      actor: 'seeker',
      expect: 'allow',
      attempt: (db) => {
        const { id, fields } = applicationFields(JOB.other, UID.seeker, {
          title: 'Software Developer',
          jobRole: 'Software Developer',
          companyName: 'Bright Soft',
          employerId: UID.employer2,
        });
        return setDoc(doc(db, 'applications', id), fields); // newApplicationFields() writes no status
      },
    },
    {
      name: 'an application filed as already Shortlisted',
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => {
        const { id, fields } = applicationFields(JOB.other, UID.seeker, {
          title: 'Software Developer',
          jobRole: 'Software Developer',
          companyName: 'Bright Soft',
          employerId: UID.employer2,
        });
        return setDoc(doc(db, 'applications', id), { ...fields, status: 'Shortlisted' });
      },
    },
  ]);

  cases('applications: who moves the status', env, [
    move('the job’s employer marking it Viewed', 'allow', 'Applied', fieldsOf({ status: 'Viewed' })),
    move('the applicant marking their own Hired', 'deny', 'Applied', fieldsOf({ status: 'Hired' }), 'seeker'),
    move('the applicant marking their own Viewed', 'deny', 'Applied', fieldsOf({ status: 'Viewed' }), 'seeker'),
    move('another employer marking it Viewed', 'deny', 'Applied', fieldsOf({ status: 'Viewed' }), 'employer2'),
    move('another job seeker marking it Viewed', 'deny', 'Applied', fieldsOf({ status: 'Viewed' }), 'seeker2'),
    move('an admin marking it Viewed', 'deny', 'Applied', fieldsOf({ status: 'Viewed' }), 'admin'),
    move('a visitor marking it Viewed', 'deny', 'Applied', fieldsOf({ status: 'Viewed' }), 'visitor'),
  ]);

  cases('applications: the status path', env, [
    move('an old application without a status (Applied) to Viewed', 'allow', null, fieldsOf({ status: 'Viewed' })),
    move('an old application without a status to Applied', 'deny', null, { status: 'Applied', 'statusHistory.Applied': serverTimestamp() }),
    move('Applied to Shortlisted (Viewed skipped)', 'allow', 'Applied', fieldsOf({ status: 'Shortlisted' })),
    move('Viewed to Shortlisted', 'allow', 'Viewed', fieldsOf({ status: 'Shortlisted' })),
    move('Shortlisted back to Viewed', 'deny', 'Shortlisted', fieldsOf({ status: 'Viewed' })),
    move('Viewed back to Applied', 'deny', 'Viewed', { status: 'Applied', 'statusHistory.Applied': serverTimestamp() }),
    move('Viewed to Viewed again', 'deny', 'Viewed', fieldsOf({ status: 'Viewed' })),
    move('Interview to Offered', 'allow', 'Interview', fieldsOf({ status: 'Offered' }), 'employer', { interview: interview() }),
    move('Offered to Hired', 'allow', 'Offered', fieldsOf({ status: 'Hired' })),
    move('Hired back to Offered', 'deny', 'Hired', fieldsOf({ status: 'Offered' })),
    move('Offered to Not selected with a reason of the list', 'allow', 'Offered', fieldsOf({ status: 'Not selected', reason: 'Position filled' })),
    move('Applied to Not selected without a reason', 'allow', 'Applied', fieldsOf({ status: 'Not selected' })),
    move('Hired to Not selected', 'deny', 'Hired', fieldsOf({ status: 'Not selected' })),
    move('Not selected to Hired', 'deny', 'Not selected', fieldsOf({ status: 'Hired' })),
    move('Not selected with a reason outside the list', 'deny', 'Viewed', { ...fieldsOf({ status: 'Not selected' }), notSelectedReason: 'Too tall' }),
    move('Shortlisted with a reason', 'deny', 'Viewed', { ...fieldsOf({ status: 'Shortlisted' }), notSelectedReason: 'Other' }),
    move('a status outside the list', 'deny', 'Applied', { status: 'Rejected', 'statusHistory.Rejected': serverTimestamp() }),
    move('from a stored status outside the list', 'deny', 'Weird', fieldsOf({ status: 'Hired' })),
    move('changing the phone number with the status', 'deny', 'Applied', { ...fieldsOf({ status: 'Viewed' }), phoneNumber: '+919800000000' }),
  ]);

  cases('applications: the status history', env, [
    move('a history time an hour ago', 'deny', 'Applied', { status: 'Viewed', 'statusHistory.Viewed': Timestamp.fromMillis(Date.now() - HOUR) }),
    move('a history that drops the earlier Viewed', 'deny', 'Viewed', { status: 'Shortlisted', statusHistory: { Shortlisted: serverTimestamp() } }),
    move('a history entry under another status', 'deny', 'Applied', { status: 'Shortlisted', 'statusHistory.Viewed': serverTimestamp() }),
    move('a status without its history entry', 'deny', 'Applied', { status: 'Viewed' }),
    move('a history that is not a map', 'deny', 'Applied', { status: 'Viewed', statusHistory: ['Viewed'] }),
  ]);

  cases('applications: the interview', env, [
    move('Shortlisted to Interview at a place, in 3 days', 'allow', 'Shortlisted', toInterview()),
    move('Interview by phone call (no place)', 'allow', 'Viewed', toInterview({ phoneCall: true, place: '' })),
    move(
      "the domain's statusChangeFields() for an interview",
      'allow',
      'Viewed',
      fieldsOf({ status: 'Interview', interview: { at: new Date(Date.now() + DAY), place: 'Pune office' } }),
    ),
    move('a phone call with a place', 'deny', 'Viewed', toInterview({ phoneCall: true })),
    move('at a blank place', 'deny', 'Viewed', toInterview({ place: '  ' })),
    move('at a place of 201 characters', 'deny', 'Viewed', toInterview({ place: 'p'.repeat(201) })),
    move('an hour ago', 'deny', 'Viewed', toInterview({ at: Timestamp.fromMillis(Date.now() - HOUR) })),
    move('in 367 days', 'deny', 'Viewed', toInterview({ at: inDays(367) })),
    move('a time that is a string', 'deny', 'Viewed', toInterview({ at: '2030-01-01T10:00' })),
    move('phoneCall that is not a boolean', 'deny', 'Viewed', toInterview({ phoneCall: 'no' })),
    move('an interview with an extra field', 'deny', 'Viewed', toInterview({ link: 'https://evil.example' })),
    move('without the interview', 'deny', 'Viewed', { status: 'Interview', 'statusHistory.Interview': serverTimestamp() }),
    move('an interview that is not a map', 'deny', 'Viewed', { status: 'Interview', 'statusHistory.Interview': serverTimestamp(), interview: 'tomorrow' }),
    move('an interview set with Shortlisted', 'deny', 'Viewed', { ...fieldsOf({ status: 'Shortlisted' }), interview: interview() }),
  ]);

  cases('jobStats: the trigger’s counts', env, [
    { name: 'the job’s employer reading its counts', actor: 'employer', expect: 'allow', prepare: stats, attempt: (db) => getDoc(doc(db, STATS)) },
    { name: 'another employer reading them', actor: 'employer2', expect: 'deny', prepare: stats, attempt: (db) => getDoc(doc(db, STATS)) },
    { name: 'a job seeker reading them', actor: 'seeker', expect: 'deny', prepare: stats, attempt: (db) => getDoc(doc(db, STATS)) },
    { name: 'an admin reading them', actor: 'admin', expect: 'allow', prepare: stats, attempt: (db) => getDoc(doc(db, STATS)) },
    {
      name: 'the employer listing their own (employerId == uid)',
      actor: 'employer',
      expect: 'allow',
      prepare: stats,
      attempt: (db) => getDocs(query(collection(db, 'jobStats'), where('employerId', '==', UID.employer))),
    },
    { name: 'the employer listing all counts', actor: 'employer', expect: 'deny', prepare: stats, attempt: (db) => getDocs(collection(db, 'jobStats')) },
    {
      name: 'the employer writing their counts',
      actor: 'employer',
      expect: 'deny',
      attempt: (db) => setDoc(doc(db, STATS), { jobId: JOB.active, employerId: UID.employer, total: 99, counts: {}, updatedAt: serverTimestamp() }),
    },
    { name: 'an admin deleting counts', actor: 'admin', expect: 'deny', prepare: stats, attempt: (db) => deleteDoc(doc(db, STATS)) },
  ]);

  cases('notifications: their user reads and marks them', env, [
    { name: 'its user reading it', actor: 'seeker', expect: 'allow', prepare: note, attempt: (db) => getDoc(doc(db, 'notifications', NOTE)) },
    { name: 'another user reading it', actor: 'seeker2', expect: 'deny', prepare: note, attempt: (db) => getDoc(doc(db, 'notifications', NOTE)) },
    { name: 'the job’s employer reading it', actor: 'employer', expect: 'deny', prepare: note, attempt: (db) => getDoc(doc(db, 'notifications', NOTE)) },
    {
      name: 'its user listing their own (userId == uid)',
      actor: 'seeker',
      expect: 'allow',
      prepare: note,
      attempt: (db) => getDocs(query(collection(db, 'notifications'), where('userId', '==', UID.seeker))),
    },
    {
      name: 'listing another user’s',
      actor: 'seeker2',
      expect: 'deny',
      prepare: note,
      attempt: (db) => getDocs(query(collection(db, 'notifications'), where('userId', '==', UID.seeker))),
    },
    {
      name: 'its user listing their unread ones (the bell’s count)',
      actor: 'seeker',
      expect: 'allow',
      prepare: note,
      attempt: (db) => getDocs(query(collection(db, 'notifications'), where('userId', '==', UID.seeker), where('read', '==', false))),
    },
    {
      name: 'listing another user’s unread ones',
      actor: 'seeker2',
      expect: 'deny',
      prepare: note,
      attempt: (db) => getDocs(query(collection(db, 'notifications'), where('userId', '==', UID.seeker), where('read', '==', false))),
    },
    {
      name: 'listing everyone’s unread ones (no userId filter)',
      actor: 'seeker',
      expect: 'deny',
      prepare: note,
      attempt: (db) => getDocs(query(collection(db, 'notifications'), where('read', '==', false))),
    },
    {
      name: 'its user marking it read',
      actor: 'seeker',
      expect: 'allow',
      prepare: note,
      attempt: (db) => updateDoc(doc(db, 'notifications', NOTE), { read: true }),
    },
    {
      name: 'another user marking it read',
      actor: 'seeker2',
      expect: 'deny',
      prepare: note,
      attempt: (db) => updateDoc(doc(db, 'notifications', NOTE), { read: true }),
    },
    {
      name: 'its user setting read to a string',
      actor: 'seeker',
      expect: 'deny',
      prepare: note,
      attempt: (db) => updateDoc(doc(db, 'notifications', NOTE), { read: 'yes' }),
    },
    {
      name: 'its user changing the text while marking it read',
      actor: 'seeker',
      expect: 'deny',
      prepare: note,
      attempt: (db) => updateDoc(doc(db, 'notifications', NOTE), { read: true, title: 'You are hired' }),
    },
    {
      // The bell writes a notification again from its params in Hindi or Marathi.
      name: 'its user changing the params the bell writes it from',
      actor: 'seeker',
      expect: 'deny',
      prepare: note,
      attempt: (db) => updateDoc(doc(db, 'notifications', NOTE), { read: true, params: { status: 'Hired' } }),
    },
    {
      name: 'a user writing themselves a notification',
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) =>
        addDoc(collection(db, 'notifications'), {
          userId: UID.seeker,
          kind: 'status',
          title: 'Hired',
          body: '',
          jobId: JOB.active,
          read: false,
          createdAt: serverTimestamp(),
        }),
    },
    { name: 'its user deleting it', actor: 'seeker', expect: 'deny', prepare: note, attempt: (db) => deleteDoc(doc(db, 'notifications', NOTE)) },
  ]);

  cases('mail: the functions’ queue', env, [
    {
      name: 'a user queueing a mail',
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => addDoc(collection(db, 'mail'), { to: 'victim@example.in', message: { subject: 'Hi', text: 'Pay here' } }),
    },
    {
      name: 'an admin reading the queue',
      actor: 'admin',
      expect: 'deny',
      prepare: (db) => setDoc(doc(db, 'mail', 'm1'), { to: 'asha@example.in', message: { subject: 'Hi', text: 'x' } }),
      attempt: (db) => getDoc(doc(db, 'mail', 'm1')),
    },
  ]);
}

// ---- Saved jobs and job alerts ------------------------

const activeJob = { title: 'Fitter', jobRole: 'Fitter', companyName: 'Acme Tools', city: 'Pune', salary: '15,000 - 20,000' };
const SAVED = savedJobId(UID.seeker, JOB.active);
const saved = (over: Fields = {}, uid: string = UID.seeker, jobId: string = JOB.active): Fields => ({
  ...savedJobFields(uid, jobId, activeJob),
  savedAt: serverTimestamp(),
  ...over,
});
const fileSaved = (db: Firestore) => setDoc(doc(db, 'savedJobs', SAVED), { ...saved(), savedAt: Timestamp.now() });

const ALERT = alertId(UID.seeker, 0);
const alert = (input: Fields, over: Fields = {}, uid: string = UID.seeker): Fields => ({
  ...alertFields(uid, alertInputSchema.parse(input)),
  createdAt: serverTimestamp(),
  ...over,
});
const fileAlert = (db: Firestore) => setDoc(doc(db, 'jobAlerts', ALERT), { ...alert({ q: 'fitter' }), createdAt: Timestamp.now() });

/**
 * A seeker's own document (savedJobs, jobAlerts): its seeker reads, lists (userId == uid)
 * and removes it; another seeker neither reads nor removes it; `listingAll` is denied listing them all.
 */
function onlyItsSeeker(collectionName: string, id: string, file: (db: Firestore) => Promise<unknown>, listingAll: { name: string; actor: Actor }): Case[] {
  const row = (name: string, actor: Actor, expect: Case['expect'], attempt: Case['attempt']): Case => ({ name, actor, expect, prepare: file, attempt });
  return [
    row('its seeker reading it', 'seeker', 'allow', (db) => getDoc(doc(db, collectionName, id))),
    row('another seeker reading it', 'seeker2', 'deny', (db) => getDoc(doc(db, collectionName, id))),
    row('its seeker listing their own (userId == uid)', 'seeker', 'allow', (db) =>
      getDocs(query(collection(db, collectionName), where('userId', '==', UID.seeker))),
    ),
    row(listingAll.name, listingAll.actor, 'deny', (db) => getDocs(collection(db, collectionName))),
    row('its seeker removing it', 'seeker', 'allow', (db) => deleteDoc(doc(db, collectionName, id))),
    row('another seeker removing it', 'seeker2', 'deny', (db) => deleteDoc(doc(db, collectionName, id))),
  ];
}

export function savedJobsAndAlertsPolicy(env: () => RulesTestEnvironment): void {
  const save = (name: string, expect: Case['expect'], fields: Fields, id = SAVED, actor: Actor = 'seeker'): Case => ({
    name,
    actor,
    expect,
    attempt: (db) => setDoc(doc(db, 'savedJobs', id), fields),
  });
  cases('savedJobs: saving a job', env, [
    save("an Active job with the domain's savedJobFields()", 'allow', saved()),
    save('an Inactive job', 'deny', saved({ jobTitle: 'Welder' }, UID.seeker, JOB.inactive), savedJobId(UID.seeker, JOB.inactive)),
    save('a job that does not exist', 'deny', saved({}, UID.seeker, 'no-such-job'), savedJobId(UID.seeker, 'no-such-job')),
    save('a jobId of 129 characters', 'deny', saved({}, UID.seeker, 'j'.repeat(129)), savedJobId(UID.seeker, 'j'.repeat(129))),
    save('a title the job does not have', 'deny', saved({ jobTitle: 'Manager' })),
    save('a salary the job does not have', 'deny', saved({ salary: '90,000' })),
    save('saved as closed', 'deny', saved({ jobStatus: 'Inactive' })),
    save('an extra field', 'deny', saved({ note: 'x' })),
    save('dated an hour ago', 'deny', saved({ savedAt: Timestamp.fromMillis(Date.now() - HOUR) })),
    save('under an id that is not uid_jobId', 'deny', saved(), `${JOB.active}_${UID.seeker}`),
    save("in seeker-2's name under seeker-2's id", 'deny', saved({}, UID.seeker2), savedJobId(UID.seeker2, JOB.active)),
    save('by an employer', 'deny', saved({}, UID.employer), savedJobId(UID.employer, JOB.active), 'employer'),
    save('by a visitor', 'deny', saved(), SAVED, 'visitor'),
    ...onlyItsSeeker('savedJobs', SAVED, fileSaved, { name: 'listing every saved job', actor: 'seeker' }),
    {
      name: 'its seeker reopening a closed job',
      actor: 'seeker',
      expect: 'deny',
      prepare: (db) => setDoc(doc(db, 'savedJobs', SAVED), { ...saved({ jobStatus: 'Inactive' }), savedAt: Timestamp.now() }),
      attempt: (db) => updateDoc(doc(db, 'savedJobs', SAVED), { jobStatus: 'Active' }),
    },
  ]);

  const create = (name: string, expect: Case['expect'], fields: Fields, id = ALERT, actor: Actor = 'seeker', prepare?: Case['prepare']): Case => ({
    name,
    actor,
    expect,
    prepare,
    attempt: (db) => setDoc(doc(db, 'jobAlerts', id), fields),
  });
  cases('jobAlerts: creating an alert', env, [
    create('search words (key: the longest word)', 'allow', alert({ q: 'fitter pune' })),
    create('a trade (key: degree/trade)', 'allow', alert({ degree: 'ITI', trade: 'Fitter', city: 'Pune', minSalary: 15000 })),
    create('a district (key: city)', 'allow', alert({ city: 'Nashik', q: 'welder' })),
    create('a district of Karnataka with its state (key: city)', 'allow', alert({ state: 'Karnataka', city: 'Bengaluru Urban' })),
    create('a state alone (key: state)', 'allow', alert({ state: 'Bihar' })),
    create('a state alone under another key', 'deny', alert({ state: 'Bihar' }, { key: 'salary' })),
    create('a state outside the list', 'deny', alert({ state: 'Bihar' }, { state: 'Atlantis', key: 'state:Atlantis' })),
    create('a district of another state than its state', 'deny', alert({ city: 'Pune' }, { state: 'Karnataka' })),
    create('a district without its state', 'deny', alert({ city: 'Pune' }, { state: '' })),
    create('a degree alone (key: degree)', 'allow', alert({ degree: 'Diploma' })),
    create('a minimum salary alone (key: salary)', 'allow', alert({ minSalary: 30000 })),
    create('in the last slot, 9', 'allow', alert({ q: 'fitter' }), alertId(UID.seeker, 9)),
    create('no filter at all (key salary, minimum 0)', 'deny', alert({ minSalary: 1 }, { minSalary: 0 })),
    create('in an 11th slot, 10', 'deny', alert({ q: 'fitter' }), alertId(UID.seeker, 10)),
    create('in a slot that is not a digit', 'deny', alert({ q: 'fitter' }), `${UID.seeker}_x`),
    create("in seeker-2's slot", 'deny', alert({ q: 'fitter' }), alertId(UID.seeker2, 0)),
    create("in seeker-2's name", 'deny', alert({ q: 'fitter' }, {}, UID.seeker2)),
    create('in a slot already in use', 'deny', alert({ q: 'welder' }), ALERT, 'seeker', fileAlert),
    create('a key that is not its most selective filter', 'deny', alert({ degree: 'ITI', trade: 'Fitter' }, { key: 'salary' })),
    create('a key of another word', 'deny', alert({ q: 'fitter pune' }, { key: 'word:pune' })),
    create('a negative minimum salary', 'deny', alert({ degree: 'ITI' }, { minSalary: -1 })),
    create('a minimum salary that is not whole', 'deny', alert({ degree: 'ITI' }, { minSalary: 1.5 })),
    create('a minimum salary of 10 digits', 'deny', alert({ degree: 'ITI' }, { minSalary: 1_000_000_000 })),
    create('a word with capitals', 'deny', alert({ q: 'fitter' }, { words: ['Fitter'], key: 'word:Fitter' })),
    create('eleven words', 'deny', alert({ q: 'fitter' }, { words: ['fitter', ...'bcdefghijk'.split('').map((c) => `w${c}`)] })),
    create('words that are not a list', 'deny', alert({ degree: 'ITI' }, { words: 'fitter' })),
    create('a degree outside the list', 'deny', alert({ degree: 'ITI' }, { degree: 'PhD', key: 'degree:PhD' })),
    create('a trade of another degree', 'deny', alert({ degree: 'ITI', trade: 'Fitter' }, { degree: 'BE', key: 'trade:BE/Fitter' })),
    create('a district outside the list', 'deny', alert({ city: 'Pune' }, { city: 'Goa', key: 'city:Goa' })),
    create('search text of 101 characters', 'deny', alert({ degree: 'ITI' }, { q: 'q'.repeat(101) })),
    create('dated an hour ago', 'deny', alert({ q: 'fitter' }, { createdAt: Timestamp.fromMillis(Date.now() - HOUR) })),
    create('an extra field', 'deny', alert({ q: 'fitter' }, { notifyEveryone: true })),
    create('by an employer', 'deny', alert({ q: 'fitter' }, {}, UID.employer), alertId(UID.employer, 0), 'employer'),
  ]);

  cases('jobAlerts: reading and removing', env, [
    ...onlyItsSeeker('jobAlerts', ALERT, fileAlert, { name: 'an employer listing every alert', actor: 'employer' }),
    {
      name: 'its seeker editing it',
      actor: 'seeker',
      expect: 'deny',
      prepare: fileAlert,
      attempt: (db) => updateDoc(doc(db, 'jobAlerts', ALERT), { minSalary: 5 }),
    },
  ]);
}
