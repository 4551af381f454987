// Functions triggers against the emulators: the jobs trigger derives a job's
// keywords and salary numbers from its text (functions/src/triggers/jobs.ts);
// the resumes trigger checks each upload's whole bytes, its name, and the
// folder's and the account's file counts, marking what passes
// (functions/src/triggers/resumes.ts).
import { FieldValue } from 'firebase-admin/firestore';

import {
  derivedJobFields,
  jobInputSchema,
  newJobFields,
  RESUME_CHECK_KEY,
  RESUME_CHECK_PASSED,
  RESUME_FILES_PER_ACCOUNT,
  RESUME_FILES_PER_JOB,
} from '@jobsearch/domain';
import { sampleDocx, sampleZip } from '../../scripts/lib/sample-data.mjs';
import { describe, expect, it } from 'vitest';
import { createUser, unique, bucket, fileExists, documentWhen } from '../support';
import { call, db, postingPayload } from './helpers';

/** Polls a job until `done` holds of its data (the trigger runs a moment after the write). */
const jobWhen = (jobId: string, done: (data: Record<string, unknown>) => boolean, timeoutMs?: number) => documentWhen(`jobs/${jobId}`, done, timeoutMs);

const input = () => jobInputSchema.parse((({ employer: _e, date: _d, charges: _c, ...rest }) => rest)(postingPayload({ salary: '15,000 - 25,000' })));

describe("jobs trigger: derived fields are the server's", () => {
  it('writes keywords and salary numbers onto a job posted without them (as the web app posts), leaving updatedAt', async () => {
    const employer = await createUser({ role: 'employer' });
    const posting = input();
    const ref = db.collection('jobs').doc();
    await ref.set({ ...newJobFields(posting, employer.uid), createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
    const before = (await ref.get()).get('updatedAt');
    const data = await jobWhen(ref.id, (d) => Array.isArray(d.keywords));
    expect(data).toMatchObject(derivedJobFields(posting));
    expect(data.salaryMin).toBe(15000);
    expect(data.salaryMax).toBe(25000);
    expect(data.keywords).toEqual(expect.arrayContaining(['el', 'electrician', 'pune']));
    expect((data.updatedAt as FirebaseFirestore.Timestamp).isEqual(before)).toBe(true);
  });

  it('makes degree and trade searchable: "iti", "diploma", "b.com" and "bcom"', async () => {
    const employer = await createUser({ role: 'employer' });
    const write = async (degree: string, trade: string) => {
      const ref = db.collection('jobs').doc();
      const posting = jobInputSchema.parse({ ...input(), degree, trade });
      await ref.set({ ...newJobFields(posting, employer.uid), createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
      return ref.id;
    };
    const [iti, diploma, bcom] = await Promise.all([write('ITI', 'Electrician'), write('Diploma', 'Civil Engineering'), write('Graduation', 'B.Com')]);
    expect((await jobWhen(iti!, (d) => Array.isArray(d.keywords))).keywords).toEqual(expect.arrayContaining(['iti', 'electrician']));
    expect((await jobWhen(diploma!, (d) => Array.isArray(d.keywords))).keywords).toEqual(expect.arrayContaining(['diploma', 'civil', 'engineering']));
    expect((await jobWhen(bcom!, (d) => Array.isArray(d.keywords))).keywords).toEqual(expect.arrayContaining(['b.com', 'bcom', 'graduation']));
  });

  it('re-derives the keywords of an existing job when its trade changes', async () => {
    const employer = await createUser({ role: 'employer' });
    const ref = db.collection('jobs').doc();
    const posting = jobInputSchema.parse({ ...input(), degree: 'Graduation', trade: 'BCA' });
    await ref.set({ ...newJobFields(posting, employer.uid), createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
    await jobWhen(ref.id, (d) => Array.isArray(d.keywords) && (d.keywords as string[]).includes('bca'));
    await ref.update({ trade: 'B.Com', updatedAt: FieldValue.serverTimestamp() });
    const data = await jobWhen(ref.id, (d) => (d.keywords as string[]).includes('b.com'));
    expect(data.keywords).not.toContain('bca');
  });

  it('replaces forged keywords and salary numbers with the ones its text gives', async () => {
    const employer = await createUser({ role: 'employer' });
    const posting = input();
    const ref = db.collection('jobs').doc();
    await ref.set({
      ...newJobFields(posting, employer.uid),
      keywords: ['driver', 'sales', 'dr'],
      salaryMin: 1,
      salaryMax: 99_00_000,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    const data = await jobWhen(ref.id, (d) => d.salaryMax === 25000);
    expect(data).toMatchObject(derivedJobFields(posting));
    expect(data.keywords).not.toContain('driver');
  });

  it('computes them again when the text changes, and the search then finds the new words', async () => {
    const employer = await createUser({ role: 'employer' });
    const seeker = await createUser({ role: 'jobseeker' });
    const posting = input();
    const ref = db.collection('jobs').doc();
    await ref.set({ ...newJobFields(posting, employer.uid), createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
    await jobWhen(ref.id, (d) => Array.isArray(d.keywords));
    await ref.update({ companyName: 'Zanzibar Quarries', salary: '30000', updatedAt: FieldValue.serverTimestamp() });
    const data = await jobWhen(ref.id, (d) => (d.keywords as string[]).includes('zanzibar'));
    expect(data).toMatchObject({ salaryMin: 30000, salaryMax: 30000 });
    const found = await call('GET', '/api/jobs/filter?q=zanzibar', { token: seeker.token });
    expect(found.status).toBe(200);
    expect(found.body.map((j: { jobId: string }) => j.jobId)).toContain(ref.id);
  });

  it('leaves a job whose text is not readable as it is (the API and lists skip it)', async () => {
    const ref = db.collection('jobs').doc();
    await ref.set({ status: 'Active', companyName: 42, city: 'Pune', salary: '1', keywords: [1], createdAt: FieldValue.serverTimestamp() });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect((await ref.get()).get('keywords')).toEqual([1]);
    await ref.delete();
  });
});

describe('resumes trigger: Storage holds only real resumes', () => {
  const folder = () => `resumes/${unique('u')}/${unique('j')}`;
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
  const DOCX = sampleDocx('Asha Patil, Fitter');
  const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  const markOf = async (path: string) => (await bucket().file(path).getMetadata())[0].metadata?.[RESUME_CHECK_KEY];
  async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > end) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  it('deletes a file whose first bytes are not what its content type says (text sent as a PDF)', async () => {
    const path = `${folder()}/fake.pdf`;
    await bucket().file(path).save(Buffer.from('hello, I am not a PDF'), { contentType: 'application/pdf' });
    await until(async () => !(await fileExists(path)));
  });

  it('deletes a PDF labelled as a DOCX, and keeps a real PDF and a real DOCX', async () => {
    const dir = folder();
    await bucket().file(`${dir}/cv.pdf`).save(PDF, { contentType: 'application/pdf' });
    await bucket().file(`${dir}/cv.docx`).save(DOCX, { contentType: DOCX_TYPE });
    await bucket().file(`${dir}/label.docx`).save(PDF, { contentType: DOCX_TYPE });
    await until(async () => !(await fileExists(`${dir}/label.docx`)));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await fileExists(`${dir}/cv.pdf`)).toBe(true);
    expect(await fileExists(`${dir}/cv.docx`)).toBe(true);
  });

  it(`keeps at most ${RESUME_FILES_PER_JOB} files in one job's folder`, async () => {
    const dir = folder();
    for (let i = 0; i < RESUME_FILES_PER_JOB + 2; i++) {
      await bucket().file(`${dir}/${i}.pdf`).save(PDF, { contentType: 'application/pdf' });
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
    await until(async () => (await bucket().getFiles({ prefix: `${dir}/` }))[0].length <= RESUME_FILES_PER_JOB);
    expect(await fileExists(`${dir}/0.pdf`)).toBe(true);
  });

  it('deletes a ZIP sent as a DOCX (no word/document.xml), keeps a real DOCX with the mark, served as an attachment', async () => {
    const dir = folder();
    await bucket()
      .file(`${dir}/zip.docx`)
      .save(sampleZip({ 'notes.txt': 'hello' }), { contentType: DOCX_TYPE });
    await bucket().file(`${dir}/real.docx`).save(DOCX, { contentType: DOCX_TYPE });
    await until(async () => !(await fileExists(`${dir}/zip.docx`)));
    await until(async () => (await markOf(`${dir}/real.docx`)) === RESUME_CHECK_PASSED);
    const [metadata] = await bucket().file(`${dir}/real.docx`).getMetadata();
    expect(metadata.contentDisposition).toMatch(/^attachment; filename="real\.docx"/);
  });

  it('deletes a real PDF stored under a name that is not .pdf (cv.apk), even written with the Admin SDK', async () => {
    const dir = folder();
    await bucket().file(`${dir}/cv.apk`).save(PDF, { contentType: 'application/pdf' });
    await until(async () => !(await fileExists(`${dir}/cv.apk`)));
  });

  it('checks the profile resume too: a fake is deleted, a real one marked', async () => {
    const [fake, real] = [`profileResumes/${unique('u')}/resume`, `profileResumes/${unique('u')}/resume`];
    await bucket()
      .file(fake)
      .save(sampleZip({ 'word/x.xml': '<x/>' }), { contentType: DOCX_TYPE });
    await bucket().file(real).save(DOCX, { contentType: DOCX_TYPE });
    await until(async () => !(await fileExists(fake)));
    await until(async () => (await markOf(real)) === RESUME_CHECK_PASSED);
  });

  it(`keeps at most ${RESUME_FILES_PER_ACCOUNT} files per account across its job folders and profile resume: the 21st is removed`, async () => {
    const uid = unique('u');
    const paths = [`profileResumes/${uid}/resume`];
    for (let i = 0; i < RESUME_FILES_PER_ACCOUNT; i++) paths.push(`resumes/${uid}/job-${Math.floor(i / RESUME_FILES_PER_JOB)}/${i}.pdf`);
    for (const path of paths) {
      await bucket().file(path).save(PDF, { contentType: 'application/pdf' });
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    const count = async () =>
      (await Promise.all([`resumes/${uid}/`, `profileResumes/${uid}/`].map((prefix) => bucket().getFiles({ prefix })))).flatMap(([f]) => f).length;
    await until(async () => !(await fileExists(paths.at(-1)!)));
    expect(await count()).toBe(RESUME_FILES_PER_ACCOUNT);
    expect(await fileExists(paths[0]!)).toBe(true);
    await until(async () => (await markOf(paths[0]!)) === RESUME_CHECK_PASSED);
  });
});
