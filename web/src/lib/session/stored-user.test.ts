import { describe, expect, it } from 'vitest';
import { storedUserFrom } from './stored-user';

/** An ID token as the Auth emulator issues it (unsigned): header, payload, no signature. */
function token(claims: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: 'u1', ...claims })}.`;
}

/** The entry the Auth SDK writes for a user with session persistence (UserImpl.toJSON's shape). */
function entry(overrides: Record<string, unknown> = {}, claims: Record<string, unknown> = {}): string {
  return JSON.stringify({
    uid: 'u1',
    email: 'asha@example.com',
    displayName: 'Asha Patil',
    phoneNumber: '+919876543210',
    emailVerified: false,
    providerData: [],
    stsTokenManager: { refreshToken: 'r', accessToken: token(claims), expirationTime: Date.now() + 3600_000 },
    ...overrides,
  });
}

describe('the user the Auth SDK will restore (lib/session/stored-user.ts)', () => {
  it('reads the uid, email, phone and name a restored session shows before the SDK confirms them', () => {
    expect(storedUserFrom(entry())).toEqual({
      user: { uid: 'u1', email: 'asha@example.com', phoneNumber: '+919876543210', displayName: 'Asha Patil', emailVerified: false },
      isAdmin: false,
    });
    expect(storedUserFrom(entry({ emailVerified: true }))?.user.emailVerified).toBe(true);
  });

  it('reads the admin claim from the stored ID token, as getIdTokenResult() decodes it', () => {
    expect(storedUserFrom(entry({}, { admin: true }))?.isAdmin).toBe(true);
    expect(storedUserFrom(entry({}, { admin: 'true' }))?.isAdmin).toBe(false);
    // A token whose payload is not base64 JSON gives no claim, not an error.
    expect(storedUserFrom(entry({ stsTokenManager: { accessToken: 'x.%%%.y' } }))?.isAdmin).toBe(false);
    expect(storedUserFrom(entry({ stsTokenManager: null }))?.isAdmin).toBe(false);
  });

  it('takes missing or odd fields as null and holds no user without a uid', () => {
    expect(storedUserFrom(entry({ email: 42, phoneNumber: undefined, displayName: null }))?.user).toEqual({
      uid: 'u1',
      email: null,
      phoneNumber: null,
      displayName: null,
      emailVerified: false,
    });
    expect(storedUserFrom(null)).toBeNull();
    expect(storedUserFrom('')).toBeNull();
    expect(storedUserFrom('not json')).toBeNull();
    expect(storedUserFrom(JSON.stringify({ email: 'a@b.c' }))).toBeNull();
    expect(storedUserFrom(JSON.stringify(['u1']))).toBeNull();
  });
});
