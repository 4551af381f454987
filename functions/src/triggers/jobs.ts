import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { derivedJobFields, type DerivedJobFields } from '@jobsearch/domain';
import { log } from '../log';
import { db } from '../store/firebase';

/**
 * The derived fields a job should carry, from its stored text; null when the
 * text fields are not strings (a malformed document the API and lists skip).
 */
export function expectedDerivedFields(data: Record<string, unknown>): DerivedJobFields | null {
  const { jobRole, companyName, city, salary } = data;
  if (typeof companyName !== 'string' || typeof city !== 'string' || typeof salary !== 'string') return null;
  if (jobRole !== undefined && typeof jobRole !== 'string') return null;
  return derivedJobFields({ jobRole: jobRole ?? '', companyName, city, salary });
}

function sameDerived(data: Record<string, unknown>, expected: DerivedJobFields): boolean {
  const keywords = data.keywords;
  return Array.isArray(keywords)
    && keywords.length === expected.keywords.length
    && keywords.every((k, i) => k === expected.keywords[i])
    && data.salaryMin === expected.salaryMin
    && data.salaryMax === expected.salaryMax;
}

/**
 * Derived fields are the server's (docs/rules.md): whenever a job is written,
 * its search keywords and salary numbers are computed again from its text and
 * stored when they differ. The rules refuse them from clients; the write here
 * does not touch updatedAt, and a second run finds nothing to change.
 */
export const deriveJobFields = onDocumentWritten({ document: 'jobs/{jobId}', region: 'asia-south1' }, async (event) => {
  const after = event.data?.after;
  if (!after?.exists) return;
  const expected = expectedDerivedFields(after.data() ?? {});
  if (!expected) {
    log.warn('A job without readable text: derived fields not written', { jobId: event.params.jobId });
    return;
  }
  if (sameDerived(after.data() ?? {}, expected)) return;
  try {
    // Only if the job is still the version read: a newer write runs this trigger again.
    await db.doc(after.ref.path).update(expected, { lastUpdateTime: after.updateTime });
  } catch (error) {
    const code = (error as { code?: number }).code;
    if (code === 5 || code === 9) return; // deleted meanwhile, or changed meanwhile (its own run follows)
    throw error;
  }
});
