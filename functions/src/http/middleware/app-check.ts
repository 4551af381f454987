import type { NextFunction, Request, Response } from 'express';
import { getAppCheck } from 'firebase-admin/app-check';
import { unauthenticated } from '../../errors';
import { log } from '../../log';
import { API_MESSAGES } from '../../messages';
import '../../store/firebase';

/**
 * App Check for the API. The site sends `X-Firebase-AppCheck` when App Check is
 * on (web/src/lib/firebase/app-check.ts); a token that is sent must be valid. Whether a
 * request without one is refused is the deployment's choice: `APP_CHECK_ENFORCE=true`
 * (functions/.env.<project>) refuses it, at the cost of the older clients this
 * API exists for, which cannot attest; README "Turn on App Check" says when.
 */
export function appCheck(env: NodeJS.ProcessEnv = process.env) {
  const enforce = env.APP_CHECK_ENFORCE === 'true';
  return (req: Request, _res: Response, next: NextFunction): void => {
    const token = req.get('x-firebase-appcheck');
    if (!token) {
      next(enforce && req.method !== 'OPTIONS' ? unauthenticated(API_MESSAGES.appCheckRequired, 'app_check_required') : undefined);
      return;
    }
    // Express 4 does not await middleware: the outcome goes to next() either way.
    getAppCheck()
      .verifyToken(token)
      .then(
        () => next(),
        (error: unknown) => {
          log.info('Refused an App Check token', { reason: (error as { code?: string }).code ?? String(error) });
          next(unauthenticated(API_MESSAGES.appCheckInvalid, 'app_check_invalid'));
        },
      );
  };
}
