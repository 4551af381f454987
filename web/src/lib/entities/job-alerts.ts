/**
 * A seeker's job alerts: the /jobs filters and search words
 * in one of ten slots, `jobAlerts/{uid}_{0..9}` (alertFields(), checked by
 * firestore.rules: only create, no update, so a slot in use is refused).
 * Used by the Jobs list (Create job alert) and Saved Jobs (the list, Remove). Full SDK.
 */
import { problem } from '@jobsearch/domain/problems';
import { alertFields, alertInputSchema } from '@jobsearch/domain/job-alerts';
import { alertId, PIPELINE_LIMITS } from '@jobsearch/domain/pipeline';
import { deleteDoc, doc, getDocs, serverTimestamp, setDoc } from 'firebase/firestore';
import { db } from '../firebase/firestore';
import { myAlertsQuery } from '../data/live';

export interface AlertFilters {
  q: string;
  degree: string;
  trade: string;
  state: string;
  city: string;
  minSalary: number;
}

/** The outcome, with the catalogue message to show. */
export type CreateAlertResult = { outcome: 'created'; message: string } | { outcome: 'refused' | 'failed'; message: string };

/** The first free slot among 0..9 given the ids in use, or null when all ten are taken. */
export function freeAlertSlot(uid: string, usedIds: ReadonlySet<string>): number | null {
  for (let slot = 0; slot < PIPELINE_LIMITS.alertsPerSeeker; slot++) if (!usedIds.has(alertId(uid, slot))) return slot;
  return null;
}

export async function createJobAlert(uid: string, filters: AlertFilters): Promise<CreateAlertResult> {
  const parsed = alertInputSchema.safeParse({
    q: filters.q,
    degree: filters.degree,
    trade: filters.trade,
    state: filters.state,
    city: filters.city,
    minSalary: filters.minSalary,
  });
  if (!parsed.success) return { outcome: 'refused', message: parsed.error.issues[0]?.message ?? problem('jobs.alertInvalidFilter') };
  try {
    const existing = await getDocs(myAlertsQuery(uid));
    const slot = freeAlertSlot(uid, new Set(existing.docs.map((d) => d.id)));
    if (slot === null) return { outcome: 'refused', message: problem('jobs.alertsFull') };
    await setDoc(doc(db, 'jobAlerts', alertId(uid, slot)), { ...alertFields(uid, parsed.data), createdAt: serverTimestamp() });
    return { outcome: 'created', message: problem('jobs.alertCreated') };
  } catch (error) {
    console.error('Creating the job alert failed', error);
    return { outcome: 'failed', message: problem('jobs.alertCreateFailed') };
  }
}

/** Removes one of the seeker's alerts; resolves false (and logs) on failure. */
export async function removeJobAlert(id: string): Promise<boolean> {
  try {
    await deleteDoc(doc(db, 'jobAlerts', id));
    return true;
  } catch (error) {
    console.error('Removing the job alert failed', error);
    return false;
  }
}
