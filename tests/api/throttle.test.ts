// Failed-login throttle of POST /api/auth/login and POST /admin/login: per
// account and per client address, counted in Firestore (loginThrottle), 429
// with Retry-After, a success clearing the account's count. Each test sends
// its own client address (Fastly-Client-IP, as Firebase Hosting's CDN sets it)
// so the tests of other files, all from 127.0.0.1, are not counted with them.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@jobsearch/domain';
import { createUser, uniqueEmail } from '../support';
import { call, createAdmin, db, expectError, type Answer } from './helpers';

const ACCOUNT_LIMIT = 10;
const ADDRESS_LIMIT = 30;
const WINDOW_SECONDS = 15 * 60;

/** A client address (a documentation range, RFC 5737) no other test uses. */
let counter = 0;
const address = () => `203.0.${++counter}.${(randomBytes(1)[0]! % 250) + 1}`;

const login = (email: string, password: string, from: string, path = '/api/auth/login'): Promise<Answer> =>
  call('POST', path, { body: { email, password }, headers: { 'fastly-client-ip': from } });

function expectThrottled(answer: Answer): void {
  expectError(answer, 429, 'too_many_failed_logins');
  expect(answer.body.error.message).toBe(MESSAGES.tooManyFailedLogins);
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
}

describe('login throttle', () => {
  it(`refuses an account after ${ACCOUNT_LIMIT} failures with 429 and Retry-After, even with the right password, from any address`, async () => {
    const user = await createUser({ role: 'jobseeker' });
    const from = address();
    for (let i = 0; i < ACCOUNT_LIMIT; i++) expectError(await login(user.email, `wrong-${i}`, from), 401, 'invalid_credentials');
    expectThrottled(await login(user.email, user.password, from));
    expectThrottled(await login(user.email.toUpperCase(), user.password, address()));
    // Counted in Firestore, where every function instance sees it.
    const counters = await db.collection('loginThrottle').where('failures', '>=', ACCOUNT_LIMIT).get();
    expect(counters.size).toBeGreaterThan(0);
    // Another account from the same address is not affected.
    const other = await createUser({ role: 'employer' });
    expect((await login(other.email, other.password, from)).status).toBe(200);
  });

  it("a successful login clears the account's count", async () => {
    const user = await createUser({ role: 'employer' });
    const from = address();
    for (let i = 0; i < ACCOUNT_LIMIT - 1; i++) expectError(await login(user.email, `wrong-${i}`, from), 401);
    expect((await login(user.email, user.password, from)).status).toBe(200);
    for (let i = 0; i < ACCOUNT_LIMIT - 1; i++) expectError(await login(user.email, `wrong-again-${i}`, from), 401);
    expect((await login(user.email, user.password, from)).status).toBe(200);
  });

  it(`refuses an address after ${ADDRESS_LIMIT} failures across accounts, and only that address`, async () => {
    const from = address();
    for (let i = 0; i < ADDRESS_LIMIT; i++) expectError(await login(uniqueEmail('guess'), 'guess-123', from), 401);
    const user = await createUser({ role: 'jobseeker' });
    expectThrottled(await login(user.email, user.password, from));
    expect((await login(user.email, user.password, address())).status).toBe(200);
  });

  it(`throttles /admin/login the same way, and its 429 says nothing about whether the account is an admin`, async () => {
    const admin = await createAdmin();
    const from = address();
    for (let i = 0; i < ACCOUNT_LIMIT; i++) expectError(await login(admin.email, `wrong-${i}`, from, '/admin/login'), 401, 'invalid_credentials');
    expectThrottled(await login(admin.email, admin.password, from, '/admin/login'));
    const stranger = uniqueEmail('stranger');
    const address2 = address();
    for (let i = 0; i < ACCOUNT_LIMIT; i++) expectError(await login(stranger, `wrong-${i}`, address2, '/admin/login'), 401);
    expectThrottled(await login(stranger, 'anything-1', address2, '/admin/login'));
  });

  it('counts wrong current passwords of PUT /api/auth/update against the account', async () => {
    const user = await createUser({ role: 'jobseeker' });
    const from = address();
    const body = (currentPassword: string) => ({ name: user.name, email: user.email, phoneNumber: user.phoneNumber, password: '', currentPassword });
    for (let i = 0; i < ACCOUNT_LIMIT; i++) {
      expectError(
        await call('PUT', `/api/auth/update/${user.uid}`, { token: user.token, body: body(`guess-${i}`), headers: { 'fastly-client-ip': from } }),
        401,
      );
    }
    expectThrottled(await call('PUT', `/api/auth/update/${user.uid}`, { token: user.token, body: body(user.password), headers: { 'fastly-client-ip': from } }));
  });
});
