#!/usr/bin/env node
// Moves each job's employer number out of the listable job document into its
// private contact, jobs/{jobId}/private/contact ({ mobileNumber, employerId }),
// which only the owner and admins read (seekers reveal one job at a time
// through the API). Run once after deploying the rules and functions that
// read numbers from there (README, Operations):
//
//   GOOGLE_APPLICATION_CREDENTIALS=key.json node scripts/migrate-contacts.mjs --project <project-id> [--dry-run]
//
// Idempotent: a job without a mobileNumber field is left alone, so a second
// run finds nothing. A contact the employer already wrote (an edit after the
// deploy) is kept; the job's old copy is then only removed. Each job is moved
// in its own batch (contact and job together), only if the job is unchanged
// since it was read; a job changed meanwhile is reported and left for the
// next run. On the emulators, FIRESTORE_EMULATOR_HOST points it there.
import { initializeApp } from 'firebase-admin/app';
import { FieldPath, FieldValue, getFirestore } from 'firebase-admin/firestore';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const projectId = option('--project') ?? process.env.GCLOUD_PROJECT;
const dryRun = args.includes('--dry-run');
if (!projectId) {
  console.error('Usage: node scripts/migrate-contacts.mjs --project <project-id> [--dry-run]');
  process.exit(2);
}

// jobInputSchema's stored form, as firestore.rules check it: '' or 10 digits starting 6-9.
const STORED_NUMBER = /^[6-9][0-9]{9}$/;
const PAGE = 300;

const db = getFirestore(initializeApp({ projectId }));
const counts = { read: 0, holdingNumber: 0, moved: 0, keptExisting: 0, invalid: 0, changedMeanwhile: 0 };

async function migrate(job) {
  const number = job.get('mobileNumber');
  const employerId = job.get('employerId');
  const contactRef = job.ref.collection('private').doc('contact');
  const contact = await contactRef.get();
  const batch = db.batch();
  if (contact.exists) counts.keptExisting++;
  else {
    const valid = typeof number === 'string' && STORED_NUMBER.test(number);
    if (!valid && number !== '') counts.invalid++;
    batch.create(contactRef, { mobileNumber: valid ? number : '', employerId: typeof employerId === 'string' ? employerId : '' });
  }
  batch.update(job.ref, { mobileNumber: FieldValue.delete() }, { lastUpdateTime: job.updateTime });
  if (dryRun) return;
  try {
    await batch.commit();
    counts.moved++;
  } catch (error) {
    // 9: the job changed since it was read; 6: its contact was written meanwhile; 5: deleted.
    if ([5, 6, 9].includes(error.code)) counts.changedMeanwhile++;
    else throw error;
  }
}

let after = null;
for (;;) {
  let query = db.collection('jobs').orderBy(FieldPath.documentId()).limit(PAGE);
  if (after) query = query.startAfter(after);
  const page = await query.get();
  if (page.empty) break;
  counts.read += page.size;
  const legacy = page.docs.filter((job) => job.get('mobileNumber') !== undefined);
  counts.holdingNumber += legacy.length;
  for (let i = 0; i < legacy.length; i += 20) await Promise.all(legacy.slice(i, i + 20).map(migrate));
  after = page.docs[page.docs.length - 1].id;
}

console.log(
  `${dryRun ? '[dry run] ' : ''}jobs read: ${counts.read}; holding a number field: ${counts.holdingNumber}; moved: ${counts.moved}; contact already there (job copy removed): ${counts.keptExisting}; invalid numbers stored as '': ${counts.invalid}; changed meanwhile (run again): ${counts.changedMeanwhile}`,
);
if (counts.changedMeanwhile > 0) process.exitCode = 1;
