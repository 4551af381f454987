/**
 * Reporting a job (issue 19): creates reports/{jobId}_{uid} once. As with an
 * application, a second report is the same document, which the rules refuse;
 * the seeker may read their own report, so the refusal is then told apart:
 * 'You have already reported this job.', not a failure.
 */
import { reportId } from '@jobsearch/domain/helpers';
import { reportInputSchema, type ReportInput } from '@jobsearch/domain/schemas';
import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore';
import { confirmedUser } from '../../../lib/firebase';
import { db } from '../../../lib/firestore';

export type ReportResult =
  | { outcome: 'reported' }
  | { outcome: 'alreadyReported' }
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
  try {
    await setDoc(ref, { jobId, reporterId: uid, ...parsed.data, status: 'open', createdAt: serverTimestamp() });
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
