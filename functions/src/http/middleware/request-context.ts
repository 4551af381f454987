import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { log, runWithRequestId } from '../../log';

/** The trace id of `x-cloud-trace-context: TRACE_ID/SPAN_ID;o=1`, when it is a well-formed one. */
function traceId(header: string | undefined): string | null {
  const id = header?.split('/')[0]?.trim();
  return id && /^[0-9a-f]{32}$/i.test(id) ? id.toLowerCase() : null;
}

/**
 * Gives each request an id (Cloud's trace id, or a new one), answers it in
 * `x-request-id`, runs the request in its log context and logs one line when
 * the answer is sent.
 */
export function requestContext(req: Request, res: Response, next: NextFunction): void {
  const requestId = traceId(req.get('x-cloud-trace-context')) ?? randomUUID();
  res.set('x-request-id', requestId);
  const started = Date.now();
  const { method, path } = req; // routers rewrite req.path; keep the full one
  runWithRequestId(requestId, () => {
    res.on('finish', () => log.info(`${method} ${path} ${res.statusCode}`, { method, path, status: res.statusCode, ms: Date.now() - started }));
    next();
  });
}
