// /api/jobs/*: the seeker's lists, posting, the employer's lists and the status toggle.
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, todayInIndia } from '@jobsearch/domain';
import { createUser, FieldValue, seedApplication, seedJob, unique, until, type TestUser, createUsers } from '../support';
import { allPages, call, createAdmin, db, expectError, expectFieldError, expectUnchanged, idsWhere, postingPayload, readDoc } from './helpers';

let seeker: TestUser, employer: TestUser, otherEmployer: TestUser, admin: TestUser, noProfile: TestUser;

beforeAll(async () => {
  [seeker, employer, otherEmployer, admin, noProfile] = await Promise.all([
    createUser({ role: 'jobseeker' }),
    createUser({ role: 'employer' }),
    createUser({ role: 'employer' }),
    createAdmin(),
    createUser(),
  ]);
});

describe('GET /api/jobs/all', () => {
  let activeId: string, inactiveId: string;
  beforeAll(async () => {
    activeId = await seedJob(employer.uid, { degree: 'ITI', trade: 'Fitter' });
    inactiveId = await seedJob(employer.uid, { status: 'Inactive' });
  });

  it('gives a seeker an array of Active jobs in the shape of docs/spec-notes.md §3', async () => {
    const answer = await call('GET', '/api/jobs/all', { token: seeker.token });
    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.body)).toBe(true);
    for (const job of answer.body) expect(job.status).toBe('Active');
    const jobs = await allPages('/api/jobs/all', seeker.token);
    const job = jobs.find((j) => j.jobId === activeId);
    expect(job).toMatchObject({
      jobId: activeId,
      companyName: expect.any(String),
      jobRole: 'Electrician',
      title: 'Electrician',
      jobShift: 'Day Shift',
      location: 'MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      jobType: 'Field Job',
      salary: '15000 - 25000',
      experience: '1-3 years',
      gender: 'Other',
      degree: 'ITI',
      trade: 'Fitter',
      charges: 'No',
      description: 'Wiring and maintenance.',
      status: 'Active',
      date: todayInIndia(),
      employerId: employer.uid,
    });
    expect(new Date(job.createdAt).toISOString()).toBe(job.createdAt);
    expect(new Date(job.updatedAt).toISOString()).toBe(job.updatedAt);
    expect(job).not.toHaveProperty('keywords');
    // Numbers are revealed one job at a time (POST /api/jobs/{jobId}/contact), never listed.
    expect(jobs.every((j) => !('mobileNumber' in j))).toBe(true);
    expect(jobs.some((j) => j.jobId === inactiveId)).toBe(false);
  });

  it('lets an admin read the list', async () => {
    expect((await call('GET', '/api/jobs/all', { token: admin.token })).status).toBe(200);
  });

  it('refuses an employer with the message of the /jobs screen', async () => {
    const answer = await call('GET', '/api/jobs/all', { token: employer.token });
    expectError(answer, 403, 'forbidden');
    expect(answer.body.error.message).toBe(MESSAGES.employersCannotViewJobs);
  });

  it('refuses an account without a profile', async () => {
    expectError(await call('GET', '/api/jobs/all', { token: noProfile.token }), 403);
  });

  it('pages with limit and after, newest first, without repeats', async () => {
    const newer = await seedJob(otherEmployer.uid, { createdAt: new Date(Date.now() + 3_600_000) });
    const newest = await seedJob(otherEmployer.uid, { createdAt: new Date(Date.now() + 7_200_000) });
    const first = await call('GET', '/api/jobs/all?limit=1', { token: seeker.token });
    expect(first.body.map((j: any) => j.jobId)).toEqual([newest]);
    expect(first.headers.get('x-next-after')).toBe(newest);
    const second = await call('GET', `/api/jobs/all?limit=1&after=${newest}`, { token: seeker.token });
    expect(second.body.map((j: any) => j.jobId)).toEqual([newer]);
    await db.doc(`jobs/${newer}`).delete();
    await db.doc(`jobs/${newest}`).delete();
  });

  it('gives 20 jobs by default and at most the limit', async () => {
    const answer = await call('GET', '/api/jobs/all', { token: seeker.token });
    expect(answer.body.length).toBeLessThanOrEqual(20);
    const three = await call('GET', '/api/jobs/all?limit=3', { token: seeker.token });
    expect(three.body.length).toBeLessThanOrEqual(3);
  });

  it.each(['0', '101', 'abc', '-1', '2.5', ''])('refuses limit=%s', async (limit) => {
    expectFieldError(await call('GET', `/api/jobs/all?limit=${limit}`, { token: seeker.token }), 'limit');
  });

  it('refuses an after cursor that names no job', async () => {
    expectFieldError(await call('GET', '/api/jobs/all?after=no-such-job', { token: seeker.token }), 'after');
  });

  it('refuses an after cursor naming an Inactive job, so the cursor reveals nothing the list hides', async () => {
    const hidden = await seedJob(otherEmployer.uid, { status: 'Inactive' });
    expectFieldError(await call('GET', `/api/jobs/all?after=${hidden}`, { token: seeker.token }), 'after');
    await db.doc(`jobs/${hidden}`).delete();
  });

  it('refuses an unknown query parameter', async () => {
    expectError(await call('GET', '/api/jobs/all?sort=salary', { token: seeker.token }), 400, 'invalid_input');
  });
});

describe('GET /api/jobs/filter', () => {
  let wfhDiploma: string, fieldIti: string;
  beforeAll(async () => {
    wfhDiploma = await seedJob(employer.uid, { jobType: 'Work From Home', degree: 'Diploma', trade: 'Mechatronics' });
    fieldIti = await seedJob(employer.uid, { jobType: 'Field Job', degree: 'ITI', trade: 'Welder' });
  });

  it('filters by jobType', async () => {
    const jobs = await allPages('/api/jobs/filter?jobType=Work%20From%20Home', seeker.token);
    expect(jobs.every((j) => j.jobType === 'Work From Home' && j.status === 'Active')).toBe(true);
    expect(jobs.map((j) => j.jobId)).toContain(wfhDiploma);
    expect(jobs.map((j) => j.jobId)).not.toContain(fieldIti);
  });

  it('filters by degree', async () => {
    const jobs = await allPages('/api/jobs/filter?degree=ITI', seeker.token);
    expect(jobs.every((j) => j.degree === 'ITI')).toBe(true);
    expect(jobs.map((j) => j.jobId)).toContain(fieldIti);
  });

  it('filters by jobType and degree together', async () => {
    const jobs = await allPages('/api/jobs/filter?jobType=Field%20Job&degree=ITI', seeker.token);
    expect(jobs.every((j) => j.degree === 'ITI' && j.jobType === 'Field Job')).toBe(true);
    expect(jobs.map((j) => j.jobId)).toContain(fieldIti);
    expect(jobs.map((j) => j.jobId)).not.toContain(wfhDiploma);
  });

  it('searches role, company and city with q', async () => {
    const company = unique('Zeta');
    const id = await seedJob(employer.uid, { companyName: company });
    const answer = await call('GET', `/api/jobs/filter?q=${company.toLowerCase()}`, { token: seeker.token });
    expect(answer.body.map((j: any) => j.jobId)).toEqual([id]);
  });

  it('finds degree and trade words with q: "iti", "diploma", "b.com"', async () => {
    const company = unique('Degreeco');
    const bcom = await seedJob(employer.uid, { companyName: company, degree: 'Graduation', trade: 'B.Com' });
    const ids = async (q: string) => (await call('GET', `/api/jobs/filter?q=${encodeURIComponent(q)}`, { token: seeker.token })).body.map((j: any) => j.jobId);
    expect(await ids(`b.com ${company.toLowerCase()}`)).toEqual([bcom]);
    expect(await ids(`bcom ${company.toLowerCase()}`)).toEqual([bcom]);
    expect(await allPages('/api/jobs/filter?q=iti', seeker.token).then((jobs) => jobs.map((j) => j.jobId))).toContain(fieldIti);
    expect(await allPages('/api/jobs/filter?q=diploma', seeker.token).then((jobs) => jobs.map((j) => j.jobId))).toContain(wfhDiploma);
  });

  it('filters by district (city) and minimum salary (salaryMax >= it), newest first', async () => {
    const low = await seedJob(employer.uid, { city: 'Gadchiroli', salary: '8000 - 12000' });
    const high = await seedJob(employer.uid, { city: 'Gadchiroli', salary: '30000 - 45000' });
    const inDistrict = await allPages('/api/jobs/filter?city=Gadchiroli', seeker.token);
    expect(inDistrict.every((j) => j.city === 'Gadchiroli')).toBe(true);
    expect(inDistrict.map((j) => j.jobId)).toEqual(expect.arrayContaining([low, high]));
    const paid = await allPages('/api/jobs/filter?city=Gadchiroli&minSalary=30000', seeker.token);
    expect(paid.map((j) => j.jobId)).toContain(high);
    expect(paid.map((j) => j.jobId)).not.toContain(low);
    expect(paid.every((j) => j.salaryMax >= 30000)).toBe(true);
    const dates = paid.map((j) => j.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters by state, and by a district of another state than Maharashtra; each job names its state', async () => {
    const bengaluru = await seedJob(employer.uid, { state: 'Karnataka', city: 'Bengaluru Urban' });
    const mysuru = await seedJob(employer.uid, { state: 'Karnataka', city: 'Mysuru' });
    const inState = await allPages('/api/jobs/filter?state=Karnataka', seeker.token);
    expect(inState.every((j) => j.state === 'Karnataka')).toBe(true);
    expect(inState.map((j) => j.jobId)).toEqual(expect.arrayContaining([bengaluru, mysuru]));
    const inDistrict = await allPages('/api/jobs/filter?state=Karnataka&city=Bengaluru%20Urban', seeker.token);
    expect(inDistrict.map((j) => j.jobId)).toContain(bengaluru);
    expect(inDistrict.map((j) => j.jobId)).not.toContain(mysuru);
  });

  it('empty filters give the Active list', async () => {
    const answer = await call('GET', '/api/jobs/filter?jobType=&degree=', { token: seeker.token });
    expect(answer.status).toBe(200);
    expect(answer.body.every((j: any) => j.status === 'Active')).toBe(true);
  });

  it.each([
    ['degree=PhD', 'degree'],
    ['jobType=Remote', 'jobType'],
    ['degree=ITI&degree=BE', 'degree'],
    ['limit=1000', 'limit'],
    ['city=Goa', 'city'],
    ['state=Atlantis', 'state'],
    ['minSalary=lots', 'minSalary'],
  ])('refuses %s', async (query, field) => {
    expectFieldError(await call('GET', `/api/jobs/filter?${query}`, { token: seeker.token }), field);
  });

  it('refuses an employer', async () => {
    expectError(await call('GET', '/api/jobs/filter?degree=ITI', { token: employer.token }), 403);
  });
});

describe('POST /api/jobs/add', () => {
  const jobsOf = (uid: string) => () => idsWhere('jobs', 'employerId', uid);

  it('stores a posting with the server deciding employer, date and charges', async () => {
    const poster = await createUser({ role: 'employer' });
    const payload = postingPayload({ chargeable: 'Yes', employer: { id: 12345 }, date: '1999-01-01', charges: 'No' });
    const answer = await call('POST', '/api/jobs/add', { token: poster.token, body: payload });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toMatchObject({
      jobId: expect.any(String),
      companyName: payload.companyName,
      employerId: poster.uid,
      date: todayInIndia(),
      charges: 'Yes',
      chargeable: 'Yes',
      title: 'Electrician',
      status: 'Active',
      salaryMin: 15000,
      salaryMax: 25000,
    });
    expect(answer.body).not.toHaveProperty('employer');
    const stored = await readDoc(`jobs/${answer.body.jobId}`);
    expect(stored).toMatchObject({ employerId: poster.uid, date: todayInIndia(), charges: 'Yes', companyName: payload.companyName });
    expect(stored).not.toHaveProperty('employer');
    expect(stored!.createdAt).toBe(answer.body.createdAt);
    expect(stored!.updatedAt).toBe(answer.body.updatedAt);
    expect(stored!.keywords).toEqual(expect.arrayContaining(['el', 'electrician', 'pune']));
  });

  it('takes only the required fields (optional ones default to empty)', async () => {
    const poster = await createUser({ role: 'employer' });
    const body = {
      companyName: 'Min Co',
      jobShift: 'Night Shift',
      jobType: 'Office Job',
      salary: '10000',
      state: 'Maharashtra',
      city: 'Thane',
      location: 'Station Road',
      experience: 'Any Years',
    };
    const answer = await call('POST', '/api/jobs/add', { token: poster.token, body });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toMatchObject({ jobRole: '', degree: '', trade: '', gender: '', chargeable: '', charges: 'No', mobileNumber: '', status: 'Active' });
  });

  it('refuses a job seeker with the post screen message, and stores nothing', async () => {
    const answer = await expectUnchanged(jobsOf(seeker.uid), () => call('POST', '/api/jobs/add', { token: seeker.token, body: postingPayload() }));
    expectError(answer, 403);
    expect(answer.body.error.message).toBe(MESSAGES.notAuthorizedToPost);
  });

  it('refuses an admin (admins read and delete, they do not post)', async () => {
    const answer = await expectUnchanged(jobsOf(admin.uid), () => call('POST', '/api/jobs/add', { token: admin.token, body: postingPayload() }));
    expectError(answer, 403);
  });

  it.each([
    ['companyName', { companyName: '' }],
    ['companyName', { companyName: undefined }],
    ['jobShift', { jobShift: '  ' }],
    ['jobType', { jobType: undefined }],
    ['salary', { salary: '' }],
    ['salary', { salary: 'lots' }],
    ['salary', { salary: '50000 - 10000' }],
    ['state', { state: 'Atlantis' }],
    ['city', { city: 'Bengaluru' }],
    ['location', { location: '' }],
    ['experience', { experience: undefined }],
    ['degree', { degree: 'PhD' }],
    ['trade', { degree: 'ITI', trade: 'B.Com' }],
    ['gender', { gender: 'Any' }],
    ['chargeable', { chargeable: 'Maybe' }],
    ['mobileNumber', { mobileNumber: '12345' }],
    ['status', { status: 'Closed' }],
    ['description', { description: 'x'.repeat(5001) }],
    ['companyName', { companyName: 42 }],
    ['extra', { extra: 'field' }],
  ])('refuses a bad %s field by field, storing nothing', async (field, override) => {
    const answer = await expectUnchanged(jobsOf(employer.uid), () => call('POST', '/api/jobs/add', { token: employer.token, body: postingPayload(override) }));
    expectFieldError(answer, field);
  });

  it('names every bad field at once', async () => {
    const answer = await call('POST', '/api/jobs/add', { token: employer.token, body: { state: 'Maharashtra' } });
    expectError(answer, 400, 'invalid_input');
    expect(Object.keys(answer.body.error.details)).toEqual(
      expect.arrayContaining(['companyName', 'jobShift', 'jobType', 'salary', 'city', 'location', 'experience']),
    );
  });
});

describe('GET /api/jobs/employer/{employerId}', () => {
  let poster: TestUser, active: string, inactive: string;
  beforeAll(async () => {
    poster = await createUser({ role: 'employer' });
    active = await seedJob(poster.uid);
    inactive = await seedJob(poster.uid, { status: 'Inactive' });
  });

  it('gives an employer all their own jobs, any status', async () => {
    const answer = await call('GET', `/api/jobs/employer/${poster.uid}`, { token: poster.token });
    expect(answer.status).toBe(200);
    expect(answer.body.map((j: any) => j.jobId).sort()).toEqual([active, inactive].sort());
    // The owner's own list carries their own numbers, from the private contacts.
    for (const job of answer.body) expect(job.mobileNumber).toBe('9876543210');
  });

  it('filters by status', async () => {
    const answer = await call('GET', `/api/jobs/employer/${poster.uid}?status=Inactive`, { token: poster.token });
    expect(answer.body.map((j: any) => j.jobId)).toEqual([inactive]);
  });

  it("gives an admin any employer's jobs", async () => {
    const answer = await call('GET', `/api/jobs/employer/${poster.uid}`, { token: admin.token });
    expect(answer.body).toHaveLength(2);
  });

  it('gives an empty array for an employer with no jobs', async () => {
    const fresh = await createUser({ role: 'employer' });
    const answer = await call('GET', `/api/jobs/employer/${fresh.uid}`, { token: fresh.token });
    expect(answer.body).toEqual([]);
  });

  it('refuses another employer', async () => {
    expectError(await call('GET', `/api/jobs/employer/${poster.uid}`, { token: otherEmployer.token }), 403);
  });

  it('refuses a job seeker, even for their own id', async () => {
    expectError(await call('GET', `/api/jobs/employer/${seeker.uid}`, { token: seeker.token }), 403);
  });

  it('refuses a bad status filter', async () => {
    expectFieldError(await call('GET', `/api/jobs/employer/${poster.uid}?status=Open`, { token: poster.token }), 'status');
  });
});

describe('PUT /api/jobs/{jobId}/status', () => {
  let poster: TestUser;
  beforeAll(async () => {
    poster = await createUser({ role: 'employer' });
  });
  const jobState = (jobId: string) => () => readDoc(`jobs/${jobId}`);

  it('lets the owner mark a job Inactive and Active again', async () => {
    const jobId = await seedJob(poster.uid);
    const before = await readDoc(`jobs/${jobId}`);
    const off = await call('PUT', `/api/jobs/${jobId}/status?status=Inactive`, { token: poster.token });
    expect(off.status, off.text).toBe(200);
    expect(off.body).toMatchObject({ jobId, status: 'Inactive' });
    const stored = await readDoc(`jobs/${jobId}`);
    expect(stored!.status).toBe('Inactive');
    expect(stored!.updatedAt).not.toBe(before!.updatedAt);
    expect({ ...stored, status: 'Active', updatedAt: before!.updatedAt }).toEqual(before);
    const on = await call('PUT', `/api/jobs/${jobId}/status?status=Active`, { token: poster.token });
    expect(on.body.status).toBe('Active');
    expect((await readDoc(`jobs/${jobId}`))!.status).toBe('Active');
  });

  it('refuses another employer and changes nothing', async () => {
    const jobId = await seedJob(poster.uid);
    const answer = await expectUnchanged(jobState(jobId), () => call('PUT', `/api/jobs/${jobId}/status?status=Inactive`, { token: otherEmployer.token }));
    expectError(answer, 403);
  });

  it('refuses a job seeker and changes nothing', async () => {
    const jobId = await seedJob(poster.uid);
    expectError(await expectUnchanged(jobState(jobId), () => call('PUT', `/api/jobs/${jobId}/status?status=Inactive`, { token: seeker.token })), 403);
  });

  it('refuses an admin and changes nothing', async () => {
    const jobId = await seedJob(poster.uid);
    expectError(await expectUnchanged(jobState(jobId), () => call('PUT', `/api/jobs/${jobId}/status?status=Inactive`, { token: admin.token })), 403);
  });

  it('is 404 for an unknown job', async () => {
    const missing = unique('missing');
    const answer = await expectUnchanged(jobState(missing), () => call('PUT', `/api/jobs/${missing}/status?status=Inactive`, { token: poster.token }));
    expectError(answer, 404, 'job_not_found');
  });

  it.each(['', '?status=', '?status=Closed', '?status=active', '?status=Active&extra=1'])('refuses the query %s and changes nothing', async (query) => {
    const jobId = await seedJob(poster.uid);
    const answer = await expectUnchanged(jobState(jobId), () => call('PUT', `/api/jobs/${jobId}/status${query}`, { token: poster.token }));
    expectError(answer, 400, 'invalid_input');
  });

  it('refuses a body (status travels in the query) and changes nothing', async () => {
    const jobId = await seedJob(poster.uid);
    const answer = await expectUnchanged(jobState(jobId), () =>
      call('PUT', `/api/jobs/${jobId}/status?status=Inactive`, { token: poster.token, body: { employerId: 'me' } }),
    );
    expectError(answer, 400, 'invalid_input');
  });

  it('refuses malformed JSON and changes nothing', async () => {
    const jobId = await seedJob(poster.uid);
    const answer = await expectUnchanged(jobState(jobId), () =>
      call('PUT', `/api/jobs/${jobId}/status?status=Inactive`, {
        token: poster.token,
        raw: '{oops',
        headers: { 'content-type': 'text/plain' },
      }),
    );
    expectError(answer, 400, 'malformed_json');
  });
});

describe('GET /api/jobs/applicants/{employerId}', () => {
  let poster: TestUser, jobA: string, jobB: string, applicant: TestUser;
  beforeAll(async () => {
    poster = await createUser({ role: 'employer' });
    applicant = await createUser({ role: 'jobseeker' });
    jobA = await seedJob(poster.uid, { jobRole: 'Welder' });
    jobB = await seedJob(poster.uid);
    await seedApplication({ jobId: jobA, seeker: applicant, employerId: poster.uid });
    await seedApplication({ jobId: jobB, seeker: applicant, employerId: poster.uid });
  });

  it('gives the employer rows in the shape of docs/spec-notes.md §3', async () => {
    const answer = await call('GET', `/api/jobs/applicants/${poster.uid}`, { token: poster.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(2);
    const row = answer.body.find((r: any) => r.jobId === jobA);
    expect(row).toEqual({
      id: `${jobA}_${applicant.uid}`,
      applicantName: applicant.name,
      email: applicant.email,
      phoneNumber: applicant.phoneNumber,
      jobTitle: 'Electrician',
      resumePath: '', // no checked file behind the seeded link (applications.test.ts: the link once one passed)
      jobId: jobA,
      status: 'Applied', // an application stored without a status is Applied
      answers: [], // the job asks no screening questions (screening.test.ts: a job that does)
      meetsAllMustHaves: true,
    });
  });

  it('filters by jobId', async () => {
    const answer = await call('GET', `/api/jobs/applicants/${poster.uid}?jobId=${jobB}`, { token: poster.token });
    expect(answer.body.map((r: any) => r.jobId)).toEqual([jobB]);
  });

  it('pages', async () => {
    const first = await call('GET', `/api/jobs/applicants/${poster.uid}?limit=1`, { token: poster.token });
    const after = first.headers.get('x-next-after');
    expect(first.body).toHaveLength(1);
    const second = await call('GET', `/api/jobs/applicants/${poster.uid}?limit=1&after=${after}`, { token: poster.token });
    expect(second.body).toHaveLength(1);
    expect(second.body[0].id).not.toBe(first.body[0].id);
  });

  it('gives an admin the rows', async () => {
    expect((await call('GET', `/api/jobs/applicants/${poster.uid}`, { token: admin.token })).body).toHaveLength(2);
  });

  it("refuses an after cursor naming another employer's application, so it cannot probe who applied where", async () => {
    const rival = await createUser({ role: 'employer' });
    const rivalJob = await seedJob(rival.uid);
    await seedApplication({ jobId: rivalJob, seeker: applicant, employerId: rival.uid });
    expectFieldError(await call('GET', `/api/jobs/applicants/${poster.uid}?after=${rivalJob}_${applicant.uid}`, { token: poster.token }), 'after');
  });

  it('refuses another employer', async () => {
    expectError(await call('GET', `/api/jobs/applicants/${poster.uid}`, { token: otherEmployer.token }), 403);
  });

  it("gives another employer who names the poster's job under their own id nothing: no applicant, no answer", async () => {
    const answer = await call('GET', `/api/jobs/applicants/${otherEmployer.uid}?jobId=${jobA}`, { token: otherEmployer.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([]);
  });

  it('refuses a job seeker', async () => {
    expectError(await call('GET', `/api/jobs/applicants/${poster.uid}`, { token: applicant.token }), 403);
  });

  it('refuses an unknown query parameter', async () => {
    expectError(await call('GET', `/api/jobs/applicants/${poster.uid}?page=2`, { token: poster.token }), 400, 'invalid_input');
  });
});

describe('POST /api/jobs/add: the mobile number as people write it', () => {
  it.each(['+91 98765 43210', '98765-43210', '098765 43210', '9876543210'])('stores %s as 9876543210', async (written) => {
    const poster = await createUser({ role: 'employer' });
    const answer = await call('POST', '/api/jobs/add', { token: poster.token, body: postingPayload({ mobileNumber: written }) });
    expect(answer.status, answer.text).toBe(201);
    // The owner's answer carries their number; it is stored in the job's private contact, not on the job.
    expect(answer.body.mobileNumber).toBe('9876543210');
    expect(await readDoc(`jobs/${answer.body.jobId}/private/contact`)).toEqual({ mobileNumber: '9876543210', employerId: poster.uid });
    expect(await readDoc(`jobs/${answer.body.jobId}`)).not.toHaveProperty('mobileNumber');
  });

  it('refuses 98765 4321 (nine digits) and stores nothing', async () => {
    const poster = await createUser({ role: 'employer' });
    const answer = await expectUnchanged(
      () => idsWhere('jobs', 'employerId', poster.uid),
      () => call('POST', '/api/jobs/add', { token: poster.token, body: postingPayload({ mobileNumber: '98765 4321' }) }),
    );
    expectFieldError(answer, 'mobileNumber');
  });
});

describe('PUT /api/jobs/{jobId} (the owner edits every field)', () => {
  const edited = () =>
    postingPayload({
      companyName: 'Renamed Co',
      jobRole: 'Welder',
      jobShift: 'Night Shift',
      jobType: 'Warehouse Job',
      salary: '20000 - 30000',
      city: 'Nashik',
      location: 'Satpur MIDC',
      degree: 'Diploma',
      trade: 'Mechanical Engineering',
      experience: '3-5 years',
      description: 'Welds frames.',
      gender: 'Male',
      chargeable: 'Yes',
      mobileNumber: '+91 91234 56780',
      status: undefined,
      employer: { id: 1 },
      date: '1999-01-01',
    });

  it('stores every field under the posting checks, keeps owner, date, createdAt and status, recomputes the derived fields', async () => {
    const poster = await createUser({ role: 'employer' });
    // Verified for real: deriveJobFields recomputes employerVerified from this document after every write.
    await db.doc(`employerVerifications/${poster.uid}`).set({ companyName: 'Renamed Co', verifiedBy: 'an-admin', verifiedAt: new Date() });
    const jobId = await seedJob(poster.uid, { createdAt: new Date('2026-01-05T10:00:00Z') });
    await db.doc(`jobs/${jobId}`).update({ status: 'Inactive', date: '2026-01-05', employerVerified: true, openReports: 2 });
    const answer = await call('PUT', `/api/jobs/${jobId}`, { token: poster.token, body: edited() });
    expect(answer.status, answer.text).toBe(200);
    const stored = await readDoc(`jobs/${jobId}`);
    expect(stored).toMatchObject({
      companyName: 'Renamed Co',
      jobRole: 'Welder',
      title: 'Welder',
      jobShift: 'Night Shift',
      jobType: 'Warehouse Job',
      salary: '20000 - 30000',
      salaryMin: 20000,
      salaryMax: 30000,
      city: 'Nashik',
      location: 'Satpur MIDC',
      degree: 'Diploma',
      trade: 'Mechanical Engineering',
      experience: '3-5 years',
      description: 'Welds frames.',
      gender: 'Male',
      chargeable: 'Yes',
      charges: 'Yes',
      status: 'Inactive',
      date: '2026-01-05',
      employerId: poster.uid,
      createdAt: '2026-01-05T10:00:00.000Z',
      employerVerified: true,
      openReports: 2,
    });
    expect(stored!.keywords).toEqual(expect.arrayContaining(['welder', 'nashik']));
    expect(stored).not.toHaveProperty('employer');
    expect(stored).not.toHaveProperty('mobileNumber');
    expect(await readDoc(`jobs/${jobId}/private/contact`)).toEqual({ mobileNumber: '9123456780', employerId: poster.uid });
    expect(answer.body).toMatchObject({ jobId, companyName: 'Renamed Co', status: 'Inactive', date: '2026-01-05', mobileNumber: '9123456780' });
  });

  it('sets the status when the body names one', async () => {
    const poster = await createUser({ role: 'employer' });
    const jobId = await seedJob(poster.uid);
    const answer = await call('PUT', `/api/jobs/${jobId}`, { token: poster.token, body: postingPayload({ status: 'Inactive' }) });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.status).toBe('Inactive');
  });

  it.each([
    ['salary', { salary: '' }],
    ['city', { city: 'Bengaluru' }],
    ['mobileNumber', { mobileNumber: '12345' }],
    ['keywords', { keywords: ['x'] }],
    ['employerVerified', { employerVerified: true }],
  ])('refuses a bad %s and changes nothing', async (field, change) => {
    const poster = await createUser({ role: 'employer' });
    const jobId = await seedJob(poster.uid);
    const answer = await expectUnchanged(
      () => readDoc(`jobs/${jobId}`),
      () => call('PUT', `/api/jobs/${jobId}`, { token: poster.token, body: postingPayload(change) }),
    );
    expect(answer.status).toBe(400);
    if (field === 'keywords' || field === 'employerVerified') expectError(answer, 400, 'invalid_input');
    else expectFieldError(answer, field);
  });

  it("refuses another employer's job (403), a job seeker and an admin, and changes nothing", async () => {
    const poster = await createUser({ role: 'employer' });
    const jobId = await seedJob(poster.uid);
    for (const who of [otherEmployer, seeker, admin]) {
      const answer = await expectUnchanged(
        () => readDoc(`jobs/${jobId}`),
        () => call('PUT', `/api/jobs/${jobId}`, { token: who.token, body: edited() }),
      );
      expectError(answer, 403);
    }
  });

  it('answers 404 for an unknown job and 401 without a token', async () => {
    expectError(await call('PUT', '/api/jobs/no-such-job', { token: employer.token, body: postingPayload() }), 404, 'job_not_found');
    expectError(await call('PUT', '/api/jobs/no-such-job', { body: postingPayload() }), 401);
  });
});

describe('DELETE /api/jobs/{jobId} (the owner deletes their job)', () => {
  it('deletes the job with its applications, like the admin delete', async () => {
    const poster = await createUser({ role: 'employer' });
    const [applicantA, applicantB] = await createUsers('jobseeker', 'jobseeker');
    const jobId = await seedJob(poster.uid);
    const keep = await seedJob(poster.uid);
    await seedApplication({ jobId, seeker: applicantA, employerId: poster.uid });
    await seedApplication({ jobId, seeker: applicantB, employerId: poster.uid });
    const kept = await seedApplication({ jobId: keep, seeker: applicantA, employerId: poster.uid });
    const answer = await call('DELETE', `/api/jobs/${jobId}`, { token: poster.token });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ id: jobId, deleted: { jobs: 1, applications: 2, account: false } });
    expect(await readDoc(`jobs/${jobId}`)).toBeNull();
    expect(await readDoc(`jobs/${jobId}/private/contact`)).toBeNull();
    expect(await readDoc(`jobs/${keep}/private/contact`)).not.toBeNull();
    expect(await idsWhere('applications', 'jobId', jobId)).toEqual([]);
    expect(await readDoc(`applications/${kept}`)).not.toBeNull();
    expect(await readDoc(`jobs/${keep}`)).not.toBeNull();
  });

  it('refuses another employer, a job seeker and an admin (who deletes under /admin), and deletes nothing', async () => {
    const poster = await createUser({ role: 'employer' });
    const jobId = await seedJob(poster.uid);
    for (const who of [otherEmployer, seeker, admin]) {
      const answer = await expectUnchanged(
        () => readDoc(`jobs/${jobId}`),
        () => call('DELETE', `/api/jobs/${jobId}`, { token: who.token }),
      );
      expectError(answer, 403);
    }
  });

  it('answers 404 for an unknown job, 401 without a token, 400 with a body', async () => {
    const poster = await createUser({ role: 'employer' });
    const jobId = await seedJob(poster.uid);
    expectError(await call('DELETE', '/api/jobs/no-such-job', { token: poster.token }), 404, 'job_not_found');
    expectError(await call('DELETE', `/api/jobs/${jobId}`), 401);
    expectError(await call('DELETE', `/api/jobs/${jobId}`, { token: poster.token, body: { really: true } }), 400);
    expect(await readDoc(`jobs/${jobId}`)).not.toBeNull();
  });
});

describe('whether a job gives a number (hasMobileNumber)', () => {
  it('the jobs trigger copies the fact from the private contact (never the number), and follows a changed contact', async () => {
    const poster = await createUser({ role: 'employer' });
    const jobId = await seedJob(poster.uid, { mobileNumber: '9123456780' });
    // As the web app writes a job: without the server's fields; the trigger adds the fact.
    await db.doc(`jobs/${jobId}`).update({ hasMobileNumber: FieldValue.delete() });
    await until(
      () => readDoc(`jobs/${jobId}`),
      (job) => job?.hasMobileNumber === true,
      'the fact written by the jobs trigger',
    );
    // The number is taken out (an edit writes the job and its contact together): the fact follows.
    const batch = db.batch();
    batch.set(db.doc(`jobs/${jobId}/private/contact`), { mobileNumber: '', employerId: poster.uid });
    batch.update(db.doc(`jobs/${jobId}`), { description: 'No calls, apply here.' });
    await batch.commit();
    const job = await until(
      () => readDoc(`jobs/${jobId}`),
      (stored) => stored?.hasMobileNumber === false,
      'the fact following the contact',
    );
    expect(job).not.toHaveProperty('mobileNumber');
  });
});
