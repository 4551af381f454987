import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { derivedJobFields, isVerifiedCompany, type DerivedJobFields } from '@jobsearch/domain';
import { log } from '../log';
import { syncVerifiedCompanyName } from '../store/company-names';
import { readJobContact } from '../store/contacts';
import { db } from '../store/firebase';
import { syncCompanyEntry } from '../store/sitemap';
import { idOf, type Written } from './on-write';

/**
 * The derived fields a job should carry, from its stored text; null when the
 * text fields are not strings (a malformed document the API and lists skip).
 */
export function expectedDerivedFields(data: Record<string, unknown>): DerivedJobFields | null {
  const { companyName, city, salary } = data;
  if (typeof companyName !== 'string' || typeof city !== 'string' || typeof salary !== 'string') return null;
  const optional = (value: unknown) => (value === undefined || typeof value === 'string' ? (value ?? '') : null);
  const [jobRole, degree, trade, title, state, jobShift, jobType, description] = [
    'jobRole',
    'degree',
    'trade',
    'title',
    'state',
    'jobShift',
    'jobType',
    'description',
  ].map((field) => optional(data[field]));
  if ([jobRole, degree, trade, title, state, jobShift, jobType, description].includes(null)) return null;
  // Degree and trade are searched too ("iti", "diploma", "b.com"), as seekers type them; the lists' keys read every text field.
  return derivedJobFields({
    companyName,
    city,
    salary,
    jobRole: jobRole!,
    degree: degree!,
    trade: trade!,
    title: title!,
    state: state!,
    jobShift: jobShift!,
    jobType: jobType!,
    description: description!,
  });
}

const sameList = (stored: unknown, expected: readonly string[]) =>
  Array.isArray(stored) && stored.length === expected.length && stored.every((item, i) => item === expected[i]);

function sameDerived(data: Record<string, unknown>, expected: DerivedJobFields): boolean {
  return (
    sameList(data.keywords, expected.keywords) &&
    sameList(data.searchKeys, expected.searchKeys) &&
    data.salaryMin === expected.salaryMin &&
    data.salaryMax === expected.salaryMax
  );
}

/**
 * Derived fields are the server's (docs/rules.md): whenever a job is written,
 * its search keywords and salary numbers are computed again from its text and
 * stored when they differ. The rules refuse them from clients; the write here
 * does not touch updatedAt, and a second run finds nothing to change.
 */
export async function deriveJobFields(event: Written): Promise<void> {
  const after = event.data?.after;
  if (!after?.exists) return;
  const expected = expectedDerivedFields(after.data() ?? {});
  if (!expected) {
    log.warn('A job without readable text: derived fields not written', { jobId: idOf(event) });
    return;
  }
  const data = after.data() ?? {};
  const employerId = data.employerId;
  const [verification, contact] = await Promise.all([
    typeof employerId === 'string' && employerId !== '' ? db.doc(`employerVerifications/${employerId}`).get() : null,
    readJobContact(idOf(event)),
  ]);
  // The mark belongs to the company name the admin verified: a job under another name has none.
  const employerVerified = isVerifiedCompany(data.companyName, verification?.get('companyName'));
  // Whether a number is given, as the public page tells it (never the number): the in-app
  // details then offer Show number only when there is one. The contact is written in the
  // job's own batch, so this write of the job sees it.
  const hasMobileNumber = contact.mobileNumber !== '';
  // No mark reads as false (jobSchema's default): a job of an unverified employer is left without one.
  if (sameDerived(data, expected) && (data.employerVerified === true) === employerVerified && data.hasMobileNumber === hasMobileNumber) return;
  try {
    // Only if the job is still the version read: a newer write runs this trigger again.
    await db.doc(after.ref.path).update({ ...expected, employerVerified, hasMobileNumber }, { lastUpdateTime: after.updateTime });
  } catch (error) {
    const code = (error as { code?: number }).code;
    if (code === 5 || code === 9) return; // deleted meanwhile, or changed meanwhile (its own run follows)
    throw error;
  }
}

/**
 * Verified employers (docs/rules.md): when an admin marks an employer
 * verified under a company name (employerVerifications/{uid} written) or
 * withdraws it (deleted), each job of that employer gets `employerVerified`:
 * true exactly for the jobs under the verified name, so cards, details and the
 * API show the badge without reading a second document.
 */
export const copyEmployerVerification = onDocumentWritten({ document: 'employerVerifications/{uid}', region: 'asia-south1', retry: true }, async (event) => {
  const uid = event.params.uid;
  // Read again, not the event's copy: runs that finish out of order still end at the newest mark.
  const verifiedName = (await db.doc(`employerVerifications/${uid}`).get()).get('companyName');
  // The name is reserved for this employer while verified (verifiedCompanyNames), and their
  // company page is in the sitemap only while verified.
  await syncVerifiedCompanyName(uid, typeof verifiedName === 'string' && verifiedName.trim() !== '' ? verifiedName : null);
  await syncCompanyEntry(db, uid);
  const jobs = await db.collection('jobs').where('employerId', '==', uid).select('employerVerified', 'companyName').get();
  const writer = db.bulkWriter();
  // A failed write fails the invocation (retried), after the others were tried.
  const failures: unknown[] = [];
  for (const job of jobs.docs) {
    const verified = isVerifiedCompany(job.get('companyName'), verifiedName);
    if ((job.get('employerVerified') === true) === verified) continue;
    writer.update(job.ref, { employerVerified: verified }).catch((error: unknown) => {
      if ((error as { code?: number }).code !== 5) {
        failures.push(error);
        log.error('Could not copy the verified mark onto a job', { jobId: job.id, reason: String(error) });
      }
    });
  }
  await writer.close();
  if (failures.length) throw failures[0];
});
