/** What a job alert watches for, in words (Saved Jobs' alert list). Pure, unit-tested beside. */
import type { JobAlert } from '@jobsearch/domain/pipeline';

/** The alert's filters as labelled parts: "Search: welder", "Degree: ITI", ... in the /jobs filters' order. */
export function alertParts(alert: Pick<JobAlert, 'q' | 'degree' | 'trade' | 'city' | 'minSalary'>): string[] {
  const parts: string[] = [];
  if (alert.q.trim()) parts.push(`Search: ${alert.q.trim()}`);
  if (alert.degree) parts.push(`Degree: ${alert.degree}`);
  if (alert.trade) parts.push(`Trade: ${alert.trade}`);
  if (alert.city) parts.push(`District: ${alert.city}`);
  if (alert.minSalary > 0) parts.push(`Minimum salary: ₹${alert.minSalary.toLocaleString('en-IN')}`);
  return parts;
}

/** The /jobs URL that lists what the alert watches for. */
export function alertJobsSearch(alert: Pick<JobAlert, 'q' | 'degree' | 'trade' | 'city' | 'minSalary'>): string {
  const params = new URLSearchParams();
  if (alert.q.trim()) params.set('q', alert.q.trim());
  if (alert.degree) params.set('degree', alert.degree);
  if (alert.trade) params.set('trade', alert.trade);
  if (alert.city) params.set('district', alert.city);
  if (alert.minSalary > 0) params.set('minSalary', String(alert.minSalary));
  return params.toString();
}

/** Alerts in slot order (uid_0 .. uid_9), so the list does not jump as alerts come and go. */
export function bySlot<T extends { id: string }>(alerts: readonly T[]): T[] {
  const slot = (id: string) => Number(id.slice(id.lastIndexOf('_') + 1));
  return [...alerts].sort((a, b) => slot(a.id) - slot(b.id));
}
