// Oracles and spoofing: the status API, the verified mark, forged host headers and the sitemap.
import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { sitemapShardOf } from '@jobsearch/domain';
import { BASE_URL, createUser, seedApplication, seedJob, eventually, createUsers } from '../../support';
import { call, createAdmin, db, expectError, postingPayload } from '../helpers';

const employerVerifiedOf = async (jobId: string) => (await db.doc(`jobs/${jobId}`).get()).get('employerVerified') === true;

describe('Oracles and spoofing: nothing answers more than it should, nothing claims what is not true', () => {
  it('the status API tells another employer nothing about who applied where', async () => {
    const [employer, rival, applicant, stranger] = await createUsers('employer', 'employer', 'jobseeker', 'jobseeker');
    const jobId = await seedJob(employer.uid);
    await seedApplication({ jobId, seeker: applicant, employerId: employer.uid });
    const probe = (seeker: { uid: string }) =>
      call('PUT', `/api/applications/${jobId}_${seeker.uid}/status`, { token: rival.token, body: { status: 'Viewed' } });
    const [applied, notApplied] = await Promise.all([probe(applicant), probe(stranger)]);
    expectError(applied, 404, 'application_not_found');
    expect(applied.status).toBe(notApplied.status);
    expect(applied.body).toEqual(notApplied.body);
    expect((await db.doc(`applications/${jobId}_${applicant.uid}`).get()).get('status')).toBeUndefined();
  });

  it('a verified employer who renames a job to a famous company loses the mark on it', async () => {
    const [admin, employer] = await Promise.all([createAdmin(), createUser({ role: 'employer' })]);
    const honest = await seedJob(employer.uid, { companyName: 'Shakti Fabricators' });
    expect((await call('PUT', `/admin/employers/${employer.uid}/verification`, { token: admin.token })).body.companyName).toBe('Shakti Fabricators');
    await eventually('the honest job carries the mark', () => employerVerifiedOf(honest));

    // Renamed through the SDK's path (a write of the owner) and posted anew through the API.
    await db.doc(`jobs/${honest}`).update({ companyName: 'Tata Motors Ltd', updatedAt: FieldValue.serverTimestamp() });
    const posted = await call('POST', '/api/jobs/add', { token: employer.token, body: postingPayload({ companyName: 'Tata Motors Ltd' }) });
    expect(posted.status, posted.text).toBe(201);
    expect(posted.body.employerVerified).toBe(false);
    await eventually('the renamed job has lost the mark', async () => !(await employerVerifiedOf(honest)));
    const page = await (await fetch(`${BASE_URL}/job/${honest}`, { headers: { accept: 'text/html' } })).text();
    expect(page).toContain('Tata Motors Ltd');
    expect(page).not.toMatch(/"employerVerified":true/);
  });

  it('a forged X-Forwarded-Host never reaches a job page or the sitemap', async () => {
    const employer = await createUser({ role: 'employer' });
    const jobId = await seedJob(employer.uid);
    const headers = { 'x-forwarded-host': 'evil.test', host: 'evil.test', accept: 'text/html' };
    const [page, sitemap] = await Promise.all([
      fetch(`${BASE_URL}/job/${jobId}`, { headers }).then((r) => r.text()),
      fetch(`${BASE_URL}/sitemap.xml`, { headers }).then((r) => r.text()),
    ]);
    expect(page).toContain(`http://localhost:5000/job/${jobId}`);
    expect(page).not.toContain('evil.test');
    expect(sitemap).not.toContain('evil.test');
  });

  it('the sitemap never queries the jobs, whatever the query string: what its stored copy leaves out stays out', async () => {
    const employer = await createUser({ role: 'employer' });
    const jobId = await seedJob(employer.uid);
    const shard = db.doc(`sitemapShards/${sitemapShardOf(jobId)}`);
    await eventually('the trigger lists the job', async () => (await shard.get()).get(new FieldPath('entries', jobId)) !== undefined);
    // Take the entry out of the stored copy behind the trigger's back: an Active job, not in the copy.
    await shard.update(new FieldPath('entries', jobId), FieldValue.delete());
    for (const query of ['', '?fresh=1', `?${'x'.repeat(200)}`]) {
      const xml = await (await fetch(`${BASE_URL}/sitemap.xml${query}`)).text();
      expect(xml, query).toContain('<urlset');
      expect(xml, query).not.toContain(`/job/${jobId}<`);
    }
    // The next write of the job puts it back.
    await db.doc(`jobs/${jobId}`).update({ updatedAt: FieldValue.serverTimestamp() });
    await eventually('the job is listed again', async () => (await (await fetch(`${BASE_URL}/sitemap.xml`)).text()).includes(`/job/${jobId}<`));
  });
});
