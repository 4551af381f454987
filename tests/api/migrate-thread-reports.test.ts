// scripts/migrate-thread-reports.mts on the emulators: a conversation report an
// older build kept on the thread (reportedBy, reportedAt) becomes its reporter's
// own open report in threadReports, and leaves the thread; a second run finds
// nothing; without --apply it only counts.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { createUsers, seedApplication, seedJob, until } from '../support';
import { adminDb } from '../support/admin';
import { PROJECT_ID } from '../support/emulators';

const run = (...flags: string[]) =>
  promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('../../scripts/migrate-thread-reports.mts', import.meta.url)), '--project', PROJECT_ID, ...flags],
    { env: process.env },
  );

describe('scripts/migrate-thread-reports.mts', () => {
  it("moves a thread's own report into the reporter's report, once; without --apply it only counts", async () => {
    const [employer, seeker] = await createUsers('employer', 'jobseeker');
    const jobId = await seedJob(employer.uid);
    const threadId = await seedApplication({ jobId, employerId: employer.uid, seeker });
    const thread = adminDb().doc(`threads/${threadId}`);
    await until(
      () => thread.get(),
      (snapshot) => snapshot.exists,
      'the conversation',
    );
    const reportedAt = Timestamp.fromDate(new Date('2026-10-01T10:00:00Z'));
    // As an older build left it: the seeker reported the employer on the thread itself.
    await thread.update({ reportedBy: seeker.uid, reportedAt });

    expect((await run()).stdout).toMatch(/Would do \(add --apply\): \d+ thread reports to move\./);
    expect((await thread.get()).get('reportedBy')).toBe(seeker.uid);

    expect((await run('--apply')).stdout).toMatch(/Done: \d+ reports moved to threadReports\./);
    const report = await adminDb().doc(`threadReports/${threadId}_${seeker.uid}`).get();
    expect(report.data()).toEqual({ threadId, reporterId: seeker.uid, reportedId: employer.uid, status: 'open', createdAt: reportedAt });
    const after = (await thread.get()).data()!;
    expect(after).not.toHaveProperty('reportedBy');
    expect(after).not.toHaveProperty('reportedAt');

    // Nothing is left to move for this thread: a second run keeps the report as it is.
    await run('--apply');
    expect((await adminDb().doc(`threadReports/${threadId}_${seeker.uid}`).get()).data()).toEqual(report.data());
  });
});
