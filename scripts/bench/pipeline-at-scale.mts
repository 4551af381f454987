/**
 * The hiring pipeline at scale: one job of the demo employer with
 * 1,000 applications (seeded with the Admin SDK into the running emulator,
 * ids bench-pipeline-*), then, with the web SDK in Node signed in as the
 * demo employer and the demo seeker:
 *
 * - the employer's first page of applicants: a live listener on the
 *   Applications page's own query (applicantsQueryDescription of
 *   web/src/features/applicants/model/applicants.ts: employerId == uid,
 *   createdAt desc, limit 51), time to its first snapshot from the server,
 *   on a fresh client each round; beside reading every application of the employer;
 * - a status change reaching the seeker's open My Applications listener
 *   (lib/data/live.ts myApplicationsQuery: applicantId == uid, createdAt desc):
 *   from the employer's updateDoc (statusChangeFields, as the Status control
 *   writes) to the seeker's snapshot showing the new status.
 *
 * The applications trigger counts and notifies on every write; the seeding
 * waits until jobStats says 1,000 (or 3 minutes) so its work does not weigh on the figures.
 */
import { getAuth as adminAuth } from 'firebase-admin/auth';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  initializeFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  terminate,
  updateDoc,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { statusChangeFields, type ApplicationStatus } from '@jobsearch/domain';
import { applicantsQueryDescription } from '../../web/src/features/applicants/model/applicants';
import { adminDb, median, PROJECT_ID } from './jobs-at-scale.mts';

interface Account {
  email: string;
  password: string;
}

export interface PipelineTimings {
  applications: number;
  countsCaughtUpMs: number | null;
  firstPage: { ms: number; docs: number; rounds: number };
  everything: { ms: number; docs: number };
  statusToSeeker: { ms: number; samples: number; min: number; max: number };
}

const JOB_IDS = ['bench-pipeline-job-0', 'bench-pipeline-job-1', 'bench-pipeline-job-2'];

async function uidOf(email: string): Promise<string> {
  return (await adminAuth().getUserByEmail(email)).uid;
}

/** The big job (1,000 applicants) and two more for the seeker's own applications, all the employer's. */
export async function seedPipeline(employer: Account, seeker: Account, count: number): Promise<{ ms: number; countsCaughtUpMs: number | null }> {
  const db = adminDb();
  const [employerId, seekerId] = await Promise.all([uidOf(employer.email), uidOf(seeker.email)]);
  const started = Date.now();
  const now = Date.now();
  for (const jobId of JOB_IDS) {
    await db.doc(`jobs/${jobId}`).set({
      companyName: 'Bench Pipeline Works',
      jobRole: 'Fitter',
      title: 'Fitter',
      jobShift: 'Day Shift',
      jobType: 'Industry Job',
      salary: '15000 - 20000',
      state: 'Maharashtra',
      city: 'Pune',
      location: 'MIDC',
      degree: 'ITI',
      trade: 'Fitter',
      experience: '1-3 years',
      description: '',
      gender: 'Other',
      chargeable: 'No',
      charges: 'No',
      mobileNumber: '',
      status: 'Active',
      date: new Date().toISOString().slice(0, 10),
      employerId,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  }
  const application = (jobId: string, uid: string, i: number) => ({
    jobId,
    jobTitle: 'Fitter',
    companyName: 'Bench Pipeline Works',
    employerId,
    applicantId: uid,
    applicantName: `Bench Applicant ${i}`,
    email: `bench-${i}@jobsearch.test`,
    phoneNumber: '+919800000000',
    resumePath: `resumes/${uid}/${jobId}/resume.pdf`,
    resume: `http://127.0.0.1:9199/v0/b/${PROJECT_ID}.appspot.com/o/${encodeURIComponent(`resumes/${uid}/${jobId}/resume.pdf`)}?alt=media`,
    createdAt: Timestamp.fromMillis(now - (count - i) * 1000),
  });
  const writer = db.bulkWriter();
  for (let i = 0; i < count - 1; i++) {
    const uid = `bench-pipeline-${String(i).padStart(4, '0')}`;
    void writer.set(db.doc(`applications/${JOB_IDS[0]}_${uid}`), application(JOB_IDS[0]!, uid, i));
  }
  // The seeker's own: one on the big job (its 1,000th) and one on each other job.
  for (const [n, jobId] of JOB_IDS.entries()) void writer.set(db.doc(`applications/${jobId}_${seekerId}`), application(jobId, seekerId, count - 1 + n));
  await writer.close();
  const seeded = Date.now() - started;

  // The trigger's work (counts, notifications, mail) queues behind the writes; wait for it.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const stats = await db.doc(`jobStats/${JOB_IDS[0]}`).get();
    if (stats.get('total') === count) return { ms: seeded, countsCaughtUpMs: Date.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return { ms: seeded, countsCaughtUpMs: null };
}

async function client(account: Account, name: string): Promise<{ app: FirebaseApp; db: Firestore; uid: string }> {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID, appId: '1:000000000000:web:bench' }, `${name}-${Date.now()}-${Math.random()}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`, { disableWarnings: true });
  const db = initializeFirestore(app, {});
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  connectFirestoreEmulator(db, host!, Number(port));
  const { user } = await signInWithEmailAndPassword(auth, account.email, account.password);
  return { app, db, uid: user.uid };
}

async function close(c: { app: FirebaseApp; db: Firestore }) {
  await terminate(c.db);
  await deleteApp(c.app);
}

/** Time to the first snapshot from the server of a fresh listener. */
function firstSnapshot(q: Query): Promise<{ ms: number; docs: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const stop = onSnapshot(
      q,
      { includeMetadataChanges: true },
      (snapshot) => {
        if (snapshot.metadata.fromCache) return;
        stop();
        resolve({ ms: performance.now() - started, docs: snapshot.size });
      },
      reject,
    );
  });
}

export async function timePipeline(employer: Account, seeker: Account, count: number, countsCaughtUpMs: number | null, rounds = 5): Promise<PipelineTimings> {
  // 1. The employer's first page (each round a fresh client: no cache, a new listener), and everything.
  const pages: { ms: number; docs: number }[] = [];
  const wholes: { ms: number; docs: number }[] = [];
  for (let round = 0; round <= rounds; round++) {
    const c = await client(employer, 'bench-employer');
    try {
      const d = applicantsQueryDescription(c.uid, null, 50, null);
      const page = query(collection(c.db, d.collection), ...d.filters.map(([f, v]) => where(f, '==', v)), orderBy(d.orderBy, d.direction), limit(d.limit));
      const result = await firstSnapshot(page);
      if (round > 0) pages.push(result); // round 0: connection set-up and the emulator's first plan
      if (round > 0 && round <= 3) {
        const c2 = await client(employer, 'bench-employer-all');
        try {
          wholes.push(await firstSnapshot(query(collection(c2.db, 'applications'), where('employerId', '==', c2.uid))));
        } finally {
          await close(c2);
        }
      }
    } finally {
      await close(c);
    }
  }

  // 2. A status change reaching the seeker's open My Applications listener.
  const boss = await client(employer, 'bench-boss');
  const me = await client(seeker, 'bench-seeker');
  const samples: number[] = [];
  try {
    const mine = query(collection(me.db, 'applications'), where('applicantId', '==', me.uid), orderBy('createdAt', 'desc'));
    const statuses = new Map<string, string>();
    let waiting: { id: string; status: string; resolve: () => void } | null = null;
    const stops: (() => void)[] = [];
    const ready = new Promise<void>((resolve, reject) => {
      const stop = onSnapshot(
        mine,
        (snapshot) => {
          for (const d of snapshot.docs) statuses.set(d.id, d.get('status') ?? 'Applied');
          if (waiting && statuses.get(waiting.id) === waiting.status) {
            const w = waiting;
            waiting = null;
            w.resolve();
          }
          if (!snapshot.metadata.fromCache) resolve();
        },
        reject,
      );
      stops.push(stop);
    });
    await ready;
    const moves: ApplicationStatus[] = ['Viewed', 'Shortlisted', 'Offered', 'Hired'];
    for (const jobId of JOB_IDS) {
      const id = `${jobId}_${me.uid}`;
      for (const status of moves) {
        const seen = new Promise<void>((resolve) => {
          waiting = { id, status, resolve };
        });
        const started = performance.now();
        await updateDoc(doc(boss.db, 'applications', id), statusChangeFields({ status, reason: '' }, serverTimestamp()));
        await Promise.race([seen, new Promise((_, reject) => setTimeout(() => reject(new Error(`${id} never showed ${status}`)), 30_000))]);
        samples.push(performance.now() - started);
      }
    }
    for (const stop of stops) stop();
  } finally {
    await close(boss);
    await close(me);
  }

  return {
    applications: count,
    countsCaughtUpMs,
    firstPage: { ms: median(pages.map((p) => p.ms)), docs: pages[0]?.docs ?? 0, rounds: pages.length },
    everything: { ms: median(wholes.map((w) => w.ms)), docs: wholes[0]?.docs ?? 0 },
    statusToSeeker: { ms: median(samples), samples: samples.length, min: Math.min(...samples), max: Math.max(...samples) },
  };
}
