// The inbox every signed-in view listens to (domain/src/inboxes.ts), kept by the
// triggers on the emulators: an application made puts its job among the seeker's
// "Applied" marks and its removal takes it off; each notification adds one to the
// bell's count, which its owner may set to 0 and nothing else; and
// scripts/migrate-inboxes.mts makes both again from what is stored.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { doc, updateDoc } from 'firebase/firestore';
import { notificationIds } from '@jobsearch/domain';
import { closeWebSdks, createUsers, documentWhen, seedApplication, seedJob, until, webSdkAs } from '../support';
import { adminDb } from '../support/admin';
import { PROJECT_ID } from '../support/emulators';
import { call } from './helpers';

afterEach(closeWebSdks);

const inboxOf = async (uid: string) => (await adminDb().doc(`inboxes/${uid}`).get()).data() ?? {};
const setStatus = (id: string, token: string, status: string) => call('PUT', `/api/applications/${id}/status`, { token, body: { status } });

describe('inboxes/{uid}', () => {
  it('marks each job the seeker applies to, newest last, and unmarks a removed application', async () => {
    const [employer, seeker] = await createUsers('employer', 'jobseeker');
    const [first, second] = await Promise.all([seedJob(employer.uid), seedJob(employer.uid)]);
    const firstApplication = await seedApplication({ jobId: first, employerId: employer.uid, seeker });
    await documentWhen(`inboxes/${seeker.uid}`, (inbox) => JSON.stringify(inbox.appliedJobIds) === JSON.stringify([first]));
    await seedApplication({ jobId: second, employerId: employer.uid, seeker });
    const both = await documentWhen(`inboxes/${seeker.uid}`, (inbox) => (inbox.appliedJobIds as string[] | undefined)?.length === 2);
    expect(both).toMatchObject({ uid: seeker.uid, appliedJobIds: [first, second] });

    await adminDb().doc(`applications/${firstApplication}`).delete();
    await documentWhen(`inboxes/${seeker.uid}`, (inbox) => JSON.stringify(inbox.appliedJobIds) === JSON.stringify([second]));
  });

  it("counts each notification once on its owner's bell; the owner sets it to 0 and may not raise it", async () => {
    const [employer, seeker] = await createUsers('employer', 'jobseeker');
    const jobId = await seedJob(employer.uid);
    const id = await seedApplication({ jobId, employerId: employer.uid, seeker });
    // The employer is told of the new application.
    await documentWhen(`inboxes/${employer.uid}`, (inbox) => inbox.unreadNotifications === 1);

    expect((await setStatus(id, employer.token, 'Viewed')).status).toBe(200);
    await until(
      () =>
        adminDb()
          .doc(`notifications/${notificationIds.status(id, 'Viewed')}`)
          .get(),
      (n) => n.exists,
      'the Viewed notification',
    );
    expect((await setStatus(id, employer.token, 'Shortlisted')).status).toBe(200);
    await until(
      () =>
        adminDb()
          .doc(`notifications/${notificationIds.status(id, 'Shortlisted')}`)
          .get(),
      (n) => n.exists,
      'the Shortlisted notification',
    );
    await documentWhen(`inboxes/${seeker.uid}`, (inbox) => inbox.unreadNotifications === 2);

    const seekerDb = await webSdkAs(seeker);
    await expect(updateDoc(doc(seekerDb, 'inboxes', seeker.uid), { unreadNotifications: 5 })).rejects.toMatchObject({ code: 'permission-denied' });
    await updateDoc(doc(seekerDb, 'inboxes', seeker.uid), { unreadNotifications: 0 });
    expect(await inboxOf(seeker.uid)).toMatchObject({ unreadNotifications: 0, appliedJobIds: [jobId] });
    // The employer's bell and the seeker's marks were left as they were.
    expect(await inboxOf(employer.uid)).toMatchObject({ unreadNotifications: 1 });
  });
});

describe('scripts/migrate-inboxes.mts', () => {
  const run = (...flags: string[]) =>
    promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('../../scripts/migrate-inboxes.mts', import.meta.url)), '--project', PROJECT_ID, ...flags],
      { env: process.env },
    );

  it("makes an account's bell count and Applied marks again from its notifications and applications, once; without --apply it only counts", async () => {
    const [employer, seeker] = await createUsers('employer', 'jobseeker');
    const jobId = await seedJob(employer.uid);
    const id = await seedApplication({ jobId, employerId: employer.uid, seeker });
    expect((await setStatus(id, employer.token, 'Shortlisted')).status).toBe(200);
    await documentWhen(`inboxes/${seeker.uid}`, (inbox) => inbox.unreadNotifications === 1 && Array.isArray(inbox.appliedJobIds));
    // As a build before the marks and the bell's count left it.
    await adminDb().doc(`inboxes/${seeker.uid}`).set({ uid: seeker.uid, unread: 0 });

    expect((await run('--uid', seeker.uid)).stdout).toContain('Would do (add --apply): 1 inboxes to write of 1 accounts.');
    expect(await inboxOf(seeker.uid)).toEqual({ uid: seeker.uid, unread: 0 });

    expect((await run('--uid', seeker.uid, '--apply')).stdout).toContain('Done: 1 inboxes written of 1 accounts.');
    expect(await inboxOf(seeker.uid)).toEqual({ uid: seeker.uid, unread: 0, unreadNotifications: 1, appliedJobIds: [jobId] });

    expect((await run('--uid', seeker.uid, '--apply')).stdout).toContain('Done: 0 inboxes written of 1 accounts.');
  }, 60_000);
});
