// Mail to strangers: crafted and unproved addresses get no mail, and bans follow proved emails only.
import { englishProblem } from '@jobsearch/domain/i18n/english';
import { FIELD_PROBLEMS, emailSchema, notificationIds } from '@jobsearch/domain';
import { describe, expect, it } from 'vitest';
import {
  PROJECT_ID,
  adminAuth,
  createUser,
  seedApplication,
  seedJob,
  unique,
  uniqueEmail,
  uniquePhone,
  type TestUser,
  until,
  settle,
  seedAlert,
  createUsers,
} from '../../support';
import { applyOobCode, call, createAdmin, db, oobCodesFor, readDoc, sendVerificationMail, signIn } from '../helpers';

/** Writes fields of users/{uid} with the caller's own ID token, through Firestore's REST API (the rules decide). */
async function writeProfile(user: TestUser, fields: Record<string, string>): Promise<number> {
  const url = new URL(`http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/projects/${PROJECT_ID}/databases/(default)/documents/users/${user.uid}`);
  for (const key of Object.keys(fields)) url.searchParams.append('updateMask.fieldPaths', key);
  const response = await fetch(url, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { stringValue: v }])) }),
  });
  return response.status;
}

/** Every mail document addressed to this address. */
async function mailTo(email: string): Promise<string[]> {
  return (await db.collection('mail').where('to', '==', email).get()).docs.map((d) => d.id);
}

const CRAFTED = 'me@x.in?cc=boss%40victim.in&body=pay-here';

describe('Mail to strangers: only a proved address is mailed, once per event', () => {
  it("writing a victim's email on one's profile is refused; an account holding it unproved gets no mail", async () => {
    const attacker = await createUser({ role: 'jobseeker', emailVerified: false });
    const victim = uniqueEmail('victim');
    expect(await writeProfile(attacker, { email: victim })).toBe(403);
    expect(await writeProfile(attacker, { name: 'Renamed Attacker' })).toBe(200); // their own profile, their own email: allowed

    // An account under the victim's address (Auth sends no proof of it), signed up for alerts and applications.
    const squatter = await createUser({ role: 'jobseeker', emailVerified: false, email: victim });
    const employer = await createUser({ role: 'employer', emailVerified: false, email: uniqueEmail('victim-employer') });
    const company = unique('Zs');
    const word = company.toLowerCase().slice(0, 20);
    for (let slot = 0; slot < 3; slot++) await seedAlert(squatter.uid, slot, { q: slot === 0 ? word : `${word} electrician` });
    const jobId = await seedJob(employer.uid, { companyName: company });
    const applicationId = await seedApplication({ jobId, seeker: squatter, employerId: employer.uid });
    const alertNote = notificationIds.alert(squatter.uid, jobId);
    const applicationNote = notificationIds.application(applicationId);
    await until(
      () => Promise.all([readDoc(`notifications/${alertNote}`), readDoc(`notifications/${applicationNote}`)]),
      (n) => n.every(Boolean),
      'notified in the site',
    );
    await settle();
    // Three alerts, one notification; no mail to either unproved address.
    expect((await db.collection('notifications').where('jobId', '==', jobId).where('userId', '==', squatter.uid).get()).size).toBe(1);
    expect(await mailTo(victim)).toEqual([]);
    expect(await mailTo(employer.email)).toEqual([]);
  });

  it('a crafted mailto email is refused everywhere: the domain schema, register, profile update, the rules', async () => {
    const parsed = emailSchema.safeParse(CRAFTED);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(FIELD_PROBLEMS.plainEmail);
    expect(emailSchema.safeParse('asha.p+jobs@mail.example.co.in').success).toBe(true);

    const register = await call('POST', '/api/auth/register', {
      body: { name: 'Crafty', email: CRAFTED, password: 'secret123', phoneNumber: uniquePhone(), role: 'jobseeker' },
    });
    expect(register.status, register.text).toBe(400);
    expect(register.body.error.details.email).toBe(englishProblem(FIELD_PROBLEMS.plainEmail));

    const user = await createUser({ role: 'jobseeker', emailVerified: false });
    const update = await call('PUT', `/api/auth/update/${user.uid}`, {
      token: user.token,
      body: { name: user.name, email: CRAFTED, password: '', phoneNumber: user.phoneNumber, currentPassword: user.password },
    });
    expect(update.status, update.text).toBe(400);
    expect(update.body.error.details.email).toBe(englishProblem(FIELD_PROBLEMS.plainEmail));
    expect((await adminAuth().getUser(user.uid)).email).toBe(user.email);
    expect(await writeProfile(user, { email: CRAFTED })).toBe(403);
  });

  it('an email changed through the API stays unmailed until its owner opens the verification link', async () => {
    const [employer, seeker] = await createUsers({ role: 'employer', emailVerified: true }, { role: 'jobseeker', emailVerified: false });
    const newEmail = uniqueEmail('moved');
    const answer = await call('PUT', `/api/auth/update/${employer.uid}`, {
      token: employer.token,
      body: { name: employer.name, email: newEmail, password: '', phoneNumber: employer.phoneNumber, currentPassword: employer.password },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.emailVerified).toBe(false);
    const jobId = await seedJob(employer.uid);
    const first = notificationIds.application(await seedApplication({ jobId, seeker, employerId: employer.uid }));
    await until(() => readDoc(`notifications/${first}`), Boolean, 'the first notification');
    await settle();
    expect(await readDoc(`mail/${first}`)).toBeNull();

    // The owner proves it (the site's button; here the same Auth call), then mail flows.
    await sendVerificationMail(await signIn(newEmail, employer.password));
    const code = (await oobCodesFor(newEmail)).find((c) => c.requestType === 'VERIFY_EMAIL');
    expect(code).toBeDefined();
    await applyOobCode(code!.oobCode);
    expect((await adminAuth().getUser(employer.uid)).emailVerified).toBe(true);
    const other = await createUser({ role: 'jobseeker', emailVerified: false });
    const second = notificationIds.application(await seedApplication({ jobId, seeker: other, employerId: employer.uid }));
    expect(await until(() => readDoc(`mail/${second}`), Boolean, 'the mail once proved')).toMatchObject({ to: newEmail });
  });

  it("banning an account that holds a victim's unproved email does not ban the victim; a proved one is banned", async () => {
    const admin = await createAdmin();
    const victim = uniqueEmail('ban-victim');
    const squat = await call('POST', '/api/auth/register', {
      body: { name: 'Squatter', email: victim, password: 'secret123', phoneNumber: uniquePhone(), role: 'jobseeker' },
    });
    expect(squat.status, squat.text).toBe(201);
    const banned = await call('POST', `/admin/ban/${squat.body.id}`, { token: admin.token });
    expect(banned.status, banned.text).toBe(200);
    expect(banned.body.banned.emails).toEqual([]);
    expect(await readDoc(`bannedEmails/${victim}`)).toBeNull();
    // The victim signs up with their own address afterwards.
    const own = await call('POST', '/api/auth/register', {
      body: { name: 'Real Owner', email: victim, password: 'secret123', phoneNumber: uniquePhone(), role: 'jobseeker' },
    });
    expect(own.status, own.text).toBe(201);

    const proved = await createUser({ role: 'jobseeker', emailVerified: true });
    const bannedProved = await call('POST', `/admin/ban/${proved.uid}`, { token: admin.token });
    expect(bannedProved.body.banned.emails).toEqual([proved.email]);
    expect(await readDoc(`bannedEmails/${proved.email}`)).not.toBeNull();
  });
});
