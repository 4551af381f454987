// Shared helpers of the /api and /admin contract tests: users and tokens
// through the Auth emulator, seeding and reading back through firebase-admin,
// and one `call()` for every HTTP request (always through hosting, port 5000).
import { expect } from 'vitest';
import {
  adminApp,
  adminAuth,
  adminDb,
  AUTH_EMULATOR_URL,
  BASE_URL,
  createUser,
  IDENTITY_URL,
  resumeUrl,
  samplePosting,
  signInTokens,
  Timestamp,
  type TestUser,
} from '../support';

const API_KEY = 'fake-api-key'; // any key does on the Auth emulator

// The default app is made at import, with the project's bucket, before code of
// functions/src run in-process (tests/api/fuzz.test.ts) could make its own.
adminApp();
export const db = adminDb();

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
  const response = await fetch(`${IDENTITY_URL}/${endpoint}?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${endpoint}: ${JSON.stringify(json)}`);
  return json;
}

export async function signIn(email: string, password: string): Promise<string> {
  return (await signInTokens(email, password)).idToken;
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
  const codes = await (await fetch(`${AUTH_EMULATOR_URL}/verificationCodes`)).json();
  const entry = (codes.verificationCodes as { sessionInfo: string; code: string }[]).find((c) => c.sessionInfo === sessionInfo);
  if (!entry) throw new Error(`No verification code for ${phoneNumber}`);
  const signedIn = await identity('accounts:signInWithPhoneNumber', { sessionInfo, code: entry.code });
  return { uid: signedIn.localId, token: signedIn.idToken };
}

/** An administrator: the Auth custom claim `admin: true`, no profile, no proved phone or email. */
export function createAdmin(): Promise<TestUser> {
  return createUser({ role: 'admin', phoneInAuth: false, emailVerified: false });
}

/** The Auth emulator's out-of-band codes (email verification, email change), newest last, for one address. */
export async function oobCodesFor(email: string): Promise<{ oobCode: string; oobLink: string; requestType: string; email: string }[]> {
  const answer = await (await fetch(`${AUTH_EMULATOR_URL}/oobCodes`)).json();
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
    return await adminAuth().getUserByEmail(email);
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- Data

/** A complete, valid posting as the old client sends it (extras included). */
export function postingPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return samplePosting({ status: 'Active', ...overrides });
}

/** A PUT /api/auth/update body that changes nothing: the user's own details and current password. */
export function accountUpdatePayload(user: TestUser, overrides: Record<string, unknown> = {}) {
  return { name: user.name, email: user.email, password: '', phoneNumber: user.phoneNumber, currentPassword: user.password, ...overrides };
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
