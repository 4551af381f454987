// Accounts made with the phone alone (the site's sign-up without an email):
// Auth holds a proved number and no email, the profile's email is ''. They
// post, apply, follow the pipeline and are notified like anyone else, with no
// mail (there is no address to send it to), and can do nothing more; an email
// account that proved its number reaches the same account by OTP, never a
// second one. Documents are written with the Admin SDK as the site would
// under the rules (tests/rules covers what the rules allow such an account).
import { notificationIds } from '@jobsearch/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminAuth, createUser, resumeUrl, seedJob, settle, uniquePhone, until } from '../support';
import { call, db, expectError, phoneSignIn, postingPayload, readDoc } from './helpers';

/** Signs up as the site does with a phone alone: the OTP makes the Auth user, the profile says email ''. */
async function phoneOnlyAccount(role: 'jobseeker' | 'employer', name: string) {
  const phoneNumber = uniquePhone();
  const { uid } = await phoneSignIn(phoneNumber);
  await db.doc(`users/${uid}`).set({ name, email: '', phoneNumber, role, createdAt: FieldValue.serverTimestamp() });
  // A fresh token after the profile exists, as the site holds one.
  const { token } = await phoneSignIn(phoneNumber);
  return { uid, phoneNumber, name, token };
}

describe('an account with a phone and no email', () => {
  it('an employer posts at once and a seeker applies; the application shows the phone and no email, and nobody is mailed', async () => {
    const employer = await phoneOnlyAccount('employer', 'Kiran Transport');
    const seeker = await phoneOnlyAccount('jobseeker', 'Sunil Patil');
    expect((await adminAuth().getUser(seeker.uid)).email).toBeUndefined();

    const posted = await call('POST', '/api/jobs/add', { token: employer.token, body: postingPayload({ companyName: 'Kiran Transport' }) });
    expect(posted.status, posted.text).toBe(201);
    const jobId = posted.body.jobId as string;

    const applied = await call('POST', '/api/applications/apply', {
      token: seeker.token,
      body: { jobId, applicantName: seeker.name, email: '', phoneNumber: seeker.phoneNumber, resume: resumeUrl(`resumes/${seeker.uid}/${jobId}/cv.pdf`) },
    });
    expect(applied.status, applied.text).toBe(201);
    const application = await readDoc(`applications/${jobId}_${seeker.uid}`);
    expect(application).toMatchObject({ applicantName: 'Sunil Patil', email: '', phoneNumber: seeker.phoneNumber });

    // The employer is notified of the application in the site; there is no address to mail.
    const applicationId = `${jobId}_${seeker.uid}`;
    const noteId = notificationIds.application(applicationId);
    await until(
      () => readDoc(`notifications/${noteId}`),
      (n) => n !== null,
      'the employer’s notification',
    );

    // The pipeline: the employer shortlists; the seeker is notified, and not mailed.
    const moved = await call('PUT', `/api/applications/${applicationId}/status`, { token: employer.token, body: { status: 'Shortlisted' } });
    expect(moved.status, moved.text).toBe(200);
    const mine = await call('GET', '/api/applications/mine', { token: seeker.token });
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body.map((a: { status: string }) => a.status)).toEqual(['Shortlisted']);
    await until(
      async () => (await db.collection('notifications').where('userId', '==', seeker.uid).get()).size,
      (count) => count >= 1,
      'the seeker’s status notification',
    );
    await settle();
    const notes = await db.collection('notifications').where('userId', 'in', [seeker.uid, employer.uid]).get();
    const mails = await Promise.all(notes.docs.map((n) => readDoc(`mail/${n.id}`)));
    expect(mails.filter(Boolean)).toEqual([]);
  });

  it('can do nothing more: the old API login needs an email, and an email cannot be written over the API without a password', async () => {
    const seeker = await phoneOnlyAccount('jobseeker', 'Ramesh Yadav');
    expectError(await call('POST', '/api/auth/login', { body: { email: '', password: 'x' } }), 400);
    const update = await call('PUT', `/api/auth/update/${seeker.uid}`, {
      token: seeker.token,
      body: { name: 'Ramesh', email: 'ramesh@example.in', password: '', phoneNumber: seeker.phoneNumber, currentPassword: 'guess' },
    });
    expect(update.status).toBeGreaterThanOrEqual(400);
    expect(await readDoc(`users/${seeker.uid}`)).toMatchObject({ name: 'Ramesh Yadav', email: '' });
  });

  it('an email account whose number is proved signs in by OTP into the same account: no second Auth user, no second profile', async () => {
    const seeker = await createUser({ role: 'jobseeker' });
    const byPhone = await phoneSignIn(seeker.phoneNumber);
    expect(byPhone.uid).toBe(seeker.uid);
    const profiles = await db.collection('users').where('phoneNumber', '==', seeker.phoneNumber).get();
    expect(profiles.docs.map((d) => d.id)).toEqual([seeker.uid]);
    // The same account's API answers by either sign-in.
    const mine = await call('GET', '/api/applications/mine', { token: byPhone.token });
    expect(mine.status, mine.text).toBe(200);
  });

  it('an API registration (its number never proved) is not reached by an OTP of that number: the OTP makes an empty account that can do nothing', async () => {
    const phoneNumber = uniquePhone();
    const registered = await call('POST', '/api/auth/register', {
      body: { name: 'Old Client', email: `old-client-${phoneNumber.slice(-6)}@example.in`, password: 'Passw0rd!', phoneNumber, role: 'jobseeker' },
    });
    expect(registered.status, registered.text).toBe(201);
    const byPhone = await phoneSignIn(phoneNumber);
    expect(byPhone.uid).not.toBe(registered.body.id);
    expect(await readDoc(`users/${byPhone.uid}`)).toBeNull();
    expectError(await call('GET', '/api/applications/mine', { token: byPhone.token }), 403);
    const jobId = await seedJob((await createUser({ role: 'employer' })).uid);
    expectError(await call('POST', '/api/applications/profile-resume', { token: byPhone.token, body: { jobId } }), 403);
  });
});
