// applications/{jobId}_{uid}: a job seeker applies once to an Active job; the
// applicant, the job's employer and an admin read; only an admin deletes.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, addDoc, collection, deleteDoc, doc, getDoc, getDocs, orderBy, query, setDoc, updateDoc, where } from 'firebase/firestore';
import {
  JOB,
  SEED,
  SEEDED_APPLICATION,
  UID,
  applicationFields,
  applicationId,
  downloadUrlOf,
  resumePath,
  uidOf,
  type Actor,
  type Fields,
} from '../support/env.js';
import { cases, nobody, policy, type Case } from '../support/policy.js';

type JobLike = Parameters<typeof applicationFields>[2];
const jobOf = (jobId: string) => (SEED.jobs as Record<string, unknown>)[jobId] as JobLike;

export function applicationsPolicy(env: () => RulesTestEnvironment): void {
  policy('applications', env, [
    {
      op: 'get',
      what: "read seeker-1's application to employer-1's job",
      allow: ['seeker', 'employer', 'admin'],
      attempt: (db) => getDoc(doc(db, 'applications', SEEDED_APPLICATION.id)),
    },
    {
      op: 'list',
      what: "list seeker-1's applications (applicantId == seeker-1)",
      allow: ['seeker', 'admin'],
      attempt: (db) => getDocs(query(collection(db, 'applications'), where('applicantId', '==', UID.seeker), orderBy('createdAt', 'desc'))),
    },
    {
      op: 'list',
      what: "list employer-1's applicants (employerId == employer-1)",
      allow: ['employer', 'admin'],
      attempt: (db) => getDocs(query(collection(db, 'applications'), where('employerId', '==', UID.employer), orderBy('createdAt', 'desc'))),
    },
    {
      op: 'list',
      what: 'list every application, newest first (admin dashboard)',
      allow: ['admin'],
      attempt: (db) => getDocs(query(collection(db, 'applications'), orderBy('createdAt', 'desc'))),
    },
    {
      op: 'create',
      what: "apply to employer-2's Active job as themselves",
      allow: ['seeker', 'seeker2'],
      attempt: (db, actor) => {
        const { id, fields } = applicationFields(JOB.other, uidOf(actor), jobOf(JOB.other));
        return setDoc(doc(db, 'applications', id), fields);
      },
    },
    {
      op: 'create',
      what: 'apply a second time to a job seeker-1 already applied to (the same document)',
      allow: nobody,
      attempt: (db) => setDoc(doc(db, 'applications', SEEDED_APPLICATION.id), applicationFields(JOB.active, UID.seeker, jobOf(JOB.active)).fields),
    },
    {
      op: 'update',
      what: "change the phone number on seeker-1's application",
      allow: nobody,
      attempt: (db) => updateDoc(doc(db, 'applications', SEEDED_APPLICATION.id), { phoneNumber: '+919800000000' }),
    },
    { op: 'delete', what: "delete seeker-1's application", allow: ['admin'], attempt: (db) => deleteDoc(doc(db, 'applications', SEEDED_APPLICATION.id)) },
  ]);

  // seeker-1 applying to employer-2's Active job, which they have not applied to yet.
  const base = () => applicationFields(JOB.other, UID.seeker, jobOf(JOB.other));
  const apply = (name: string, expect: Case['expect'], change: Fields = {}, opts: { id?: string; actor?: Actor } = {}): Case => ({
    name,
    expect,
    actor: opts.actor ?? 'seeker',
    attempt: (db) => {
      const { id, fields } = base();
      // A changed resumePath comes with its own download URL unless the case sets one.
      const link = typeof change.resumePath === 'string' && !('resume' in change) ? { resume: downloadUrlOf(change.resumePath) } : {};
      const data: Fields = { ...fields, ...link, ...change };
      for (const [key, value] of Object.entries(change)) if (value === undefined) delete data[key];
      return setDoc(doc(db, 'applications', opts.id ?? id), data);
    },
  });
  const pathOfLength = (n: number) => {
    const folder = resumePath(UID.seeker, JOB.other, '');
    return resumePath(UID.seeker, JOB.other, `${'f'.repeat(n - folder.length - 4)}.pdf`);
  };
  const inactive = applicationFields(JOB.inactive, UID.seeker, jobOf(JOB.inactive));

  cases('applications: applying', env, [
    apply("the domain's newApplicationFields() with the job's own fields", 'allow'),
    // The committed rules name the emulators' hosts only; the deployed copy the production host only (firestore-deployed.test.ts).
    apply('a production download URL of its resumePath, on the emulators', 'deny', {
      resume: downloadUrlOf(resumePath(UID.seeker, JOB.other), 'https://firebasestorage.googleapis.com'),
    }),
    apply("a download URL of its resumePath in this project's bucket", 'allow', {
      resume: downloadUrlOf(resumePath(UID.seeker, JOB.other), 'http://127.0.0.1:9199', 'demo-jobsearch.appspot.com'),
    }),
    apply('a download URL of its resumePath in another bucket (an attacker’s project)', 'deny', {
      resume: downloadUrlOf(resumePath(UID.seeker, JOB.other), 'http://127.0.0.1:9199', 'attacker-project.appspot.com'),
    }),
    apply('a download URL in a bucket whose name only starts like ours', 'deny', {
      resume: downloadUrlOf(resumePath(UID.seeker, JOB.other), 'http://127.0.0.1:9199', 'demo-jobsearch.appspot.com.evil'),
    }),
    apply('a resumePath not ending .pdf, .doc or .docx (cv.apk)', 'deny', { resumePath: resumePath(UID.seeker, JOB.other, 'cv.apk') }),
    apply('a resumePath ending .docx', 'allow', { resumePath: resumePath(UID.seeker, JOB.other, 'cv.docx') }),
    apply('a download URL without a query', 'allow', { resume: downloadUrlOf(resumePath(UID.seeker, JOB.other)).split('?')[0] }),
    apply('a resume link to another site', 'deny', { resume: 'https://example.in/cv.pdf' }),
    apply('a download URL of its resumePath on the emulator host localhost:9199', 'allow', {
      resume: downloadUrlOf(resumePath(UID.seeker, JOB.other), 'http://localhost:9199'),
    }),
    apply('the same download path on another host (evil.example)', 'deny', {
      resume: downloadUrlOf(resumePath(UID.seeker, JOB.other), 'https://evil.example'),
    }),
    apply('the same download path on the Storage host over plain http', 'deny', {
      resume: downloadUrlOf(resumePath(UID.seeker, JOB.other), 'http://firebasestorage.googleapis.com'),
    }),
    apply('the same download path on a host that only starts like the Storage host', 'deny', {
      resume: downloadUrlOf(resumePath(UID.seeker, JOB.other), 'https://firebasestorage.googleapis.com.evil.example'),
    }),
    apply('the same download path on the emulator host at another port', 'deny', {
      resume: downloadUrlOf(resumePath(UID.seeker, JOB.other), 'http://127.0.0.1:9000'),
    }),
    apply('a resume link to another site whose path ends like the file', 'deny', {
      resume: `https://example.in/${encodeURIComponent(resumePath(UID.seeker, JOB.other))}`,
    }),
    apply("a download URL of seeker-2's file", 'deny', { resume: downloadUrlOf(resumePath(UID.seeker2, JOB.other)) }),
    apply('a download URL of another file in the same folder', 'deny', { resume: downloadUrlOf(resumePath(UID.seeker, JOB.other, 'other.pdf')) }),
    apply('a javascript: link', 'deny', { resume: 'javascript:alert(1)//v0/b/x/o/' + encodeURIComponent(resumePath(UID.seeker, JOB.other)) }),
    apply('a resumePath whose file name has a space', 'deny', { resumePath: resumePath(UID.seeker, JOB.other, 'my cv.pdf') }),
    apply('a download URL of exactly 2048 characters', 'allow', {
      resume: `${downloadUrlOf(resumePath(UID.seeker, JOB.other))}&x=${'r'.repeat(2048 - downloadUrlOf(resumePath(UID.seeker, JOB.other)).length - 3)}`,
    }),
    apply('under another uid (id and applicantId of seeker-2)', 'deny', { applicantId: UID.seeker2 }, { id: applicationId(JOB.other, UID.seeker2) }),
    apply('applicantId of seeker-2 under their own id', 'deny', { applicantId: UID.seeker2 }),
    apply('an id that is not jobId_uid', 'deny', {}, { id: `${JOB.other}-${UID.seeker}` }),
    apply('an id naming another job than jobId', 'deny', {}, { id: applicationId(JOB.inactive, UID.seeker) }),
    { name: 'an auto-generated id (addDoc)', actor: 'seeker', expect: 'deny', attempt: (db) => addDoc(collection(db, 'applications'), base().fields) },
    { name: 'to an Inactive job', actor: 'seeker', expect: 'deny', attempt: (db) => setDoc(doc(db, 'applications', inactive.id), inactive.fields) },
    {
      name: 'to a job that does not exist',
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => {
        const { id, fields } = applicationFields('job-missing', UID.seeker, jobOf(JOB.other));
        return setDoc(doc(db, 'applications', id), fields);
      },
    },
    apply('a blank jobId', 'deny', { jobId: '' }, { id: applicationId('', UID.seeker) }),
    apply('jobId a number', 'deny', { jobId: 7 }, { id: applicationId('7', UID.seeker) }),
    apply("a forged employerId (employer-1 instead of the job's employer-2)", 'deny', { employerId: UID.employer }),
    apply('a forged jobTitle', 'deny', { jobTitle: 'Chief Executive' }),
    apply('a forged companyName', 'deny', { companyName: 'Acme Tools' }),
    apply("a resumePath in seeker-2's folder", 'deny', { resumePath: resumePath(UID.seeker2, JOB.other) }),
    apply("a resumePath under another job's folder", 'deny', { resumePath: resumePath(UID.seeker, JOB.active) }),
    apply('a resumePath one folder deeper', 'deny', { resumePath: `resumes/${UID.seeker}/${JOB.other}/old/cv.pdf` }),
    apply('a resumePath that is only the folder', 'deny', { resumePath: `resumes/${UID.seeker}/${JOB.other}/` }),
    apply('a resumePath without the resumes/ folder', 'deny', { resumePath: `${UID.seeker}/${JOB.other}/cv.pdf` }),
    apply('a resumePath of 512 characters (LIMITS.path)', 'allow', { resumePath: pathOfLength(512) }),
    apply('a resumePath of 513 characters', 'deny', { resumePath: pathOfLength(513) }),
    apply('resumePath a number', 'deny', { resumePath: 5 }),
    apply('a resume that is not a URL', 'deny', { resume: 'resume.pdf' }),
    apply('a download URL of 2049 characters', 'deny', {
      resume: `${downloadUrlOf(resumePath(UID.seeker, JOB.other))}&x=${'r'.repeat(2049 - downloadUrlOf(resumePath(UID.seeker, JOB.other)).length - 3)}`,
    }),
    apply('resume a number', 'deny', { resume: 1 }),
    apply('no resume', 'deny', { resume: undefined }),
    apply('no applicantName', 'deny', { applicantName: undefined }),
    apply('a blank applicantName', 'deny', { applicantName: ' ' }),
    apply('an applicantName of 101 characters', 'deny', { applicantName: 'A'.repeat(101) }),
    apply("an applicantName of 100 characters, not the profile's name", 'deny', { applicantName: 'A'.repeat(100) }),
    apply("the profile's name, email and phone (Asha Patil, asha@example.in, +919876543210)", 'allow', {
      applicantName: 'Asha Patil',
      email: 'asha@example.in',
      phoneNumber: '+919876543210',
    }),
    apply("someone else's name (seeker-2's)", 'deny', { applicantName: 'Ravi Kulkarni' }),
    apply("someone else's email", 'deny', { email: 'ravi@example.in' }),
    apply("someone else's phone", 'deny', { phoneNumber: '+919812345678' }),
    apply('the profile name in other letter case', 'deny', { applicantName: 'asha patil' }),
    {
      name: 'a profile with a plain email, applied with it',
      actor: 'seeker',
      expect: 'allow',
      prepare: (db) => setDoc(doc(db, 'users', UID.seeker), { email: 'asha.patil+jobs@mail.example.co.in' }, { merge: true }),
      attempt: (db) => {
        const { id, fields } = base();
        return setDoc(doc(db, 'applications', id), { ...fields, email: 'asha.patil+jobs@mail.example.co.in' });
      },
    },
    {
      name: 'a profile email carrying a mailto query (a@b.in?bcc=me%40evil.in), applied with it',
      actor: 'seeker',
      expect: 'deny',
      prepare: (db) => setDoc(doc(db, 'users', UID.seeker), { email: 'a@b.in?bcc=me%40evil.in' }, { merge: true }),
      attempt: (db) => {
        const { id, fields } = base();
        return setDoc(doc(db, 'applications', id), { ...fields, email: 'a@b.in?bcc=me%40evil.in' });
      },
    },
    apply('no email', 'deny', { email: undefined }),
    apply('an email without @', 'deny', { email: 'asha.example.in' }),
    apply('a phone number of 9 characters', 'deny', { phoneNumber: '987654321' }),
    apply('a phone number of 21 characters', 'deny', { phoneNumber: '+'.padEnd(21, '9') }),
    apply('a phone number as a number', 'deny', { phoneNumber: 9876543210 }),
    apply('a phone number of letters', 'deny', { phoneNumber: 'abcdefghij' }),
    apply("a phone number typed with spaces and no +91 (not the profile's as stored)", 'deny', { phoneNumber: '98765 43210' }),
    apply('an unknown field status', 'deny', { status: 'Shortlisted' }),
    apply('createdAt an hour ago, not request.time', 'deny', { createdAt: Timestamp.fromMillis(Date.now() - 3_600_000) }),
    apply('no createdAt', 'deny', { createdAt: undefined }),
    {
      name: "an employer applying to another employer's job",
      actor: 'employer',
      expect: 'deny',
      attempt: (db) => {
        const { id, fields } = applicationFields(JOB.other, UID.employer, jobOf(JOB.other));
        return setDoc(doc(db, 'applications', id), fields);
      },
    },
    {
      name: 'the admin applying (an admin is not a job seeker)',
      actor: 'admin',
      expect: 'deny',
      attempt: (db) => {
        const { id, fields } = applicationFields(JOB.other, UID.admin, jobOf(JOB.other));
        return setDoc(doc(db, 'applications', id), fields);
      },
    },
    {
      name: 'the applicant withdrawing (deleting) their application',
      actor: 'seeker',
      expect: 'deny',
      attempt: (db) => deleteDoc(doc(db, 'applications', SEEDED_APPLICATION.id)),
    },
  ]);
}
