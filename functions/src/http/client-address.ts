import type { Request } from 'express';

/**
 * The address of the client, for the login throttle. Behind Firebase Hosting
 * (the documented way in: `/api/**` and `/admin/**` are rewritten to the
 * function) the CDN sets `Fastly-Client-IP` to the address it accepted the
 * connection from, replacing whatever the client sent. Without it (a direct
 * call to the function's own URL, or the local emulator) the first
 * `X-Forwarded-For` entry, else the socket's address. Both headers can be
 * forged by a client that calls the function directly, so the per-account
 * limit, which needs no address, is the one that always holds.
 */
export function clientAddress(req: Request): string {
  const fastly = req.get('fastly-client-ip')?.trim();
  if (fastly) return fastly;
  const forwarded = req.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  return req.socket.remoteAddress ?? 'unknown';
}
