import type { RequestHandler, Router } from 'express';
import { endpoint } from '../http/endpoint';
import { noBodySchema, validate } from '../http/validate';
import { log } from '../log';
import { reconcile } from './reconcile';

/**
 * The API function answers within a minute (hosting's limit on a rewritten
 * request); the walk stops starting pages after this, and the answer says
 * whether it finished. Calling again continues where it stopped.
 */
export const REQUEST_BUDGET_MS = 30_000;

/** POST /admin/maintenance/reconcile: the daily reconciliation, now, for an admin (docs/api.md). */
export function maintenanceRoutes(router: Router, adminOnly: RequestHandler[]): void {
  endpoint(router, '/maintenance/reconcile', {
    post: [
      ...adminOnly,
      async (req, res) => {
        validate(noBodySchema, req.body ?? {});
        const result = await reconcile({ budgetMs: REQUEST_BUDGET_MS });
        log.info('Admin ran the reconciliation', { ...result.removed, recounted: result.recounted, finished: result.finished });
        res.json(result);
      },
    ],
  });
}
