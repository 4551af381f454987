// storage.rules: resumes/{uid}/{jobId}/{fileName}. Same actors as the
// Firestore matrix: get, create, update, delete; type and size limits; the
// cross-service read of the employer, through firestore.get() of the
// application; and the cross-service conditions of an upload (a job seeker
// with a profile and a proved phone, an Active job, no application yet: once
// applied, the resumes stay as the employer saw them); what makes a stored
// file a resume (a name ending with its type's extension, an attachment, no
// client-written resumeCheck mark) and the employer's read only after the mark.
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, type Firestore } from 'firebase/firestore';
import { deleteObject, getBytes, getMetadata, listAll, ref, updateMetadata, uploadBytes, type FirebaseStorage, type StorageReference } from 'firebase/storage';
import { RESUME_CONTENT_TYPES, RESUME_MAX_BYTES } from '@jobsearch/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACTORS, PHONE, PROJECT_ID, UID, contextOf, emulatorHost, readRules, resumePath, uidOf, type Actor } from './support/env.js';

const available = process.env.JOBSEARCH_STORAGE_EMULATOR === '1';
const suite = available ? describe : describe.skip;
const title = available ? 'storage.rules' : "storage.rules (skipped: Storage emulator's rules runtime unavailable on this machine)";

// The Storage emulator answers firestore.get() in rules from the project it was
// started with (firebase emulators:exec --project), not from this suite's
// project id: the application documents it reads are written there, under ids
// no other suite uses, and removed after every case.
const STORAGE_PROJECT = process.env.GCLOUD_PROJECT || 'demo-jobsearch';
const RUN = `rules-${process.pid}`;
const JOB_APPLIED = `${RUN}-job-applied`; // seeker-1 applied; employer-1 is its employer
const JOB_NOT_APPLIED = `${RUN}-job-not-applied`; // seeker-1 uploaded a resume but never applied
const JOB_INACTIVE = `${RUN}-job-inactive`; // an Inactive job
const JOB_MISSING = `${RUN}-job-missing`; // no such job
// The profiles and jobs the upload rules read, written in STORAGE_PROJECT's Firestore for each case.
// Each profile holds the phone its actor's ID token carries (a proved phone).
const WORLD: Record<string, Record<string, unknown>> = {
  [`users/${UID.seeker}`]: { role: 'jobseeker', phoneNumber: PHONE.seeker },
  [`users/${UID.seeker2}`]: { role: 'jobseeker', phoneNumber: PHONE.seeker2 },
  [`users/${UID.employer}`]: { role: 'employer', phoneNumber: PHONE.employer },
  [`users/${UID.employer2}`]: { role: 'employer', phoneNumber: PHONE.employer2 },
  [`jobs/${JOB_APPLIED}`]: { status: 'Active', employerId: UID.employer },
  [`jobs/${JOB_NOT_APPLIED}`]: { status: 'Active', employerId: UID.employer },
  [`jobs/${JOB_INACTIVE}`]: { status: 'Inactive', employerId: UID.employer },
};

const PDF = 'application/pdf';
const DOC = 'application/msword';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const bytes = (n: number) => new Uint8Array(n).fill(37);
// What the app sends with every upload (storage.rules require an attachment), and what the resumes trigger adds to a file that passed.
const ATTACHMENT = 'attachment; filename="cv.pdf"';
const upMeta = (contentType: string | undefined, extra: Record<string, unknown> = {}) => ({ contentType, contentDisposition: 'attachment', ...extra });
const CHECKED = { customMetadata: { resumeCheck: 'passed' } };

let storageEnv: RulesTestEnvironment;
let firestoreEnv: RulesTestEnvironment; // STORAGE_PROJECT's Firestore, rules untouched

const storageOf = (actor: Actor) => contextOf(storageEnv, actor).storage() as unknown as FirebaseStorage;
const fileOf = (actor: Actor, path: string): StorageReference => ref(storageOf(actor), path);
const applicationPath = (jobId: string, uid: string) => `applications/${jobId}_${uid}`;

async function withAdminFirestore(write: (db: Firestore) => Promise<unknown>): Promise<void> {
  await firestoreEnv.withSecurityRulesDisabled(async (ctx) => {
    await write(ctx.firestore() as unknown as Firestore);
  });
}

async function clearBucket(): Promise<void> {
  await storageEnv.withSecurityRulesDisabled(async (ctx) => {
    const storage = ctx.storage() as unknown as FirebaseStorage;
    const wipe = async (folder: StorageReference): Promise<void> => {
      const { items, prefixes } = await listAll(folder);
      await Promise.all([...items.map((item) => deleteObject(item)), ...prefixes.map(wipe)]);
    };
    await wipe(ref(storage));
  });
}

/**
 * Deletes the world's jobs and profiles, then waits until each profile's cascade has written its
 * tombstone (its first step; the rest finds nothing of ours left) and removes those too, so the
 * suites after this one start from the seed as it was.
 */
async function removeWorld(): Promise<void> {
  const jobs = Object.keys(WORLD).filter((path) => path.startsWith('jobs/'));
  const users = Object.keys(WORLD).filter((path) => path.startsWith('users/'));
  await withAdminFirestore((db) => Promise.all(jobs.map((path) => deleteDoc(doc(db, path)))));
  await withAdminFirestore((db) => Promise.all(users.map((path) => deleteDoc(doc(db, path)))));
  const tombstones = users.map((path) => `deletedAccounts/${path.slice('users/'.length)}`);
  const deadline = Date.now() + 20_000;
  let written = false;
  while (!written && Date.now() < deadline) {
    await withAdminFirestore(async (db) => {
      written = (await Promise.all(tombstones.map((path) => getDoc(doc(db, path))))).every((snapshot) => snapshot.exists());
    });
    if (!written) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await withAdminFirestore((db) => Promise.all(tombstones.map((path) => deleteDoc(doc(db, path)))));
}

suite(title, () => {
  beforeAll(async () => {
    storageEnv = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      storage: { ...emulatorHost('FIREBASE_STORAGE_EMULATOR_HOST'), rules: readRules('storage.rules') },
    });
    firestoreEnv = await initializeTestEnvironment({
      projectId: STORAGE_PROJECT,
      firestore: emulatorHost('FIRESTORE_EMULATOR_HOST'),
    });
  });

  beforeEach(async () => {
    await clearBucket();
    await storageEnv.withSecurityRulesDisabled(async (ctx) => {
      const storage = ctx.storage() as unknown as FirebaseStorage;
      // The applied resume as the resumes trigger leaves it (checked, marked); the other as uploaded, not checked yet.
      await uploadBytes(ref(storage, resumePath(UID.seeker, JOB_APPLIED, 'cv.pdf')), bytes(1024), {
        ...upMeta(PDF),
        contentDisposition: ATTACHMENT,
        ...CHECKED,
      });
      await uploadBytes(ref(storage, resumePath(UID.seeker, JOB_APPLIED, 'unchecked.pdf')), bytes(1024), upMeta(PDF));
      await uploadBytes(ref(storage, resumePath(UID.seeker, JOB_NOT_APPLIED, 'cv.pdf')), bytes(1024), upMeta(PDF));
    });
    await withAdminFirestore((db) =>
      Promise.all([
        setDoc(doc(db, applicationPath(JOB_APPLIED, UID.seeker)), { jobId: JOB_APPLIED, applicantId: UID.seeker, employerId: UID.employer }),
        ...Object.entries(WORLD).map(([path, data]) => setDoc(doc(db, path), data)),
      ]),
    );
  });

  // Only the application goes between cases. STORAGE_PROJECT runs the functions, and deleting a
  // profile or a job there starts its cascade (functions/src/triggers/accounts.ts), which would
  // delete the next case's jobs and files while it runs: beforeEach's setDoc restores the world,
  // and afterAll removes it once.
  afterEach(async () => {
    await withAdminFirestore((db) => deleteDoc(doc(db, applicationPath(JOB_APPLIED, UID.seeker))));
  });

  afterAll(async () => {
    if (firestoreEnv) await removeWorld();
    if (storageEnv) {
      await clearBucket();
      await storageEnv.cleanup();
    }
    if (firestoreEnv) await firestoreEnv.cleanup();
  });

  it('repeats the domain limits (5 MB; PDF, DOC, DOCX)', () => {
    expect(RESUME_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(Object.keys(RESUME_CONTENT_TYPES).sort()).toEqual([DOC, PDF, DOCX].sort());
  });

  // ---- The matrix: actor × operation -------------------------------------
  const applied = resumePath(UID.seeker, JOB_APPLIED, 'cv.pdf');
  const notApplied = resumePath(UID.seeker, JOB_NOT_APPLIED, 'cv.pdf');
  const rows: { op: string; what: string; allow: readonly Actor[]; attempt: (actor: Actor) => Promise<unknown> }[] = [
    {
      op: 'get',
      what: "read seeker-1's resume sent with an application to employer-1's job",
      allow: ['seeker', 'employer', 'admin'],
      attempt: (actor) => getMetadata(fileOf(actor, applied)),
    },
    {
      op: 'get',
      what: "download seeker-1's resume sent with an application to employer-1's job",
      allow: ['seeker', 'employer', 'admin'],
      attempt: (actor) => getBytes(fileOf(actor, applied)),
    },
    {
      op: 'get',
      what: "read seeker-1's resume for a job with no application",
      allow: ['seeker', 'admin'],
      attempt: (actor) => getMetadata(fileOf(actor, notApplied)),
    },
    {
      op: 'create',
      what: 'upload a PDF resume into their own folder for an Active job (job seekers with a profile only)',
      allow: ['seeker', 'seeker2'],
      attempt: (actor) => uploadBytes(fileOf(actor, resumePath(uidOf(actor), JOB_NOT_APPLIED, 'new.pdf')), bytes(2048), upMeta(PDF)),
    },
    {
      op: 'create',
      what: "upload a PDF into seeker-1's folder for a job not applied to",
      allow: ['seeker'],
      attempt: (actor) => uploadBytes(fileOf(actor, resumePath(UID.seeker, JOB_NOT_APPLIED, 'new.pdf')), bytes(2048), upMeta(PDF)),
    },
    {
      op: 'create',
      what: "upload another PDF into seeker-1's folder of a job already applied to",
      allow: [],
      attempt: (actor) => uploadBytes(fileOf(actor, resumePath(UID.seeker, JOB_APPLIED, 'new.pdf')), bytes(2048), upMeta(PDF)),
    },
    {
      op: 'update',
      what: "replace seeker-1's resume attached to an application",
      allow: [],
      attempt: (actor) => uploadBytes(fileOf(actor, applied), bytes(4096), upMeta(PDF)),
    },
    {
      op: 'update',
      what: "replace seeker-1's resume of a job not applied to",
      allow: ['seeker'],
      attempt: (actor) => uploadBytes(fileOf(actor, notApplied), bytes(4096), upMeta(PDF)),
    },
    {
      op: 'update',
      what: "change the metadata of seeker-1's resume attached to an application",
      allow: [],
      attempt: (actor) => updateMetadata(fileOf(actor, applied), { cacheControl: 'no-cache' }),
    },
    {
      op: 'update',
      what: "change the metadata of seeker-1's resume of a job not applied to",
      allow: ['seeker'],
      attempt: (actor) => updateMetadata(fileOf(actor, notApplied), { cacheControl: 'no-cache' }),
    },
    { op: 'delete', what: "delete seeker-1's resume attached to an application", allow: [], attempt: (actor) => deleteObject(fileOf(actor, applied)) },
    { op: 'delete', what: "delete seeker-1's resume of a job not applied to", allow: ['seeker'], attempt: (actor) => deleteObject(fileOf(actor, notApplied)) },
  ];
  describe('policy: resumes', () => {
    for (const row of rows) {
      for (const actor of ACTORS) {
        const allowed = row.allow.includes(actor);
        it(`${row.op}: ${actor} ${allowed ? 'may' : 'may not'} ${row.what}`, async () => {
          if (allowed) await assertSucceeds(row.attempt(actor));
          else await assertFails(row.attempt(actor));
        });
      }
    }
  });

  // ---- Content type and size ----------------------------------------------
  const upload = (name: string, size: number, contentType: string | undefined, expectAllowed: boolean, actor: Actor = 'seeker') =>
    it(`${expectAllowed ? 'allows' : 'denies'}: ${name}`, async () => {
      const extension = (RESUME_CONTENT_TYPES as Record<string, string>)[contentType ?? ''] ?? '.pdf';
      const attempt = uploadBytes(fileOf(actor, resumePath(UID.seeker, JOB_NOT_APPLIED, `upload${extension}`)), bytes(size), upMeta(contentType));
      if (expectAllowed) await assertSucceeds(attempt);
      else await assertFails(attempt);
    });
  describe('resumes: what may be uploaded', () => {
    upload('a PDF of exactly 5 MB', 5 * 1024 * 1024, PDF, true);
    upload('a PDF of 5 MB + 1 byte', 5 * 1024 * 1024 + 1, PDF, false);
    upload('a DOC', 10_000, DOC, true);
    upload('a DOCX', 10_000, DOCX, true);
    upload('a PNG image', 10_000, 'image/png', false);
    upload('plain text', 10_000, 'text/plain', false);
    upload('an HTML page', 10_000, 'text/html', false);
    upload('no content type (application/octet-stream)', 10_000, undefined, false);
    upload('a DOCX of 5 MB + 1 byte', 5 * 1024 * 1024 + 1, DOCX, false);
    it("denies: replacing seeker-1's PDF with a PNG", async () => {
      await assertFails(uploadBytes(fileOf('seeker', notApplied), bytes(100), upMeta('image/png')));
    });
    it("denies: relabelling seeker-1's PDF as text/html", async () => {
      await assertFails(updateMetadata(fileOf('seeker', notApplied), { contentType: 'text/html' }));
    });
    it('denies: a PDF anywhere outside resumes/{uid}/{jobId}/ (a file at resumes/{uid}/)', async () => {
      await assertFails(uploadBytes(fileOf('seeker', `resumes/${UID.seeker}/cv.pdf`), bytes(100), upMeta(PDF)));
    });
    it('denies: a PDF at the bucket root', async () => {
      await assertFails(uploadBytes(fileOf('seeker', 'cv.pdf'), bytes(100), upMeta(PDF)));
    });
    it("denies: listing seeker-1's resumes, even by seeker-1", async () => {
      await assertFails(listAll(fileOf('seeker', `resumes/${UID.seeker}/${JOB_APPLIED}`)));
    });
  });

  // ---- Who uploads, and for which job: firestore.get() of the profile and the job ----
  describe('resumes: uploads only by a job seeker with a profile, to an existing Active job', () => {
    const pdfFor = (jobId: string) => uploadBytes(fileOf('seeker', resumePath(UID.seeker, jobId, 'cv2.pdf')), bytes(100), upMeta(PDF));
    it('allows: a job seeker with a profile, to an Active job', async () => {
      await assertSucceeds(pdfFor(JOB_NOT_APPLIED));
    });
    it('denies: to an Inactive job', async () => {
      await assertFails(pdfFor(JOB_INACTIVE));
    });
    it('denies: to a job that does not exist', async () => {
      await assertFails(pdfFor(JOB_MISSING));
    });
    it('denies: a signed-in account without a profile', async () => {
      // A uid of its own rather than deleting seeker-1's profile, whose cascade would run on.
      const stranger = `${RUN}-no-profile`;
      const storage = storageEnv.authenticatedContext(stranger).storage() as unknown as FirebaseStorage;
      await assertFails(uploadBytes(ref(storage, resumePath(stranger, JOB_NOT_APPLIED, 'cv.pdf')), bytes(2048), upMeta(PDF)));
    });
    it("denies: an account whose profile is an employer's, into its own folder", async () => {
      await assertFails(uploadBytes(fileOf('employer', resumePath(UID.employer, JOB_NOT_APPLIED, 'cv.pdf')), bytes(100), upMeta(PDF)));
    });
    it('allows: deleting a resume before applying; denies it once the application exists', async () => {
      await assertSucceeds(deleteObject(fileOf('seeker', notApplied)));
      await assertFails(deleteObject(fileOf('seeker', applied)));
    });
  });

  // ---- The resume kept on the profile: profileResumes/{uid}/resume ----
  describe('profileResumes: one default resume, its seeker’s own', () => {
    const mine = (actor: Actor, name = 'resume') => fileOf(actor, `profileResumes/${UID.seeker}/${name}`);
    const put = (actor: Actor, size = 2048, contentType = PDF, name = 'resume') => uploadBytes(mine(actor, name), bytes(size), upMeta(contentType));
    it('allows: the seeker uploading a PDF, then replacing it with a DOCX', async () => {
      await assertSucceeds(put('seeker'));
      await assertSucceeds(put('seeker', 4096, DOCX));
    });
    it('denies: another seeker uploading into their profile', async () => {
      await assertFails(put('seeker2'));
    });
    it('denies: another file name than resume', async () => {
      await assertFails(put('seeker', 2048, PDF, 'second.pdf'));
    });
    it('denies: an image, or 5 MB + 1 byte', async () => {
      await assertFails(put('seeker', 2048, 'image/png'));
      await assertFails(put('seeker', 5 * 1024 * 1024 + 1));
    });
    it('denies: an employer keeping one in their own profile folder', async () => {
      await assertFails(uploadBytes(fileOf('employer', `profileResumes/${UID.employer}/resume`), bytes(100), upMeta(PDF)));
    });
    it('allows: the seeker and an admin reading it; denies: an employer and another seeker', async () => {
      await assertSucceeds(put('seeker'));
      await assertSucceeds(getMetadata(mine('seeker')));
      await assertSucceeds(getMetadata(mine('admin')));
      await assertFails(getMetadata(mine('employer')));
      await assertFails(getBytes(mine('seeker2')));
    });
    it('allows: the seeker removing it; denies: another seeker', async () => {
      await assertSucceeds(put('seeker'));
      await assertFails(deleteObject(mine('seeker2')));
      await assertSucceeds(deleteObject(mine('seeker')));
    });
  });

  // ---- The employer's read, through firestore.get() of the application ----
  describe('resumes: the employer reads through the application', () => {
    it('allows: the employer named by the application', async () => {
      await assertSucceeds(getMetadata(fileOf('employer', applied)));
    });
    it('denies: another employer', async () => {
      await assertFails(getMetadata(fileOf('employer2', applied)));
    });
    it('denies: the employer once the application is deleted', async () => {
      await withAdminFirestore((db) => deleteDoc(doc(db, applicationPath(JOB_APPLIED, UID.seeker))));
      await assertFails(getMetadata(fileOf('employer', applied)));
    });
    it('denies: the employer when no application exists for that job', async () => {
      await assertFails(getMetadata(fileOf('employer', notApplied)));
    });
    it('denies: the employer when the application names another employer', async () => {
      await withAdminFirestore((db) => setDoc(doc(db, applicationPath(JOB_APPLIED, UID.seeker)), { employerId: UID.employer2 }));
      await assertFails(getMetadata(fileOf('employer', applied)));
    });
  });

  // ---- What makes a stored file a resume: name, type, attachment, the server's mark, a proved uploader ----
  describe('resumes: named for their type, served as attachments, marked by the server only, uploaded by proved accounts', () => {
    const to = (name: string, actor: Actor = 'seeker') => fileOf(actor, resumePath(UID.seeker, JOB_NOT_APPLIED, name));
    const profileOf = (actor: Actor = 'seeker') => fileOf(actor, `profileResumes/${UID.seeker}/resume`);
    const asSeeker = (token: Record<string, unknown>) => contextOf(storageEnv, 'seeker', token).storage() as unknown as FirebaseStorage;

    it('allows: a name ending .pdf; denies: cv.apk sent as a PDF', async () => {
      await assertSucceeds(uploadBytes(to('cv.pdf'), bytes(100), upMeta(PDF)));
      await assertFails(uploadBytes(to('cv.apk'), bytes(100), upMeta(PDF)));
    });
    it('allows: CV.PDF; denies: "cv" and ".pdf" alone', async () => {
      await assertSucceeds(uploadBytes(to('CV.PDF'), bytes(100), upMeta(PDF)));
      await assertFails(uploadBytes(to('cv'), bytes(100), upMeta(PDF)));
      await assertFails(uploadBytes(to('.pdf'), bytes(100), upMeta(PDF)));
    });
    it('allows: cv.docx as a DOCX and cv.doc as a DOC; denies: cv.doc as a DOCX and cv.pdf as a DOC', async () => {
      await assertSucceeds(uploadBytes(to('cv.docx'), bytes(100), upMeta(DOCX)));
      await assertSucceeds(uploadBytes(to('cv.doc'), bytes(100), upMeta(DOC)));
      await assertFails(uploadBytes(to('cv.doc'), bytes(100), upMeta(DOCX)));
      await assertFails(uploadBytes(to('cv.pdf'), bytes(100), upMeta(DOC)));
    });
    it("denies: relabelling seeker-1's cv.pdf as a DOC (its name no longer agrees)", async () => {
      await assertSucceeds(updateMetadata(fileOf('seeker', notApplied), { contentType: PDF }));
      await assertFails(updateMetadata(fileOf('seeker', notApplied), { contentType: DOC }));
    });
    it('allows: Content-Disposition attachment (with a file name); denies: inline, or none', async () => {
      await assertSucceeds(uploadBytes(to('a.pdf'), bytes(100), { contentType: PDF, contentDisposition: ATTACHMENT }));
      await assertFails(uploadBytes(to('b.pdf'), bytes(100), { contentType: PDF, contentDisposition: 'inline' }));
      await assertFails(uploadBytes(to('c.pdf'), bytes(100), { contentType: PDF }));
    });
    it('denies: turning a stored resume inline; allows: keeping it an attachment', async () => {
      await assertSucceeds(updateMetadata(fileOf('seeker', notApplied), { contentDisposition: ATTACHMENT }));
      await assertFails(updateMetadata(fileOf('seeker', notApplied), { contentDisposition: 'inline' }));
    });
    it("allows: custom metadata of the client's own; denies: the server's resumeCheck mark on an upload", async () => {
      await assertSucceeds(uploadBytes(to('own.pdf'), bytes(100), upMeta(PDF, { customMetadata: { note: 'mine' } })));
      await assertFails(uploadBytes(to('marked.pdf'), bytes(100), upMeta(PDF, CHECKED)));
      await assertFails(uploadBytes(profileOf(), bytes(100), upMeta(PDF, CHECKED)));
    });
    it("denies: adding the mark to an unchecked file; and any client change to a marked one (the owner's too)", async () => {
      await assertFails(updateMetadata(fileOf('seeker', notApplied), CHECKED));
      await storageEnv.withSecurityRulesDisabled(async (ctx) => {
        await updateMetadata(ref(ctx.storage() as unknown as FirebaseStorage, notApplied), CHECKED);
      });
      await assertFails(updateMetadata(fileOf('seeker', notApplied), { cacheControl: 'no-cache' }));
    });
    it("allows: an uploader whose ID token carries the profile's phone; denies: a token without a phone", async () => {
      await assertSucceeds(
        uploadBytes(ref(asSeeker({ phone_number: PHONE.seeker }), resumePath(UID.seeker, JOB_NOT_APPLIED, 'p.pdf')), bytes(100), upMeta(PDF)),
      );
      await assertFails(uploadBytes(ref(asSeeker({ phone_number: undefined }), resumePath(UID.seeker, JOB_NOT_APPLIED, 'q.pdf')), bytes(100), upMeta(PDF)));
    });
    it('denies: a token whose phone is not the profile’s (an unproved number), for a job and for the profile', async () => {
      const storage = asSeeker({ phone_number: '+919999999999' });
      await assertFails(uploadBytes(ref(storage, resumePath(UID.seeker, JOB_NOT_APPLIED, 'r.pdf')), bytes(100), upMeta(PDF)));
      await assertFails(uploadBytes(ref(storage, `profileResumes/${UID.seeker}/resume`), bytes(100), upMeta(PDF)));
      await assertSucceeds(uploadBytes(ref(asSeeker({}), `profileResumes/${UID.seeker}/resume`), bytes(100), upMeta(PDF)));
    });
    it('allows: the profile resume shown as cv.pdf; denies: shown as cv.apk, or as cv.doc while a PDF', async () => {
      await assertSucceeds(uploadBytes(profileOf(), bytes(100), upMeta(PDF, { customMetadata: { fileName: 'cv.pdf' } })));
      await assertFails(uploadBytes(profileOf(), bytes(100), upMeta(PDF, { customMetadata: { fileName: 'cv.apk' } })));
      await assertFails(uploadBytes(profileOf(), bytes(100), upMeta(PDF, { customMetadata: { fileName: 'cv.doc' } })));
    });
    it('denies: the profile resume inline or without a disposition', async () => {
      await assertFails(uploadBytes(profileOf(), bytes(100), { contentType: PDF, contentDisposition: 'inline' }));
      await assertFails(uploadBytes(profileOf(), bytes(100), { contentType: PDF }));
    });
    it("denies: the employer reading an applicant's file the trigger has not passed; allows: once it carries the mark", async () => {
      const unchecked = resumePath(UID.seeker, JOB_APPLIED, 'unchecked.pdf');
      await assertFails(getMetadata(fileOf('employer', unchecked)));
      await assertFails(getBytes(fileOf('employer', unchecked)));
      await assertSucceeds(getMetadata(fileOf('seeker', unchecked)));
      await storageEnv.withSecurityRulesDisabled(async (ctx) => {
        await updateMetadata(ref(ctx.storage() as unknown as FirebaseStorage, unchecked), CHECKED);
      });
      await assertSucceeds(getMetadata(fileOf('employer', unchecked)));
      await assertSucceeds(getBytes(fileOf('employer', unchecked)));
    });
    it('allows: the employer learning that a deleted file is gone (not found); denies: another employer even that', async () => {
      const gone = resumePath(UID.seeker, JOB_APPLIED, 'deleted.pdf');
      await expect(getMetadata(fileOf('employer', gone))).rejects.toMatchObject({ code: 'storage/object-not-found' });
      await assertFails(getMetadata(fileOf('employer2', gone)));
    });
  });
});
