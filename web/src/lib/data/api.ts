/**
 * Calls to the function `api` (admin deletes need the Admin SDK, which the browser lacks).
 * The Auth SDK and App Check load with the first call, not with the pages that may make one:
 * the Jobs page's Reveal number would otherwise put the Auth SDK before its first cards.
 */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The fields the answer names (a 400's bad fields, a 422's missing ones), each with its English message. */
    readonly details: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

function detailsOf(details: unknown): Record<string, string> {
  if (typeof details !== 'object' || details === null) return {};
  return Object.fromEntries(Object.entries(details).map(([field, message]) => [field, String(message)]));
}

export async function callApi<T>(method: string, path: string, body?: unknown): Promise<T> {
  // Waits for a restored user to be confirmed, or the call would go out without a token.
  const [{ confirmedUser }, { appCheckHeaders }] = await Promise.all([import('../firebase/app'), import('../firebase/app-check')]);
  const [token, appCheck] = await Promise.all([confirmedUser().then((user) => user?.getIdToken()), appCheckHeaders()]);
  const response = await fetch(path, {
    method,
    headers: { ...appCheck, ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const payload = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok)
    throw new ApiError(response.status, payload?.error?.code ?? 'unknown', payload?.error?.message ?? response.statusText, detailsOf(payload?.error?.details));
  return payload as T;
}
