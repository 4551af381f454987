import type { NextFunction, Request, Response } from 'express';
import { ApiError, notFound } from '../../errors';
import { log } from '../../log';
import { API_MESSAGES } from '../../messages';
import { bodyParserError } from './body';
import { sayProblem } from '@jobsearch/domain/problems';
import { english } from '../../i18n/translate';

/** Any path no router knows: a JSON 404, like every other error. */
export function unknownPath(_req: Request, _res: Response, next: NextFunction): void {
  next(notFound(API_MESSAGES.notFoundPath, 'unknown_path'));
}

/** Express's own 4xx failures, such as a path parameter that is not valid percent-encoding. */
function expressClientError(error: unknown): ApiError | null {
  const status = (error as { status?: unknown }).status;
  if (typeof status !== 'number' || status < 400 || status > 499) return null;
  return new ApiError(status, status === 400 ? 'bad_request' : 'client_error', API_MESSAGES.badRequest);
}

/**
 * Every error becomes `{ error: { code, message, details? } }`. Expected
 * ones keep their status; anything else is logged with its stack and
 * answered as a plain 500, never with the stack. The domain's problems
 * (a code and its values, problems.ts) are written in English here, from the
 * catalogs, as the API has always answered.
 */
// Express recognises an error handler by its four parameters.
export function errorHandler(error: unknown, req: Request, res: Response, _next: NextFunction): void {
  const known = error instanceof ApiError ? error : (bodyParserError(error) ?? expressClientError(error));
  const answer = known ?? new ApiError(500, 'internal', API_MESSAGES.internal);
  if (!known) log.error('Unexpected error', { method: req.method, path: req.path, error: error instanceof Error ? error.stack : String(error) });
  if (res.headersSent) return;
  if (answer.headers) res.set(answer.headers);
  const body: { code: string; message: string; details?: Record<string, string> } = { code: answer.code, message: sayProblem(english, answer.message) };
  if (answer.details) body.details = Object.fromEntries(Object.entries(answer.details).map(([field, message]) => [field, sayProblem(english, message)]));
  res.status(answer.status).json({ error: body });
}
