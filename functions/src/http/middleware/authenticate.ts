import type { NextFunction, Request, Response } from 'express';
import { unauthenticated } from '../../errors';
import { log } from '../../log';
import { API_MESSAGES } from '../../messages';
import { MalformedDocumentError } from '../../store/converters';
import { auth } from '../../store/firebase';
import { getUserProfile } from '../../store/users';
import { setCaller } from './caller';

/**
 * The one token check: verifies `Authorization: Bearer <Firebase ID token>`
 * (revoked tokens and deleted or disabled accounts included) and sets the
 * caller: uid, role from the profile, admin claim, sign-in provider.
 */
export async function authenticate(req: Request, res: Response, next: NextFunction): Promise<void> {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '')?.[1];
  if (!token) throw unauthenticated(API_MESSAGES.signInFirst);
  let decoded;
  try {
    decoded = await auth.verifyIdToken(token, true);
  } catch (error) {
    log.info('Refused an ID token', { reason: (error as { code?: string }).code ?? String(error) });
    throw unauthenticated(API_MESSAGES.badToken, 'invalid_token');
  }
  const profile = await readProfile(decoded.uid);
  const phoneNumber = decoded.phone_number ?? null;
  setCaller(res, {
    uid: decoded.uid,
    email: decoded.email ?? null,
    role: profile?.role ?? null,
    admin: decoded.admin === true,
    signInProvider: decoded.firebase?.sign_in_provider ?? null,
    phoneNumber,
    phoneProved: phoneNumber !== null && profile?.phoneNumber === phoneNumber,
    authTime: decoded.auth_time,
  });
  next();
}

/** A malformed profile counts as none: the caller gets no role rather than a 500. */
async function readProfile(uid: string) {
  try {
    return await getUserProfile(uid);
  } catch (error) {
    if (!(error instanceof MalformedDocumentError)) throw error;
    log.warn('The caller profile is malformed', { uid, problems: error.problems });
    return null;
  }
}
