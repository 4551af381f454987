import express, { type NextFunction, type Request, type Response } from 'express';
import { ApiError, badRequest } from '../../errors';
import { API_MESSAGES } from '../../messages';

export const MAX_BODY_BYTES = 1024 * 1024;

/** The Cloud Functions runtime keeps the bytes it read in `rawBody`. */
type RequestWithRawBody = Request & { rawBody?: Buffer };

const tooLarge = () => new ApiError(413, 'body_too_large', API_MESSAGES.bodyTooLarge);

/**
 * Reads bodies ourselves only where nothing has yet: the Functions runtime
 * (emulator and production) parses them before the app runs (body-parser
 * then skips), so this matters for a bare Express server only.
 */
export const readRawBody = express.raw({ type: () => true, limit: MAX_BODY_BYTES });

/** Over 1 MB is refused, whoever read the body. */
export function limitBodySize(req: Request, _res: Response, next: NextFunction): void {
  const raw = (req as RequestWithRawBody).rawBody;
  const length = raw ? raw.length : Number(req.get('content-length') ?? 0);
  if (length > MAX_BODY_BYTES) throw tooLarge();
  next();
}

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Leaves `req.body` as the parsed JSON value (an empty body is `{}`).
 * application/json and text/plain (what fetch sends for a bare string) are
 * read as JSON; other media types are refused with 415.
 */
export function jsonBody(req: Request, _res: Response, next: NextFunction): void {
  const raw = (req as RequestWithRawBody).rawBody ?? (Buffer.isBuffer(req.body) ? req.body : undefined);
  const empty = raw ? raw.length === 0 : req.body === undefined || isEmptyObject(req.body);
  if (!METHODS_WITH_BODY.has(req.method) || empty) {
    req.body = {};
    return next();
  }
  if (!req.is(['application/json', 'application/*+json', 'text/plain'])) throw new ApiError(415, 'unsupported_media_type', API_MESSAGES.unsupportedMediaType);
  if (Buffer.isBuffer(req.body) || typeof req.body === 'string') req.body = parseJson(req.body.toString());
  next();
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('malformed_json', API_MESSAGES.malformedJson);
  }
}

function isEmptyObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;
}

/** Body-parser's own failures, when it is ours that read the body. */
export function bodyParserError(error: unknown): ApiError | null {
  const type = (error as { type?: string }).type;
  if (type === 'entity.too.large') return tooLarge();
  if (type === 'entity.parse.failed') return badRequest('malformed_json', API_MESSAGES.malformedJson);
  return null;
}
