// Once, after deploying the resumes check to a project that already holds
// resumes: judges every file under resumes/ and profileResumes/ as the
// resumes trigger judges a new upload (functions/src/store/resume-check.ts),
// so the files employers already received get the mark storage.rules now
// require for their read. Files without the mark only: a rerun is cheap.
//
//   GOOGLE_CLOUD_PROJECT=<project> STORAGE_BUCKET=<bucket> node --import tsx scripts/check-stored-resumes.mts [--delete]
//
// Without --delete, a file that fails is only listed (the employer cannot
// read it until someone decides); with --delete it is deleted, as the
// trigger does. Uses Application Default Credentials (or the emulators'
// FIREBASE_STORAGE_EMULATOR_HOST).
import { initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { RESUME_CHECK_KEY, RESUME_CHECK_PASSED } from '@jobsearch/domain';
import { checkStoredResume, storedResumeOf, type CheckOutcome } from '../functions/src/store/resume-check.js';

const bucketName = process.env.STORAGE_BUCKET;
if (!bucketName) {
  console.error('Set STORAGE_BUCKET to the project’s bucket (e.g. my-project.appspot.com).');
  process.exit(1);
}
initializeApp({ storageBucket: bucketName });
const bucket = getStorage().bucket(bucketName);
const deleteFailures = process.argv.includes('--delete');
const counts: Record<CheckOutcome | 'already', number> = { passed: 0, deleted: 0, failed: 0, unreadable: 0, changed: 0, already: 0 };

for (const prefix of ['resumes/', 'profileResumes/']) {
  const [files] = await bucket.getFiles({ prefix });
  for (const object of files) {
    if (object.metadata.metadata?.[RESUME_CHECK_KEY] === RESUME_CHECK_PASSED) {
      counts.already += 1;
      continue;
    }
    const file = storedResumeOf({ ...object.metadata, name: object.name } as Parameters<typeof storedResumeOf>[0]);
    if (!file) continue;
    const outcome = await checkStoredResume(bucket, file, { deleteFailures });
    counts[outcome] += 1;
    if (outcome !== 'passed') console.log(`${outcome}: ${file.name}`);
  }
}
console.log(JSON.stringify(counts));
