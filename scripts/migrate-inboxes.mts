/**
 * One-off migration for a project that ran a build before the inboxes carried the bell's
 * count and the "Applied" marks (domain/src/inboxes.ts): makes both again for every account
 * from its unread notifications and its applications. Idempotent: an inbox that already says
 * so is left as it is. `--uid <uid>` does one account.
 *
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json npx tsx scripts/migrate-inboxes.mts --project <id>            # says what it would do
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json npx tsx scripts/migrate-inboxes.mts --project <id> --apply    # does it
 *
 * Against the emulators, FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 instead of the key.
 */
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';

const args = process.argv.slice(2);
const valueOf = (flag: string) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const project = valueOf('--project');
const only = valueOf('--uid');
const apply = args.includes('--apply');
if (!project || project.startsWith('--') || (args.includes('--uid') && (!only || only.startsWith('--')))) {
  console.error('Usage: npx tsx scripts/migrate-inboxes.mts --project <project-id> [--uid <uid>] [--apply]');
  process.exit(2);
}
// The functions' own store (functions/src/store/firebase.ts) connects to this project.
process.env.GCLOUD_PROJECT = project;
const { db } = await import('../functions/src/store/firebase.ts');
const { rebuildInbox } = await import('../functions/src/store/inboxes.ts');

/** Every account with a profile, a page at a time (or the one asked for). */
async function* accounts(): AsyncGenerator<string> {
  if (only) {
    yield only;
    return;
  }
  const PAGE = 500;
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = db.collection('users').orderBy('__name__').select().limit(PAGE);
    if (last) page = page.startAfter(last);
    const users = await page.get();
    for (const user of users.docs) yield user.id;
    if (users.size < PAGE) return;
    last = users.docs[users.size - 1];
  }
}

let seen = 0;
let differing = 0;
for await (const uid of accounts()) {
  seen += 1;
  if (await rebuildInbox(uid, { dryRun: !apply })) differing += 1;
}
console.log(apply ? `Done: ${differing} inboxes written of ${seen} accounts.` : `Would do (add --apply): ${differing} inboxes to write of ${seen} accounts.`);
