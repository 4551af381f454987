// Deletes cascade whoever makes them: the Functions triggers on an Auth user's
// deletion (here through the Auth emulator's REST API, as the console does)
// and on users/{uid} and jobs/{jobId} deletions (here with the Admin SDK, as
// the console or an admin in the browser does) remove the dependents.
import { describe, expect, it } from 'vitest';
import { PROJECT_ID, seedApplication, seedJob, eventually, accountExists, createUsers, putFile, fileExists } from '../support';
import { db, idsWhere, readDoc } from './helpers';

const AUTH_EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;

/** Deletes an Auth user as the console does: the Identity Toolkit REST API, as the project owner. */
async function deleteAuthUserByRest(uid: string): Promise<void> {
  const response = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:delete`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ localId: uid }),
  });
  expect(response.status, await response.text()).toBe(200);
}

async function world() {
  const [employer, otherEmployer, seeker, otherSeeker] = await createUsers('employer', 'employer', 'jobseeker', 'jobseeker');
  const [job, otherJob] = await Promise.all([seedJob(employer.uid), seedJob(otherEmployer.uid)]);
  const apps = {
    seekerToJob: await seedApplication({ jobId: job, seeker, employerId: employer.uid }),
    otherToJob: await seedApplication({ jobId: job, seeker: otherSeeker, employerId: employer.uid }),
    seekerToOther: await seedApplication({ jobId: otherJob, seeker, employerId: otherEmployer.uid }),
    otherToOther: await seedApplication({ jobId: otherJob, seeker: otherSeeker, employerId: otherEmployer.uid }),
  };
  return { employer, otherEmployer, seeker, otherSeeker, job, otherJob, apps };
}

describe('cascade triggers', () => {
  it("deleting a job seeker's Auth user (REST, as the console) removes their profile and applications, and tombstones the uid", async () => {
    const w = await world();
    await deleteAuthUserByRest(w.seeker.uid);
    await eventually(
      'profile and applications gone',
      async () => (await readDoc(`users/${w.seeker.uid}`)) === null && (await idsWhere('applications', 'applicantId', w.seeker.uid)).length === 0,
    );
    expect(await readDoc(`deletedAccounts/${w.seeker.uid}`)).not.toBeNull();
    expect(await idsWhere('applications', 'applicantId', w.otherSeeker.uid)).toEqual([w.apps.otherToJob, w.apps.otherToOther].sort());
  });

  it("deleting an employer's Auth user removes their profile, their jobs and every application to them", async () => {
    const w = await world();
    await deleteAuthUserByRest(w.employer.uid);
    await eventually(
      'profile, jobs and applications gone',
      async () =>
        (await readDoc(`users/${w.employer.uid}`)) === null &&
        (await readDoc(`jobs/${w.job}`)) === null &&
        (await idsWhere('applications', 'jobId', w.job)).length === 0,
    );
    expect(await readDoc(`jobs/${w.otherJob}`)).not.toBeNull();
    expect(await idsWhere('applications', 'jobId', w.otherJob)).toEqual([w.apps.otherToOther, w.apps.seekerToOther].sort());
  });

  it('deleting a users document (Admin SDK, as the console) removes the Auth account and the applications', async () => {
    const w = await world();
    await db.doc(`users/${w.seeker.uid}`).delete();
    await eventually(
      'Auth account and applications gone',
      async () => !(await accountExists(w.seeker.uid)) && (await idsWhere('applications', 'applicantId', w.seeker.uid)).length === 0,
    );
    expect(await readDoc(`deletedAccounts/${w.seeker.uid}`)).not.toBeNull();
    expect(await accountExists(w.otherSeeker.uid)).toBe(true);
  });

  it('deleting a jobs document removes its applications, and only those', async () => {
    const w = await world();
    await db.doc(`jobs/${w.job}`).delete();
    await eventually('applications to the job gone', async () => (await idsWhere('applications', 'jobId', w.job)).length === 0);
    expect(await idsWhere('applications', 'jobId', w.otherJob)).toHaveLength(2);
    expect(await readDoc(`users/${w.employer.uid}`)).not.toBeNull();
  });

  it("a person deleting their own account (as the SDK's deleteUser() does: their ID token) takes their data with it", async () => {
    const w = await world();
    const response = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:delete?key=fake-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: w.employer.token }),
    });
    expect(response.status, await response.text()).toBe(200);
    await eventually(
      'profile, jobs and applications gone',
      async () =>
        (await readDoc(`users/${w.employer.uid}`)) === null &&
        (await readDoc(`jobs/${w.job}`)) === null &&
        (await idsWhere('applications', 'employerId', w.employer.uid)).length === 0,
    );
    expect(await readDoc(`jobs/${w.otherJob}`)).not.toBeNull();
  });

  it('a second cascade of the same deletion finds nothing and fails nothing (idempotent)', async () => {
    const w = await world();
    await db.doc(`jobs/${w.job}`).delete();
    await eventually('applications gone', async () => (await idsWhere('applications', 'jobId', w.job)).length === 0);
    // The job deleted again (a no-op delete fires no trigger); the employer deleted twice over.
    await db.doc(`jobs/${w.job}`).delete();
    await deleteAuthUserByRest(w.employer.uid);
    await db.doc(`users/${w.employer.uid}`).delete();
    await eventually('employer gone', async () => (await readDoc(`users/${w.employer.uid}`)) === null && !(await accountExists(w.employer.uid)));
    expect(await idsWhere('applications', 'jobId', w.otherJob)).toHaveLength(2);
  });

  describe.runIf(process.env.FIREBASE_STORAGE_EMULATOR_HOST)('resumes in Storage', () => {
    it("deleting a job seeker's Auth user deletes their resume folder; deleting a job, its applicants' resumes", async () => {
      const w = await world();
      const seekers = [`resumes/${w.seeker.uid}/${w.job}/cv.pdf`, `resumes/${w.seeker.uid}/${w.otherJob}/cv.pdf`];
      const others = [`resumes/${w.otherSeeker.uid}/${w.job}/cv.pdf`, `resumes/${w.otherSeeker.uid}/${w.otherJob}/cv.pdf`];
      await Promise.all([...seekers, ...others].map((path) => putFile(path)));
      await deleteAuthUserByRest(w.seeker.uid);
      await eventually("the seeker's resumes gone", async () => !(await fileExists(seekers[0]!)) && !(await fileExists(seekers[1]!)));
      await db.doc(`jobs/${w.job}`).delete();
      await eventually("the job's resumes gone", async () => !(await fileExists(others[0]!)));
      expect(await fileExists(others[1]!)).toBe(true);
    });
  });
});
