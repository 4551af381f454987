/**
 * One-off migration for a project that ran a build where a conversation held one
 * report on the thread itself (`reportedBy`, `reportedAt`): each becomes the
 * reporter's own open report, threadReports/{threadId}_{reporterUid}, so the
 * admin's Reported conversations list shows it and the other side can still
 * file theirs, and the two fields leave the thread. Idempotent: a report that
 * exists already is kept as it is, and a thread without the fields is skipped.
 *
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json npx tsx scripts/migrate-thread-reports.mts --project <id>            # says what it would do
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json npx tsx scripts/migrate-thread-reports.mts --project <id> --apply    # does it
 *
 * Against the emulators, FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 instead of the key.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { THREAD_REPORTS_COLLECTION, threadReportId } from '../domain/src/thread-reports.ts';

const args = process.argv.slice(2);
const project = args[args.indexOf('--project') + 1];
const apply = args.includes('--apply');
if (!args.includes('--project') || !project || project.startsWith('--')) {
  console.error('Usage: npx tsx scripts/migrate-thread-reports.mts --project <project-id> [--apply]');
  process.exit(2);
}
// The functions' own store (functions/src/store/firebase.ts) connects to this project.
process.env.GCLOUD_PROJECT = project;
const { db } = await import('../functions/src/store/firebase.ts');
const { THREADS } = await import('../functions/src/store/threads.ts');

const reported = await db.collection(THREADS).where('reportedBy', '!=', null).get();
let moved = 0;
for (const thread of reported.docs) {
  const reporterId = String(thread.get('reportedBy'));
  const reportedId = reporterId === thread.get('employerId') ? thread.get('applicantId') : thread.get('employerId');
  if (!apply) continue;
  await db.runTransaction(async (tx) => {
    const reportRef = db.collection(THREAD_REPORTS_COLLECTION).doc(threadReportId(thread.id, reporterId));
    const existing = await tx.get(reportRef);
    const at = thread.get('reportedAt');
    if (!existing.exists) {
      tx.create(reportRef, {
        threadId: thread.id,
        reporterId,
        reportedId: String(reportedId),
        status: 'open',
        createdAt: at instanceof Timestamp ? at : FieldValue.serverTimestamp(),
      });
    }
    tx.update(thread.ref, { reportedBy: FieldValue.delete(), reportedAt: FieldValue.delete() });
  });
  moved += 1;
}

console.log(apply ? `Done: ${moved} reports moved to threadReports.` : `Would do (add --apply): ${reported.size} thread reports to move.`);
