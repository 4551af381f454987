import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { REPORTS_TO_HIDE, hasStanding, type AdminNotification } from '@jobsearch/domain';
import { log } from '../log';
import { db } from '../store/firebase';
import { phoneProvedAt } from '../store/standing';
import type { Written } from './on-write';

/**
 * Reports (docs/rules.md): whenever a report is written (a seeker files one,
 * an admin dismisses or resolves it), the job's open reports are counted
 * again and the job gets `openReports` (every open report, for the admin)
 * and `hiddenByReports`, which the seekers' list leaves out. Only reports
 * from reporters with standing (`counts`, decided once per report here from
 * the server's phoneProofs record, domain hasStanding) hide a job: at
 * REPORTS_TO_HIDE of them. Counting in a transaction, not adding one, makes
 * runs in any order end at the truth. When the job becomes hidden, the same
 * transaction writes one adminNotifications document, so a retried or
 * repeated run never tells the admins twice. No client writes these fields
 * (firestore.rules); updatedAt is not touched.
 */
export async function countJobReports(event: Written): Promise<void> {
  const after = event.data?.after;
  const data = after?.data() ?? event.data?.before?.data();
  const jobId = data?.jobId;
  if (typeof jobId !== 'string' || jobId === '') return;

  // A new report's weight, from outside the transaction (Auth is not Firestore).
  let weigh: boolean | null = null;
  if (after?.exists && typeof after.get('counts') !== 'boolean') {
    const reporterId = after.get('reporterId');
    const createdAt = after.get('createdAt');
    const reportedAt = createdAt instanceof Timestamp ? createdAt.toDate() : new Date();
    weigh = typeof reporterId === 'string' && hasStanding(await phoneProvedAt(reporterId), reportedAt);
  }

  const jobRef = db.collection('jobs').doc(jobId);
  const openOf = db.collection('reports').where('jobId', '==', jobId).where('status', '==', 'open');
  const hidden = await db.runTransaction(async (transaction) => {
    const job = await transaction.get(jobRef);
    const report = after?.exists ? await transaction.get(after.ref) : null;
    // Set once: a report already weighed keeps its weight.
    const newWeight = report?.exists && typeof report.get('counts') !== 'boolean' && weigh !== null ? weigh : null;
    if (!job.exists) {
      if (newWeight !== null) transaction.update(report!.ref, { counts: newWeight });
      return false;
    }
    const openReports = (await transaction.get(openOf.count())).data().count;
    let counting = (await transaction.get(openOf.where('counts', '==', true).count())).data().count;
    // This transaction's own write is not in the query's answer yet.
    if (newWeight === true && report!.get('status') === 'open') counting += 1;
    const hiddenByReports = counting >= REPORTS_TO_HIDE;
    if (newWeight !== null) transaction.update(report!.ref, { counts: newWeight });
    if (job.get('openReports') === openReports && job.get('hiddenByReports') === hiddenByReports) return false;
    transaction.update(jobRef, { openReports, hiddenByReports });
    if (!hiddenByReports || job.get('hiddenByReports') === true) return false;
    const notice: Omit<AdminNotification, 'createdAt'> & { createdAt: FieldValue } = {
      kind: 'jobAutoHidden',
      jobId,
      jobTitle: String(job.get('title') ?? ''),
      companyName: String(job.get('companyName') ?? ''),
      countingReports: counting,
      read: false,
      createdAt: FieldValue.serverTimestamp(),
    };
    transaction.create(db.collection('adminNotifications').doc(), notice);
    return true;
  });
  log.info('Job reports counted', { jobId, hidden });
}
