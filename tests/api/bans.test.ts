// POST /admin/ban/{id}: an admin bans a person. Tombstones keyed by the
// proved phone and the lower-cased proved email (bannedPhones, bannedEmails), then
// the same cascade as a delete; register refuses them afterwards. A plain
// delete lets the person come back.
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@jobsearch/domain';
import { createUser, seedApplication, seedJob, uniqueEmail, type TestUser, accountExists, createUsers } from '../support';
import { API_MESSAGES } from '../../functions/src/messages';
import { call, createAdmin, expectError, expectUnchanged, idsWhere, readDoc } from './helpers';

let admin: TestUser;
beforeAll(async () => {
  admin = await createAdmin();
});

const register = (user: { name: string; email: string; phoneNumber: string }, role = 'jobseeker') =>
  call('POST', '/api/auth/register', { body: { name: user.name, email: user.email, password: 'secret123', phoneNumber: user.phoneNumber, role } });

describe('POST /admin/ban/{id}', () => {
  it('bans the proved phone and the proved email, deletes the person and theirs, and register refuses both afterwards', async () => {
    const [seeker, employer] = await createUsers({ role: 'jobseeker', emailVerified: true }, { role: 'employer', emailVerified: false });
    const jobId = await seedJob(employer.uid);
    const applicationId = await seedApplication({ jobId, seeker, employerId: employer.uid });

    const answer = await call('POST', `/admin/ban/${seeker.uid}`, { token: admin.token });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({
      message: API_MESSAGES.accountBanned,
      id: seeker.uid,
      banned: { phoneNumbers: [seeker.phoneNumber], emails: [seeker.email.toLowerCase()] },
      deleted: expect.objectContaining({ applications: 1, account: true }),
    });
    expect(await readDoc(`bannedPhones/${seeker.phoneNumber}`)).toMatchObject({ uid: seeker.uid, bannedBy: admin.uid });
    expect(await readDoc(`bannedEmails/${seeker.email.toLowerCase()}`)).toMatchObject({ uid: seeker.uid });
    expect(await readDoc(`users/${seeker.uid}`)).toBeNull();
    expect(await readDoc(`applications/${applicationId}`)).toBeNull();
    expect(await accountExists(seeker.uid)).toBe(false);

    // Back under a new uid with the same phone, or the same email in capitals: refused.
    const samePhone = await register({ name: 'Back Again', email: uniqueEmail('back'), phoneNumber: seeker.phoneNumber });
    expectError(samePhone, 403, 'banned');
    expect(samePhone.body.error.message).toBe(MESSAGES.accountBanned);
    expectError(await register({ name: 'Back Again', email: seeker.email.toUpperCase(), phoneNumber: '+919700000001' }), 403, 'banned');
  });

  it('banning an employer takes their jobs and the applications to them', async () => {
    const [employer, seeker] = await createUsers({ role: 'employer', emailVerified: false }, { role: 'jobseeker', emailVerified: false });
    const jobId = await seedJob(employer.uid);
    await seedApplication({ jobId, seeker, employerId: employer.uid });
    const answer = await call('POST', `/admin/ban/${employer.uid}`, { token: admin.token });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.deleted).toMatchObject({ jobs: 1, applications: 1, account: true });
    expect(await readDoc(`jobs/${jobId}`)).toBeNull();
    expect(await idsWhere('applications', 'jobId', jobId)).toEqual([]);
  });

  it("never bans a squatter's unproved phone or email: their real owners can still sign up", async () => {
    const squatter = await createUser({ role: 'jobseeker', emailVerified: false, phoneInAuth: false });
    const answer = await call('POST', `/admin/ban/${squatter.uid}`, { token: admin.token });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.banned).toEqual({ phoneNumbers: [], emails: [] });
    expect(await readDoc(`bannedPhones/${squatter.phoneNumber}`)).toBeNull();
    expect(await readDoc(`bannedEmails/${squatter.email.toLowerCase()}`)).toBeNull();
    expect((await register({ name: 'Real Owner', email: uniqueEmail('owner'), phoneNumber: squatter.phoneNumber })).status).toBe(201);
  });

  it('a plain delete lets the person come back with the same phone and email', async () => {
    const seeker = await createUser({ role: 'jobseeker', emailVerified: false });
    expect((await call('DELETE', `/admin/users/${seeker.uid}`, { token: admin.token })).status).toBe(200);
    expect((await register(seeker)).status).toBe(201);
  });

  it('refuses a job seeker and an employer (403), banning nothing', async () => {
    const [victim, seeker, employer] = await createUsers(
      { role: 'jobseeker', emailVerified: false },
      { role: 'jobseeker', emailVerified: false },
      { role: 'employer', emailVerified: false },
    );
    const state = async () => ({ profile: await readDoc(`users/${victim.uid}`), ban: await readDoc(`bannedPhones/${victim.phoneNumber}`) });
    for (const caller of [seeker, employer]) {
      expectError(await expectUnchanged(state, () => call('POST', `/admin/ban/${victim.uid}`, { token: caller.token })), 403, 'forbidden');
    }
    expectError(await call('POST', `/admin/ban/${victim.uid}`), 401);
  });

  it('refuses to ban an admin (403) and is 404 for no such account', async () => {
    const other = await createAdmin();
    expectError(await call('POST', `/admin/ban/${other.uid}`, { token: admin.token }), 403, 'cannot_ban_admin');
    expectError(await call('POST', `/admin/ban/${admin.uid}`, { token: admin.token }), 403, 'cannot_ban_admin');
    expect(await accountExists(other.uid)).toBe(true);
    expectError(await call('POST', '/admin/ban/no-such-uid-123', { token: admin.token }), 404);
  });

  it('takes no body', async () => {
    const victim = await createUser({ role: 'jobseeker', emailVerified: false });
    expectError(await call('POST', `/admin/ban/${victim.uid}`, { token: admin.token, body: { reason: 'spam' } }), 400);
    expect(await accountExists(victim.uid)).toBe(true);
  });
});
