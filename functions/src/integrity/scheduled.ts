import { onSchedule } from 'firebase-functions/v2/scheduler';
import { reconcile } from './reconcile';

/** The function may run 540 s; the walk stops starting pages a minute before. */
const TIMEOUT_SECONDS = 540;
export const SCHEDULED_BUDGET_MS = (TIMEOUT_SECONDS - 60) * 1000;

/**
 * The reconciliation, daily at 03:30 India time (the quietest hour). A run
 * that runs out of time leaves its place in `maintenance/reconcile` and the
 * next day's run goes on from there (docs/api.md, POST /admin/maintenance/reconcile).
 */
export const reconcileDaily = onSchedule(
  { schedule: 'every day 03:30', timeZone: 'Asia/Kolkata', region: 'asia-south1', timeoutSeconds: TIMEOUT_SECONDS, memory: '512MiB' },
  async () => {
    await reconcile({ budgetMs: SCHEDULED_BUDGET_MS });
  },
);
