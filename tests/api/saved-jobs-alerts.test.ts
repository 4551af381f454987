// Saved jobs and job alerts, server side: the jobs
// trigger keeps each saved copy of a job up to date (closed when Inactive,
// Deleted when gone), and when a job becomes Active it notifies (and mails)
// each seeker whose alert it matches, once per alert and job. Documents are
// written here with the Admin SDK, as the browser would under the rules
// (tests/rules/firestore/pipeline.ts).
import { english } from '@jobsearch/domain/i18n/english';
import { FieldValue } from 'firebase-admin/firestore';
import { notificationIds, savedJobFields, savedJobId } from '@jobsearch/domain';
import { describe, expect, it } from 'vitest';
import { seedJob, unique, until, settle, seedAlert, createUsers } from '../support';
import { db, readDoc } from './helpers';

/**
 * The alert ids named by the alert notifications a job gave, to these seekers only: the other
 * files running beside this one save alerts too (a district alone), which a job may match.
 */
async function alertNotices(jobId: string, seekers: readonly string[]): Promise<string[]> {
  const snapshot = await db.collection('notifications').where('jobId', '==', jobId).where('kind', '==', 'alert').get();
  return snapshot.docs
    .filter((d) => seekers.includes(d.get('userId')))
    .map((d) => d.get('alertId') as string)
    .sort();
}

/** Which of these seekers the alert notifications of a job went to (one entry a notification). */
async function alertSeekers(jobId: string, seekers: readonly string[]): Promise<string[]> {
  const snapshot = await db.collection('notifications').where('jobId', '==', jobId).where('kind', '==', 'alert').get();
  return snapshot.docs
    .map((d) => d.get('userId') as string)
    .filter((id) => seekers.includes(id))
    .sort();
}

describe('saved jobs', () => {
  it('follow their job: closed when Inactive, open again when Active, Deleted when it goes, the text kept', async () => {
    const [employer, seeker] = await createUsers({ role: 'employer', emailVerified: false }, { role: 'jobseeker', emailVerified: false });
    const jobId = await seedJob(employer.uid);
    const job = (await db.doc(`jobs/${jobId}`).get()).data()!;
    const id = savedJobId(seeker.uid, jobId);
    await db.doc(`savedJobs/${id}`).set({ ...savedJobFields(seeker.uid, jobId, job as never), savedAt: FieldValue.serverTimestamp() });
    const saved = () => readDoc(`savedJobs/${id}`);

    await db.doc(`jobs/${jobId}`).update({ status: 'Inactive' });
    await until(saved, (s) => s?.jobStatus === 'Inactive', 'closed');
    expect(await saved()).toMatchObject({ jobTitle: 'Electrician', companyName: job.companyName, city: 'Pune', salary: '15000 - 25000' });

    await db.doc(`jobs/${jobId}`).update({ status: 'Active', salary: '18000 - 26000' });
    await until(saved, (s) => s?.jobStatus === 'Active' && s?.salary === '18000 - 26000', 'open again, new salary');

    await db.doc(`jobs/${jobId}`).delete();
    await until(saved, (s) => s?.jobStatus === 'Deleted', 'deleted job');
    expect(await saved()).toMatchObject({ jobTitle: 'Electrician', userId: seeker.uid });
  });
});

describe('job alerts', () => {
  it('a new Active job notifies each seeker with a matching alert once, found by its filters, with a mail', async () => {
    const [employer, a, b] = await createUsers(
      { role: 'employer', emailVerified: false },
      { role: 'jobseeker', emailVerified: false },
      { role: 'jobseeker', emailVerified: true },
    );
    const company = unique('Zq');
    const word = company.toLowerCase().slice(0, 20);
    const ofA = [
      await seedAlert(a.uid, 0, { degree: 'ITI', trade: 'Electrician', city: 'Pune' }),
      await seedAlert(a.uid, 1, { city: 'Pune', q: `electrician ${word}` }),
      await seedAlert(a.uid, 2, { q: word, minSalary: 25000 }),
    ];
    const ofB = await seedAlert(b.uid, 0, { q: word });
    const missing = [
      await seedAlert(b.uid, 1, { q: word, minSalary: 25001 }),
      await seedAlert(b.uid, 2, { q: `${word} plumber` }),
      await seedAlert(b.uid, 3, { q: word, city: 'Nashik' }),
      await seedAlert(b.uid, 4, { q: word, degree: 'BE' }),
    ];
    const jobId = await seedJob(employer.uid, { companyName: company });
    await until(
      () => alertSeekers(jobId, [a.uid, b.uid]),
      (ids) => ids.includes(a.uid) && ids.includes(b.uid),
      'the matching seekers notified',
    );
    await settle();
    // One notification per seeker, naming their first matching alert; none for the alerts that miss.
    expect(await alertSeekers(jobId, [a.uid, b.uid])).toEqual([a.uid, b.uid].sort());
    const notified = await alertNotices(jobId, [a.uid, b.uid]);
    expect(notified).toEqual([ofA[0]!, ofB].sort());
    for (const id of missing) expect(notified).not.toContain(id);

    const note = await readDoc(`notifications/${notificationIds.alert(b.uid, jobId)}`);
    expect(note).toMatchObject({ userId: b.uid, kind: 'alert', read: false, title: english('notifications.alertTitle', { jobTitle: 'Electrician' }) });
    expect(note!.body).toBe(english('notifications.alertBody', { jobTitle: 'Electrician', companyName: company, city: 'Pune' }));
    expect(note!.params).toEqual({ jobTitle: 'Electrician', companyName: company, city: 'Pune' });
    expect(await readDoc(`mail/${notificationIds.alert(b.uid, jobId)}`)).toMatchObject({ to: b.email, message: { subject: note!.title } });

    // Inactive, then Active again: never twice for the same seeker and job.
    await db.doc(`jobs/${jobId}`).update({ status: 'Inactive' });
    await settle();
    await db.doc(`jobs/${jobId}`).update({ status: 'Active' });
    await settle();
    expect(await alertSeekers(jobId, [a.uid, b.uid])).toEqual([a.uid, b.uid].sort());
  });

  it('a job posted Inactive notifies when it is switched to Active, not before', async () => {
    const [employer, seeker] = await createUsers({ role: 'employer', emailVerified: false }, { role: 'jobseeker', emailVerified: false });
    const company = unique('Zr');
    const id = await seedAlert(seeker.uid, 0, { q: company.toLowerCase().slice(0, 20) });
    const jobId = await seedJob(employer.uid, { companyName: company, status: 'Inactive' });
    await settle();
    expect(await alertNotices(jobId, [seeker.uid])).toEqual([]);
    await db.doc(`jobs/${jobId}`).update({ status: 'Active' });
    await until(
      () => alertNotices(jobId, [seeker.uid]),
      (ids) => ids.includes(id),
      'notified once Active',
    );
  });

  it('an alert typed in Hindi or Marathi, a romanised spelling or with typing mistakes is notified of the job its words name', async () => {
    const [employer, hindi, typed, elsewhere] = await createUsers(
      { role: 'employer', emailVerified: false },
      { role: 'jobseeker', emailVerified: false },
      { role: 'jobseeker', emailVerified: false },
      { role: 'jobseeker', emailVerified: false },
    );
    const ofHindi = await seedAlert(hindi.uid, 0, { q: 'वेल्डर पुणे' });
    const ofTyped = await seedAlert(typed.uid, 0, { q: 'weldr poona' });
    const missing = await seedAlert(elsewhere.uid, 0, { q: 'वेल्डर नागपूर' });
    const jobId = await seedJob(employer.uid, { jobRole: 'Welder', degree: 'ITI', trade: 'Welder', city: 'Pune', companyName: unique('Zw') });
    await until(
      () => alertNotices(jobId, [hindi.uid, typed.uid, elsewhere.uid]),
      (ids) => ids.includes(ofHindi) && ids.includes(ofTyped),
      'the alerts in other words notified',
    );
    await settle();
    expect(await alertNotices(jobId, [hindi.uid, typed.uid, elsewhere.uid])).not.toContain(missing);
  });
});
