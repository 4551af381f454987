// Accounts for tests: an Auth user on the emulator, its profile users/{uid}
// for seekers and employers, the admin claim for administrators, and an ID
// token for calling the API as that user.
import type { Role } from '@jobsearch/domain';
import { adminAuth, adminDb, FieldValue } from './admin';
import { IDENTITY_URL } from './emulators';
import { uniqueEmail, uniquePhone } from './unique';

/** The key the Auth emulator accepts on its REST API. */
const API_KEY = 'fake-api-key';

export interface TestUser {
  uid: string;
  name: string;
  email: string;
  password: string;
  phoneNumber: string;
  /** Seekers and employers have a profile; an admin has the claim and no profile; null is an account only. */
  role: Role | 'admin' | null;
  /** Whether the account proved its email (mail reaches it; the site does not prompt to verify it). */
  emailVerified: boolean;
  /** An ID token minted after the account was set up (it carries phone_number, email_verified, admin). */
  token: string;
}

export interface NewUser {
  role?: TestUser['role'];
  name?: string;
  email?: string;
  password?: string;
  phoneNumber?: string;
  /** Proved by default, as the demo accounts' are; false for an email as a sign-up leaves it. */
  emailVerified?: boolean;
  /**
   * Whether the phone is proved on the Auth account (and so in the token), as the web
   * sign-up leaves it; by default when the account has a role. false is an API
   * registration's unproved phone (it is then only in the profile).
   */
  phoneInAuth?: boolean;
}

const DEFAULT_NAMES: Record<string, string> = { jobseeker: 'Ravi Seeker', employer: 'Asha Employer', admin: 'Site Admin', none: 'Test Account' };

/** Signs in with email and password on the Auth emulator's REST API. */
export async function signInTokens(email: string, password: string): Promise<{ localId: string; idToken: string; refreshToken: string; expiresIn: string }> {
  const response = await fetch(`${IDENTITY_URL}/accounts:signInWithPassword?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`sign-in failed for ${email}: ${JSON.stringify(body)}`);
  return body;
}

/** A fresh account as described by `input`; see NewUser for the defaults. */
export async function createUser(input: NewUser = {}): Promise<TestUser> {
  const role = input.role ?? null;
  const phoneInAuth = input.phoneInAuth ?? role !== null;
  const user = {
    role,
    name: input.name ?? DEFAULT_NAMES[role ?? 'none']!,
    email: input.email ?? uniqueEmail(role ?? 'account'),
    password: input.password ?? 'Passw0rd!',
    phoneNumber: input.phoneNumber ?? uniquePhone(),
    emailVerified: input.emailVerified ?? true,
  };
  const record = await adminAuth().createUser({
    email: user.email,
    emailVerified: user.emailVerified,
    password: user.password,
    displayName: user.name,
    ...(phoneInAuth ? { phoneNumber: user.phoneNumber } : {}),
  });
  if (role === 'admin') await adminAuth().setCustomUserClaims(record.uid, { admin: true });
  else if (role)
    await adminDb()
      .doc(`users/${record.uid}`)
      .set({ name: user.name, email: user.email, phoneNumber: user.phoneNumber, role, createdAt: FieldValue.serverTimestamp() });
  const { idToken } = await signInTokens(user.email, user.password);
  return { uid: record.uid, ...user, token: idToken };
}

/** Whether the Auth emulator still holds this account. */
export const accountExists = (uid: string): Promise<boolean> =>
  adminAuth()
    .getUser(uid)
    .then(
      () => true,
      () => false,
    );

/** Several fresh accounts at once, each given as a role (with the defaults) or as a NewUser. */
export function createUsers<const T extends readonly (TestUser['role'] | NewUser)[]>(...accounts: T): Promise<{ -readonly [K in keyof T]: TestUser }> {
  return Promise.all(accounts.map((account) => createUser(account !== null && typeof account === 'object' ? account : { role: account }))) as Promise<{
    -readonly [K in keyof T]: TestUser;
  }>;
}
