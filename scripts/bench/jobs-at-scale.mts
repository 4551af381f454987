/**
 * The jobs list with 10,000 jobs: seeds them into the running emulator (not
 * into the committed seed), then times, with Firestore Lite (what the web
 * app's list reads with) from Node signed in as a job seeker, the first page
 * of the app's own list query (`buildJobsQuery`) with no filter and with a
 * degree filter, against reading every job the seeker may read (all Active
 * jobs) in one query.
 */
import { getApps, initializeApp as initializeAdmin } from 'firebase-admin/app';
import { getFirestore as adminFirestore, Timestamp } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  startAfter,
  terminate,
  where,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { NO_FILTERS } from '../../web/src/features/jobs/model/jobs-query';
import { buildJobsQuery, type JobsQueryDescription } from '../../web/src/features/jobs/model/list-query';
import {
  CITIES_BY_STATE,
  DEGREES,
  EXPERIENCE_LEVELS,
  GENDERS,
  JOB_ROLES,
  JOB_SHIFTS,
  JOB_TYPES,
  TRADES_BY_DEGREE,
  jobInputSchema,
  newJobFields,
} from '@jobsearch/domain';

export const PROJECT_ID = 'demo-jobsearch';

export function adminDb() {
  const app = getApps()[0] ?? initializeAdmin({ projectId: PROJECT_ID });
  return adminFirestore(app);
}

/** mulberry32, so every run seeds the same jobs. */
export function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const COMPANY_FIRST = ['Sahyadri', 'Deccan', 'Konkan', 'Godavari', 'Vidarbha', 'Marathwada', 'Krishna', 'Shree Sai', 'Tapi', 'Bhima'];
const COMPANY_SECOND = ['Infra', 'Tech Solutions', 'Logistics', 'Foods', 'Motors', 'Textiles', 'Pharma', 'Retail', 'Facility Services', 'Engineering'];
const STREETS = [
  'MG Road',
  'FC Road',
  'Link Road',
  'Station Road',
  'MIDC Industrial Area',
  'Civil Lines',
  'Shivaji Nagar',
  'Laxmi Road',
  'Market Yard',
  'Ring Road',
];

export interface SeededJobs {
  count: number;
  active: number;
  ms: number;
  activeIds: string[];
}

/** Writes `count` realistic jobs (domain schema + newJobFields) with ids bench-job-NNNNN. */
export async function seedJobs(count: number): Promise<SeededJobs> {
  const rand = random(10_000);
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
  const cities = CITIES_BY_STATE.Maharashtra;
  const db = adminDb();
  const started = performance.now();
  const writer = db.bulkWriter({ throttling: false });
  let failed = 0;
  writer.onWriteError(() => {
    failed += 1;
    return false;
  });
  const activeIds: string[] = [];
  const now = Date.now();
  for (let i = 0; i < count; i++) {
    const degree = DEGREES[i % DEGREES.length]!;
    const trades = TRADES_BY_DEGREE[degree];
    const min = 8000 + Math.round(rand() * 60) * 1000;
    const max = min + Math.round(rand() * 40) * 1000;
    const companyName = `${pick(COMPANY_FIRST)} ${pick(COMPANY_SECOND)} Pvt Ltd`;
    const jobRole = pick(JOB_ROLES);
    const city = pick(cities);
    const status = i % 6 === 5 ? 'Inactive' : 'Active';
    const input = jobInputSchema.parse({
      companyName,
      jobRole,
      jobShift: pick(JOB_SHIFTS),
      jobType: pick(JOB_TYPES),
      salary: `${min} - ${max}`,
      state: 'Maharashtra',
      city,
      location: pick(STREETS),
      degree,
      trade: trades.length ? pick(trades) : '',
      experience: pick(EXPERIENCE_LEVELS),
      description: `${companyName} is hiring a ${jobRole} in ${city}. On-the-job training, PF and ESIC, paid leave. Bring your resume and an ID proof to the interview.`,
      gender: pick(GENDERS).value,
      chargeable: i % 9 === 0 ? 'Yes' : 'No',
      mobileNumber: i % 4 === 0 ? '' : `9${String(800000000 + i).padStart(9, '0')}`,
      status,
    });
    // Spread over the last year, newest first by index.
    const created = new Date(now - i * 3_150_000 - Math.floor(rand() * 600_000));
    const id = `bench-job-${String(i + 1).padStart(5, '0')}`;
    if (status === 'Active') activeIds.push(id);
    void writer.set(db.doc(`jobs/${id}`), {
      ...newJobFields(input, `bench-employer-${i % 50}`, created),
      createdAt: Timestamp.fromDate(created),
      updatedAt: Timestamp.fromDate(created),
    });
  }
  await writer.close();
  if (failed) throw new Error(`${failed} of ${count} job writes failed`);
  return { count, active: activeIds.length, ms: performance.now() - started, activeIds };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export interface QueryTimings {
  runs: number;
  firstPage: { ms: number; all: number[]; docs: number };
  firstPageDegree: { ms: number; all: number[]; docs: number; degree: string };
  wholeCollection: { ms: number; all: number[]; docs: number; jsonBytes: number };
}

/** The app's query description (web/src/features/jobs/model/list-query.ts) as a Lite query, as jobs-reads.ts builds it. */
function asQuery(db: ReturnType<typeof getFirestore>, description: JobsQueryDescription): Query {
  const constraints: QueryConstraint[] = description.where.map((w) => where(w.field, w.op, w.value));
  constraints.push(orderBy(description.orderBy.field, description.orderBy.direction));
  if (description.startAfter) constraints.push(startAfter(description.startAfter));
  constraints.push(limit(description.limit));
  return query(collection(db, description.collection), ...constraints);
}

/** Signed in as `seeker` with the web SDK; each figure the median of `runs` reads (Lite always reads the server). */
export async function timeJobQueries(
  seeker: { email: string; password: string },
  { runs = 7, wholeRuns = 3, degree = 'ITI' as const } = {},
): Promise<QueryTimings> {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID, appId: '1:000000000000:web:bench' }, `bench-${Date.now()}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`, { disableWarnings: true });
  const db = getFirestore(app);
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  connectFirestoreEmulator(db, host!, Number(port));
  try {
    await signInWithEmailAndPassword(auth, seeker.email, seeker.password);
    const page = asQuery(db, buildJobsQuery(NO_FILTERS));
    const pageDegree = asQuery(db, buildJobsQuery({ ...NO_FILTERS, degree }));
    const everything = query(collection(db, 'jobs'), where('status', '==', 'Active'));

    const time = async (q: Query) => {
      const started = performance.now();
      const snapshot = await getDocs(q);
      return { ms: performance.now() - started, docs: snapshot.size, snapshot };
    };
    // One unmeasured read of each page query: connection set-up and the emulator's first plan.
    await time(page);
    await time(pageDegree);
    const plain: number[] = [];
    const filtered: number[] = [];
    let plainDocs = 0;
    let filteredDocs = 0;
    for (let i = 0; i < runs; i++) {
      const a = await time(page);
      plain.push(a.ms);
      plainDocs = a.docs;
      const b = await time(pageDegree);
      filtered.push(b.ms);
      filteredDocs = b.docs;
    }
    const whole: number[] = [];
    let wholeDocs = 0;
    let jsonBytes = 0;
    for (let i = 0; i < wholeRuns; i++) {
      const w = await time(everything);
      whole.push(w.ms);
      wholeDocs = w.docs;
      if (i === 0) jsonBytes = w.snapshot.docs.reduce((sum, d) => sum + JSON.stringify(d.data()).length, 0);
    }
    return {
      runs,
      firstPage: { ms: median(plain), all: plain, docs: plainDocs },
      firstPageDegree: { ms: median(filtered), all: filtered, docs: filteredDocs, degree },
      wholeCollection: { ms: median(whole), all: whole, docs: wholeDocs, jsonBytes },
    };
  } finally {
    await terminate(db).catch(() => {});
    await deleteApp(app).catch(() => {});
  }
}
