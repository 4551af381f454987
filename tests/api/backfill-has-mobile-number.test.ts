// scripts/backfill-has-mobile-number.mts on the emulators: a job written before
// jobs recorded whether their employer gave a number gets the fact from its
// private contact (true with a number, false without), never the number;
// without --apply it only counts. On the emulators the jobs trigger also writes
// the fact back on any write, so the test holds the end state and the script's
// answers, not which of the two wrote.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { createUser, seedJob, settle, until } from '../support';
import { adminDb } from '../support/admin';
import { PROJECT_ID } from '../support/emulators';

const run = (...flags: string[]) =>
  promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('../../scripts/backfill-has-mobile-number.mts', import.meta.url)), '--project', PROJECT_ID, ...flags],
    { env: process.env },
  );

describe('scripts/backfill-has-mobile-number.mts', () => {
  it('gives older jobs the fact of their number from the contact, once; without --apply it only counts', async () => {
    const employer = await createUser({ role: 'employer' });
    const [withNumber, without] = await Promise.all([seedJob(employer.uid, { mobileNumber: '9123456780' }), seedJob(employer.uid, { mobileNumber: '' })]);
    const job = (id: string) => adminDb().doc(`jobs/${id}`);
    // The jobs trigger writes the fact for new jobs; as an older build left them, it is taken away.
    for (const id of [withNumber, without])
      await until(
        async () => (await job(id).get()).get('hasMobileNumber'),
        (value) => typeof value === 'boolean',
        'the trigger’s hasMobileNumber',
      );
    await settle();
    // As an older build left them. The jobs trigger answers the delete by writing the fact again (as it
    // does for any job written after the deploy), so the script and the trigger race here: whichever
    // writes, the fact must end right, and the script must say what it did.
    await Promise.all([withNumber, without].map((id) => job(id).update({ hasMobileNumber: FieldValue.delete() })));
    expect((await run()).stdout).toMatch(/Would do \(add --apply\): \d+ jobs without hasMobileNumber\./);
    expect((await run('--apply')).stdout).toMatch(/Done: \d+ jobs given hasMobileNumber\./);
    await until(
      async () => [(await job(withNumber).get()).get('hasMobileNumber'), (await job(without).get()).get('hasMobileNumber')],
      ([given, none]) => given === true && none === false,
      'the fact of each job',
    );
    expect((await job(withNumber).get()).get('mobileNumber')).toBeUndefined();
  });
});
