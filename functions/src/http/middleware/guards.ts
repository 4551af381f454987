import type { NextFunction, Request, Response } from 'express';
import { MESSAGES, type Role } from '@jobsearch/domain';
import { forbidden } from '../../errors';
import { API_MESSAGES } from '../../messages';
import { callerOf, type Caller } from './caller';

type Guard = (req: Request, res: Response, next: NextFunction) => void;

/** A middleware that lets the request on only when the caller passes `allowed`. */
function guard(allowed: (caller: Caller) => boolean, message: string): Guard {
  return (_req, res, next) => {
    if (!allowed(callerOf(res))) throw forbidden(message);
    next();
  };
}

export const requireAdmin = guard((c) => c.admin, API_MESSAGES.adminOnly);

/** The caller's profile has this role. */
export const requireRole = (role: Role, message: string) => guard((c) => c.role === role, message);

/** The caller has this role or is an admin (admins read everything). */
export const requireRoleOrAdmin = (role: Role, message: string) => guard((c) => c.admin || c.role === role, message);

/** The caller proved their profile's phone with an OTP (firestore.rules' hasProvedPhone()). */
export const requireProvedPhone: Guard = (_req, res, next) => {
  if (!callerOf(res).phoneProved) throw forbidden(MESSAGES.phoneNotVerified, 'phone_not_verified');
  next();
};

/** Throws 403 unless the caller is `ownerId` (or an admin, where admins may read). */
export function assertOwner(caller: Caller, ownerId: string, message: string, { adminMayRead = false } = {}): void {
  if (caller.uid === ownerId) return;
  if (adminMayRead && caller.admin) return;
  throw forbidden(message);
}
