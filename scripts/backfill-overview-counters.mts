/**
 * One-off for a project that ran a build without the admin Overview: counts
 * every user, job, application and report once and sets the Overview's
 * counters (overviewCounters) to what the counting triggers would hold, so
 * the totals and the last days include what came before the triggers. Reads
 * every record a page at a time; run it right after deploying the functions,
 * at a quiet moment (a record written while it runs may be counted twice or
 * not at all), and again whenever the counters are in doubt: each run sets
 * them to the truth of that moment.
 *
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json npx tsx scripts/backfill-overview-counters.mts --project <id>            # says what it would write
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json npx tsx scripts/backfill-overview-counters.mts --project <id> --apply    # writes it
 *
 * Against the emulators, FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 instead of the key.
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { recountOverview, writeRecount } from '../functions/src/store/overview.ts';

const args = process.argv.slice(2);
const project = args[args.indexOf('--project') + 1];
const apply = args.includes('--apply');
if (!args.includes('--project') || !project || project.startsWith('--')) {
  console.error('Usage: npx tsx scripts/backfill-overview-counters.mts --project <project-id> [--apply]');
  process.exit(2);
}
const db = getFirestore(initializeApp({ projectId: project }));

const truth = await recountOverview(db);
const days = Object.keys(truth)
  .filter((target) => target !== 'totals')
  .sort();
console.log('Totals:', JSON.stringify(truth.totals ?? {}));
console.log(`Days: ${days.length}${days.length ? ` (${days[0]} to ${days.at(-1)})` : ''}`);
if (!apply) {
  console.log('Would set the counters to these (add --apply).');
} else {
  const { written, deleted } = await writeRecount(db, truth);
  console.log(`Done: ${written} counter documents set, ${deleted} other shards removed.`);
}
