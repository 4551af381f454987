/**
 * "Jobs for you" at scale: 10,000 jobs (the jobs-at-scale seed, written here
 * when that part did not run) and 10,000 seekers with varied work profiles
 * (in memory: a view never reads other seekers). Two figures, each beside
 * the naive "read every job and score it":
 * - one seeker's view as Home makes it (web/src/features/home/api/jobs-for-you.ts):
 *   the bounded candidate queries with Firestore Lite from Node, signed in as
 *   the demo seeker, ranked with the domain's rankJobs, then their own
 *   applications among the best; its reads and time;
 * - the ranking's CPU time for all 10,000 seekers: each ranks its candidates,
 *   against ranking every Active job for each (timed on a sample, scaled up).
 * It also counts how often the bounded view finds a job as good as the best
 * of all jobs.
 */
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
  terminate,
  where,
  type DocumentData,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import {
  CITIES_BY_STATE,
  DEGREES,
  EMPTY_WORK_PROFILE,
  JOB_SHIFTS,
  JOBS_FOR_YOU,
  TRADES_BY_DEGREE,
  fitScore,
  rankJobs,
  type RankableJob,
  type WorkProfile,
} from '@jobsearch/domain';
import { seededRandom } from '../lib/sample-data.mjs';
import { adminDb, median, PROJECT_ID, seedJobs } from './jobs-at-scale.mts';
import { failed, log, type Failed } from './phases.mts';
import { na, type Row } from './row.mts';
import { JOBS_AT_SCALE, SEEKER } from './settings.mts';
import { ms, ratio } from './table.mjs';

export const SEEKERS_AT_SCALE = Number(process.env.BENCH_SEEKERS ?? 10_000);
/** Views measured against the emulator, and of them the ones also measured the naive way (each reads every Active job). */
const VIEWS = 15;
const NAIVE_VIEWS = 3;
/** Seekers whose naive ranking (every Active job) is timed; the total for all seekers is scaled from them. */
const NAIVE_CPU_SAMPLE = 50;

/** Profiles as people fill them: most name an education and districts, fewer a salary or a shift, a few nothing. */
export function benchProfiles(count: number): WorkProfile[] {
  // Seeded, so every run ranks for the same seekers.
  const rand = seededRandom(33);
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
  const cities = CITIES_BY_STATE.Maharashtra;
  return Array.from({ length: count }, () => {
    if (rand() < 0.05) return EMPTY_WORK_PROFILE;
    const education = rand() < 0.9 ? pick(DEGREES) : '';
    const trades = education ? TRADES_BY_DEGREE[education].filter((trade) => trade !== 'Other') : [];
    const districts = rand() < 0.85 ? [...new Set(Array.from({ length: 1 + Math.floor(rand() * 3) }, () => pick(cities)))] : [];
    return {
      ...EMPTY_WORK_PROFILE,
      education,
      trade: trades.length && rand() < 0.8 ? pick(trades) : '',
      districts,
      experienceYears: rand() < 0.7 ? Math.floor(rand() * 16) : null,
      expectedSalary: rand() < 0.7 ? 10_000 + Math.floor(rand() * 50) * 1000 : null,
      shift: rand() < 0.5 ? pick(JOB_SHIFTS) : '',
    };
  });
}

type BenchJob = RankableJob;

function asRankable(id: string, data: DocumentData): BenchJob {
  return {
    jobId: id,
    degree: String(data.degree ?? ''),
    trade: String(data.trade ?? ''),
    city: String(data.city ?? ''),
    salary: String(data.salary ?? ''),
    salaryMin: typeof data.salaryMin === 'number' ? data.salaryMin : null,
    salaryMax: typeof data.salaryMax === 'number' ? data.salaryMax : null,
    experience: String(data.experience ?? ''),
    jobShift: String(data.jobShift ?? ''),
    status: String(data.status ?? ''),
    hiddenByReports: data.hiddenByReports === true,
    createdAt: data.createdAt?.toDate?.() ?? new Date(0),
  };
}

/** The candidate queries of Home's "Jobs for you", as [constraints, limit] (mirrors jobs-for-you.ts readCandidates). */
function candidateQueries(profile: WorkProfile): [QueryConstraint[], number][] {
  const queries: [QueryConstraint[], number][] = [];
  if (profile.districts.length) queries.push([[where('city', 'in', profile.districts)], JOBS_FOR_YOU.byDistricts]);
  if (profile.education) queries.push([[where('degree', '==', profile.education)], JOBS_FOR_YOU.byEducation]);
  if (!queries.length) queries.push([[], JOBS_FOR_YOU.byDistricts + JOBS_FOR_YOU.byEducation]);
  return queries;
}

/** The same candidates picked from jobs in memory (newest first), for the CPU figure. */
function candidatesInMemory(profile: WorkProfile, newestActive: readonly BenchJob[]): BenchJob[] {
  const picked = new Map<string, BenchJob>();
  const take = (count: number, keep: (job: BenchJob) => boolean) => {
    let taken = 0;
    for (const job of newestActive) {
      if (taken === count) break;
      if (keep(job)) {
        picked.set(job.jobId, job);
        taken++;
      }
    }
  };
  if (profile.districts.length) take(JOBS_FOR_YOU.byDistricts, (job) => profile.districts.includes(job.city));
  if (profile.education) take(JOBS_FOR_YOU.byEducation, (job) => job.degree === profile.education);
  if (!profile.districts.length && !profile.education) take(JOBS_FOR_YOU.byDistricts + JOBS_FOR_YOU.byEducation, () => true);
  return [...picked.values()];
}

interface ViewFigure {
  ms: number;
  reads: number;
  topScore: number;
}

async function boundedView(db: Firestore, uid: string, profile: WorkProfile): Promise<ViewFigure> {
  const started = performance.now();
  const snapshots = await Promise.all(
    candidateQueries(profile).map(([constraints, count]) =>
      getDocs(query(collection(db, 'jobs'), where('status', '==', 'Active'), ...constraints, orderBy('createdAt', 'desc'), limit(count))),
    ),
  );
  const unique = new Map(snapshots.flatMap((snapshot) => snapshot.docs.map((doc) => [doc.id, asRankable(doc.id, doc.data())] as const)));
  const ranked = rankJobs([...unique.values()], profile, new Set()).slice(0, JOBS_FOR_YOU.checked);
  const ids = ranked.map((job) => job.jobId);
  const applied = ids.length ? await getDocs(query(collection(db, 'applications'), where('applicantId', '==', uid), where('jobId', 'in', ids))) : null;
  const appliedIds = new Set(applied?.docs.map((doc) => String(doc.get('jobId'))) ?? []);
  const shown = ranked.filter((job) => !appliedIds.has(job.jobId)).slice(0, JOBS_FOR_YOU.shown);
  // A query that finds nothing is billed one read.
  const reads = snapshots.reduce((sum, s) => sum + Math.max(s.size, 1), 0) + (applied ? Math.max(applied.size, 1) : 0);
  return { ms: performance.now() - started, reads, topScore: shown[0] ? fitScore(shown[0], profile) : 0 };
}

async function naiveView(db: Firestore, uid: string, profile: WorkProfile): Promise<ViewFigure> {
  const started = performance.now();
  const [all, mine] = await Promise.all([
    getDocs(query(collection(db, 'jobs'), where('status', '==', 'Active'))),
    getDocs(query(collection(db, 'applications'), where('applicantId', '==', uid))),
  ]);
  const applied = new Set(mine.docs.map((doc) => String(doc.get('jobId'))));
  const ranked = rankJobs(
    all.docs.map((doc) => asRankable(doc.id, doc.data())),
    profile,
    applied,
  );
  return { ms: performance.now() - started, reads: all.size + Math.max(mine.size, 1), topScore: ranked[0] ? fitScore(ranked[0], profile) : 0 };
}

export interface MatchingTimings {
  jobs: number;
  activeJobs: number;
  seekers: number;
  view: { views: number; ms: number; reads: number; maxReads: number; sameTopScore: number };
  naiveView: { views: number; ms: number; reads: number };
  cpu: { boundedMs: number; naiveSampleMs: number; naiveSample: number; naiveEstimateMs: number };
}

/** Seeds the jobs if the jobs-at-scale part did not, then measures both figures. */
export async function measureMatching(): Promise<MatchingTimings> {
  const admin = adminDb();
  const lastJob = `jobs/bench-job-${String(JOBS_AT_SCALE).padStart(5, '0')}`;
  if (!(await admin.doc(lastJob).get()).exists) {
    const seeded = await seedJobs(JOBS_AT_SCALE);
    log(`seeded ${seeded.count} jobs for matching in ${(seeded.ms / 1000).toFixed(1)} s`);
  }
  const jobCount = (await admin.collection('jobs').count().get()).data().count;
  const profiles = benchProfiles(SEEKERS_AT_SCALE);

  const app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID, appId: '1:000000000000:web:bench' }, `bench-matching-${Date.now()}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`, { disableWarnings: true });
  const db = getFirestore(app);
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  connectFirestoreEmulator(db, host!, Number(port));
  try {
    const { user } = await signInWithEmailAndPassword(auth, SEEKER.email, SEEKER.password);
    // Views for seekers spread over the 10,000 (the same seeker account reads: rules let it read its own applications only).
    const sample = Array.from({ length: VIEWS }, (_, i) => profiles[Math.floor((i * profiles.length) / VIEWS)]!);
    await boundedView(db, user.uid, sample[0]!); // connection set-up, unmeasured
    const bounded: ViewFigure[] = [];
    const naive: ViewFigure[] = [];
    let sameTopScore = 0;
    for (const [i, profile] of sample.entries()) {
      const view = await boundedView(db, user.uid, profile);
      bounded.push(view);
      if (i < NAIVE_VIEWS) {
        const whole = await naiveView(db, user.uid, profile);
        naive.push(whole);
        if (whole.topScore === view.topScore) sameTopScore++;
      }
    }
    log(`matching: ${VIEWS} bounded views, ${NAIVE_VIEWS} naive`);

    // The CPU figure, from every Active job held in memory (read once with the Admin SDK).
    const everything = await admin.collection('jobs').where('status', '==', 'Active').orderBy('createdAt', 'desc').get();
    const newestActive = everything.docs.map((doc) => asRankable(doc.id, doc.data()));
    let started = performance.now();
    for (const profile of profiles) rankJobs(candidatesInMemory(profile, newestActive), profile, new Set()).slice(0, JOBS_FOR_YOU.shown);
    const boundedMs = performance.now() - started;
    const naiveSample = Math.min(NAIVE_CPU_SAMPLE, profiles.length);
    started = performance.now();
    for (const profile of profiles.slice(0, naiveSample)) rankJobs(newestActive, profile, new Set()).slice(0, JOBS_FOR_YOU.shown);
    const naiveSampleMs = performance.now() - started;

    return {
      jobs: jobCount,
      activeJobs: newestActive.length,
      seekers: profiles.length,
      view: {
        views: bounded.length,
        ms: median(bounded.map((v) => v.ms)),
        reads: median(bounded.map((v) => v.reads)),
        maxReads: Math.max(...bounded.map((v) => v.reads)),
        sameTopScore,
      },
      naiveView: { views: naive.length, ms: median(naive.map((v) => v.ms)), reads: median(naive.map((v) => v.reads)) },
      cpu: { boundedMs, naiveSampleMs, naiveSample, naiveEstimateMs: (naiveSampleMs * profiles.length) / naiveSample },
    };
  } finally {
    await terminate(db).catch(() => {});
    await deleteApp(app).catch(() => {});
  }
}

/** The table's rows: a seeker's view (reads, time) and the ranking for every seeker, each beside scoring every job. */
export function matchingRows(result: MatchingTimings | Failed): Row[] {
  const rows: Row[] = [
    { section: `Jobs for you: ${JOBS_AT_SCALE.toLocaleString('en-IN')} more jobs, ${SEEKERS_AT_SCALE.toLocaleString('en-IN')} seekers' profiles (median)` },
  ];
  if (failed(result)) {
    rows.push(na('Jobs for you at scale', result.failed));
    return rows;
  }
  const { view, naiveView, cpu } = result;
  rows.push({
    figure: `One seeker's view, Firestore Lite from Node (${view.views} views; ${view.sameTopScore} of ${naiveView.views} found the best score of all jobs)`,
    value: `${ms(view.ms)}, ${view.reads} reads (at most ${view.maxReads})`,
    budget: `≤ ${JOBS_FOR_YOU.byDistricts + JOBS_FOR_YOU.byEducation + JOBS_FOR_YOU.checked} reads`,
    naive: `read every Active job and score it: ${ms(naiveView.ms)}, ${naiveView.reads.toLocaleString('en-IN')} reads`,
    ratio: ratio(view.ms, naiveView.ms),
    verdict: view.maxReads <= JOBS_FOR_YOU.byDistricts + JOBS_FOR_YOU.byEducation + JOBS_FOR_YOU.checked ? 'pass' : 'FAIL',
  });
  rows.push({
    figure: `Ranking for all ${result.seekers.toLocaleString('en-IN')} seekers (rankJobs, CPU; ${result.activeJobs.toLocaleString('en-IN')} Active jobs)`,
    value: `${ms(cpu.boundedMs)} (${((cpu.boundedMs * 1000) / result.seekers).toFixed(0)} µs a seeker)`,
    budget: '—',
    naive: `every Active job for each: ${ms(cpu.naiveEstimateMs)} (${ms(cpu.naiveSampleMs / cpu.naiveSample)} a seeker, from ${cpu.naiveSample})`,
    ratio: ratio(cpu.boundedMs, cpu.naiveEstimateMs),
    verdict: 'info',
  });
  return rows;
}
