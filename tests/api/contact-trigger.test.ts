// The contact trigger (functions/src/triggers/contacts.ts):
// when an applicant's profile changes name, email or phone, every application
// of theirs shows the new values, written by the server; others' stay as they are.
import { describe, expect, it } from 'vitest';
import { createUser, seedApplication, seedJob, uniqueEmail, uniquePhone, documentWhen, until } from '../support';
import { db } from './helpers';

const applicationWhen = (id: string, done: (data: Record<string, unknown>) => boolean, timeoutMs?: number) =>
  documentWhen(`applications/${id}`, done, timeoutMs);

describe("contact trigger: applications carry their applicant's current contact", () => {
  it("rewrites name, email and phone on each of the applicant's applications, and leaves another applicant's alone", async () => {
    const employer = await createUser({ role: 'employer' });
    const seeker = await createUser({ role: 'jobseeker' });
    const other = await createUser({ role: 'jobseeker' });
    const jobs = [await seedJob(employer.uid), await seedJob(employer.uid)];
    const mine = await Promise.all(jobs.map((jobId) => seedApplication({ jobId, seeker, employerId: employer.uid })));
    const theirs = await seedApplication({ jobId: jobs[0]!, seeker: other, employerId: employer.uid });
    const contact = { name: `Renamed ${seeker.uid.slice(0, 6)}`, email: uniqueEmail('moved'), phoneNumber: uniquePhone() };
    await db.doc(`users/${seeker.uid}`).update(contact);
    for (const id of mine) {
      const data = await applicationWhen(id, (d) => d.applicantName === contact.name);
      expect(data).toMatchObject({ applicantName: contact.name, email: contact.email, phoneNumber: contact.phoneNumber, applicantId: seeker.uid });
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await db.doc(`applications/${theirs}`).get()).data()).toMatchObject({
      applicantName: other.name,
      email: other.email,
      phoneNumber: other.phoneNumber,
    });
  });

  it('follows a second change made soon after the first: the newest values win', async () => {
    const employer = await createUser({ role: 'employer' });
    const seeker = await createUser({ role: 'jobseeker' });
    const id = await seedApplication({ jobId: await seedJob(employer.uid), seeker, employerId: employer.uid });
    await db.doc(`users/${seeker.uid}`).update({ name: 'First Rename' });
    await db.doc(`users/${seeker.uid}`).update({ name: 'Second Rename' });
    await applicationWhen(id, (d) => d.applicantName === 'Second Rename');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await db.doc(`applications/${id}`).get()).get('applicantName')).toBe('Second Rename');
  });

  it('updates more applications than one batch holds', async () => {
    const employer = await createUser({ role: 'employer' });
    const seeker = await createUser({ role: 'jobseeker' });
    // 150 applications (the trigger writes BATCH_SIZE, 100, per batch), made directly: they need no
    // job. Each write fires the applications' triggers, which every file running beside this one waits behind.
    const ids: string[] = [];
    {
      const batch = db.batch();
      for (let i = 0; i < 150; i++) {
        const id = `bulk${i}_${seeker.uid}`;
        ids.push(id);
        batch.set(db.doc(`applications/${id}`), {
          jobId: `bulk${i}`,
          jobTitle: 'Welder',
          companyName: 'Acme',
          employerId: employer.uid,
          applicantId: seeker.uid,
          applicantName: seeker.name,
          email: seeker.email,
          phoneNumber: seeker.phoneNumber,
          resumePath: `resumes/${seeker.uid}/bulk${i}/cv.pdf`,
          resume: 'https://example.test/cv.pdf',
          createdAt: new Date(),
        });
      }
      await batch.commit();
    }
    await db.doc(`users/${seeker.uid}`).update({ name: 'Bulk Rename' });
    await until(
      async () =>
        (await db.collection('applications').where('applicantId', '==', seeker.uid).where('applicantName', '!=', 'Bulk Rename').count().get()).data().count,
      (left) => left === 0,
      'every application carries the new name',
    );
    const all = await db.collection('applications').where('applicantId', '==', seeker.uid).get();
    expect(all.size).toBe(150);
    const batch = db.batch();
    for (const id of ids) batch.delete(db.doc(`applications/${id}`));
    await batch.commit();
  });
});
