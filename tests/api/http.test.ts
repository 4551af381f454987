// Behaviour every path shares: JSON errors, 404/405/413/415, malformed JSON,
// tokens, CORS and the request id.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createUser, uniqueEmail, uniquePhone, type TestUser } from '../support';
import { authUserByEmail, call, expectError, expectUnchanged } from './helpers';

/** Every path that needs a token, with a method it answers. */
const PROTECTED: [string, string][] = [
  ['GET', '/api/jobs/all'],
  ['GET', '/api/jobs/filter?degree=ITI'],
  ['POST', '/api/applications/apply'],
  ['POST', '/api/jobs/add'],
  ['GET', '/api/jobs/employer/someone'],
  ['PUT', '/api/jobs/some-job/status?status=Active'],
  ['GET', '/api/jobs/applicants/someone'],
  ['PUT', '/api/auth/update/someone'],
  ['PUT', '/api/auth/reset-password'],
  ['GET', '/admin/users'],
  ['GET', '/admin/employers'],
  ['GET', '/admin/jobs'],
  ['GET', '/admin/applications'],
  ['DELETE', '/admin/users/someone'],
  ['DELETE', '/admin/employers/someone'],
  ['DELETE', '/admin/jobs/some-job'],
  ['DELETE', '/admin/applications/some-application'],
];

describe('tokens', () => {
  it.each(PROTECTED)('%s %s without a token is 401', async (method, path) => {
    const answer = await call(method, path, { body: method === 'GET' ? undefined : {} });
    expectError(answer, 401, 'unauthenticated');
  });

  it.each(PROTECTED)('%s %s with a bad token is 401', async (method, path) => {
    const answer = await call(method, path, { token: 'not-a-firebase-token', body: method === 'GET' ? undefined : {} });
    expectError(answer, 401, 'invalid_token');
  });

  it('a header that is not Bearer is 401', async () => {
    const answer = await call('GET', '/api/jobs/all', { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expectError(answer, 401, 'unauthenticated');
  });

  it('the token of a deleted account is 401', async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    expect((await call('GET', '/api/jobs/all', { token: seeker.token })).status).toBe(200);
    await adminAuth().deleteUser(seeker.uid);
    expectError(await call('GET', '/api/jobs/all', { token: seeker.token }), 401, 'invalid_token');
  });

  it('an App Check token that is not valid is 401, even with a good ID token', async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    const answer = await call('GET', '/api/jobs/all', { token: seeker.token, headers: { 'x-firebase-appcheck': 'not.an.app-check.token' } });
    expectError(answer, 401, 'app_check_invalid');
    // Without the header (older clients, App Check not enforced) the same call is answered.
    expect((await call('GET', '/api/jobs/all', { token: seeker.token })).status).toBe(200);
  });

  it('a revoked token is 401', async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    // Revocation counts whole seconds after the token's issue time.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await adminAuth().revokeRefreshTokens(seeker.uid);
    expectError(await call('GET', '/api/jobs/all', { token: seeker.token }), 401, 'invalid_token');
  });
});

describe('unknown paths and wrong methods', () => {
  it.each(['/api/nothing', '/api/jobs/employer/x/y', '/admin/nothing', '/admin/users/x/y', '/api/jobs/x/status/extra'])('%s is a JSON 404', async (path) => {
    expectError(await call('GET', path), 404, 'unknown_path');
  });

  it.each([
    ['POST', '/api/jobs/all', 'GET'],
    ['DELETE', '/api/jobs/filter', 'GET'],
    ['GET', '/api/jobs/add', 'POST'],
    ['GET', '/api/applications/apply', 'POST'],
    ['POST', '/api/jobs/employer/x', 'GET'],
    ['GET', '/api/jobs/x/status', 'PUT'],
    // /api/jobs/{jobId} takes the owner's PUT and DELETE, so a GET there is a wrong method.
    ['GET', '/api/jobs/employer', 'PUT'],
    ['PATCH', '/api/jobs/x/status', 'PUT'],
    ['POST', '/api/jobs/applicants/x', 'GET'],
    ['GET', '/api/auth/update/x', 'PUT'],
    ['GET', '/api/auth/register', 'POST'],
    ['PUT', '/api/auth/login', 'POST'],
    ['POST', '/api/auth/reset-password', 'PUT'],
    ['GET', '/admin/login', 'POST'],
    ['DELETE', '/admin/users', 'GET'],
    ['POST', '/admin/jobs', 'GET'],
    ['GET', '/admin/applications/x', 'DELETE'],
  ])('%s %s is 405 with Allow: %s', async (method, path, allowed) => {
    const answer = await call(method, path);
    expectError(answer, 405, 'method_not_allowed');
    expect(answer.headers.get('allow')).toContain(allowed);
  });
});

describe('odd input is never a 500', () => {
  let employer: TestUser;
  beforeAll(async () => {
    employer = await createUser({ role: 'employer' });
  });

  it.each([
    ['an id that is a path', `/api/jobs/employer/a%2Fb`, 'invalid_input'],
    ['an id of 1501 characters', `/api/jobs/employer/${'x'.repeat(1501)}`, 'invalid_input'],
    ['a reserved id', '/api/jobs/employer/__name__', 'invalid_input'],
    ['a nested query parameter', '/api/jobs/employer/me?status[a]=Active', 'invalid_input'],
  ])('%s is a 400', async (_what, path, code) => {
    expectError(await call('GET', path.replace('/me?', `/${employer.uid}?`), { token: employer.token }), 400, code);
  });

  it('a prototype-polluting body is refused as an unknown field', async () => {
    const answer = await call('POST', '/api/auth/login', {
      raw: '{"email":"a@b.co","password":"x","__proto__":{"admin":true}}',
      headers: { 'content-type': 'application/json' },
    });
    expectError(answer, 400, 'invalid_input');
  });
});

describe('bodies', () => {
  it('malformed JSON is a 400 without a stack trace, and nothing is written', async () => {
    const email = uniqueEmail('malformed');
    const answer = await call('POST', '/api/auth/register', {
      raw: `{"name":"A","email":"${email}","password":"secret1",`,
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.text).not.toMatch(/\n\s+at |node_modules|SyntaxError/);
    expect(await authUserByEmail(email)).toBeNull();
  });

  it('malformed JSON sent as text/plain gets the JSON error shape', async () => {
    const answer = await call('POST', '/api/auth/login', { raw: '{"email": nope', headers: { 'content-type': 'text/plain' } });
    expectError(answer, 400, 'malformed_json');
  });

  it('a JSON body sent as text/plain (fetch without a content type) is read', async () => {
    const answer = await call('POST', '/api/auth/login', {
      raw: JSON.stringify({ email: 'not-an-email', password: 'x' }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expectError(answer, 400, 'invalid_input');
    expect(answer.body.error.details).toHaveProperty('email');
  });

  it('a body that is a JSON array is a 400', async () => {
    expectError(await call('POST', '/api/auth/login', { body: [1, 2] }), 400, 'invalid_input');
  });

  it('a form-encoded body is 415', async () => {
    const answer = await call('POST', '/api/auth/login', { raw: 'email=a%40b.c&password=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expectError(answer, 415, 'unsupported_media_type');
  });

  it('a body over 1 MB is 413 and nothing is written', async () => {
    const email = uniqueEmail('big');
    const answer = await call('POST', '/api/auth/register', {
      body: { name: 'x'.repeat(1024 * 1024 + 10), email, password: 'secret1', phoneNumber: uniquePhone(), role: 'jobseeker' },
    });
    expectError(answer, 413, 'body_too_large');
    expect(await authUserByEmail(email)).toBeNull();
  });

  it('a body just under 1 MB is read (and here refused as too long a name)', async () => {
    const answer = await call('POST', '/api/auth/register', {
      body: { name: 'x'.repeat(900 * 1024), email: uniqueEmail(), password: 'secret1', phoneNumber: uniquePhone(), role: 'jobseeker' },
    });
    expectError(answer, 400, 'invalid_input');
    expect(answer.body.error.details).toHaveProperty('name');
  });
});

describe('request id and CORS', () => {
  let seeker: TestUser;
  beforeAll(async () => {
    seeker = await createUser({ role: 'jobseeker' });
  });

  it('every answer carries an x-request-id, errors included', async () => {
    const ok = await call('GET', '/api/jobs/all', { token: seeker.token });
    const missing = await call('GET', '/api/missing');
    expect(ok.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(missing.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(ok.headers.get('x-request-id')).not.toBe(missing.headers.get('x-request-id'));
  });

  it('the request id comes from x-cloud-trace-context when present', async () => {
    const trace = '0123456789abcdef0123456789abcdef';
    const answer = await call('GET', '/api/jobs/all', { token: seeker.token, headers: { 'x-cloud-trace-context': `${trace}/42;o=1` } });
    expect(answer.headers.get('x-request-id')).toBe(trace);
  });

  it.each([
    'http://localhost:5000',
    'http://127.0.0.1:5000',
    'http://localhost:5173',
    'https://demo-jobsearch.web.app',
    'https://demo-jobsearch.firebaseapp.com',
  ])('the site origin %s may read answers', async (origin) => {
    const answer = await call('GET', '/api/jobs/all', { token: seeker.token, headers: { origin } });
    expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it('another origin gets no CORS grant', async () => {
    const answer = await call('GET', '/api/jobs/all', { token: seeker.token, headers: { origin: 'https://evil.example' } });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('a preflight for an admin DELETE from the dev server is allowed', async () => {
    const answer = await call('OPTIONS', '/admin/jobs/some-job', {
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'DELETE', 'access-control-request-headers': 'authorization' },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(answer.headers.get('access-control-allow-methods')).toContain('DELETE');
    expect(answer.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(answer.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-firebase-appcheck');
  });

  it('a refused preflight writes nothing and grants nothing', async () => {
    const answer = await expectUnchanged(
      () => authUserByEmail(seeker.email),
      () =>
        call('OPTIONS', '/admin/users/' + seeker.uid, {
          headers: { origin: 'https://evil.example', 'access-control-request-method': 'DELETE' },
        }),
    );
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});
