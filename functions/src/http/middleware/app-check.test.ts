import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../errors';
import { appCheck } from './app-check';

/** Runs the middleware on a request with the given headers and resolves with what it passed to next(). */
function outcome(env: NodeJS.ProcessEnv, method: string, headers: Record<string, string>): Promise<unknown> {
  const req = { method, get: (name: string) => headers[name.toLowerCase()] } as unknown as Request;
  return new Promise((resolve) => appCheck(env)(req, {} as Response, ((error?: unknown) => resolve(error)) as NextFunction));
}

describe('App Check on the API', () => {
  it('lets a request without a token through while enforcement is off (older clients)', async () => {
    expect(await outcome({}, 'GET', {})).toBeUndefined();
  });

  it('refuses a request without a token once APP_CHECK_ENFORCE=true, but not a CORS preflight', async () => {
    const refused = await outcome({ APP_CHECK_ENFORCE: 'true' }, 'POST', {});
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 401, code: 'app_check_required' });
    expect(await outcome({ APP_CHECK_ENFORCE: 'true' }, 'OPTIONS', {})).toBeUndefined();
  });

  it('refuses a token that is not a valid App Check token, enforced or not', async () => {
    for (const env of [{}, { APP_CHECK_ENFORCE: 'true' }]) {
      expect(await outcome(env, 'GET', { 'x-firebase-appcheck': 'not.a.token' })).toMatchObject({ status: 401, code: 'app_check_invalid' });
    }
  });
});
