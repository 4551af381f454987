import type { Firestore, Query } from 'firebase-admin/firestore';
import { alertKeysOfJob, alertMatchesJob, jobAlertSchema, type JobAlert } from '@jobsearch/domain';

/** What alert matching needs of a job. */
export interface AlertableJob {
  degree: string;
  trade: string;
  city: string;
  keywords: readonly string[];
  salaryMax: number | null;
}

export interface AlertMatches {
  alerts: { id: string; alert: JobAlert }[];
  /** Documents read (a query that finds nothing costs one read). */
  reads: number;
  queries: number;
}

/** Firestore's limit of values for one `in` filter. */
const IN_LIMIT = 30;

/**
 * The alerts one job matches, from indexed queries only (docs/decisions.md):
 * every alert stores its most selective filter as `key` (alertKey()), so the
 * candidates are the alerts whose key is one of the job's own keys (its
 * trade, district, degree, each search keyword: `key in [...]`, 30 at a
 * time) plus the salary-only alerts at or below the job's salaryMax
 * (`key == 'salary'`, `minSalary <=`). The other filters are checked here.
 * Reads are the candidates, not every alert.
 */
export async function findMatchingAlerts(db: Firestore, job: AlertableJob): Promise<AlertMatches> {
  const alerts = db.collection('jobAlerts');
  const keys = alertKeysOfJob(job);
  const queries: Query[] = [];
  for (let i = 0; i < keys.length; i += IN_LIMIT) queries.push(alerts.where('key', 'in', keys.slice(i, i + IN_LIMIT)));
  if (job.salaryMax !== null) queries.push(alerts.where('key', '==', 'salary').where('minSalary', '<=', job.salaryMax));
  const snapshots = await Promise.all(queries.map((q) => q.get()));
  const out: AlertMatches = { alerts: [], reads: 0, queries: queries.length };
  for (const snapshot of snapshots) {
    out.reads += Math.max(1, snapshot.size);
    for (const doc of snapshot.docs) {
      const parsed = jobAlertSchema.safeParse({ ...doc.data(), createdAt: doc.get('createdAt')?.toDate?.() });
      if (parsed.success && alertMatchesJob(parsed.data, job)) out.alerts.push({ id: doc.id, alert: parsed.data });
    }
  }
  return out;
}
