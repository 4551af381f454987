/**
 * Reporting a job: creates reports/{jobId}_{uid} once, and in the same batch
 * counts it in reportQuota/{uid} (the rules refuse one without the other, and
 * an account's 11th report of a day). As with an application, a second report
 * is the same document, which the rules refuse; the seeker may read their own
 * report, so the refusal is then told apart: 'You have already reported this
 * job.', not a failure. The day's quota is read first, so a used-up day says
 * "try tomorrow" instead of trying.
 */
import { reportId, todayInIndia } from '@jobsearch/domain/helpers';
import { nextReportQuota, reportQuotaSchema } from '@jobsearch/domain/reports';
import { reportInputSchema, type ReportInput } from '@jobsearch/domain/schemas';
import { doc, getDoc, serverTimestamp, writeBatch } from 'firebase/firestore';
import { confirmedUser } from '../../../lib/firebase/app';
import { db } from '../../../lib/firebase/firestore';

export type ReportResult =
  | { outcome: 'reported' }
  | { outcome: 'alreadyReported' }
  | { outcome: 'limitReached' }
  | { outcome: 'invalid'; fieldErrors: Partial<Record<keyof ReportInput, string>> }
  | { outcome: 'failed'; error: unknown };

function isPermissionDenied(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'permission-denied';
}

export async function reportJob(jobId: string, values: { reason: string; note: string }): Promise<ReportResult> {
  const parsed = reportInputSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Partial<Record<keyof ReportInput, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof ReportInput;
      fieldErrors[field] ??= issue.message;
    }
    return { outcome: 'invalid', fieldErrors };
  }
  const uid = (await confirmedUser())?.uid;
  if (!uid) return { outcome: 'failed', error: new Error('Not signed in') };
  const ref = doc(db, 'reports', reportId(jobId, uid));
  const quotaRef = doc(db, 'reportQuota', uid);
  try {
    const stored = await getDoc(quotaRef);
    const previous = stored.exists() ? reportQuotaSchema.parse(stored.data()) : null;
    const quota = nextReportQuota(previous, jobId, todayInIndia());
    if (!quota) return { outcome: 'limitReached' };
    const batch = writeBatch(db);
    batch.set(ref, { jobId, reporterId: uid, ...parsed.data, status: 'open', createdAt: serverTimestamp() });
    batch.set(quotaRef, quota);
    await batch.commit();
    return { outcome: 'reported' };
  } catch (error) {
    if (isPermissionDenied(error)) {
      const exists = await getDoc(ref).then(
        (snapshot) => snapshot.exists(),
        () => false,
      );
      if (exists) return { outcome: 'alreadyReported' };
    }
    console.error('Reporting failed', error);
    return { outcome: 'failed', error };
  }
}
