// Functions triggers against the emulators: the jobs trigger derives a job's
// keywords and salary numbers from its text (functions/src/triggers/jobs.ts).
import { FieldValue } from 'firebase-admin/firestore';
import { derivedJobFields, jobInputSchema, newJobFields } from '@jobsearch/domain';
import { describe, expect, it } from 'vitest';
import { call, createUser, db, postingPayload } from './helpers';

/** Polls a job until `done` holds of its data (the trigger runs a moment after the write). */
async function jobWhen(jobId: string, done: (data: Record<string, unknown>) => boolean, timeoutMs = 20_000): Promise<Record<string, unknown>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const data = (await db.doc(`jobs/${jobId}`).get()).data() ?? {};
    if (done(data)) return data;
    if (Date.now() > until) throw new Error(`jobs/${jobId} never reached the expected state: ${JSON.stringify(data).slice(0, 400)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const input = () => jobInputSchema.parse((({ employer: _e, date: _d, charges: _c, ...rest }) => rest)(postingPayload({ salary: '15,000 - 25,000' })));

describe('jobs trigger: derived fields are the server\'s', () => {
  it('writes keywords and salary numbers onto a job posted without them (as the web app posts), leaving updatedAt', async () => {
    const employer = await createUser('employer');
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

  it('replaces forged keywords and salary numbers with the ones its text gives', async () => {
    const employer = await createUser('employer');
    const posting = input();
    const ref = db.collection('jobs').doc();
    await ref.set({
      ...newJobFields(posting, employer.uid), keywords: ['driver', 'sales', 'dr'], salaryMin: 1, salaryMax: 99_00_000,
      createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp(),
    });
    const data = await jobWhen(ref.id, (d) => d.salaryMax === 25000);
    expect(data).toMatchObject(derivedJobFields(posting));
    expect(data.keywords).not.toContain('driver');
  });

  it('computes them again when the text changes, and the search then finds the new words', async () => {
    const employer = await createUser('employer');
    const seeker = await createUser('jobseeker');
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
