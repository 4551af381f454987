// An employer deletes their own job from the browser (Posted Jobs' Delete):
// the web Firebase SDK, signed in as the owner, deletes
// jobs/{jobId} under the security rules, and the jobs' deletion cascade (onJobWritten) removes
// the job's applications, their resume files and its reports exactly as an
// admin's delete does. The application count the confirmation shows is the
// SDK's count aggregation under the rules the owner passes.
import { collection, deleteDoc, doc, getCountFromServer, query, where, type Firestore } from 'firebase/firestore';

import { afterEach, describe, expect, it } from 'vitest';
import { closeWebSdks, webSdkAs, seedApplication, seedJob, eventually, bucket, createUsers, fileExists } from '../support';
import { db, idsWhere, readDoc } from './helpers';

afterEach(closeWebSdks);

const countOf = (firestore: Firestore, employerId: string, jobId: string) =>
  getCountFromServer(query(collection(firestore, 'applications'), where('employerId', '==', employerId), where('jobId', '==', jobId))).then(
    (s) => s.data().count,
  );

describe("an owner's delete from the browser (web SDK, under the rules)", () => {
  it('counts the applications, deletes the job, and the trigger removes its applications, resumes and reports like an admin delete', async () => {
    const [employer, other, seekerA, seekerB] = await createUsers('employer', 'employer', 'jobseeker', 'jobseeker');
    const [job, keptJob] = await Promise.all([seedJob(employer.uid), seedJob(employer.uid)]);
    const apps = [
      await seedApplication({ jobId: job, seeker: seekerA, employerId: employer.uid }),
      await seedApplication({ jobId: job, seeker: seekerB, employerId: employer.uid }),
    ];
    const kept = await seedApplication({ jobId: keptJob, seeker: seekerA, employerId: employer.uid });
    await db.doc(`reports/${job}_${seekerA.uid}`).set({ jobId: job, reporterId: seekerA.uid, reason: 'fake', note: '', status: 'open', createdAt: new Date() });
    const withStorage = Boolean(process.env.FIREBASE_STORAGE_EMULATOR_HOST);
    const resumes = [`resumes/${seekerA.uid}/${job}/cv.pdf`, `resumes/${seekerB.uid}/${job}/cv.pdf`];
    const keptResume = `resumes/${seekerA.uid}/${keptJob}/cv.pdf`;
    if (withStorage) {
      await Promise.all([...resumes, keptResume].map((p) => bucket().file(p).save(Buffer.from('%PDF-1.4 test'), { contentType: 'application/pdf' })));
    }

    const owner = await webSdkAs(employer);
    const intruder = await webSdkAs(other);
    // The confirmation's count: the owner may count; another employer may not.
    expect(await countOf(owner, employer.uid, job)).toBe(2);
    await expect(countOf(intruder, employer.uid, job)).rejects.toMatchObject({ code: 'permission-denied' });
    // Another employer cannot delete it; the owner can.
    await expect(deleteDoc(doc(intruder, 'jobs', job))).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await readDoc(`jobs/${job}`)).not.toBeNull();
    await deleteDoc(doc(owner, 'jobs', job));

    expect(await readDoc(`jobs/${job}`)).toBeNull();
    await eventually('the applications to the job gone', async () => (await idsWhere('applications', 'jobId', job)).length === 0);
    await eventually("the job's reports gone", async () => (await idsWhere('reports', 'jobId', job)).length === 0);
    await eventually("the job's private contact (its number) gone", async () => (await readDoc(`jobs/${job}/private/contact`)) === null);
    expect(await readDoc(`jobs/${keptJob}/private/contact`)).not.toBeNull();
    for (const id of apps) expect(await readDoc(`applications/${id}`)).toBeNull();
    if (withStorage) {
      await eventually("the applicants' resumes gone", async () => !(await fileExists(resumes[0]!)) && !(await fileExists(resumes[1]!)));
      expect(await fileExists(keptResume)).toBe(true);
    }
    // The employer's other job and its application stay.
    expect(await readDoc(`jobs/${keptJob}`)).not.toBeNull();
    expect(await readDoc(`applications/${kept}`)).not.toBeNull();
  });
});
