// Scam containment on the emulators, triggers and rules real:
// an applicant's answers stay with the questions they were asked after the job
// changes them; a verified company name is its employer's (the API refuses it,
// the jobs trigger switches off the look-alikes the rules cannot see); an
// unverified company page says Not verified, is noindex and stays out of the sitemap.
import { afterEach, describe, expect, it } from 'vitest';
import { collection, doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { jobInputSchema, newJobFields, notificationIds, reservedCompanyKey, VERIFIED_COMPANY_NAMES, type ScreeningQuestion } from '@jobsearch/domain';
import { BASE_URL, storedFileUrl, closeWebSdks, createUser, createUsers, eventually, seedJob, unique, until, webSdkAs, type TestUser } from '../support';
import { applicationPayload, call, createAdmin, db, expectError, expectUnchanged, postingPayload, readDoc } from './helpers';

afterEach(closeWebSdks);

const ASKED: ScreeningQuestion[] = [
  { kind: 'yesNo', text: 'Do you hold a heavy vehicle licence?', mustHave: true, needed: true },
  { kind: 'number', text: 'Years of driving?', mustHave: true, needed: 2 },
];

describe("an applicant's answer stays with its question", () => {
  it('edits of the questions after applying change neither the application nor who meets all must-haves', async () => {
    const [employer, seeker] = await createUsers('employer', 'jobseeker');
    const posted = await call('POST', '/api/jobs/add', { token: employer.token, body: postingPayload({ screeningQuestions: ASKED }) });
    expect(posted.status, posted.text).toBe(201);
    const jobId = posted.body.jobId as string;
    const applied = await call('POST', '/api/applications/apply', { token: seeker.token, body: applicationPayload(jobId, seeker, { answers: ['yes', '3'] }) });
    expect(applied.status, applied.text).toBe(201);
    const path = `applications/${jobId}_${seeker.uid}`;
    const before = await readDoc(path);
    expect(before).toMatchObject({ answers: [true, 3], questions: ASKED });

    // The employer rewrites the questions: a yes now "agrees to a deposit", and 10 years are needed.
    const edited: ScreeningQuestion[] = [
      { kind: 'yesNo', text: 'Will you pay a ₹5,000 deposit?', mustHave: true, needed: true },
      { kind: 'number', text: 'Years of driving?', mustHave: true, needed: 10 },
    ];
    const put = await call('PUT', `/api/jobs/${jobId}`, { token: employer.token, body: postingPayload({ screeningQuestions: edited }) });
    expect(put.status, put.text).toBe(200);
    expect((await readDoc(`jobs/${jobId}`))?.screeningQuestions).toEqual(edited);

    const after = await readDoc(path);
    expect({ answers: after?.answers, questions: after?.questions }).toEqual({ answers: [true, 3], questions: ASKED });
    const rows = await call('GET', `/api/jobs/applicants/${employer.uid}?jobId=${jobId}`, { token: employer.token });
    expect(rows.status, rows.text).toBe(200);
    expect(rows.body.find((row: { id: string }) => row.id === `${jobId}_${seeker.uid}`)).toMatchObject({
      answers: [
        { question: 'Do you hold a heavy vehicle licence?', kind: 'yesNo', mustHave: true, answer: true },
        { question: 'Years of driving?', kind: 'number', mustHave: true, answer: 3 },
      ],
      meetsAllMustHaves: true,
    });

    // An application from before copies were kept (the control): judged by the job's questions now, as before.
    const [old] = await createUsers('jobseeker');
    const { questions: _none, ...withoutCopy } = before!;
    await db.doc(`applications/${jobId}_${old!.uid}`).set({ ...withoutCopy, applicantId: old!.uid, createdAt: new Date() });
    const again = await call('GET', `/api/jobs/applicants/${employer.uid}?jobId=${jobId}`, { token: employer.token });
    expect(again.body.find((row: { id: string }) => row.id === `${jobId}_${old!.uid}`)).toMatchObject({
      answers: [{ question: 'Will you pay a ₹5,000 deposit?' }, { question: 'Years of driving?' }],
      meetsAllMustHaves: false,
    });
  });

  it('an application made through the web SDK carries the questions; a forged copy is refused by the rules', async () => {
    const [employer, seeker] = await createUsers('employer', 'jobseeker');
    const jobId = await seedJob(employer.uid, { screeningQuestions: ASKED });
    const sdk = await webSdkAs(seeker);
    const job = (await readDoc(`jobs/${jobId}`))!;
    const resumePath = `resumes/${seeker.uid}/${jobId}/cv.pdf`;
    const fields = {
      jobId,
      jobTitle: job.title,
      companyName: job.companyName,
      employerId: employer.uid,
      applicantId: seeker.uid,
      applicantName: seeker.name,
      email: seeker.email,
      phoneNumber: seeker.phoneNumber,
      resumePath,
      // The Storage emulator's link (the rules accept only this project's bucket on its host).
      resume: storedFileUrl(resumePath, 'tok'),
      answers: [true, 3],
      createdAt: serverTimestamp(),
    };
    const ref = doc(sdk, 'applications', `${jobId}_${seeker.uid}`);
    await expect(setDoc(ref, { ...fields, questions: [{ ...ASKED[0], text: 'Will you pay a deposit?' }, ASKED[1]] })).rejects.toThrow(/permission/i);
    await setDoc(ref, { ...fields, questions: ASKED });
    expect((await readDoc(`applications/${jobId}_${seeker.uid}`))?.questions).toEqual(ASKED);
  });
});

/** A job as the web app posts it, through the rules. */
async function postThroughSdk(employer: TestUser, companyName: string): Promise<string> {
  const sdk = await webSdkAs(employer);
  const ref = doc(collection(sdk, 'jobs'));
  const input = jobInputSchema.parse({ ...postingPayload({ companyName }), mobileNumber: '' });
  await setDoc(ref, { ...newJobFields(input, employer.uid), createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
  return ref.id;
}

describe("a verified company name is its employer's", () => {
  it('refuses it to another account (API, any case, spacing or full-width), switches off what the rules let through, and leaves the owner be', async () => {
    const [admin, owner, other] = await Promise.all([createAdmin(), createUser({ role: 'employer' }), createUser({ role: 'employer' })]);
    const tail = unique('f');
    const name = `Shri Sai Fabricators ${tail}`;
    const lookAlike = `ＳＨＲＩ Sai  Fabricators ${tail}`;
    await seedJob(owner.uid, { companyName: name });
    const marked = await call('PUT', `/admin/employers/${owner.uid}/verification`, { token: admin.token, body: { companyName: name } });
    expect(marked.status, marked.text).toBe(200);
    const key = reservedCompanyKey(name);
    expect(reservedCompanyKey(lookAlike)).toBe(key);
    await until(
      () => readDoc(`${VERIFIED_COMPANY_NAMES}/${key}`),
      (entry) => entry !== null,
      'the name is reserved',
    );
    expect(await readDoc(`${VERIFIED_COMPANY_NAMES}/${key}`)).toEqual({ employerIds: [owner.uid], companyName: name });

    // The API refuses another account, with the field named and said in words.
    for (const companyName of [name, lookAlike, ` shri sai FABRICATORS ${tail.toUpperCase()} `]) {
      const refused = await call('POST', '/api/jobs/add', { token: other.token, body: postingPayload({ companyName }) });
      expectError(refused, 409, 'company_name_taken');
      expect(refused.body.error.details.companyName).toMatch(/is the name of a company another employer has verified/);
    }
    const own = await call('POST', '/api/jobs/add', { token: other.token, body: postingPayload({ companyName: `Bright Soft ${tail}` }) });
    expect(own.status, own.text).toBe(201);
    const renamed = await expectUnchanged(
      () => readDoc(`jobs/${own.body.jobId}`),
      () => call('PUT', `/api/jobs/${own.body.jobId}`, { token: other.token, body: postingPayload({ companyName: lookAlike }) }),
    );
    expectError(renamed, 409, 'company_name_taken');
    // The owner (the control) posts under it, in any spelling.
    const owners = await call('POST', '/api/jobs/add', { token: owner.token, body: postingPayload({ companyName: lookAlike }) });
    expect(owners.status, owners.text).toBe(201);

    // Through the rules: the exact name is refused; the full-width one passes them and the trigger switches it off.
    await expect(postThroughSdk(other, name)).rejects.toThrow(/permission/i);
    const borrowed = await postThroughSdk(other, lookAlike);
    await until(
      () => readDoc(`jobs/${borrowed}`),
      (job) => job?.status === 'Inactive',
      'the look-alike is switched off',
    );
    const told = await until(
      () => readDoc(`notifications/${notificationIds.companyNameTaken(borrowed)}`),
      (n) => n !== null,
      'its employer is told',
    );
    expect(told).toMatchObject({ userId: other.uid, kind: 'companyNameTaken', jobId: borrowed });
    expect(told?.body).toMatch(/another employer has verified/);
    // The owner's own look-alike through the SDK stays Active (the control).
    const ownersSdk = await postThroughSdk(owner, lookAlike);
    const ownJobOfOther = own.body.jobId as string;
    await until(
      () => readDoc(`jobs/${ownersSdk}`),
      (job) => Array.isArray(job?.keywords),
      "the owner's job is derived",
    );
    expect((await readDoc(`jobs/${ownersSdk}`))?.status).toBe('Active');
    expect((await readDoc(`jobs/${ownJobOfOther}`))?.status).toBe('Active');

    // Withdrawn, the name is free again.
    expect((await call('DELETE', `/admin/employers/${owner.uid}/verification`, { token: admin.token })).status).toBe(200);
    await until(
      () => readDoc(`${VERIFIED_COMPANY_NAMES}/${key}`),
      (entry) => entry === null,
      'the name is released',
    );
    const free = await call('POST', '/api/jobs/add', { token: other.token, body: postingPayload({ companyName: name }) });
    expect(free.status, free.text).toBe(201);
  });
});

/** The site's address as the emulators configure it (functions/.env.demo-jobsearch). */
const SITE_URL = 'http://localhost:5000';
const page = async (path: string) => (await fetch(`${BASE_URL}${path}`, { headers: { accept: 'text/html' } })).text();
const sitemap = async () => (await fetch(`${BASE_URL}/sitemap.xml`)).text();

describe('a company page is not a costume', () => {
  it('unverified: Not verified, noindex, out of the sitemap; verified: the mark, indexed and listed; withdrawn: out again', async () => {
    const [admin, employer] = await Promise.all([createAdmin(), createUser({ role: 'employer' })]);
    const company = `Sai Transport ${unique('c')}`;
    const jobId = await seedJob(employer.uid, { companyName: company });
    // The job itself is listed (its trigger ran), the company is not.
    await eventually('the job is in the sitemap', async () => (await sitemap()).includes(`/job/${jobId}</loc>`));
    expect(await sitemap()).not.toContain(`<loc>${SITE_URL}/company/${employer.uid}</loc>`);
    const unverified = await page(`/company/${employer.uid}`);
    expect(unverified).toContain('<meta name="robots" content="noindex" />');
    expect(unverified).toContain('<strong>Not verified</strong>');
    expect(unverified).not.toContain('Verified employer</span>');
    expect(unverified).toMatch(/"disambiguatingDescription":"Not verified"/);

    expect((await call('PUT', `/admin/employers/${employer.uid}/verification`, { token: admin.token, body: { companyName: company } })).status).toBe(200);
    await eventually('the company is in the sitemap', async () => (await sitemap()).includes(`<loc>${SITE_URL}/company/${employer.uid}</loc>`));
    const verified = await page(`/company/${employer.uid}`);
    expect(verified).not.toContain('noindex');
    expect(verified).toContain('Verified employer</span>');
    expect(verified).not.toContain('Not verified');

    expect((await call('DELETE', `/admin/employers/${employer.uid}/verification`, { token: admin.token })).status).toBe(200);
    await eventually('the company has left the sitemap', async () => !(await sitemap()).includes(`<loc>${SITE_URL}/company/${employer.uid}</loc>`));
    expect(await page(`/company/${employer.uid}`)).toContain('<meta name="robots" content="noindex" />');
  });
});
