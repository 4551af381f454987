/**
 * One-off backfill for jobs written before a job recorded whether its employer
 * gave a number (`hasMobileNumber`, which the jobs trigger keeps from the job's
 * private contact): until then the details offer "Show number" on a job with
 * none. Writes the field from each job's contact, never the number itself.
 * Idempotent: a job that has the field is skipped.
 *
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json npx tsx scripts/backfill-has-mobile-number.mts --project <id>            # says how many
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json npx tsx scripts/backfill-has-mobile-number.mts --project <id> --apply    # writes them
 *
 * Against the emulators, FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 instead of the key.
 */
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { jobContactPath } from '../domain/src/job.ts';

const args = process.argv.slice(2);
const project = args[args.indexOf('--project') + 1];
const apply = args.includes('--apply');
if (!args.includes('--project') || !project || project.startsWith('--')) {
  console.error('Usage: npx tsx scripts/backfill-has-mobile-number.mts --project <project-id> [--apply]');
  process.exit(2);
}
// The functions' own store (functions/src/store/firebase.ts) connects to this project.
process.env.GCLOUD_PROJECT = project;
const { db } = await import('../functions/src/store/firebase.ts');

const PAGE = 300;
let missing = 0;
let written = 0;
let last: QueryDocumentSnapshot | undefined;
for (;;) {
  let page = db.collection('jobs').orderBy('__name__').select('hasMobileNumber').limit(PAGE);
  if (last) page = page.startAfter(last);
  const jobs = await page.get();
  const without = jobs.docs.filter((job) => typeof job.get('hasMobileNumber') !== 'boolean');
  missing += without.length;
  if (apply && without.length) {
    const contacts = await db.getAll(...without.map((job) => db.doc(jobContactPath(job.id))));
    // One job at a time: a job deleted meanwhile is skipped (an update never makes a document).
    const results = await Promise.allSettled(
      without.map((job, i) => job.ref.update({ hasMobileNumber: String(contacts[i]!.get('mobileNumber') ?? '') !== '' })),
    );
    for (const result of results) {
      if (result.status === 'fulfilled') written += 1;
      else if ((result.reason as { code?: number }).code !== 5) throw result.reason; // 5: NOT_FOUND
    }
  }
  if (jobs.size < PAGE) break;
  last = jobs.docs[jobs.size - 1];
}

console.log(apply ? `Done: ${written} jobs given hasMobileNumber.` : `Would do (add --apply): ${missing} jobs without hasMobileNumber.`);
