import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { REPORTS_TO_HIDE } from '@jobsearch/domain';
import { log } from '../log';
import { db } from '../store/firebase';

/**
 * Reports (issue 19, docs/rules.md): whenever a report is written (a seeker
 * files one, an admin dismisses or resolves it), the job's open reports are
 * counted again and the job gets `openReports` and `hiddenByReports`
 * (open >= REPORTS_TO_HIDE), which the seekers' list leaves out. Counting in
 * a transaction, not adding one, makes runs in any order end at the truth.
 * No client writes these fields (firestore.rules); updatedAt is not touched.
 */
export const countJobReports = onDocumentWritten({ document: 'reports/{reportId}', region: 'asia-south1' }, async (event) => {
  const data = event.data?.after?.data() ?? event.data?.before?.data();
  const jobId = data?.jobId;
  if (typeof jobId !== 'string' || jobId === '') return;
  const jobRef = db.collection('jobs').doc(jobId);
  const open = db.collection('reports').where('jobId', '==', jobId).where('status', '==', 'open');
  await db.runTransaction(async (transaction) => {
    const job = await transaction.get(jobRef);
    if (!job.exists) return;
    const openReports = (await transaction.get(open.count())).data().count;
    const hiddenByReports = openReports >= REPORTS_TO_HIDE;
    if (job.get('openReports') === openReports && job.get('hiddenByReports') === hiddenByReports) return;
    transaction.update(jobRef, { openReports, hiddenByReports });
  });
  log.info('Job reports counted', { jobId });
});
