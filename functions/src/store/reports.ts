import { FieldValue } from 'firebase-admin/firestore';
import { db } from './firebase';

/**
 * The admin's "Deactivate job" of the Reports tab: the job becomes Inactive
 * (seekers no longer see it) and its open reports are resolved, in one batch;
 * the reports trigger then counts them again. False when there is no job.
 */
export async function deactivateReportedJob(jobId: string): Promise<boolean> {
  const jobRef = db.collection('jobs').doc(jobId);
  return db.runTransaction(async (transaction) => {
    const job = await transaction.get(jobRef);
    if (!job.exists) return false;
    const open = await transaction.get(db.collection('reports').where('jobId', '==', jobId).where('status', '==', 'open'));
    transaction.update(jobRef, { status: 'Inactive', updatedAt: FieldValue.serverTimestamp() });
    for (const report of open.docs) transaction.update(report.ref, { status: 'resolved' });
    return true;
  });
}
