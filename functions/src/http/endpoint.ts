import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import { ApiError } from '../errors';
import { API_MESSAGES } from '../messages';

type Method = 'get' | 'post' | 'put' | 'delete';
type Handler = (req: Request, res: Response, next: NextFunction) => unknown;

/** Express 4 does not await handlers: a rejected promise goes to the error handler here. */
function caught(handler: Handler): RequestHandler {
  return (req, res, next) => {
    try {
      Promise.resolve(handler(req, res, next)).catch(next);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Declares one path and its methods. Any other method gets 405 with an
 * Allow header; OPTIONS (a CORS preflight) gets 204 with the same header.
 */
export function endpoint(router: Router, path: string, methods: Partial<Record<Method, Handler[]>>): void {
  const route = router.route(path);
  const allowed = Object.keys(methods).map((m) => m.toUpperCase());
  if (allowed.includes('GET')) allowed.push('HEAD');
  allowed.push('OPTIONS');
  const allow = allowed.join(', ');
  for (const [method, handlers] of Object.entries(methods) as [Method, Handler[]][]) route[method](...handlers.map(caught));
  route.all((req, res, next) => {
    res.set('Allow', allow);
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next(new ApiError(405, 'method_not_allowed', API_MESSAGES.methodNotAllowed(req.method, allow)));
  });
}
