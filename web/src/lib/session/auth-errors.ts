/** Reading Firebase Auth errors: shared by the auth flows and the profile screen. */

export function errorCode(error: unknown): string {
  return error && typeof error === 'object' && 'code' in error && typeof (error as { code: unknown }).code === 'string' ? (error as { code: string }).code : '';
}

export function isEmailInUse(code: string): boolean {
  return code === 'auth/email-already-in-use' || code === 'auth/credential-already-in-use';
}
