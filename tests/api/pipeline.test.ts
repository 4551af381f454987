// The hiring pipeline, server side: PUT /api/applications/{id}/status
// under the same rules as firestore.rules give the browser; status on the
// employer's applicant rows and on GET /api/applications/mine (an old
// application without one is Applied); and the applications trigger: counts
// by status in jobStats/{jobId}, a notification (and its mail) to the
// employer for each new application and to the applicant for each change.
import { english } from '@jobsearch/domain/i18n/english';
import { fromIndiaTime, MESSAGES, notificationIds, toIndiaTime } from '@jobsearch/domain';
import { formatIndiaDateTime } from '@jobsearch/domain/i18n/dates';
import { describe, expect, it } from 'vitest';
import { seedApplication, seedJob, type TestUser, until, createUsers } from '../support';
import { allPages, call, db, expectError, expectUnchanged, readDoc } from './helpers';

const setStatus = (id: string, token: string, body: unknown) => call('PUT', `/api/applications/${id}/status`, { token, body });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const statusOfDoc = async (id: string) => (await db.doc(`applications/${id}`).get()).get('status');

async function world(): Promise<{ employer: TestUser; seeker: TestUser; jobId: string; id: string }> {
  // Both proved their email, so their notifications are mailed too.
  const [employer, seeker] = await createUsers({ role: 'employer', emailVerified: true }, { role: 'jobseeker', emailVerified: true });
  const jobId = await seedJob(employer.uid);
  const id = await seedApplication({ jobId, seeker, employerId: employer.uid });
  return { employer, seeker, jobId, id };
}

describe('PUT /api/applications/{id}/status', () => {
  it('moves an application forward, keeps the time of each step, and refuses going back', async () => {
    const { employer, id } = await world();
    const viewed = await setStatus(id, employer.token, { status: 'Viewed' });
    expect(viewed.status, viewed.text).toBe(200);
    expect(viewed.body).toMatchObject({ applicationId: id, status: 'Viewed', statusHistory: { Applied: expect.any(String), Viewed: expect.any(String) } });

    const shortlisted = await setStatus(id, employer.token, { status: 'Shortlisted' });
    expect(shortlisted.body.status).toBe('Shortlisted');
    expect(Object.keys(shortlisted.body.statusHistory).sort()).toEqual(['Applied', 'Shortlisted', 'Viewed']);

    const back = await expectUnchanged(
      () => readDoc(`applications/${id}`),
      () => setStatus(id, employer.token, { status: 'Viewed' }),
    );
    expectError(back, 409, 'status_change_not_allowed');
    expect(back.body.error.message).toBe(english('applications.statusChangeNotAllowed', { from: 'Shortlisted', to: 'Viewed' }));

    const past = await setStatus(id, employer.token, { status: 'Interview', interview: { at: inDays(-1), place: 'Pune office' } });
    expectError(past, 409, 'status_change_not_allowed');
    expect(past.body.error.message).toBe(MESSAGES.interviewInPast);
    expect(await statusOfDoc(id)).toBe('Shortlisted');

    const at = inDays(2);
    const interview = await setStatus(id, employer.token, { status: 'Interview', interview: { at, phoneCall: true } });
    expect(interview.status, interview.text).toBe(200);
    expect(interview.body.interview).toEqual({ at, phoneCall: true, place: '' });

    const notSelected = await setStatus(id, employer.token, { status: 'Not selected', reason: 'Position filled' });
    expect(notSelected.body).toMatchObject({ status: 'Not selected', notSelectedReason: 'Position filled' });
    expectError(await setStatus(id, employer.token, { status: 'Hired' }), 409, 'status_change_not_allowed');
  });

  it('reads an interview time without a zone as India’s, and the notification and its mail say it in IST', async () => {
    const { employer, id } = await world();
    const typed = `${toIndiaTime(new Date(Date.now() + 3 * 86_400_000)).slice(0, 10)}T11:00`;
    const answer = await setStatus(id, employer.token, { status: 'Interview', interview: { at: typed, phoneCall: true } });
    expect(answer.status, answer.text).toBe(200);
    const at = fromIndiaTime(typed)!;
    expect(answer.body.interview.at).toBe(at.toISOString());
    const mailId = notificationIds.status(id, 'Interview');
    const mail = await until(
      () => readDoc(`mail/${mailId}`),
      (m) => m !== null,
      'the Interview mail',
    );
    expect((mail!.message as { text: string }).text).toContain(`${formatIndiaDateTime(at, 'en')}, `);
    expect(formatIndiaDateTime(at, 'en')).toMatch(/, 11:00 am IST$/);
  });

  it('answers bad input with a 400 naming the field, and changes nothing', async () => {
    const { employer, id } = await world();
    const cases: [unknown, string, string][] = [
      [{ status: 'Rejected' }, 'status', MESSAGES.statusUnknown],
      [{ status: 'Interview' }, 'interview', MESSAGES.interviewWhenRequired],
      [{ status: 'Interview', interview: { at: inDays(1) } }, 'interview.place', MESSAGES.interviewPlaceRequired],
      [{ status: 'Interview', interview: { at: inDays(1), phoneCall: true, place: 'Pune' } }, 'interview.place', MESSAGES.interviewPhoneNoPlace],
      [{ status: 'Shortlisted', interview: { at: inDays(1), place: 'Pune' } }, 'interview', MESSAGES.interviewOnlyWithStatus],
      [{ status: 'Shortlisted', reason: 'Other' }, 'reason', MESSAGES.reasonOnlyWithNotSelected],
      [{ status: 'Not selected', reason: 'Too tall' }, 'reason', MESSAGES.notSelectedReasonUnknown],
      [{ status: 'Viewed', applicantName: 'X' }, 'applicantName', 'This field is not accepted here.'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await expectUnchanged(
        () => readDoc(`applications/${id}`),
        () => setStatus(id, employer.token, body),
      );
      expectError(answer, 400, 'invalid_input');
      expect(answer.body.error.details[field], JSON.stringify(body)).toBe(message);
    }
  });

  it('lets only the job’s employer change it, and tells another employer nothing about who applied', async () => {
    const { seeker, id } = await world();
    const [otherEmployer, otherSeeker] = await createUsers({ role: 'employer', emailVerified: false }, { role: 'jobseeker', emailVerified: false });
    for (const token of [seeker.token, otherSeeker.token]) {
      const answer = await expectUnchanged(
        () => readDoc(`applications/${id}`),
        () => setStatus(id, token, { status: 'Hired' }),
      );
      expectError(answer, 403);
      expect(answer.body.error.message).toBe(MESSAGES.notYourApplicant);
    }
    // Another employer gets the very answer an id that names no application gets.
    const notYours = await expectUnchanged(
      () => readDoc(`applications/${id}`),
      () => setStatus(id, otherEmployer.token, { status: 'Hired' }),
    );
    const missing = await setStatus(`${id}x`, otherEmployer.token, { status: 'Hired' });
    expectError(notYours, 404, 'application_not_found');
    expect(notYours.body).toEqual(missing.body);
    expectError(await call('PUT', `/api/applications/${id}/status`, { body: { status: 'Viewed' } }), 401);
    expectError(await setStatus('no-such-application', otherEmployer.token, { status: 'Viewed' }), 404, 'application_not_found');
  });

  it('shows the status on applicant rows and on the seeker’s own list; an old application without one is Applied', async () => {
    const { employer, seeker, id } = await world();
    expect((await db.doc(`applications/${id}`).get()).get('status')).toBeUndefined();
    const rows = await allPages(`/api/jobs/applicants/${employer.uid}`, employer.token);
    expect(rows.find((r: { id: string }) => r.id === id)).toMatchObject({ status: 'Applied' });
    const mine = await allPages('/api/applications/mine', seeker.token);
    expect(mine.map((a: { applicationId: string; status: string }) => [a.applicationId, a.status])).toEqual([[id, 'Applied']]);
    expect(mine[0].statusHistory).toEqual({ Applied: mine[0].createdAt });

    await setStatus(id, employer.token, { status: 'Shortlisted' });
    const after = await allPages('/api/applications/mine', seeker.token);
    expect(after[0]).toMatchObject({ applicationId: id, status: 'Shortlisted' });
    expectError(await call('GET', '/api/applications/mine', { token: employer.token }), 403);
  });
});

describe('POST /api/jobs/{jobId}/applicant-counts', () => {
  it('counts a job that has no counts yet, once, for its owner only', async () => {
    const { employer, seeker, jobId, id } = await world();
    const [other, s2] = await createUsers({ role: 'employer' }, { role: 'jobseeker', emailVerified: false });
    const id2 = await seedApplication({ jobId, seeker: s2, employerId: employer.uid, status: 'Shortlisted' });
    // A job from before the counting: both triggers done (they notify after counting), then its counts gone.
    for (const application of [id, id2])
      await until(
        () => readDoc(`notifications/${notificationIds.application(application)}`),
        (n) => n !== null,
        'the trigger done',
      );
    await db.doc(`jobStats/${jobId}`).delete();

    const path = `/api/jobs/${jobId}/applicant-counts`;
    const counted = await call('POST', path, { token: employer.token });
    expect(counted.status, counted.text).toBe(200);
    expect(counted.body).toMatchObject({ jobId, total: 2, counts: { Applied: 1, Shortlisted: 1, Hired: 0 } });
    expect(await readDoc(`jobStats/${jobId}`)).toMatchObject({ jobId, employerId: employer.uid, total: 2 });

    // Asking again writes nothing: the counting happens once a job.
    const again = await expectUnchanged(
      () => readDoc(`jobStats/${jobId}`),
      () => call('POST', path, { token: employer.token }),
    );
    expect(again.body).toEqual(counted.body);
    expectError(await call('POST', path, { token: other.token }), 403);
    expectError(await call('POST', path, { token: seeker.token }), 403);
    expectError(await call('POST', '/api/jobs/no-such-job/applicant-counts', { token: employer.token }), 404, 'job_not_found');
    expectError(await call('POST', path), 401);
  });
});

describe('the applications trigger', () => {
  it('counts a job’s applicants by status in jobStats/{jobId}, for its employer', async () => {
    const { employer, jobId, id } = await world();
    const [s2, s3] = await createUsers({ role: 'jobseeker', emailVerified: false }, { role: 'jobseeker', emailVerified: false });
    const id2 = await seedApplication({ jobId, seeker: s2, employerId: employer.uid });
    await seedApplication({ jobId, seeker: s3, employerId: employer.uid });
    const stats = () => readDoc(`jobStats/${jobId}`);
    await until(stats, (s) => s?.total === 3, 'three applicants counted');
    expect(await stats()).toMatchObject({ jobId, employerId: employer.uid, counts: { Applied: 3, Shortlisted: 0, Hired: 0 } });

    await setStatus(id, employer.token, { status: 'Shortlisted' });
    await setStatus(id2, employer.token, { status: 'Not selected' });
    await until(
      stats,
      (s) => (s?.counts as Record<string, number>)?.Shortlisted === 1 && (s?.counts as Record<string, number>)['Not selected'] === 1,
      'moves counted',
    );
    expect((await stats())!.counts).toMatchObject({ Applied: 1, Shortlisted: 1, 'Not selected': 1 });

    await db.doc(`applications/${id2}`).delete();
    await until(stats, (s) => s?.total === 2, 'a deleted application counted out');
    await db.doc(`jobs/${jobId}`).delete();
    await until(stats, (s) => s === null, 'the counts of a deleted job gone');
  });

  it('notifies the employer of a new application and the applicant of each status change, each once, with its mail', async () => {
    const { employer, seeker, id } = await world();
    const toEmployer = notificationIds.application(id);
    const note = await until(
      () => readDoc(`notifications/${toEmployer}`),
      (n) => n !== null,
      'the employer’s notification',
    );
    expect(note).toMatchObject({ userId: employer.uid, kind: 'application', read: false, applicationId: id });
    expect(note!.title).toBe(english('notifications.applicationTitle', { jobTitle: 'Electrician' }));
    expect(note!.body).toBe(english('notifications.applicationBody', { applicantName: seeker.name, jobTitle: 'Electrician', companyName: 'Acme' }));
    // What the bell writes again in Hindi or Marathi.
    expect(note!.params).toEqual({ jobTitle: 'Electrician', applicantName: seeker.name, companyName: 'Acme' });
    const mail = await readDoc(`mail/${toEmployer}`);
    expect(mail).toMatchObject({ to: employer.email, message: { subject: note!.title, text: expect.stringContaining(note!.body as string) } });
    expect((mail!.message as { html: string }).html).toContain('<p>');

    await setStatus(id, employer.token, { status: 'Viewed' });
    const at = inDays(3);
    await setStatus(id, employer.token, { status: 'Interview', interview: { at, place: 'Acme <Works>, Pune' } });
    const interview = await until(
      () => readDoc(`notifications/${notificationIds.status(id, 'Interview')}`),
      (n) => n !== null,
      'the Interview notification',
    );
    expect(interview).toMatchObject({ userId: seeker.uid, kind: 'status', title: english('notifications.statusTitle', { status: 'Interview' }) });
    expect(interview!.body).toContain(english('notifications.statusBody', { jobTitle: 'Electrician', companyName: 'Acme', status: 'Interview' }));
    expect(interview!.body).toContain('Acme <Works>, Pune');
    expect(interview!.params).toEqual({
      jobTitle: 'Electrician',
      companyName: 'Acme',
      status: 'Interview',
      interviewAt: at,
      interviewPlace: 'Acme <Works>, Pune',
    });
    const interviewMail = await readDoc(`mail/${notificationIds.status(id, 'Interview')}`);
    expect(interviewMail!.to).toBe(seeker.email);
    expect((interviewMail!.message as { html: string }).html).toContain('Acme &lt;Works&gt;, Pune');

    // Each event once: one for the application, one per status reached.
    const mine = async () => (await db.collection('notifications').where('applicationId', '==', id).get()).docs.map((d) => d.id).sort();
    await until(mine, (ids) => ids.length >= 3, 'three notifications');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await mine()).toEqual([toEmployer, notificationIds.status(id, 'Interview'), notificationIds.status(id, 'Viewed')].sort());
  });

  it('does not notify for a write that leaves the status as it was', async () => {
    const { employer, id } = await world();
    await until(
      () => readDoc(`notifications/${notificationIds.application(id)}`),
      (n) => n !== null,
      'the employer’s notification',
    );
    await db.doc(`applications/${id}`).update({ applicantName: 'Renamed Seeker' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const all = await db.collection('notifications').where('applicationId', '==', id).get();
    expect(all.docs.map((d) => d.get('userId'))).toEqual([employer.uid]);
  });
});
