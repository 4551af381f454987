// Shared helpers of the /api and /admin contract tests: users and tokens
// through the Auth emulator, seeding and reading back through firebase-admin,
// and one `call()` for every HTTP request (always through hosting, port 5000).
import { randomBytes } from 'node:crypto';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { derivedJobFields, jobContactFields, jobContactPath, newJobFields, jobInputSchema, type JobFormValues, type Role } from '@jobsearch/domain';

export const PROJECT_ID = 'demo-jobsearch';
export const BASE_URL = 'http://127.0.0.1:5000';
const AUTH_EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const IDENTITY = `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1`;
const API_KEY = 'fake-api-key';

// firebase-admin picks up FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST from emulators:exec.
// The bucket as the function has it, for code of functions/src run in-process (tests/api/fuzz.test.ts).
const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID, storageBucket: `${PROJECT_ID}.appspot.com` });
export const db = getFirestore(app);
export const adminAuth = getAuth(app);

/** Polls until `done()` holds, at most `seconds`; triggers run asynchronously. */
export async function eventually(what: string, done: () => Promise<boolean>, seconds = 20): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Not within ${seconds} s: ${what}`);
}

/** A suffix no other test (or the seed) uses. */
export function unique(prefix = 't'): string {
  return `${prefix}${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
}
export const uniqueEmail = (prefix = 'user') => `${unique(prefix)}@example.test`;
/** A valid Indian mobile in E.164 that no other test uses. */
export function uniquePhone(): string {
  const digits = Array.from(randomBytes(9), (b) => String(b % 10)).join('');
  return `+919${digits}`;
}

// ---------------------------------------------------------------- HTTP

export interface Answer {
  status: number;
  headers: Headers;
  /** Parsed JSON, or the text when the answer is not JSON. */
  body: any;
  text: string;
}

export interface CallOptions {
  token?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is (for malformed JSON and odd media types). */
  raw?: string;
  headers?: Record<string, string>;
}

export async function call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.raw !== undefined) body = options.raw;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${BASE_URL}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('application/json')) parsed = JSON.parse(text);
  return { status: response.status, headers: response.headers, body: parsed, text };
}

/** Every item of a list, following `x-next-after` page by page. */
export async function allPages(path: string, token: string, limit = 100): Promise<any[]> {
  const items: any[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const separator = path.includes('?') ? '&' : '?';
    const answer = await call('GET', `${path}${separator}limit=${limit}${after ? `&after=${encodeURIComponent(after)}` : ''}`, { token });
    expect(answer.status, answer.text).toBe(200);
    items.push(...answer.body);
    after = answer.headers.get('x-next-after');
    if (!after) return items;
  }
  throw new Error(`${path}: more than 100 pages`);
}

/** The answer is the JSON error shape with this status and code. */
export function expectError(answer: Answer, status: number, code?: string): void {
  expect(answer.status, answer.text).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/application\/json/);
  expect(answer.body).toEqual({ error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }) });
  if (code) expect(answer.body.error.code).toBe(code);
  expect(answer.text).not.toMatch(/\n\s+at |node_modules/); // never a stack trace
}

/** 400 with `details` naming exactly this field (among possibly others). */
export function expectFieldError(answer: Answer, field: string): void {
  expectError(answer, 400, 'invalid_input');
  expect(Object.keys(answer.body.error.details ?? {})).toContain(field);
}

// ---------------------------------------------------------------- Auth

async function identity(endpoint: string, body: unknown): Promise<any> {
  const response = await fetch(`${IDENTITY}/${endpoint}?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${endpoint}: ${JSON.stringify(json)}`);
  return json;
}

export async function signIn(email: string, password: string): Promise<string> {
  return (await identity('accounts:signInWithPassword', { email, password, returnSecureToken: true })).idToken;
}

/** Whether this email and password sign in (read-back of password changes). */
export async function canSignIn(email: string, password: string): Promise<boolean> {
  try {
    await signIn(email, password);
    return true;
  } catch {
    return false;
  }
}

/** Signs in by phone OTP on the Auth emulator, reading the code from its verificationCodes endpoint. */
export async function phoneSignIn(phoneNumber: string): Promise<{ uid: string; token: string }> {
  const { sessionInfo } = await identity('accounts:sendVerificationCode', { phoneNumber, recaptchaToken: 'emulator' });
  const codes = await (await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`)).json();
  const entry = (codes.verificationCodes as { sessionInfo: string; code: string }[]).find((c) => c.sessionInfo === sessionInfo);
  if (!entry) throw new Error(`No verification code for ${phoneNumber}`);
  const signedIn = await identity('accounts:signInWithPhoneNumber', { sessionInfo, code: entry.code });
  return { uid: signedIn.localId, token: signedIn.idToken };
}

export interface TestUser {
  uid: string;
  name: string;
  email: string;
  password: string;
  phoneNumber: string;
  role: Role | null;
  token: string;
}

/**
 * A fresh account: Auth user (signed up through the emulator's REST API),
 * its profile `users/{uid}` when it has a role, and an ID token.
 */
export async function createUser(role: Role | null, options: { phoneInAuth?: boolean; emailVerified?: boolean; email?: string } = {}): Promise<TestUser> {
  // A profile's phone is proved (on the Auth account, in the token) unless told otherwise,
  // as the web sign-up leaves it; phoneInAuth: false is an API registration's unproved phone.
  // The email is unproved, as a sign-up leaves it, unless emailVerified (then mail reaches it).
  const phoneInAuth = options.phoneInAuth ?? role !== null;
  const email = options.email ?? uniqueEmail(role ?? 'nobody');
  const password = `pw-${unique()}`;
  const phoneNumber = uniquePhone();
  const name = `Test ${role ?? 'account'} ${unique('n')}`;
  const signedUp = await identity('accounts:signUp', { email, password, returnSecureToken: true });
  const uid: string = signedUp.localId;
  if (phoneInAuth || options.emailVerified)
    await adminAuth.updateUser(uid, { ...(phoneInAuth ? { phoneNumber } : {}), ...(options.emailVerified ? { emailVerified: true } : {}) });
  if (role) await db.doc(`users/${uid}`).set({ name, email, phoneNumber, role, createdAt: FieldValue.serverTimestamp() });
  // A token minted after the phone was set carries phone_number (and email_verified).
  const token = phoneInAuth || options.emailVerified ? await signIn(email, password) : signedUp.idToken;
  return { uid, name, email, password, phoneNumber, role, token };
}

/** An administrator: the Auth custom claim `admin: true`, and no profile. */
export async function createAdmin(): Promise<TestUser> {
  const user = await createUser(null);
  await adminAuth.setCustomUserClaims(user.uid, { admin: true });
  return { ...user, token: await signIn(user.email, user.password) };
}

/** The Auth emulator's out-of-band codes (email verification, email change), newest last, for one address. */
export async function oobCodesFor(email: string): Promise<{ oobCode: string; oobLink: string; requestType: string; email: string }[]> {
  const answer = await (await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`)).json();
  return (answer.oobCodes as { oobCode: string; oobLink: string; requestType: string; email: string }[]).filter((c) => c.email === email);
}

/** Asks Auth to mail this account a verification link (as the site's button does), by its ID token. */
export async function sendVerificationMail(token: string): Promise<void> {
  await identity('accounts:sendOobCode', { requestType: 'VERIFY_EMAIL', idToken: token });
}

/** Follows an out-of-band link as its recipient would (the code applied by the Auth emulator's REST API). */
export async function applyOobCode(oobCode: string): Promise<void> {
  await identity('accounts:update', { oobCode });
}

export async function authUserByEmail(email: string) {
  try {
    return await adminAuth.getUserByEmail(email);
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- Data

/** A complete, valid posting as the old client sends it (extras included). */
export function postingPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    companyName: `Acme ${unique('c')}`,
    jobRole: 'Electrician',
    jobShift: 'Day Shift',
    jobType: 'Field Job',
    salary: '15000 - 25000',
    state: 'Maharashtra',
    city: 'Pune',
    location: 'MG Road',
    degree: 'ITI',
    trade: 'Electrician',
    experience: '1-3 years',
    description: 'Wiring and maintenance.',
    gender: 'Other',
    chargeable: 'No',
    mobileNumber: '9876543210',
    status: 'Active',
    ...overrides,
  };
}

/** Writes a job and its private contact straight into Firestore (as the web app would) and returns its id. */
export async function seedJob(employerId: string, overrides: Partial<JobFormValues> = {}, createdAt?: Date): Promise<string> {
  const { employer: _e, date: _d, charges: _c, ...posting } = postingPayload(overrides as Record<string, unknown>);
  const input = jobInputSchema.parse(posting);
  const ref = db.collection('jobs').doc();
  const when = createdAt ? Timestamp.fromDate(createdAt) : FieldValue.serverTimestamp();
  const batch = db.batch();
  batch.set(ref, { ...newJobFields(input, employerId), ...derivedJobFields(input), createdAt: when, updatedAt: when });
  // The number in the job's private contact, as the web app writes it.
  batch.set(db.doc(jobContactPath(ref.id)), jobContactFields(input, employerId));
  await batch.commit();
  return ref.id;
}

/** A download URL of our bucket, as the web app's upload gives. */
export function resumeUrl(path: string, bucket = `${PROJECT_ID}.appspot.com`): string {
  return `https://firebasestorage.googleapis.com/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=${unique('tok')}`;
}

export function applicationPayload(jobId: string, user: TestUser, overrides: Record<string, unknown> = {}) {
  return {
    jobId,
    applicantName: user.name,
    email: user.email,
    phoneNumber: user.phoneNumber,
    resume: resumeUrl(`resumes/${user.uid}/${jobId}/cv.pdf`),
    ...overrides,
  };
}

/** Writes an application straight into Firestore and returns its id. */
export async function seedApplication(jobId: string, seeker: TestUser, employerId: string): Promise<string> {
  const id = `${jobId}_${seeker.uid}`;
  await db.doc(`applications/${id}`).set({
    jobId,
    jobTitle: 'Electrician',
    companyName: 'Acme',
    employerId,
    applicantId: seeker.uid,
    applicantName: seeker.name,
    email: seeker.email,
    phoneNumber: seeker.phoneNumber,
    resumePath: `resumes/${seeker.uid}/${jobId}/cv.pdf`,
    resume: resumeUrl(`resumes/${seeker.uid}/${jobId}/cv.pdf`),
    createdAt: FieldValue.serverTimestamp(),
  });
  return id;
}

/** A document's data (null when absent), timestamps as ISO strings, for equality checks. */
export async function readDoc(path: string): Promise<Record<string, unknown> | null> {
  const snapshot = await db.doc(path).get();
  return snapshot.exists ? plain(snapshot.data()!) : null;
}

/** The ids of a collection's documents where `field == value`. */
export async function idsWhere(collection: string, field: string, value: string): Promise<string[]> {
  const snapshot = await db.collection(collection).where(field, '==', value).get();
  return snapshot.docs.map((d) => d.id).sort();
}

function plain(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v instanceof Timestamp ? v.toDate().toISOString() : v]));
}

/**
 * Runs a refused request and checks the database did not change: `read`
 * gathers the state before and after.
 */
export async function expectUnchanged<T>(read: () => Promise<unknown>, act: () => Promise<T>): Promise<T> {
  const before = await read();
  const result = await act();
  expect(await read()).toEqual(before);
  return result;
}

// ---------------------------------------------------------------- Standing

/**
 * Gives a reporter standing: the server's record that their phone was proved
 * `days` ago (phoneProofs/{uid}, which no client may write), as if they had
 * signed up that long before. The report trigger keeps a record of the same phone as it is.
 */
export async function giveStanding(user: TestUser, days = 8): Promise<void> {
  await db.doc(`phoneProofs/${user.uid}`).set({ phoneNumber: user.phoneNumber, provedAt: Timestamp.fromMillis(Date.now() - days * 86_400_000) });
}
