/**
 * One-off migration for a project that ran an older build: fills the sitemap's
 * stored copy (sitemapShards, which the jobs trigger keeps from now on) from
 * every job, and names the company of each employer verification made before
 * the mark was tied to a company name (the company name of that employer's
 * newest job, as the admin API does when no name is given). Idempotent: a
 * second run finds nothing to do.
 *
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json npx tsx scripts/migrate-sitemap-and-verifications.mts --project <id>            # says what it would do
 *   GOOGLE_APPLICATION_CREDENTIALS=key.json npx tsx scripts/migrate-sitemap-and-verifications.mts --project <id> --apply    # does it
 *
 * Against the emulators, FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 instead of the key.
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { sitemapShardOf } from '@jobsearch/domain';
import { sitemapEntryOf, syncSitemapEntry } from '../functions/src/store/sitemap.ts';

const args = process.argv.slice(2);
const project = args[args.indexOf('--project') + 1];
const apply = args.includes('--apply');
if (!args.includes('--project') || !project || project.startsWith('--')) {
  console.error('Usage: npx tsx scripts/migrate-sitemap-and-verifications.mts --project <project-id> [--apply]');
  process.exit(2);
}
const db = getFirestore(initializeApp({ projectId: project }));

let sitemapChanges = 0;
const PAGE = 500;
let last: QueryDocumentSnapshot | undefined;
for (;;) {
  let page = db.collection('jobs').orderBy('__name__').select('status', 'hiddenByReports', 'updatedAt', 'createdAt').limit(PAGE);
  if (last) page = page.startAfter(last);
  const jobs = await page.get();
  for (const job of jobs.docs) {
    const entry = sitemapEntryOf(job.data());
    const stored = (await db.doc(`sitemapShards/${sitemapShardOf(job.id)}`).get()).get('entries')?.[job.id];
    if ((entry ?? undefined) === stored) continue;
    sitemapChanges += 1;
    if (apply) await syncSitemapEntry(db, job.id);
  }
  if (jobs.size < PAGE) break;
  last = jobs.docs[jobs.size - 1];
}

let named = 0;
for (const verification of (await db.collection('employerVerifications').get()).docs) {
  if (typeof verification.get('companyName') === 'string' && verification.get('companyName').trim() !== '') continue;
  const newest = await db.collection('jobs').where('employerId', '==', verification.id).orderBy('createdAt', 'desc').select('companyName').limit(1).get();
  const name = String(newest.docs[0]?.get('companyName') ?? '').trim();
  console.log(`employerVerifications/${verification.id}: ${name ? `companyName "${name}"` : 'no job to name it from: an admin must verify again'}`);
  if (!name) continue;
  named += 1;
  if (apply) await verification.ref.update({ companyName: name });
}

console.log(`${apply ? 'Done' : 'Would do (add --apply)'}: ${sitemapChanges} sitemap entries, ${named} verifications named.`);
