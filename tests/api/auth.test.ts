// /api/auth/*: register, login, profile update and the phone-verified password reset.
import { english } from '@jobsearch/domain/i18n/english';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@jobsearch/domain';
import { adminAuth, createUser, resumeUrl, seedJob, uniqueEmail, uniquePhone, type TestUser, createUsers } from '../support';
import {
  accountUpdatePayload,
  authUserByEmail,
  call,
  canSignIn,
  createAdmin,
  db,
  expectError,
  expectFieldError,
  expectUnchanged,
  idsWhere,
  phoneSignIn,
  postingPayload,
  readDoc,
} from './helpers';

function registration(overrides: Record<string, unknown> = {}) {
  return { name: 'Asha Patil', email: uniqueEmail('reg'), password: 'secret123', phoneNumber: uniquePhone(), role: 'jobseeker', ...overrides };
}

/** What a refused registration must not have made: an Auth user for the email, a profile for the phone. */
const traceOf = (body: { email: unknown; phoneNumber: unknown }) => async () => ({
  account: typeof body.email === 'string' ? ((await authUserByEmail(body.email.toLowerCase()))?.uid ?? null) : null,
  profiles: typeof body.phoneNumber === 'string' ? (await db.collection('users').where('phoneNumber', '==', body.phoneNumber).get()).docs.map((d) => d.id) : [],
});

describe('POST /api/auth/register', () => {
  it.each(['jobseeker', 'employer'])('creates the Auth account and the %s profile, the phone recorded unverified, the email unproved', async (role) => {
    const body = registration({ role, email: uniqueEmail('Mixed.Case') });
    const answer = await call('POST', '/api/auth/register', { body });
    expect(answer.status, answer.text).toBe(201);
    const email = body.email.toLowerCase();
    expect(answer.body).toEqual({
      id: expect.any(String),
      name: body.name,
      email,
      phoneNumber: body.phoneNumber,
      role,
      phoneVerified: false,
      emailVerified: false,
      message: MESSAGES.registrationSucceeded,
    });
    const account = await adminAuth().getUser(answer.body.id);
    expect(account).toMatchObject({ email, displayName: body.name, emailVerified: false });
    // Never attached to the Auth account: only an OTP proves a number.
    expect(account.phoneNumber).toBeUndefined();
    expect(await readDoc(`users/${answer.body.id}`)).toEqual({ name: body.name, email, phoneNumber: body.phoneNumber, role, createdAt: expect.any(String) });
    expect(await canSignIn(email, body.password)).toBe(true);
  });

  it('refuses an email already registered (409), making nothing', async () => {
    const existing = await createUser({ role: 'jobseeker', emailVerified: false });
    const body = registration({ email: existing.email });
    const answer = await expectUnchanged(traceOf(body), () => call('POST', '/api/auth/register', { body }));
    expectError(answer, 409, 'email_taken');
  });

  it("an unproved number never blocks its owner: a squatter's registration leaves the real owner free", async () => {
    // The squatter registers someone else's number through the API...
    const number = uniquePhone();
    const squat = await call('POST', '/api/auth/register', { body: registration({ phoneNumber: number }) });
    expect(squat.status, squat.text).toBe(201);
    // ...the owner still registers with it (no 409), and proving it by OTP lands on an
    // account of their own, never the squatter's.
    const owner = await call('POST', '/api/auth/register', { body: registration({ phoneNumber: number, role: 'employer' }) });
    expect(owner.status, owner.text).toBe(201);
    const phone = await phoneSignIn(number);
    expect(phone.uid).not.toBe(squat.body.id);
    // And the squatter cannot reset-password with it: their account does not hold the number.
    expectError(
      await call('PUT', '/api/auth/reset-password', { token: phone.token, body: { phoneNumber: number, newPassword: 'taken-over-1' } }),
      404,
      'no_account_for_phone',
    );
    expect(await canSignIn(squat.body.email, 'taken-over-1')).toBe(false);
  });

  it('accepts a phone number another account proved, attaching it to nobody', async () => {
    const existing = await createUser({ role: 'employer', emailVerified: false });
    const answer = await call('POST', '/api/auth/register', { body: registration({ phoneNumber: existing.phoneNumber }) });
    expect(answer.status, answer.text).toBe(201);
    expect((await adminAuth().getUser(answer.body.id)).phoneNumber).toBeUndefined();
    expect((await adminAuth().getUser(existing.uid)).phoneNumber).toBe(existing.phoneNumber);
  });

  it('an API-registered account cannot post jobs or apply until it proves its phone (403 phone_not_verified)', async () => {
    const employerBody = registration({ role: 'employer' });
    const seekerBody = registration();
    expect((await call('POST', '/api/auth/register', { body: employerBody })).status).toBe(201);
    expect((await call('POST', '/api/auth/register', { body: seekerBody })).status).toBe(201);
    const employerLogin = await call('POST', '/api/auth/login', { body: { email: employerBody.email, password: employerBody.password } });
    expect(employerLogin.body.phoneVerified).toBe(false);
    const posted = await call('POST', '/api/jobs/add', { token: employerLogin.body.idToken, body: postingPayload() });
    expectError(posted, 403, 'phone_not_verified');
    expect(posted.body.error.message).toBe(MESSAGES.phoneNotVerified);
    const seekerLogin = await call('POST', '/api/auth/login', { body: { email: seekerBody.email, password: seekerBody.password } });
    const jobId = await seedJob((await createUser({ role: 'employer', emailVerified: false })).uid);
    const applied = await call('POST', '/api/applications/apply', {
      token: seekerLogin.body.idToken,
      body: {
        jobId,
        applicantName: seekerBody.name,
        email: seekerBody.email,
        phoneNumber: seekerBody.phoneNumber,
        resume: resumeUrl(`resumes/${seekerLogin.body.id}/${jobId}/cv.pdf`),
      },
    });
    expectError(applied, 403, 'phone_not_verified');
    expect(await idsWhere('applications', 'jobId', jobId)).toEqual([]);
  });

  it.each([
    ['name', { name: '' }],
    ['name', { name: undefined }],
    ['email', { email: 'asha' }],
    ['password', { password: '12345' }],
    ['password', { password: undefined }],
    ['phoneNumber', { phoneNumber: '9876543210' }],
    ['phoneNumber', { phoneNumber: '+91 98765' }],
    ['role', { role: 'admin' }],
    ['role', { role: undefined }],
    ['admin', { admin: true }],
  ])('refuses a bad %s, making nothing', async (field, override) => {
    const body = registration(override);
    const answer = await expectUnchanged(traceOf(body), () => call('POST', '/api/auth/register', { body }));
    expectFieldError(answer, field);
  });

  it('refuses malformed JSON, making nothing', async () => {
    const body = registration();
    const answer = await expectUnchanged(traceOf(body), () =>
      call('POST', '/api/auth/register', { raw: JSON.stringify(body).slice(0, -2), headers: { 'content-type': 'text/plain' } }),
    );
    expectError(answer, 400, 'malformed_json');
  });
});

describe('POST /api/auth/login', () => {
  let seeker: TestUser, employer: TestUser;
  beforeAll(async () => {
    [seeker, employer] = await createUsers({ role: 'jobseeker', emailVerified: false }, { role: 'employer', emailVerified: false });
  });

  it('answers the user object and a session, never a password', async () => {
    const answer = await call('POST', '/api/auth/login', { body: { email: seeker.email, password: seeker.password, role: 'jobseeker' } });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({
      id: seeker.uid,
      name: seeker.name,
      email: seeker.email,
      phoneNumber: seeker.phoneNumber,
      role: 'jobseeker',
      phoneVerified: true,
      idToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: expect.stringMatching(/^\d+$/),
      message: MESSAGES.loginSucceeded,
    });
    expect(answer.text).not.toContain(seeker.password);
    expect((await call('GET', '/api/jobs/all', { token: answer.body.idToken })).status).toBe(200);
  });

  it('works without a role, and matches email case-insensitively', async () => {
    const answer = await call('POST', '/api/auth/login', { body: { email: employer.email.toUpperCase(), password: employer.password } });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ id: employer.uid, role: 'employer' });
  });

  it('refuses a wrong password with the login failure message', async () => {
    const answer = await call('POST', '/api/auth/login', { body: { email: seeker.email, password: 'wrong-password', role: 'jobseeker' } });
    expectError(answer, 401, 'invalid_credentials');
    expect(answer.body.error.message).toBe(MESSAGES.loginFailed);
  });

  it('refuses an unknown email the same way', async () => {
    const answer = await call('POST', '/api/auth/login', { body: { email: uniqueEmail('ghost'), password: 'whatever1' } });
    expectError(answer, 401, 'invalid_credentials');
    expect(answer.body.error.message).toBe(MESSAGES.loginFailed);
  });

  it('refuses the wrong role (403)', async () => {
    const answer = await call('POST', '/api/auth/login', { body: { email: employer.email, password: employer.password, role: 'jobseeker' } });
    expectError(answer, 403, 'wrong_role');
    expect(answer.body.error.message).toBe(english('auth.wrongRoleJobseeker'));
  });

  it('refuses an account without a profile (403)', async () => {
    const admin = await createAdmin();
    expectError(await call('POST', '/api/auth/login', { body: { email: admin.email, password: admin.password } }), 403, 'no_profile');
  });

  it.each([
    ['email', { email: '' }],
    ['password', { password: '' }],
    ['role', { role: 'admin' }],
    ['remember', { remember: true }],
  ])('refuses a bad %s', async (field, override) => {
    expectFieldError(await call('POST', '/api/auth/login', { body: { email: seeker.email, password: seeker.password, ...override } }), field);
  });
});

describe('PUT /api/auth/update/{userId}', () => {
  /** The profile and the Auth account, to show a refused update changed neither. */
  const stateOf = (user: TestUser) => async () => {
    const account = await adminAuth().getUser(user.uid);
    return {
      profile: await readDoc(`users/${user.uid}`),
      email: account.email,
      phone: account.phoneNumber ?? null,
      hash: account.passwordHash ?? null,
      oldPasswordWorks: await canSignIn(user.email, user.password),
    };
  };
  const update = accountUpdatePayload;

  it('lets the owner, with the current password, change name, email and password; the new email is unproved', async () => {
    const user = await createUser({ role: 'jobseeker', emailVerified: true });
    const body = { name: 'New Name', email: uniqueEmail('new'), password: 'brand-new-pw', phoneNumber: user.phoneNumber, currentPassword: user.password };
    const answer = await call('PUT', `/api/auth/update/${user.uid}`, { token: user.token, body });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({
      id: user.uid,
      name: 'New Name',
      email: body.email,
      phoneNumber: user.phoneNumber,
      role: 'jobseeker',
      emailVerified: false,
      message: MESSAGES.profileUpdated,
    });
    expect(await readDoc(`users/${user.uid}`)).toMatchObject({ name: 'New Name', email: body.email, phoneNumber: user.phoneNumber, role: 'jobseeker' });
    expect(await adminAuth().getUser(user.uid)).toMatchObject({ email: body.email, phoneNumber: user.phoneNumber, emailVerified: false });
    expect(await canSignIn(body.email, 'brand-new-pw')).toBe(true);
    expect(await canSignIn(body.email, user.password)).toBe(false);
  });

  it('refuses a stolen token without the current password (400), changing nothing', async () => {
    const user = await createUser({ role: 'jobseeker', emailVerified: false });
    const answer = await expectUnchanged(stateOf(user), () =>
      call('PUT', `/api/auth/update/${user.uid}`, {
        token: user.token,
        body: update(user, { email: uniqueEmail('thief'), password: 'hijacked1', currentPassword: undefined }),
      }),
    );
    expectFieldError(answer, 'currentPassword');
  });

  it('refuses a wrong current password (401), changing nothing', async () => {
    const user = await createUser({ role: 'employer', emailVerified: false });
    const answer = await expectUnchanged(stateOf(user), () =>
      call('PUT', `/api/auth/update/${user.uid}`, {
        token: user.token,
        body: update(user, { email: uniqueEmail('thief'), password: 'hijacked1', currentPassword: 'a-guess-123' }),
      }),
    );
    expectError(answer, 401, 'invalid_credentials');
    expect(answer.body.error.message).toBe(MESSAGES.wrongCurrentPassword);
  });

  it('refuses to change a proved phone without an OTP (403 phone_otp_required), changing nothing', async () => {
    const user = await createUser({ role: 'jobseeker', emailVerified: false });
    const answer = await expectUnchanged(stateOf(user), () =>
      call('PUT', `/api/auth/update/${user.uid}`, { token: user.token, body: update(user, { phoneNumber: uniquePhone() }) }),
    );
    expectError(answer, 403, 'phone_otp_required');
    expect(answer.body.error.message).toBe(MESSAGES.phoneChangeNeedsOtp);
  });

  it('lets an API-registered account replace its unproved phone, still unproved and attached to nobody', async () => {
    const user = await createUser({ role: 'jobseeker', emailVerified: false, phoneInAuth: false });
    const phoneNumber = uniquePhone();
    const answer = await call('PUT', `/api/auth/update/${user.uid}`, { token: user.token, body: update(user, { phoneNumber }) });
    expect(answer.status, answer.text).toBe(200);
    expect(await readDoc(`users/${user.uid}`)).toMatchObject({ phoneNumber });
    expect((await adminAuth().getUser(user.uid)).phoneNumber).toBeUndefined();
  });

  it.each([
    ['an empty password', { password: '' }],
    ['no password field', { password: undefined }],
  ])('keeps the password with %s', async (_what, override) => {
    const user = await createUser({ role: 'employer', emailVerified: false });
    const answer = await call('PUT', `/api/auth/update/${user.uid}`, { token: user.token, body: update(user, { name: 'Renamed', ...override }) });
    expect(answer.status, answer.text).toBe(200);
    expect(await canSignIn(user.email, user.password)).toBe(true);
    expect((await readDoc(`users/${user.uid}`))!.name).toBe('Renamed');
  });

  it('refuses another user (403), changing nothing', async () => {
    const [owner, intruder] = await createUsers({ role: 'jobseeker', emailVerified: false }, { role: 'jobseeker', emailVerified: false });
    const answer = await expectUnchanged(stateOf(owner), () =>
      call('PUT', `/api/auth/update/${owner.uid}`, {
        token: intruder.token,
        body: update(owner, { password: 'hijacked1', currentPassword: intruder.password }),
      }),
    );
    expectError(answer, 403);
  });

  it('refuses an admin (403), changing nothing', async () => {
    const [owner, admin] = await Promise.all([createUser({ role: 'jobseeker', emailVerified: false }), createAdmin()]);
    expectError(
      await expectUnchanged(stateOf(owner), () => call('PUT', `/api/auth/update/${owner.uid}`, { token: admin.token, body: update(owner, { name: 'X' }) })),
      403,
    );
  });

  it('is 404 for an account without a profile, changing nothing', async () => {
    const nobody = await createUser({ emailVerified: false });
    const read = async () => ({ profile: await readDoc(`users/${nobody.uid}`), email: (await adminAuth().getUser(nobody.uid)).email });
    expectError(await expectUnchanged(read, () => call('PUT', `/api/auth/update/${nobody.uid}`, { token: nobody.token, body: update(nobody) })), 404);
  });

  it.each([
    ['name', { name: '' }],
    ['email', { email: 'nope' }],
    ['password', { password: '123' }],
    ['phoneNumber', { phoneNumber: '98765' }],
    ['role', { role: 'employer' }],
    ['currentPassword', { currentPassword: '' }],
  ])('refuses a bad %s, changing nothing', async (field, override) => {
    const user = await createUser({ role: 'jobseeker', emailVerified: false });
    const answer = await expectUnchanged(stateOf(user), () => call('PUT', `/api/auth/update/${user.uid}`, { token: user.token, body: update(user, override) }));
    expectFieldError(answer, field);
  });

  it('refuses an email another account has (409), changing nothing', async () => {
    const [user, other] = await createUsers({ role: 'jobseeker', emailVerified: false }, { role: 'employer', emailVerified: false });
    const answer = await expectUnchanged(stateOf(user), () =>
      call('PUT', `/api/auth/update/${user.uid}`, { token: user.token, body: update(user, { email: other.email, password: 'changed-pw' }) }),
    );
    expectError(answer, 409, 'email_taken');
  });

  it('refuses malformed JSON, changing nothing', async () => {
    const user = await createUser({ role: 'jobseeker', emailVerified: false });
    const answer = await expectUnchanged(stateOf(user), () =>
      call('PUT', `/api/auth/update/${user.uid}`, { token: user.token, raw: '{"name":', headers: { 'content-type': 'text/plain' } }),
    );
    expectError(answer, 400, 'malformed_json');
  });
});

describe('PUT /api/auth/reset-password', () => {
  it('sets the password of the account whose phone was just verified', async () => {
    const user = await createUser({ role: 'jobseeker', emailVerified: false, phoneInAuth: true });
    const phone = await phoneSignIn(user.phoneNumber);
    expect(phone.uid).toBe(user.uid);
    const answer = await call('PUT', '/api/auth/reset-password', { token: phone.token, body: { phoneNumber: user.phoneNumber, newPassword: 'after-reset-1' } });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ message: MESSAGES.passwordResetSucceeded });
    expect(await canSignIn(user.email, 'after-reset-1')).toBe(true);
    expect(await canSignIn(user.email, user.password)).toBe(false);
  });

  it('never resets an account whose profile merely lists the number (404), changing nothing', async () => {
    // The number is in the profile only, never verified on that account: a phone sign-in
    // of it makes a separate phone-only account, which proves nothing about the profile's.
    const user = await createUser({ role: 'employer', emailVerified: false, phoneInAuth: false });
    const phone = await phoneSignIn(user.phoneNumber);
    expect(phone.uid).not.toBe(user.uid);
    const answer = await expectUnchanged(
      () => canSignIn(user.email, user.password),
      () => call('PUT', '/api/auth/reset-password', { token: phone.token, body: { phoneNumber: user.phoneNumber, newPassword: 'after-reset-2' } }),
    );
    expectError(answer, 404, 'no_account_for_phone');
    expect(await canSignIn(user.email, 'after-reset-2')).toBe(false);
  });

  it('refuses a token from an email sign-in (403), changing nothing', async () => {
    const user = await createUser({ role: 'jobseeker', emailVerified: false, phoneInAuth: true });
    const answer = await expectUnchanged(
      () => canSignIn(user.email, user.password),
      () => call('PUT', '/api/auth/reset-password', { token: user.token, body: { phoneNumber: user.phoneNumber, newPassword: 'sneaky-pw' } }),
    );
    expectError(answer, 403, 'phone_sign_in_required');
    expect(await canSignIn(user.email, 'sneaky-pw')).toBe(false);
  });

  it('refuses a phone sign-in of another number (403), changing nothing', async () => {
    const [victim, attacker] = await createUsers(
      { role: 'jobseeker', emailVerified: false, phoneInAuth: true },
      { role: 'jobseeker', emailVerified: false, phoneInAuth: true },
    );
    const phone = await phoneSignIn(attacker.phoneNumber);
    const answer = await expectUnchanged(
      () => canSignIn(victim.email, victim.password),
      () => call('PUT', '/api/auth/reset-password', { token: phone.token, body: { phoneNumber: victim.phoneNumber, newPassword: 'sneaky-pw' } }),
    );
    expectError(answer, 403, 'phone_sign_in_required');
  });

  it('is 404 when no account has the verified number', async () => {
    const number = uniquePhone();
    const phone = await phoneSignIn(number);
    expectError(
      await call('PUT', '/api/auth/reset-password', { token: phone.token, body: { phoneNumber: number, newPassword: 'whatever-1' } }),
      404,
      'no_account_for_phone',
    );
  });

  it.each([
    ['phoneNumber', { phoneNumber: '9876543210' }],
    ['newPassword', { newPassword: '123' }],
    ['newPassword', { newPassword: undefined }],
    ['confirmPassword', { confirmPassword: 'x' }],
  ])('refuses a bad %s, changing nothing', async (field, override) => {
    const user = await createUser({ role: 'jobseeker', emailVerified: false, phoneInAuth: true });
    const phone = await phoneSignIn(user.phoneNumber);
    const answer = await expectUnchanged(
      () => canSignIn(user.email, user.password),
      () => call('PUT', '/api/auth/reset-password', { token: phone.token, body: { phoneNumber: user.phoneNumber, newPassword: 'new-pw-123', ...override } }),
    );
    expectFieldError(answer, field);
  });
});
