/**
 * One-off for a project whose jobs were posted before the applications trigger
 * counted them: writes `jobStats/{jobId}` (the counts Posted Jobs shows, "3
 * applicants · 1 shortlisted") for every job that has none, with the same code
 * as the trigger (functions/src/store/job-stats.ts). Jobs that have counts are
 * left alone (the trigger keeps them, and the daily reconciliation counts them
 * again). Safe to run again: a second run finds nothing to count. Posted Jobs
 * also counts a job without counts when its employer opens it, so this only
 * saves them the wait.
 *
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json npx tsx scripts/backfill-job-stats.mts --project <id>           # says what it would do
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json npx tsx scripts/backfill-job-stats.mts --project <id> --apply   # counts them
 *
 * Against the emulators, FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 instead of the key.
 */
import { initializeApp } from 'firebase-admin/app';
import { FieldPath, getFirestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { countApplicants, jobsWithoutStats } from '../functions/src/store/job-stats.ts';

const args = process.argv.slice(2);
const project = args[args.indexOf('--project') + 1];
const apply = args.includes('--apply');
if (!args.includes('--project') || !project || project.startsWith('--')) {
  console.error('Usage: npx tsx scripts/backfill-job-stats.mts --project <project-id> [--apply]');
  process.exit(2);
}
const db = getFirestore(initializeApp({ projectId: project }));

/** Jobs read a page at a time; each count is a transaction of a few count queries, this many side by side. */
const PAGE = 300;
const AT_ONCE = 10;

let jobs = 0;
let missing = 0;
let last: QueryDocumentSnapshot | undefined;
for (;;) {
  let page = db.collection('jobs').orderBy(FieldPath.documentId()).select().limit(PAGE);
  if (last) page = page.startAfter(last);
  const docs = (await page.get()).docs;
  jobs += docs.length;
  const uncounted = await jobsWithoutStats(
    db,
    docs.map((doc) => doc.id),
  );
  missing += uncounted.length;
  if (apply)
    for (let start = 0; start < uncounted.length; start += AT_ONCE)
      await Promise.all(uncounted.slice(start, start + AT_ONCE).map((id) => countApplicants(db, id)));
  if (docs.length < PAGE) break;
  last = docs[docs.length - 1];
}

console.log(`${apply ? 'Done' : 'Would do (add --apply)'}: ${missing} of ${jobs} jobs ${apply ? 'counted' : 'have no applicant counts'}.`);
