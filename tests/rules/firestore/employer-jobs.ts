// The employer's own jobs: the owner edits every field a job
// has under the same checks as posting, never the owner, the date, the
// creation time or the server's fields; the owner deletes their job; and the
// owner counts a job's applications (Posted Jobs' delete confirmation) with
// Firestore's count aggregation. Nobody else does any of it.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getCountFromServer, query, serverTimestamp, setDoc, updateDoc, where, type Firestore } from 'firebase/firestore';
import { jobInputSchema, newJobFields, todayInIndia } from '@jobsearch/domain';
import { JOB, JOB_FORM, UID, type Actor, type Fields } from '../support/env.js';
import { cases, type Case } from '../support/policy.js';

const DAY = 24 * 60 * 60 * 1000;

/** What the Edit form writes: every client field of the parsed form but employerId and date, with the job's status. */
function editFields(form: Partial<typeof JOB_FORM>, status = 'Active'): Fields {
  const { employerId: _e, date: _d, ...fields } = newJobFields(jobInputSchema.parse({ ...JOB_FORM, ...form }), UID.employer);
  return { ...fields, status, updatedAt: serverTimestamp() };
}

const EVERY_FIELD_CHANGED: Partial<typeof JOB_FORM> = {
  companyName: 'Acme Tools and Dies',
  jobRole: 'Welder',
  jobShift: 'Night Shift',
  jobType: 'Warehouse Job',
  salary: '18000 - 26000',
  city: 'Nashik',
  location: '4 Satpur MIDC',
  degree: 'Diploma',
  trade: 'Mechanical Engineering',
  experience: '3-5 years',
  description: 'Welds frames.',
  gender: 'Male',
  chargeable: 'Yes',
  mobileNumber: '+91 91234 56780',
};

export function employerJobsPolicy(env: () => RulesTestEnvironment): void {
  const edit = (name: string, expect: Case['expect'], change: Fields, actor: Actor = 'employer', jobId: string = JOB.active): Case => ({
    name,
    actor,
    expect,
    attempt: (db) => updateDoc(doc(db, 'jobs', jobId), change),
  });

  cases("jobs: the owner's Edit (every field, same checks)", env, [
    edit('every field a job has changed at once', 'allow', editFields(EVERY_FIELD_CHANGED)),
    edit("employer-2 saving the same edit to employer-1's job", 'deny', editFields(EVERY_FIELD_CHANGED), 'employer2'),
    edit('the same edit by a job seeker', 'deny', editFields(EVERY_FIELD_CHANGED), 'seeker'),
    edit('the same edit signed out', 'deny', editFields(EVERY_FIELD_CHANGED), 'visitor'),
    edit('an Inactive job edited and kept Inactive', 'allow', editFields({ companyName: 'Acme Welding' }, 'Inactive'), 'employer', JOB.inactive),
    edit('the Inactive job edited by employer-2', 'deny', editFields({ companyName: 'Acme Welding' }, 'Inactive'), 'employer2', JOB.inactive),
    // The number is edited in the job's private contact (contacts.ts), never written onto the job.
    edit('a 10-digit mobile number written onto the job', 'deny', { mobileNumber: '7012345678', updatedAt: serverTimestamp() }),
    edit('an empty mobile number written onto the job', 'deny', { mobileNumber: '', updatedAt: serverTimestamp() }),
    edit('every field changed but the salary blank', 'deny', { ...editFields(EVERY_FIELD_CHANGED), salary: ' ' }),
    edit('every field changed and the city outside the state', 'deny', { ...editFields(EVERY_FIELD_CHANGED), city: 'Bengaluru' }),
    edit('every field changed and employerId handed to employer-2', 'deny', { ...editFields(EVERY_FIELD_CHANGED), employerId: UID.employer2 }),
    edit('every field changed and the date moved to yesterday', 'deny', {
      ...editFields(EVERY_FIELD_CHANGED),
      date: todayInIndia(new Date(Date.now() - DAY)),
    }),
    edit('every field changed and createdAt moved to now', 'deny', { ...editFields(EVERY_FIELD_CHANGED), createdAt: serverTimestamp() }),
    edit('every field changed and employerVerified set', 'deny', { ...editFields(EVERY_FIELD_CHANGED), employerVerified: true }),
    edit('every field changed and openReports reset', 'deny', { ...editFields(EVERY_FIELD_CHANGED), openReports: 0 }),
    edit('every field changed and hiddenByReports cleared', 'deny', { ...editFields(EVERY_FIELD_CHANGED), hiddenByReports: false }),
    edit('every field changed and the keywords written', 'deny', { ...editFields(EVERY_FIELD_CHANGED), keywords: ['welder'] }),
  ]);

  const remove = (name: string, expect: Case['expect'], actor: Actor, jobId: string = JOB.active): Case => ({
    name,
    actor,
    expect,
    attempt: (db) => deleteDoc(doc(db, 'jobs', jobId)),
  });

  cases("jobs: the owner's Delete", env, [
    remove('employer-1 deleting their Active job (it has an application)', 'allow', 'employer'),
    remove('employer-2 deleting it', 'deny', 'employer2'),
    remove('employer-1 deleting their Inactive job', 'allow', 'employer', JOB.inactive),
    remove('a job seeker deleting it', 'deny', 'seeker', JOB.inactive),
    remove('employer-2 deleting their own job', 'allow', 'employer2', JOB.other),
    remove('a visitor deleting it', 'deny', 'visitor', JOB.other),
    {
      name: 'employer-1 deleting a job that does not exist',
      actor: 'employer',
      expect: 'deny',
      attempt: (db) => deleteDoc(doc(db, 'jobs', 'no-such-job')),
    },
  ]);

  const count = (name: string, expect: Case['expect'], actor: Actor, build: (db: Firestore) => ReturnType<typeof query>): Case => ({
    name,
    actor,
    expect,
    attempt: async (db) => {
      const snapshot = await getCountFromServer(build(db));
      if (snapshot.data().count !== 1) throw new Error(`counted ${snapshot.data().count}`);
    },
  });
  const applicationsOf = (db: Firestore, employerId: string, jobId: string) =>
    query(collection(db, 'applications'), where('employerId', '==', employerId), where('jobId', '==', jobId));

  cases("applications: counting a job's applications (the delete confirmation)", env, [
    count("employer-1 counting their job's applications", 'allow', 'employer', (db) => applicationsOf(db, UID.employer, JOB.active)),
    count("employer-2 counting employer-1's job's applications", 'deny', 'employer2', (db) => applicationsOf(db, UID.employer, JOB.active)),
    count('employer-1 counting by the job alone (no employerId filter)', 'deny', 'employer', (db) =>
      query(collection(db, 'applications'), where('jobId', '==', JOB.active)),
    ),
    count('a job seeker counting them', 'deny', 'seeker2', (db) => applicationsOf(db, UID.employer, JOB.active)),
    count('the admin counting them', 'allow', 'admin', (db) => applicationsOf(db, UID.employer, JOB.active)),
    count('a visitor counting them', 'deny', 'visitor', (db) => applicationsOf(db, UID.employer, JOB.active)),
  ]);

  cases('jobs: Post again (a new job from an old one, dated today)', env, [
    {
      name: "a copy of employer-1's job posted anew under their uid, dated today",
      actor: 'employer',
      expect: 'allow',
      attempt: (db) =>
        setDoc(doc(collection(db, 'jobs')), {
          ...newJobFields(jobInputSchema.parse(JOB_FORM), UID.employer),
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
    },
    {
      name: 'the copy keeping the old posting date',
      actor: 'employer',
      expect: 'deny',
      attempt: (db) =>
        setDoc(doc(collection(db, 'jobs')), {
          ...newJobFields(jobInputSchema.parse(JOB_FORM), UID.employer, new Date(Date.now() - 3 * DAY)),
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
    },
  ]);
}
