/**
 * The HTTP API through Hosting on :5000 under load from another process
 * (load-child.mjs), while the Functions emulator's workers are sampled for memory.
 * Each load starts on warm workers (warmWorkers):
 * - GET /api/jobs/all?limit=20 with a seeker's token (autocannon), beside limit=100;
 * - 200 POST /api/applications/apply at once from 200 seekers (each stored once),
 *   beside the same 200 sent one after another;
 * - 200 identical applications of one seeker at once (stored once: one 2xx, 199 409),
 *   beside a read-then-write without a transaction.
 * A route that is missing or failing becomes an "n/a (reason)", never a crash.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { signInTokens } from './browser.mjs';
import { adminDb, PROJECT_ID } from './jobs-at-scale.mts';
import { runLoad } from './load-child.mjs';
import { sampleWorkers, workersNow } from './memory.mjs';

const BASE = process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:5000';
const PASSWORD = 'Bench@12345';

export interface Seeker {
  uid: string;
  email: string;
  name: string;
  phoneNumber: string;
  token: string;
}

async function inPool<T, R>(items: T[], size: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i]!, i);
      }
    }),
  );
  return out;
}

/** `count` job seekers (Auth account + users doc) with fresh ID tokens from the Auth emulator. */
export async function createSeekers(count: number, prefix = 'bench-seeker'): Promise<Seeker[]> {
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
  const auth = getAuth(app);
  const db = adminDb();
  const stamp = Date.now().toString(36);
  const people = Array.from({ length: count }, (_, i) => ({
    email: `${prefix}-${stamp}-${i}@bench.test`,
    name: `Bench Seeker ${i + 1}`,
    phoneNumber: `+9197${String(i).padStart(8, '0')}`,
  }));
  const created = await inPool(people, 10, async (p) => {
    const record = await auth.createUser({ email: p.email, password: PASSWORD, displayName: p.name });
    return { ...p, uid: record.uid };
  });
  const writer = db.bulkWriter({ throttling: false });
  for (const s of created)
    void writer.set(db.doc(`users/${s.uid}`), {
      name: s.name,
      email: s.email,
      phoneNumber: s.phoneNumber,
      role: 'jobseeker',
      createdAt: FieldValue.serverTimestamp(),
    });
  await writer.close();
  return inPool(created, 10, async (s) => ({ ...s, token: (await signInTokens(s.email, PASSWORD)).idToken as string }));
}

/** firebase-tools' cap on function worker processes (FUNCTIONS_EMULATOR_PARALLEL, default 50). */
const EMULATOR_MAX_WORKERS = Number(process.env.FUNCTIONS_EMULATOR_PARALLEL ?? 50);

/**
 * Steady state, not cold starts: the Functions emulator serves one request per
 * worker process and starts a new process (~150 MiB, a second or more of CPU
 * here) whenever none is idle. Unmeasured requests start them first: `count`
 * at once, or (sustainSeconds) `count` connections kept busy that long, which
 * starts as many as that concurrency needs. How long it took is kept too.
 */
async function warmWorkers(count: number, auth: Record<string, string>, { sustainSeconds = 0 } = {}) {
  const before = workersNow().count;
  const started = performance.now();
  const url = `${BASE}/api/jobs/all?limit=1`;
  const load = sustainSeconds
    ? await runLoad({ mode: 'autocannon', url, headers: auth, connections: count, duration: sustainSeconds })
    : await runLoad({ mode: 'burst', method: 'GET', url, requests: Array.from({ length: count }, () => ({ headers: auth })) });
  return {
    requested: count,
    sustainSeconds,
    workersBefore: before,
    workersAfter: workersNow().count,
    wallMs: performance.now() - started,
    statuses: load.statuses,
  };
}

export type Figure<T> = { ok: true; value: T } | { ok: false; reason: string };

async function probe(path: string, init: RequestInit): Promise<string | null> {
  try {
    const response = await fetch(`${BASE}${path}`, init);
    if (response.ok) return null;
    const text = await response.text();
    let code = '';
    try {
      code = JSON.parse(text)?.error?.code ?? '';
    } catch {
      code = text.replace(/\s+/g, ' ').slice(0, 60);
    }
    return `HTTP ${response.status}${code ? ` ${code}` : ''}`;
  } catch (error) {
    return `unreachable: ${(error as Error).message}`;
  }
}

function applyBody(seeker: Seeker, jobId: string) {
  return {
    jobId,
    applicantName: seeker.name,
    email: seeker.email,
    phoneNumber: seeker.phoneNumber,
    // A download URL of the seeker's own upload for this job, as the API demands (no file is needed to apply).
    resume: `https://firebasestorage.googleapis.com/v0/b/${PROJECT_ID}.appspot.com/o/${encodeURIComponent(`resumes/${seeker.uid}/${jobId}/cv.pdf`)}?alt=media`,
  };
}

async function countApplications(jobId: string, applicantId?: string) {
  let q = adminDb().collection('applications').where('jobId', '==', jobId);
  if (applicantId) q = q.where('applicantId', '==', applicantId);
  return (await q.count().get()).data().count;
}

export async function measureApi(opts: {
  seeker: { email: string; password: string };
  jobIds: string[];
  duration: number;
  connections: number;
  applicants: number;
}) {
  const results: Record<string, unknown> = {};
  const memory: Record<string, unknown> = { idle: workersNow() };
  const token = (await signInTokens(opts.seeker.email, opts.seeker.password)).idToken as string;
  const auth = { Authorization: `Bearer ${token}` };

  // ---- GET /api/jobs/all ----
  const listProblem = await probe('/api/jobs/all?limit=20', { headers: auth });
  if (listProblem) {
    results.list20 = { ok: false, reason: `GET /api/jobs/all ${listProblem}` };
    results.list100 = { ok: false, reason: `GET /api/jobs/all ${listProblem}` };
  } else {
    memory.warmList = await warmWorkers(opts.connections, auth, { sustainSeconds: 3 });
    for (const [key, limit] of [
      ['list20', 20],
      ['list100', 100],
    ] as const) {
      const sampler = sampleWorkers();
      const load = await runLoad({
        mode: 'autocannon',
        url: `${BASE}/api/jobs/all?limit=${limit}`,
        headers: auth,
        connections: opts.connections,
        duration: opts.duration,
      });
      memory[key] = sampler.stop();
      results[key] = load.ok > 0 ? { ok: true, value: load } : { ok: false, reason: `no 2xx answers: ${JSON.stringify(load.statuses)}` };
    }
  }

  // ---- POST /api/applications/apply ----
  const [distinctJob, sequentialJob, duplicateJob] = opts.jobIds;
  const seekers = await createSeekers(opts.applicants);
  const applyUrl = `${BASE}/api/applications/apply`;
  const applyProblem = await probe('/api/applications/apply', {
    method: 'POST',
    headers: { Authorization: `Bearer ${seekers[0]!.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(applyBody(seekers[0]!, duplicateJob!)),
  });
  if (applyProblem) {
    const reason = `POST /api/applications/apply ${applyProblem}`;
    for (const key of ['applyConcurrent', 'applySequential', 'duplicates']) results[key] = { ok: false, reason };
  } else {
    memory.warmApply = await warmWorkers(Math.min(opts.applicants, EMULATOR_MAX_WORKERS), auth);
    // The probe filed seeker 0's application to duplicateJob; the duplicates below are seeker 1's.
    // Counted against what the job had before (a seeded job may have applications already).
    const [before, beforeSequential] = await Promise.all([countApplications(distinctJob!), countApplications(sequentialJob!)]);
    const sampler = sampleWorkers();
    const concurrent = await runLoad({
      mode: 'burst',
      url: applyUrl,
      requests: seekers.map((s) => ({ headers: { Authorization: `Bearer ${s.token}` }, body: applyBody(s, distinctJob!) })),
    });
    memory.applyConcurrent = sampler.stop();
    const stored = (await countApplications(distinctJob!)) - before;
    // A request the Hosting proxy gave up on (504 after 60 s) might still land: look again.
    const storedLater =
      stored === seekers.length ? stored : await new Promise<number>((r) => setTimeout(() => r(countApplications(distinctJob!).then((n) => n - before)), 5000));
    results.applyConcurrent = { ok: true, value: { ...concurrent, stored, storedLater, expected: seekers.length } };

    const sequential = await runLoad({
      mode: 'burst',
      sequential: true,
      url: applyUrl,
      requests: seekers.map((s) => ({ headers: { Authorization: `Bearer ${s.token}` }, body: applyBody(s, sequentialJob!) })),
    });
    results.applySequential = {
      ok: true,
      value: { ...sequential, stored: (await countApplications(sequentialJob!)) - beforeSequential, expected: seekers.length },
    };

    const one = seekers[1]!;
    const dupSampler = sampleWorkers();
    const duplicates = await runLoad({
      mode: 'burst',
      url: applyUrl,
      requests: Array.from({ length: opts.applicants }, () => ({ headers: { Authorization: `Bearer ${one.token}` }, body: applyBody(one, duplicateJob!) })),
    });
    memory.duplicates = dupSampler.stop();
    results.duplicates = { ok: true, value: { ...duplicates, stored: await countApplications(duplicateJob!, one.uid) } };
  }
  results.naiveDuplicates = await naiveReadThenWrite(opts.applicants);
  memory.after = workersNow();
  return { results, memory };
}

/**
 * The naive alternative to the API's transaction: `n` writers at once each
 * read the application id and write it if it looked free. Counts how many
 * believed they had created it (each would have answered 201).
 */
async function naiveReadThenWrite(n: number) {
  const db = adminDb();
  const ref = db.doc(`bench-naive/${Date.now()}`);
  let believedCreated = 0;
  await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const snapshot = await ref.get();
      if (!snapshot.exists) {
        believedCreated += 1;
        await ref.set({ writer: i });
      }
    }),
  );
  return { ok: true, value: { writers: n, believedCreated } };
}
