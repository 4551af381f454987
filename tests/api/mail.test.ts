// Mail goes only to an address its owner proved, once per event and person:
// the notification triggers write notifications/{id} for everyone and
// mail/{id} only for an account whose Firebase Auth email is verified, to
// that Auth email (never to what a profile says); a job matching several of
// one seeker's alerts makes one notification and one mail; alert matching
// reads candidates a page at a time up to a cap, and a retried run writes
// nothing twice. Documents are written with the Admin SDK, as the browser
// would under the rules.
import { notificationIds } from '@jobsearch/domain';
import { describe, expect, it } from 'vitest';
import { createUser, seedApplication, seedJob, unique, until, settle, seedAlert, createUsers } from '../support';
import { db, readDoc } from './helpers';

/** The ids of the documents of one collection that a job gave. */
async function idsOf(collection: 'notifications' | 'mail', jobId: string, userId?: string): Promise<string[]> {
  if (collection === 'notifications') {
    const snapshot = await db.collection('notifications').where('jobId', '==', jobId).get();
    return snapshot.docs.filter((d) => !userId || d.get('userId') === userId).map((d) => d.id);
  }
  const notes = await idsOf('notifications', jobId, userId);
  const mails = await Promise.all(notes.map((id) => readDoc(`mail/${id}`)));
  return notes.filter((_, i) => mails[i] !== null);
}

describe('notifications and their mail', () => {
  it('an account whose email is not verified gets the notification in the site and no mail', async () => {
    const [employer, seeker] = await createUsers({ role: 'employer', emailVerified: false }, { role: 'jobseeker', emailVerified: false });
    const jobId = await seedJob(employer.uid);
    const applicationId = await seedApplication({ jobId, seeker, employerId: employer.uid });
    const id = notificationIds.application(applicationId);
    await until(
      () => readDoc(`notifications/${id}`),
      (n) => n !== null,
      'the employer’s notification',
    );
    await settle();
    expect(await readDoc(`mail/${id}`)).toBeNull();
  });

  it('a verified account gets both, the mail to its Auth email even when the profile names another address', async () => {
    const [employer, seeker] = await createUsers({ role: 'employer', emailVerified: true }, { role: 'jobseeker', emailVerified: false });
    // A profile written before the rules tied it to the token (or by the Admin SDK): mail never reads it.
    await db.doc(`users/${employer.uid}`).update({ email: 'victim@example.test' });
    const jobId = await seedJob(employer.uid);
    const applicationId = await seedApplication({ jobId, seeker, employerId: employer.uid });
    const id = notificationIds.application(applicationId);
    const mail = await until(
      () => readDoc(`mail/${id}`),
      (m) => m !== null,
      'the employer’s mail',
    );
    expect(mail).toMatchObject({ to: employer.email, userId: employer.uid, notificationId: id });
    expect(await readDoc(`notifications/${id}`)).toMatchObject({ userId: employer.uid, kind: 'application' });
  });
});

describe('job alerts: one event, at most one mail per person', () => {
  it('three alerts of one seeker matching one new job make one notification and one mail', async () => {
    const [employer, seeker] = await createUsers({ role: 'employer', emailVerified: false }, { role: 'jobseeker', emailVerified: true });
    const company = unique('Zm');
    const word = company.toLowerCase().slice(0, 20);
    const alerts = [
      await seedAlert(seeker.uid, 0, { q: word }),
      await seedAlert(seeker.uid, 1, { q: word, city: 'Pune' }),
      await seedAlert(seeker.uid, 2, { q: `electrician ${word}`, degree: 'ITI' }),
    ];
    const jobId = await seedJob(employer.uid, { companyName: company });
    const id = notificationIds.alert(seeker.uid, jobId);
    await until(
      () => readDoc(`mail/${id}`),
      (m) => m !== null,
      'the seeker’s mail',
    );
    await settle();
    expect(await idsOf('notifications', jobId, seeker.uid)).toEqual([id]);
    expect(await idsOf('mail', jobId, seeker.uid)).toEqual([id]);
    expect(await readDoc(`notifications/${id}`)).toMatchObject({ kind: 'alert', alertId: [...alerts].sort()[0] });
    expect(await readDoc(`mail/${id}`)).toMatchObject({ to: seeker.email });
  });

  it('a retried alert run (the same job again) writes no duplicates', async () => {
    const { notifyAlerts } = await import('../../functions/src/triggers/pipeline');
    const [employer, a, b] = await createUsers(
      { role: 'employer', emailVerified: false },
      { role: 'jobseeker', emailVerified: true },
      { role: 'jobseeker', emailVerified: false },
    );
    const company = unique('Zn');
    const word = company.toLowerCase().slice(0, 20);
    await seedAlert(a.uid, 0, { q: word });
    await seedAlert(a.uid, 1, { q: word, city: 'Pune' });
    await seedAlert(b.uid, 0, { q: word });
    const jobId = await seedJob(employer.uid, { companyName: company });
    // Alerts other tests left behind may match the job too (its district, trade, ...): only these seekers' count here.
    const ours = async (collection: 'notifications' | 'mail') => (await Promise.all([a.uid, b.uid].map((uid) => idsOf(collection, jobId, uid)))).flat().sort();
    await until(
      () => ours('notifications'),
      (ids) => ids.length === 2,
      'both seekers notified',
    );
    await settle();
    const before = { notes: await ours('notifications'), mails: await ours('mail'), all: (await idsOf('notifications', jobId)).sort() };
    expect(before.notes).toEqual([notificationIds.alert(a.uid, jobId), notificationIds.alert(b.uid, jobId)].sort());
    expect(before.mails).toEqual([notificationIds.alert(a.uid, jobId)]);

    const job = (await db.doc(`jobs/${jobId}`).get()).data()!;
    const [first, second] = await Promise.all([notifyAlerts(jobId, job), notifyAlerts(jobId, job)]);
    expect(first).toMatchObject({ written: 0, capped: false });
    expect(second).toMatchObject({ written: 0 });
    expect(first?.seekers).toBe(before.all.length);
    expect(await ours('notifications')).toEqual(before.notes);
    expect(await ours('mail')).toEqual(before.mails);
    expect((await idsOf('notifications', jobId)).sort()).toEqual(before.all);
  });

  it('matching reads the candidates a page at a time and stops at its cap', async () => {
    const { findMatchingAlerts } = await import('../../functions/src/store/alerts');
    const word = unique('zp').toLowerCase().slice(0, 20);
    const seekers = await Promise.all(Array.from({ length: 5 }, () => createUser({ role: 'jobseeker', emailVerified: false })));
    const ids = await Promise.all(seekers.map((s) => seedAlert(s.uid, 0, { q: word })));
    const job = { degree: '', trade: '', state: '', city: '', jobShift: '', jobType: '', keywords: [word], salaryMax: null };

    const paged = await findMatchingAlerts(db, job, { pageSize: 2, maxCandidates: 100 });
    expect(paged.alerts.map((a) => a.id).sort()).toEqual([...ids].sort());
    expect(paged.capped).toBe(false);

    const capped = await findMatchingAlerts(db, job, { pageSize: 2, maxCandidates: 3 });
    expect(capped.capped).toBe(true);
    expect(capped.alerts.length).toBeLessThanOrEqual(3);
    expect(capped.reads).toBeLessThanOrEqual(3 + 2); // the candidates, plus one read per empty answer
  });
});
