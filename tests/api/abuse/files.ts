// Planted files: only checked resumes, named and served as resumes, from proved accounts, in this project's bucket.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, doc, getFirestore, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { connectStorageEmulator, getDownloadURL, getMetadata, getStorage as getClientStorage, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';

import { newApplicationFields, RESUME_CHECK_KEY, RESUME_CHECK_PASSED } from '@jobsearch/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleDocx, sampleDocxEntries, samplePdf, sampleZip } from '../../../scripts/lib/sample-data.mjs';
import { PROJECT_ID, seedJob, type TestUser, BUCKET_NAME, bucket, eventually, SLOW_TRIGGER_SECONDS, createUsers } from '../../support';
import { call, db } from '../helpers';

const [authHost, authPort] = (process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099').split(':');
const [firestoreHost, firestorePort] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
const [storageHost, storagePort] = (process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199').split(':');
const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const apps: FirebaseApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
});

/** The web SDK signed in as this user, as an attacker's script would be. */
async function sdkAs(user: TestUser): Promise<{ firestore: Firestore; storage: FirebaseStorage }> {
  const app = initializeApp({ apiKey: 'demo-key', projectId: PROJECT_ID, storageBucket: BUCKET_NAME }, `abuse-${user.uid}-${apps.length}`);
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${authHost}:${authPort}`, { disableWarnings: true });
  await signInWithEmailAndPassword(auth, user.email, user.password);
  const firestore = getFirestore(app);
  connectFirestoreEmulator(firestore, firestoreHost!, Number(firestorePort));
  const storage = getClientStorage(app);
  connectStorageEmulator(storage, storageHost!, Number(storagePort));
  return { firestore, storage };
}

const adminFile = (path: string) => bucket().file(path);
const exists = async (path: string) => (await adminFile(path).exists())[0];
const markOf = async (path: string) => ((await adminFile(path).getMetadata())[0].metadata?.[RESUME_CHECK_KEY] as string | undefined) ?? null;

const refused = (attempt: Promise<unknown>) =>
  attempt.then(
    () => false,
    (error: { code?: string }) => error.code === 'storage/unauthorized' || error.code === 'permission-denied',
  );

/** Uploads as the app does (an attachment), with whatever name and type the attacker picks. */
const upload = (storage: FirebaseStorage, path: string, bytes: Buffer, contentType: string, extra: Record<string, unknown> = {}) =>
  uploadBytes(ref(storage, path), new Uint8Array(bytes), { contentType, contentDisposition: 'attachment', ...extra });

/** The application the apply form writes, pointing at `path` with the link the upload gave. */
async function applyWith(firestore: Firestore, seeker: TestUser, jobId: string, path: string, link: string): Promise<string> {
  const job = (await db.doc(`jobs/${jobId}`).get()).data()!;
  const { id, fields } = newApplicationFields(
    { jobId, applicantName: seeker.name, email: seeker.email, phoneNumber: seeker.phoneNumber, resume: link },
    { jobRole: job.jobRole, companyName: job.companyName, employerId: job.employerId },
    seeker.uid,
    path,
  );
  await setDoc(doc(firestore, 'applications', id), { ...fields, createdAt: serverTimestamp() });
  return id;
}

describe.runIf(process.env.FIREBASE_STORAGE_EMULATOR_HOST)('Planted files: only checked resumes are stored and shown to employers', () => {
  it('a ZIP sent as cv.docx, and an APK sent as cv.docx, are deleted; a real DOCX is kept, marked and made an attachment', async () => {
    const [employer, seeker] = await createUsers('employer', 'jobseeker');
    const jobId = await seedJob(employer.uid);
    const { storage } = await sdkAs(seeker);
    const folder = `resumes/${seeker.uid}/${jobId}`;
    const apk = sampleZip({ 'AndroidManifest.xml': '<manifest/>', 'classes.dex': 'dex\n035', 'META-INF/MANIFEST.MF': 'Manifest-Version: 1.0' });
    await upload(storage, `${folder}/zip.docx`, sampleZip({ 'notes.txt': 'not a resume' }), DOCX);
    await upload(storage, `${folder}/apk.docx`, apk, DOCX);
    await upload(storage, `${folder}/word-apk.docx`, sampleZip(sampleDocxEntries('cv', { 'classes.dex': 'dex\n035' })), DOCX);
    await upload(storage, `${folder}/real.docx`, sampleDocx('Asha Patil, Fitter'), DOCX);
    await eventually('the real DOCX is marked', async () => (await markOf(`${folder}/real.docx`)) === RESUME_CHECK_PASSED, SLOW_TRIGGER_SECONDS);
    await eventually(
      'the archives are deleted',
      async () => !(await exists(`${folder}/zip.docx`)) && !(await exists(`${folder}/apk.docx`)),
      SLOW_TRIGGER_SECONDS,
    );
    await eventually('the APK holding a Word part is deleted', async () => !(await exists(`${folder}/word-apk.docx`)), SLOW_TRIGGER_SECONDS);
    const [metadata] = await adminFile(`${folder}/real.docx`).getMetadata();
    expect(metadata.contentDisposition).toMatch(/^attachment/);
  });

  it('cv.apk, an inline file, a file carrying the server’s mark, and any upload by an account that never proved its phone are refused', async () => {
    const [employer, seeker, unproved] = await createUsers('employer', 'jobseeker', { role: 'jobseeker', phoneInAuth: false });
    const jobId = await seedJob(employer.uid);
    const { storage } = await sdkAs(seeker);
    const folder = `resumes/${seeker.uid}/${jobId}`;
    expect(await refused(upload(storage, `${folder}/cv.apk`, samplePdf(['cv']), PDF))).toBe(true);
    expect(await refused(upload(storage, `${folder}/cv.pdf`, samplePdf(['cv']), PDF, { contentDisposition: 'inline' }))).toBe(true);
    expect(await refused(upload(storage, `${folder}/cv.pdf`, samplePdf(['cv']), PDF, { customMetadata: { [RESUME_CHECK_KEY]: RESUME_CHECK_PASSED } }))).toBe(
      true,
    );
    expect(await refused(upload(storage, `profileResumes/${seeker.uid}/resume`, samplePdf(['cv']), PDF, { customMetadata: { fileName: 'cv.apk' } }))).toBe(
      true,
    );
    await upload(storage, `${folder}/cv.pdf`, samplePdf(['cv']), PDF); // the same file, as the app sends it

    const attacker = await sdkAs(unproved);
    expect(await refused(upload(attacker.storage, `resumes/${unproved.uid}/${jobId}/cv.pdf`, samplePdf(['cv']), PDF))).toBe(true);
    expect(await refused(upload(attacker.storage, `profileResumes/${unproved.uid}/resume`, samplePdf(['cv']), PDF))).toBe(true);
  });

  it('applying before the check never shows the employer an unchecked file; a file that fails is deleted and the employer gets no link', async () => {
    const [employer, seeker, honest] = await createUsers('employer', 'jobseeker', 'jobseeker');
    const jobId = await seedJob(employer.uid);
    const attacker = await sdkAs(seeker);
    const boss = await sdkAs(employer);

    // A ZIP passed off as a DOCX, applied with at once. The attacker writes the link without asking
    // Storage for it (the rules need no token in it), so the check may run before or after the apply.
    const planted = `resumes/${seeker.uid}/${jobId}/cv.docx`;
    await upload(attacker.storage, planted, sampleZip({ 'payload.bin': 'x'.repeat(100) }), DOCX);
    const link = `http://${storageHost}:${storagePort}/v0/b/${BUCKET_NAME}/o/${encodeURIComponent(planted)}?alt=media`;
    await applyWith(attacker.firestore, seeker, jobId, planted, link);
    // Until it is gone, every read the employer tries is refused.
    await eventually(
      'the planted file is deleted',
      async () => {
        const gone = !(await exists(planted));
        if (!gone) expect(await refused(getMetadata(ref(boss.storage, planted)))).toBe(true);
        return gone;
      },
      SLOW_TRIGGER_SECONDS,
    );
    await expect(getMetadata(ref(boss.storage, planted))).rejects.toMatchObject({ code: 'storage/object-not-found' }); // gone, not 'still being checked'
    const list = await call('GET', `/api/jobs/applicants/${employer.uid}`, { token: employer.token });
    expect(list.status, list.text).toBe(200);
    expect(list.body.find((row: { id: string }) => row.id === `${jobId}_${seeker.uid}`)?.resumePath).toBe('');

    // A real PDF applied with at once: the employer reads it only once the mark is there, and the API links it then.
    const fair = await sdkAs(honest);
    const real = `resumes/${honest.uid}/${jobId}/cv.pdf`;
    await upload(fair.storage, real, samplePdf(['Ravi Kulkarni']), PDF);
    await applyWith(fair.firestore, honest, jobId, real, await getDownloadURL(ref(fair.storage, real)));
    await eventually(
      'the employer reads the checked PDF',
      async () => {
        const allowed = !(await refused(getMetadata(ref(boss.storage, real))));
        if (allowed) expect(await markOf(real)).toBe(RESUME_CHECK_PASSED);
        return allowed;
      },
      SLOW_TRIGGER_SECONDS,
    );
    const after = await call('GET', `/api/jobs/applicants/${employer.uid}`, { token: employer.token });
    const row = after.body.find((r: { id: string }) => r.id === `${jobId}_${honest.uid}`);
    expect(row.resumePath).toContain(`/v0/b/${BUCKET_NAME}/o/${encodeURIComponent(real)}`);
  });

  it('an application whose resume link names another bucket is refused (the SDK, under firestore.rules)', async () => {
    const [employer, seeker] = await createUsers('employer', 'jobseeker');
    const jobId = await seedJob(employer.uid);
    const { storage, firestore } = await sdkAs(seeker);
    const path = `resumes/${seeker.uid}/${jobId}/cv.pdf`;
    await upload(storage, path, samplePdf(['cv']), PDF);
    const ours = await getDownloadURL(ref(storage, path));
    const elsewhere = ours.replace(`/v0/b/${BUCKET_NAME}/`, '/v0/b/attacker-project.appspot.com/');
    await expect(applyWith(firestore, seeker, jobId, path, elsewhere)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(applyWith(firestore, seeker, jobId, path, ours)).resolves.toBe(`${jobId}_${seeker.uid}`);
  });
});
