// PUT /api/auth/update/{userId} with a job seeker's work profile: stored as the domain schema
// makes it, kept when an old client leaves it out, refused whole when any field is wrong.
import { describe, expect, it } from 'vitest';
import { EMPTY_WORK_PROFILE } from '@jobsearch/domain';
import { createUser, type TestUser } from '../support';
import { accountUpdatePayload, call, expectFieldError, expectUnchanged, readDoc } from './helpers';

const update = accountUpdatePayload;
const put = (user: TestUser, body: Record<string, unknown>) => call('PUT', `/api/auth/update/${user.uid}`, { token: user.token, body });
const profileOf = (user: TestUser) => () => readDoc(`users/${user.uid}`);

describe('PUT /api/auth/update/{userId}: the work profile', () => {
  it('stores a job seeker’s work profile (typed numbers read, left-out fields empty), keeps it for an old client, and answers it at login', async () => {
    const seeker = await createUser({ role: 'jobseeker', emailVerified: false });
    const sent = { education: 'ITI', trade: 'Welder', experienceYears: '2', districts: ['Pune'], expectedSalary: 18000, skills: [' Arc welding '] };
    const stored = {
      ...EMPTY_WORK_PROFILE,
      education: 'ITI',
      trade: 'Welder',
      experienceYears: 2,
      districts: ['Pune'],
      expectedSalary: 18000,
      skills: ['Arc welding'],
    };
    const answer = await put(seeker, update(seeker, { workProfile: sent }));
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.workProfile).toEqual(stored);
    expect(await readDoc(`users/${seeker.uid}`)).toMatchObject({ workProfile: stored });

    // An old client sends no workProfile: the name changes, the work profile stays.
    const old = await put(seeker, update(seeker, { name: 'Asha Old Client' }));
    expect(old.status, old.text).toBe(200);
    expect(old.body).toMatchObject({ name: 'Asha Old Client', workProfile: stored });
    expect(await readDoc(`users/${seeker.uid}`)).toMatchObject({ name: 'Asha Old Client', workProfile: stored });

    const login = await call('POST', '/api/auth/login', { body: { email: seeker.email, password: seeker.password } });
    expect(login.body.workProfile).toEqual(stored);
  });

  it.each([
    ['workProfile.experienceYears', { experienceYears: 41 }],
    ['workProfile.trade', { education: 'ITI', trade: 'B.Com' }],
    ['workProfile.districts', { districts: ['Pune', 'Thane', 'Nashik', 'Nagpur', 'Satara', 'Sangli'] }],
    ['workProfile.districts.0', { districts: ['Atlantis'] }],
    ['workProfile.skills', { skills: ['Welding', 'welding'] }],
    ['workProfile.expectedSalary', { expectedSalary: 'a lot' }],
    ['workProfile.availableFrom', { availableFrom: 'tomorrow' }],
    ['workProfile.verified', { verified: true }],
  ])('refuses a bad %s, changing nothing', async (field, workProfile) => {
    const seeker = await createUser({ role: 'jobseeker', emailVerified: false });
    const answer = await expectUnchanged(profileOf(seeker), () => put(seeker, update(seeker, { name: 'Changed', workProfile })));
    expectFieldError(answer, field);
  });

  it('refuses a work profile for an employer, changing nothing', async () => {
    const employer = await createUser({ role: 'employer', emailVerified: false });
    const answer = await expectUnchanged(profileOf(employer), () => put(employer, update(employer, { workProfile: { education: 'ITI' } })));
    expectFieldError(answer, 'workProfile');
  });
});
