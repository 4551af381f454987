/**
 * One-off migration for a project that ran a build before Messages: opens the
 * conversation of every application made before (the applications trigger opens
 * it for each new one). Idempotent: an open thread is left as it is, so a second
 * run opens none.
 *
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json npx tsx scripts/migrate-threads.mts --project <id>            # says what it would do
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json npx tsx scripts/migrate-threads.mts --project <id> --apply    # does it
 *
 * Against the emulators, FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 instead of the key.
 */
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';

const args = process.argv.slice(2);
const project = args[args.indexOf('--project') + 1];
const apply = args.includes('--apply');
if (!args.includes('--project') || !project || project.startsWith('--')) {
  console.error('Usage: npx tsx scripts/migrate-threads.mts --project <project-id> [--apply]');
  process.exit(2);
}
// The functions' own store (functions/src/store/firebase.ts) connects to this project.
process.env.GCLOUD_PROJECT = project;
const { db } = await import('../functions/src/store/firebase.ts');
const { openThread, THREADS } = await import('../functions/src/store/threads.ts');

let missing = 0;
let opened = 0;
const PAGE = 500;
let last: QueryDocumentSnapshot | undefined;
for (;;) {
  let page = db.collection('applications').orderBy('__name__').limit(PAGE);
  if (last) page = page.startAfter(last);
  const applications = await page.get();
  const threads = applications.empty
    ? []
    : await db.getAll(...applications.docs.map((a) => db.collection(THREADS).doc(a.id)), { fieldMask: ['applicationId'] });
  for (const [index, application] of applications.docs.entries()) {
    if (threads[index]!.exists) continue;
    missing += 1;
    if (apply && (await openThread(application.id, application.data(), application.get('createdAt') ?? undefined))) opened += 1;
  }
  if (applications.size < PAGE) break;
  last = applications.docs[applications.size - 1];
}

console.log(apply ? `Done: ${opened} conversations opened of ${missing} missing.` : `Would do (add --apply): ${missing} conversations to open.`);
