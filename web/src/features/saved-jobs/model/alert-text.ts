/** What a job alert watches for, in words (Saved Jobs' alert list). Pure, unit-tested beside. */
import type { JobAlert } from '@jobsearch/domain/pipeline';
import type { Translate } from '../../../i18n';
import type { ChoiceList } from '../../../i18n/choices';

const asStored = (_list: ChoiceList, value: string) => value;

/**
 * The alert's filters as labelled parts: "Search: welder", "Degree: ITI", ... in the /jobs filters' order,
 * in the chosen language (`t`, the choices' labels, rupees in its digits).
 */
export function alertParts(
  alert: Pick<JobAlert, 'q' | 'degree' | 'trade' | 'city' | 'minSalary'> & { state?: string },
  t: Translate,
  rupees: (amount: number) => string,
  label: (list: ChoiceList, value: string) => string = asStored,
): string[] {
  const parts: string[] = [];
  if (alert.q.trim()) parts.push(t('savedJobs.alertSearch', { q: alert.q.trim() }));
  if (alert.degree) parts.push(t('savedJobs.alertDegree', { degree: label('degree', alert.degree) }));
  if (alert.trade) parts.push(t('savedJobs.alertTrade', { trade: label('trade', alert.trade) }));
  // A district names its state: the state shows only when it is the place filter.
  if (alert.state && !alert.city) parts.push(t('savedJobs.alertState', { state: label('state', alert.state) }));
  if (alert.city) parts.push(t('savedJobs.alertDistrict', { district: label('city', alert.city) }));
  if (alert.minSalary > 0) parts.push(t('savedJobs.alertMinSalary', { rupees: rupees(alert.minSalary) }));
  return parts;
}

/** The /jobs URL that lists what the alert watches for. */
export function alertJobsSearch(alert: Pick<JobAlert, 'q' | 'degree' | 'trade' | 'city' | 'minSalary'> & { state?: string }): string {
  const params = new URLSearchParams();
  if (alert.q.trim()) params.set('q', alert.q.trim());
  if (alert.degree) params.set('degree', alert.degree);
  if (alert.trade) params.set('trade', alert.trade);
  if (alert.state) params.set('state', alert.state);
  if (alert.city) params.set('district', alert.city);
  if (alert.minSalary > 0) params.set('minSalary', String(alert.minSalary));
  return params.toString();
}

/** Alerts in slot order (uid_0 .. uid_9), so the list does not jump as alerts come and go. */
export function bySlot<T extends { id: string }>(alerts: readonly T[]): T[] {
  const slot = (id: string) => Number(id.slice(id.lastIndexOf('_') + 1));
  return [...alerts].sort((a, b) => slot(a.id) - slot(b.id));
}
