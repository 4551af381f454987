// Property-based fuzzing of every /api and /admin route: generated requests
// (wrong methods, bad types, huge and unicode strings, odd ids and query
// parameters, odd media types, every kind of caller) and stored documents
// that do not match their schema. Every answer must be below 500, JSON for
// the app's own errors, and a refused request (4xx) must write nothing.
//
// fast-check draws the requests from a fixed seed (FUZZ_SEED overrides it),
// so a failure is reproducible; they are sent a batch at a time, several at
// once, and the watched collections are compared before and after each batch.
// Where they go: all REQUESTS to the function's own Express app (createApp() of
// functions/src, served in this process against the same emulators), which is
// fast enough for thousands; and the first RUNTIME_SAMPLE of them again, one
// at a time, through the Functions emulator (the real runtime, which parses
// bodies before the app). Not through the Hosting emulator: that local
// stand-in for Firebase Hosting (superstatic) answers some paths itself (a 500
// for a path that is not valid percent-encoding), and it is not what we deploy.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import fc from 'fast-check';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROJECT_ID, createUser, seedApplication, seedJob, unique, type TestUser } from '../support';
import { applicationPayload, createAdmin, db, postingPayload } from './helpers';

// The app logs a line per request; here they are held back, and its unexpected errors collected.
const loggedErrors = vi.hoisted(() => [] as string[]);
vi.mock('../../functions/src/log', () => ({
  log: {
    info: () => undefined,
    warn: () => undefined,
    error: (message: string, data?: unknown) => {
      loggedErrors.push(`${message} ${JSON.stringify(data).slice(0, 600)}`);
    },
  },
  runWithRequestId: <T>(_id: string, fn: () => T) => fn(),
  currentRequestId: () => undefined,
}));

const REQUESTS = 5000;
const RUNTIME_SAMPLE = 300;
const BATCH = 250;
const CONCURRENCY = 8;
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const FUNCTION_URL = `http://${process.env.FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001'}/${PROJECT_ID}/asia-south1/api`;
const WATCHED = ['jobs', 'applications', 'users', 'deletedAccounts', 'employerVerifications'];

interface FuzzRequest {
  method: string;
  path: string;
  caller: string;
  contentType: string | null;
  body: string | null;
}

interface World {
  tokens: Record<string, string | undefined>;
  ids: string[];
}

let server: Server;
let appUrl = '';

let seeker: TestUser, employer: TestUser, admin: TestUser, malformedUser: TestUser;
const world: World = { tokens: {}, ids: [] };
const malformedJobIds: string[] = [];

beforeAll(async () => {
  const { createApp } = await import('../../functions/src/http/app');
  server = createApp().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  appUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  [seeker, employer, admin, malformedUser] = await Promise.all([
    createUser({ role: 'jobseeker' }),
    createUser({ role: 'employer' }),
    createAdmin(),
    createUser({ role: 'jobseeker' }),
  ]);
  // A profile that breaks its schema: the caller must get a 4xx, not a 500.
  await db.doc(`users/${malformedUser.uid}`).set({ name: 42, role: 'jobseeker', email: ['x'], createdAt: 'yesterday' });
  const activeJob = await seedJob(employer.uid);
  const inactiveJob = await seedJob(employer.uid, { status: 'Inactive' });
  await seedApplication({ jobId: activeJob, seeker, employerId: employer.uid });
  // Stored jobs and an application that no schema accepts, as an SDK writer could once leave them.
  const now = FieldValue.serverTimestamp();
  const malformed: Record<string, unknown>[] = [
    // (Each has a text field that is not a string, so the jobs trigger leaves it as it is.)
    {
      ...postingPayload(),
      salary: 15000,
      title: 'x',
      employerId: employer.uid,
      keywords: [1, 2],
      salaryMin: null,
      salaryMax: null,
      charges: 'No',
      date: '2026-01-01',
      createdAt: now,
      updatedAt: now,
    },
    { status: 'Active', employerId: employer.uid, createdAt: now },
    { status: 'Active', employerId: 7, keywords: 'driver', createdAt: now, updatedAt: 'never' },
    { ...postingPayload(), city: null, employerId: employer.uid, status: ['Active'], createdAt: Timestamp.fromMillis(0) },
  ];
  for (const data of malformed) {
    const ref = db.collection('jobs').doc();
    await ref.set(data);
    malformedJobIds.push(ref.id);
  }
  await db
    .doc(`applications/${malformedJobIds[0]}_${seeker.uid}`)
    .set({ jobId: malformedJobIds[0], employerId: employer.uid, applicantId: seeker.uid, createdAt: now, resume: 5 });
  world.tokens = {
    none: undefined,
    garbage: 'not-a-token',
    seeker: seeker.token,
    employer: employer.token,
    admin: admin.token,
    malformedUser: malformedUser.token,
  };
  world.ids = [
    activeJob,
    inactiveJob,
    ...malformedJobIds,
    seeker.uid,
    employer.uid,
    admin.uid,
    malformedUser.uid,
    `${activeJob}_${seeker.uid}`,
    `${malformedJobIds[0]}_${seeker.uid}`,
  ];
}, 120_000);

afterAll(async () => {
  server?.close();
  // The malformed documents go (a malformed profile would sort first in the admin's list of users).
  const refs = [
    ...malformedJobIds.map((id) => db.doc(`jobs/${id}`)),
    db.doc(`applications/${malformedJobIds[0]}_${seeker?.uid}`),
    ...(malformedUser ? [db.doc(`users/${malformedUser.uid}`)] : []),
  ];
  await Promise.all(refs.map((ref) => ref.delete().catch(() => undefined)));
});

// ---------------------------------------------------------------- generators

/** Strings an attacker tries: empty, blank, huge, unicode, control characters, paths, encodings. */
const nastyString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '.',
    '..',
    '__x__',
    '%',
    '%2F',
    '%00',
    '\u0000',
    '../../etc',
    'null',
    'undefined',
    'NaN',
    '-1',
    '0',
    '101',
    '1e9',
    'true',
    '[]',
    '{}',
    'Active',
    'Inactive',
    'Field Job',
    'ITI',
    'Pune',
    'Electrician',
    'ड्राइवर',
    '🙂'.repeat(50),
    '\u202e\u200b',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    'a@b.in?bcc=me%40evil.in',
    'x'.repeat(1501),
    'é'.repeat(5000),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ minLength: 100, maxLength: 3000 }),
);

/** Path ids: the world's real and malformed documents, and nasty strings (percent-encoded, or not). */
const idArb = fc.oneof(
  { weight: 3, arbitrary: fc.nat().map((n) => ({ known: n })) },
  { weight: 3, arbitrary: nastyString.map((s) => ({ raw: encodeURIComponent(s) })) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4', '..', '.', '%2e%2e', 'a%2Fb', '%00', '%ZZ', '__proto__', 'constructor').map((s) => ({ raw: s })) },
);

const ROUTES = [
  '/api/jobs/all',
  '/api/jobs/filter',
  '/api/jobs/add',
  '/api/jobs/employer/:id',
  '/api/jobs/applicants/:id',
  '/api/jobs/:id/status',
  '/api/jobs/:id/contact',
  '/api/jobs/:id/applicant-counts',
  '/api/applications/apply',
  '/api/auth/register',
  '/api/auth/login',
  '/api/auth/update/:id',
  '/api/auth/reset-password',
  '/admin/login',
  '/admin/users',
  '/admin/employers',
  '/admin/jobs',
  '/admin/applications',
  '/admin/users/:id',
  '/admin/employers/:id',
  '/admin/jobs/:id',
  '/admin/applications/:id',
  '/admin/employers/:id/verification',
  '/api/unknown',
  '/api/',
  '/admin/',
  '/api/jobs',
  '/api/jobs/:id',
  '/api/jobs/:id/status/:id',
] as const;

const QUERY_KEYS = ['limit', 'after', 'status', 'degree', 'trade', 'jobType', 'q', 'date', 'jobId', 'x', 'limit[]', '__proto__', 'constructor'];
const queryArb = fc.oneof(
  fc.array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 10 })),
      fc.oneof(
        idArb,
        nastyString.map((s) => ({ raw: encodeURIComponent(s) })),
      ),
    ),
    { maxLength: 4 },
  ),
  // Queries a route accepts, so requests get past validation to the stored documents.
  fc.constantFrom<[string, { raw: string }][]>(
    [['status', { raw: 'Active' }]],
    [['status', { raw: 'Inactive' }]],
    [['limit', { raw: '2' }]],
    [
      ['degree', { raw: 'ITI' }],
      ['q', { raw: 'electrician' }],
    ],
    [['q', { raw: 'pune%20fitter' }]],
    [],
  ),
  fc.nat().map((n): [string, { known: number }][] => [['after', { known: n }]]),
);

/** Bodies: valid payloads of every route, mutated ones, and arbitrary JSON or text. */
const FIELD_NAMES = [
  'jobId',
  'applicantName',
  'email',
  'phoneNumber',
  'resume',
  'companyName',
  'jobRole',
  'salary',
  'city',
  'state',
  'degree',
  'trade',
  'status',
  'chargeable',
  'mobileNumber',
  'name',
  'password',
  'newPassword',
  'role',
  'keywords',
  'salaryMin',
  'verified',
  'employerId',
  '__proto__',
];
const valueArb = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

function validBodies(): Record<string, unknown>[] {
  return [
    postingPayload(),
    // To each job of the world: Active, Inactive and the malformed ones.
    ...world.ids.slice(0, 2 + malformedJobIds.length).map((jobId) => applicationPayload(jobId, seeker)),
    { name: 'Fuzz', email: `${unique('fz')}@example.test`, password: 'secret123', phoneNumber: '+919000000000', role: 'jobseeker' },
    { email: seeker.email, password: 'wrong-password' },
    { name: 'Fuzz', email: seeker.email, password: '', phoneNumber: seeker.phoneNumber },
    { phoneNumber: seeker.phoneNumber, newPassword: 'secret123' },
    {},
  ];
}

const bodyArb = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.nat(), fc.array(fc.tuple(fc.constantFrom(...FIELD_NAMES), valueArb), { minLength: 1, maxLength: 3 }))
      .map(([n, changes]) => ({ mutate: n, changes })),
  },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => ({ json: value })) },
  {
    weight: 1,
    arbitrary: fc.oneof(nastyString, fc.constantFrom('{', '{"a":', '[1,', 'nul', '"\\ud800"', '{"__proto__":{"admin":true}}')).map((text) => ({ text })),
  },
  { weight: 1, arbitrary: fc.constant({ none: true }) },
);

const requestArb = fc.record({
  method: fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE') },
    { weight: 1, arbitrary: fc.constantFrom('PATCH', 'OPTIONS', 'HEAD') },
  ),
  route: fc.constantFrom(...ROUTES),
  ids: fc.array(idArb, { minLength: 3, maxLength: 3 }),
  query: queryArb,
  caller: fc.constantFrom('none', 'garbage', 'seeker', 'seeker', 'employer', 'employer', 'admin', 'admin', 'malformedUser'),
  contentType: fc.oneof(
    { weight: 6, arbitrary: fc.constant('application/json') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        null,
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/vnd.api+json',
        'application/json; charset=utf-16',
        'x/y',
      ),
    },
  ),
  body: bodyArb,
});

type Drawn = typeof requestArb extends fc.Arbitrary<infer T> ? T : never;

/** The requests the issue names, every time: each malformed job applied to and switched, lists that hold them, the malformed profile. */
function targeted(): FuzzRequest[] {
  const json = (method: string, path: string, caller: string, body?: unknown): FuzzRequest => ({
    method,
    path,
    caller,
    contentType: body === undefined ? null : 'application/json',
    body: body === undefined ? null : JSON.stringify(body),
  });
  return [
    ...malformedJobIds.flatMap((jobId) => [
      json('PUT', `/api/jobs/${jobId}/status?status=Inactive`, 'employer'),
      json('PUT', `/api/jobs/${jobId}/status?status=Active`, 'admin'),
      json('POST', '/api/applications/apply', 'seeker', applicationPayload(jobId, seeker)),
      json('POST', '/api/applications/apply', 'malformedUser', applicationPayload(jobId, malformedUser)),
      json('GET', `/api/jobs/all?after=${jobId}`, 'seeker'),
      json('GET', `/api/jobs/applicants/${employer.uid}?jobId=${jobId}`, 'employer'),
      json('DELETE', `/admin/jobs/${jobId}x`, 'admin'),
    ]),
    json('GET', '/api/jobs/all?limit=100', 'seeker'),
    json('GET', `/api/jobs/employer/${employer.uid}?limit=100`, 'employer'),
    json('GET', `/api/jobs/applicants/${employer.uid}?limit=100`, 'employer'),
    json('GET', '/admin/jobs?limit=100', 'admin'),
    json('GET', '/admin/applications?limit=100', 'admin'),
    json('GET', '/admin/users?limit=100', 'admin'),
    json('GET', '/api/jobs/all', 'malformedUser'),
    json('PUT', `/api/auth/update/${malformedUser.uid}`, 'malformedUser', {
      name: 'X',
      email: malformedUser.email,
      password: '',
      phoneNumber: malformedUser.phoneNumber,
    }),
    json('POST', '/api/auth/login', 'none', { email: malformedUser.email, password: malformedUser.password }),
    json('POST', '/admin/login', 'none', { email: malformedUser.email, password: malformedUser.password }),
  ];
}

function idText(id: { known?: number; raw?: string }): string {
  if (id.known !== undefined) return encodeURIComponent(world.ids[id.known % world.ids.length]!);
  return id.raw ?? '';
}

function materialise(drawn: Drawn): FuzzRequest {
  let n = 0;
  const path = drawn.route.replace(/:id/g, () => idText(drawn.ids[n++]!));
  const query = (drawn.query as [string, { known?: number; raw?: string }][]).map(([key, value]) => `${encodeURIComponent(key)}=${idText(value)}`).join('&');
  let body: string | null = null;
  if ('mutate' in drawn.body) {
    const bodies = validBodies();
    const base = { ...bodies[drawn.body.mutate % bodies.length] } as Record<string, unknown>;
    for (const [key, value] of drawn.body.changes) base[key] = value;
    body = JSON.stringify(base);
  } else if ('json' in drawn.body) body = JSON.stringify(drawn.body.json);
  else if ('text' in drawn.body) body = drawn.body.text;
  const hasBody = !['GET', 'HEAD'].includes(drawn.method);
  return {
    method: drawn.method,
    path: query ? `${path}?${query}` : path,
    caller: drawn.caller,
    contentType: hasBody ? drawn.contentType : null,
    body: hasBody ? body : null,
  };
}

// ---------------------------------------------------------------- sending and watching

interface Outcome {
  base: string;
  request: FuzzRequest;
  status: number;
  text: string;
  writes: string | null;
}

async function send(base: string, request: FuzzRequest): Promise<Outcome> {
  const headers: Record<string, string> = {};
  const token = world.tokens[request.caller];
  if (token) headers.authorization = `Bearer ${token}`;
  if (request.contentType && request.body !== null) headers['content-type'] = request.contentType;
  const response = await fetch(`${base}${request.path}`, { method: request.method, headers, body: request.body ?? undefined });
  const text = await response.text();
  return { base, request, status: response.status, text, writes: writtenBy(request, response.status, text) };
}

/** The document a successful write answers with, which the batch's comparison then allows to change. */
function writtenBy(request: FuzzRequest, status: number, text: string): string | null {
  if (status >= 300) return null;
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return null;
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    if (typeof body.jobId === 'string' && request.path.startsWith('/api/jobs')) return `jobs/${body.jobId}`;
    if (typeof body.applicationId === 'string') return `applications/${body.applicationId}`;
    if (typeof body.id === 'string' && request.path.startsWith('/api/auth')) return `users/${body.id}`;
    // A verification's trigger then writes employerVerified onto that employer's jobs.
    if (typeof body.id === 'string' && /^\/admin\/employers\/[^/]+\/verification$/.test(request.path)) return `employerVerifications/${body.id}`;
  } catch {
    // not JSON
  }
  return request.path.startsWith('/api/auth/login') || request.path.startsWith('/admin/login') ? null : `unknown:${request.method} ${request.path}`;
}

/** Path -> update time of every document of the watched collections. */
async function snapshotWatched(): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const snapshots = await Promise.all(WATCHED.map((name) => db.collection(name).select().get()));
  for (const snapshot of snapshots) for (const doc of snapshot.docs) out.set(doc.ref.path, doc.updateTime.toDate().toISOString() + doc.updateTime.nanoseconds);
  return out;
}

function changedPaths(before: Map<string, string>, after: Map<string, string>): string[] {
  const changed: string[] = [];
  for (const [path, time] of after) if (before.get(path) !== time) changed.push(path);
  for (const path of before.keys()) if (!after.has(path)) changed.push(path);
  return changed;
}

async function pool<T, R>(items: T[], limit: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await run(items[index]!);
      }
    }),
  );
  return results;
}

/**
 * Refusals the Functions runtime makes before our code runs: malformed JSON
 * sent as application/json (its plain "Bad Request" page, docs/api.md) and
 * headers over Node's limit (431). Never a stack trace.
 */
function runtimeRefusal(outcome: Outcome): boolean {
  if (outcome.status === 431 || outcome.status === 414) return true;
  // The runtime's own router decodes the path before the app sees it (the Functions emulator here, the
  // Functions Framework in production): a path that is not valid percent-encoding is its 400.
  if (outcome.base !== appUrl && outcome.status === 400 && /URIError: Failed to decode param/.test(outcome.text)) return true;
  if (/\n\s+at |node_modules/.test(outcome.text)) return false;
  return outcome.status === 400 && /Bad Request/.test(outcome.text) && outcome.request.contentType !== null;
}

const describeLine = (o: Outcome) =>
  `${o.base === appUrl ? 'app' : 'runtime'}: ${o.request.method} ${o.request.path.slice(0, 200)} as ${o.request.caller} [${o.request.contentType}] ${String(o.request.body).slice(0, 200)} -> ${o.status} ${o.text.slice(0, 1000)}`;

describe('fuzz', () => {
  it(`${REQUESTS + RUNTIME_SAMPLE} generated requests (${REQUESTS} to the app, ${RUNTIME_SAMPLE} of them again through the Functions runtime) and the issue's malformed-document requests across every route: never a 5xx, and a refused request writes nothing`, async () => {
    const started = Date.now();
    const drawn = fc.sample(requestArb, { numRuns: REQUESTS, seed: SEED });
    const fixed = targeted();
    const failures: string[] = [];
    const allowed = new Set<string>();
    let sent = 0;
    const statuses = new Map<number, number>();
    const plan = [
      ...Array.from({ length: Math.ceil(REQUESTS / BATCH) }, (_, b) => ({
        base: appUrl,
        from: b * BATCH,
        to: Math.min(REQUESTS, (b + 1) * BATCH),
        concurrency: CONCURRENCY,
      })),
      // The Functions emulator starts a worker per concurrent request: one at a time there.
      { base: FUNCTION_URL, from: 0, to: RUNTIME_SAMPLE, concurrency: 1 },
      { base: appUrl, fixed: true, concurrency: 1 },
      { base: FUNCTION_URL, fixed: true, concurrency: 1 },
    ];
    loggedErrors.length = 0;
    for (const step of plan) {
      const { base, concurrency } = step;
      const requests = 'fixed' in step ? fixed : drawn.slice(step.from, step.to).map(materialise);
      const before = await snapshotWatched();
      const outcomes = await pool(requests, concurrency, (request) => send(base, request));
      sent += outcomes.length;
      for (const outcome of outcomes) {
        statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
        if (outcome.status >= 500) failures.push(`5xx: ${describeLine(outcome)}`);
        if (outcome.writes) allowed.add(outcome.writes);
        if (outcome.writes?.startsWith('unknown:')) failures.push(`a write the fuzz cannot account for: ${describeLine(outcome)}`);
        if (outcome.status >= 400 && outcome.request.method !== 'HEAD' && !/^\{"error":\{"code":"/.test(outcome.text) && !runtimeRefusal(outcome)) {
          failures.push(`error not in the JSON error shape: ${describeLine(outcome)}`);
        }
      }
      // Derived fields of jobs the fuzz created are written by a trigger a moment later.
      const after = await snapshotWatched();
      const verifiedSomeone = [...allowed].some((path) => path.startsWith('employerVerifications/'));
      for (const path of changedPaths(before, after))
        if (!allowed.has(path) && !(verifiedSomeone && path.startsWith('jobs/'))) failures.push(`${path} changed though no accepted request wrote it`);
      if (failures.length > 20) break;
    }
    failures.push(...loggedErrors.filter((line) => line.startsWith('Unexpected error')).map((line) => `logged: ${line}`));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`fuzz: ${sent} requests in ${seconds}s (seed ${SEED}); statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
    expect(failures.slice(0, 20)).toEqual([]);
    expect(sent).toBe(REQUESTS + RUNTIME_SAMPLE + 2 * fixed.length);
  }, 170_000);
});
