import { ApiError, unauthenticated } from '../errors';
import { log } from '../log';
import { API_MESSAGES } from '../messages';

/** What Firebase Auth answers to a good email and password. */
export interface PasswordSession {
  uid: string;
  idToken: string;
  refreshToken: string;
  expiresIn: string;
}

/**
 * Firebase Auth's REST signInWithPassword: the Auth emulator when it runs,
 * otherwise Google's endpoint with the web API key from env WEB_API_KEY.
 */
function signInUrl(): string | null {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (emulator) return `http://${emulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=emulator`;
  const key = process.env.WEB_API_KEY;
  return key ? `https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${encodeURIComponent(key)}` : null;
}

/** Auth's answers that mean "wrong email or password" (or a disabled account). */
const CREDENTIAL_REASONS = ['INVALID_LOGIN_CREDENTIALS', 'INVALID_PASSWORD', 'EMAIL_NOT_FOUND', 'USER_DISABLED', 'INVALID_EMAIL', 'MISSING_PASSWORD'];

/** Checks an email and password; wrong ones throw 401 with `invalidMessage`. */
export async function signInWithPassword(email: string, password: string, invalidMessage: string): Promise<PasswordSession> {
  const url = signInUrl();
  if (!url) {
    log.error('WEB_API_KEY is not set: password sign-in is impossible');
    throw new ApiError(503, 'sign_in_unavailable', API_MESSAGES.signInUnavailable);
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    log.error('Firebase Auth could not be reached', { reason: String(error) });
    throw new ApiError(503, 'sign_in_unavailable', API_MESSAGES.signInUnavailable);
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown> & { error?: { message?: string } };
  if (response.ok && typeof body.idToken === 'string') {
    return { uid: String(body.localId), idToken: body.idToken, refreshToken: String(body.refreshToken), expiresIn: String(body.expiresIn) };
  }
  const reason = body.error?.message ?? `HTTP ${response.status}`;
  if (reason.startsWith('TOO_MANY_ATTEMPTS')) throw new ApiError(429, 'too_many_attempts', API_MESSAGES.tooManyAttempts);
  if (response.status === 400) {
    if (!CREDENTIAL_REASONS.some((known) => reason.startsWith(known))) log.warn('Unexpected sign-in refusal', { reason });
    throw unauthenticated(invalidMessage, 'invalid_credentials');
  }
  log.error('Firebase Auth refused the sign-in unexpectedly', { reason });
  throw new ApiError(503, 'sign_in_unavailable', API_MESSAGES.signInUnavailable);
}
