import type { Firestore, Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { alertKeysOfJob, alertMatchesJob, jobAlertSchema, type AlertableJob, type JobAlert } from '@jobsearch/domain';

export type { AlertableJob };

export interface AlertMatches {
  alerts: { id: string; alert: JobAlert }[];
  /** Documents read (a query that finds nothing costs one read). */
  reads: number;
  queries: number;
  /** The candidates reached the cap: the alerts beyond it were not read (and are logged by the caller). */
  capped: boolean;
}

/**
 * The bounds of one job's matching: candidates are read a page at a time,
 * and at most maxCandidates in all (10 alert slots per seeker, so 5,000
 * candidates reach at least 500 seekers; beyond that the run stops and says so).
 */
export const ALERT_MATCHING = { pageSize: 500, maxCandidates: 5000 } as const;

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
export async function findMatchingAlerts(
  db: Firestore,
  job: AlertableJob,
  bounds: { pageSize: number; maxCandidates: number } = ALERT_MATCHING,
): Promise<AlertMatches> {
  const alerts = db.collection('jobAlerts');
  const keys = alertKeysOfJob(job);
  const queries: Query[] = [];
  for (let i = 0; i < keys.length; i += IN_LIMIT) queries.push(alerts.where('key', 'in', keys.slice(i, i + IN_LIMIT)));
  if (job.salaryMax !== null) queries.push(alerts.where('key', '==', 'salary').where('minSalary', '<=', job.salaryMax));
  const out: AlertMatches = { alerts: [], reads: 0, queries: queries.length, capped: false };
  let candidates = 0;
  const seen = new Set<string>();
  // The queries run together, each a page at a time, so the reads are bounded and no one
  // query's long tail is left out for another's: a page each, then the next pages.
  let cursors: { query: Query; after: QueryDocumentSnapshot | null }[] = queries.map((query) => ({ query, after: null }));
  while (cursors.length > 0) {
    const room = bounds.maxCandidates - candidates;
    if (room <= 0) {
      out.capped = true;
      break;
    }
    const limit = Math.max(1, Math.min(bounds.pageSize, Math.floor(room / cursors.length)));
    const pages = await Promise.all(cursors.map(({ query, after }) => (after ? query.startAfter(after) : query).limit(limit).get()));
    const next: typeof cursors = [];
    pages.forEach((page, index) => {
      out.reads += Math.max(1, page.size);
      candidates += page.size;
      for (const doc of page.docs) {
        if (seen.has(doc.id)) continue;
        seen.add(doc.id);
        const parsed = jobAlertSchema.safeParse({ ...doc.data(), createdAt: doc.get('createdAt')?.toDate?.() });
        if (parsed.success && alertMatchesJob(parsed.data, job)) out.alerts.push({ id: doc.id, alert: parsed.data });
      }
      if (page.size === limit) next.push({ query: cursors[index]!.query, after: page.docs[page.docs.length - 1]! });
    });
    cursors = next;
  }
  return out;
}
