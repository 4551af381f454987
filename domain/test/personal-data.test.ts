import { describe, expect, it } from 'vitest';
import {
  EMPTY_WORK_PROFILE,
  newThreadFields,
  personalDataExport,
  personalDataFileName,
  PERSONAL_DATA_FORMAT,
  type ApplicationWithId,
  type JobWithId,
  type ThreadWithId,
} from '../src/index';

const at = (iso: string) => new Date(iso);
const NOW = at('2026-11-23T10:00:00.000Z');

const application = (id: string, over: Partial<ApplicationWithId> = {}): ApplicationWithId => ({
  id,
  jobId: 'job-1',
  jobTitle: 'Fitter',
  companyName: 'Acme',
  employerId: 'emp-1',
  applicantId: 'seek-1',
  applicantName: 'Asha',
  email: 'asha@example.in',
  phoneNumber: '+919876543210',
  resumePath: 'resumes/seek-1/job-1/cv.pdf',
  resume: 'https://example/cv.pdf',
  createdAt: at('2026-11-20T00:00:00Z'),
  ...over,
});

const job = (jobId: string, over: Partial<JobWithId> = {}): JobWithId =>
  ({
    jobId,
    companyName: 'Acme',
    jobRole: 'Fitter',
    title: 'Fitter',
    jobShift: 'Day Shift',
    jobType: 'Industry Job',
    salary: '15000',
    salaryMin: 15000,
    salaryMax: 15000,
    state: 'Maharashtra',
    city: 'Pune',
    location: 'MG Road',
    degree: 'ITI',
    trade: 'Fitter',
    experience: '1 year',
    description: '',
    gender: 'Other',
    chargeable: 'No',
    charges: 'No',
    status: 'Active',
    date: '2026-11-20',
    employerId: 'emp-1',
    keywords: ['fit', 'fitter'],
    createdAt: at('2026-11-20T00:00:00Z'),
    updatedAt: at('2026-11-21T00:00:00Z'),
    ...over,
  }) as JobWithId;

describe('personalDataExport', () => {
  it('a job seeker: the profile and their own applications, newest first, dates as ISO, no Storage path', () => {
    const data = personalDataExport(
      {
        uid: 'seek-1',
        profile: { name: 'Asha', email: 'asha@example.in', phoneNumber: '+919876543210', role: 'jobseeker', createdAt: at('2026-01-01T00:00:00Z') },
        applications: [application('a1'), application('a2', { createdAt: at('2026-11-22T00:00:00Z') }), application('x', { applicantId: 'someone-else' })],
      },
      NOW,
    );
    expect(data).toMatchObject({
      format: PERSONAL_DATA_FORMAT,
      exportedAt: '2026-11-23T10:00:00.000Z',
      profile: { id: 'seek-1', name: 'Asha', role: 'jobseeker', createdAt: '2026-01-01T00:00:00.000Z' },
    });
    const apps = data.applications as Record<string, unknown>[];
    expect(apps.map((a) => a.applicationId)).toEqual(['a2', 'a1']);
    expect(apps[0]).not.toHaveProperty('resumePath');
    expect(apps[0]!.createdAt).toBe('2026-11-22T00:00:00.000Z');
    expect(data).not.toHaveProperty('jobs');
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it('an employer: their jobs, each with the applications to it, without the search index', () => {
    const data = personalDataExport(
      {
        uid: 'emp-1',
        profile: { name: 'Meera', email: 'meera@example.in', phoneNumber: '+919876543212', role: 'employer', createdAt: at('2026-01-01T00:00:00Z') },
        jobs: [job('job-1'), job('job-2', { createdAt: at('2026-11-22T00:00:00Z') }), job('other', { employerId: 'emp-2' })],
        jobNumbers: { 'job-1': '9876543210' },
        applicationsToJobs: [application('a1'), application('a3', { jobId: 'job-2' }), application('x', { employerId: 'emp-2', jobId: 'other' })],
      },
      NOW,
    );
    const jobs = data.jobs as Record<string, unknown>[];
    expect(jobs.map((j) => j.jobId)).toEqual(['job-2', 'job-1']);
    // Their own numbers, from the jobs' private contacts ('' for none).
    expect(jobs.map((j) => j.mobileNumber)).toEqual(['', '9876543210']);
    expect(jobs[0]).not.toHaveProperty('keywords');
    expect((jobs[1]!.applications as Record<string, unknown>[]).map((a) => a.applicationId)).toEqual(['a1']);
    expect((jobs[0]!.applications as Record<string, unknown>[]).map((a) => a.applicationId)).toEqual(['a3']);
    expect(data).not.toHaveProperty('applications');
  });

  it('names the file by the day of the export', () => {
    expect(personalDataFileName(NOW)).toBe('jobsearch-data-2026-11-23.json');
  });

  it("a job seeker's notifications, saved jobs, alerts and profile resume link; status history and interview as ISO", () => {
    const data = personalDataExport(
      {
        uid: 'seek-1',
        profile: { name: 'Asha', email: 'asha@example.in', phoneNumber: '+919876543210', role: 'jobseeker', createdAt: at('2026-01-01T00:00:00Z') },
        applications: [
          application('a1', {
            status: 'Interview',
            statusHistory: { Interview: at('2026-11-21T00:00:00Z') },
            interview: { at: at('2026-11-28T05:00:00Z'), phoneCall: true, place: '' },
          }),
        ],
        notifications: [
          {
            id: 'n1',
            userId: 'seek-1',
            kind: 'status',
            title: 'T1',
            body: 'B1',
            params: {},
            jobId: 'job-1',
            applicationId: 'a1',
            alertId: '',
            read: false,
            createdAt: at('2026-11-21T00:00:00Z'),
          },
          {
            id: 'n2',
            userId: 'seek-1',
            kind: 'alert',
            title: 'T2',
            body: 'B2',
            params: {},
            jobId: 'job-2',
            applicationId: '',
            alertId: 'al',
            read: true,
            createdAt: at('2026-11-22T00:00:00Z'),
          },
          {
            id: 'nx',
            userId: 'other',
            kind: 'alert',
            title: 'X',
            body: 'X',
            params: {},
            jobId: 'j',
            applicationId: '',
            alertId: '',
            read: true,
            createdAt: at('2026-11-22T00:00:00Z'),
          },
        ],
        savedJobs: [
          {
            id: 'seek-1_job-3',
            userId: 'seek-1',
            jobId: 'job-3',
            jobTitle: 'Welder',
            companyName: 'Acme',
            city: 'Pune',
            salary: '20000',
            jobStatus: 'Inactive',
            savedAt: at('2026-11-19T00:00:00Z'),
          },
        ],
        alerts: [
          {
            id: 'seek-1_0',
            userId: 'seek-1',
            q: 'welder',
            words: ['welder'],
            degree: '',
            trade: '',
            state: 'Maharashtra',
            city: 'Pune',
            minSalary: 0,
            key: 'city:Pune',
            createdAt: at('2026-11-18T00:00:00Z'),
          },
        ],
        profileResume: 'https://example/profile-resume',
      },
      NOW,
    );
    expect(data.profileResume).toBe('https://example/profile-resume');
    expect((data.notifications as Record<string, unknown>[]).map((n) => n.notificationId)).toEqual(['n2', 'n1']);
    expect((data.notifications as Record<string, unknown>[])[0]).toEqual({
      notificationId: 'n2',
      kind: 'alert',
      title: 'T2',
      body: 'B2',
      params: {},
      jobId: 'job-2',
      applicationId: '',
      alertId: 'al',
      read: true,
      createdAt: '2026-11-22T00:00:00.000Z',
    });
    expect(data.savedJobs).toEqual([
      { jobId: 'job-3', jobTitle: 'Welder', companyName: 'Acme', city: 'Pune', salary: '20000', jobStatus: 'Inactive', savedAt: '2026-11-19T00:00:00.000Z' },
    ]);
    expect(data.alerts).toEqual([
      { alertId: 'seek-1_0', q: 'welder', degree: '', trade: '', state: 'Maharashtra', city: 'Pune', minSalary: 0, createdAt: '2026-11-18T00:00:00.000Z' },
    ]);
    const app = (data.applications as Record<string, unknown>[])[0]!;
    expect(app.statusHistory).toEqual({ Interview: '2026-11-21T00:00:00.000Z' });
    expect(app.interview).toEqual({ at: '2026-11-28T05:00:00.000Z', phoneCall: true, place: '' });
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it('a seeker without a profile resume says null; an employer gets their notifications and no seeker lists', () => {
    const seeker = personalDataExport(
      { uid: 's', profile: { name: 'A', email: 'a@b.in', phoneNumber: '+919876543210', role: 'jobseeker', createdAt: NOW } },
      NOW,
    );
    expect(seeker).toMatchObject({ profileResume: null, savedJobs: [], alerts: [], notifications: [] });
    const employer = personalDataExport(
      {
        uid: 'emp-1',
        profile: { name: 'E', email: 'e@b.in', phoneNumber: '+919876543210', role: 'employer', createdAt: NOW },
        notifications: [
          {
            id: 'n',
            userId: 'emp-1',
            kind: 'application',
            title: 'T',
            body: 'B',
            params: {},
            jobId: 'j',
            applicationId: 'a',
            alertId: '',
            read: false,
            createdAt: NOW,
          },
        ],
      },
      NOW,
    );
    expect((employer.notifications as unknown[]).length).toBe(1);
    expect(employer).not.toHaveProperty('savedJobs');
    expect(employer).not.toHaveProperty('profileResume');
  });
});

describe('personal data: the work profile', () => {
  it("a job seeker's work profile comes with their profile, as stored", () => {
    const workProfile = { ...EMPTY_WORK_PROFILE, education: 'ITI', trade: 'Welder', experienceYears: 2, districts: ['Pune'] };
    const data = personalDataExport(
      { uid: 's', profile: { name: 'A', email: 'a@b.in', phoneNumber: '+919876543210', role: 'jobseeker', createdAt: NOW, workProfile } },
      NOW,
    );
    expect((data.profile as Record<string, unknown>).workProfile).toEqual(workProfile);
  });
});

describe('personal data: the company About and Messages', () => {
  it("an employer's About comes with their profile; each side's conversations with their messages, oldest first, marked as theirs or not", () => {
    const thread = { ...newThreadFields('job-1_seek-1', application('job-1_seek-1'), NOW), id: 'job-1_seek-1' } as unknown as ThreadWithId;
    const messages = [
      { id: 'm2', senderId: 'emp-1', text: 'Come on Monday.', createdAt: at('2026-11-22T10:00:00Z') },
      { id: 'm1', senderId: 'seek-1', text: 'Is it open?', createdAt: at('2026-11-22T09:00:00Z') },
    ];
    const profile = { name: 'M', email: 'm@b.in', phoneNumber: '+919876543212', role: 'employer' as const, createdAt: NOW, companyAbout: 'We make tools.' };
    const employer = personalDataExport({ uid: 'emp-1', profile, conversations: [{ thread, messages }] }, NOW);
    expect((employer.profile as Record<string, unknown>).companyAbout).toBe('We make tools.');
    expect(employer.messages).toEqual([
      {
        threadId: 'job-1_seek-1',
        jobId: 'job-1',
        jobTitle: 'Fitter',
        companyName: 'Acme',
        applicantName: 'Asha',
        messages: [
          { fromMe: false, text: 'Is it open?', sentAt: '2026-11-22T09:00:00.000Z' },
          { fromMe: true, text: 'Come on Monday.', sentAt: '2026-11-22T10:00:00.000Z' },
        ],
      },
    ]);
    const seeker = personalDataExport(
      { uid: 'seek-1', profile: { ...profile, role: 'jobseeker', companyAbout: undefined }, conversations: [{ thread, messages }] },
      NOW,
    );
    expect((seeker.messages as { messages: { fromMe: boolean }[] }[])[0]!.messages.map((m) => m.fromMe)).toEqual([true, false]);
    expect((seeker.profile as Record<string, unknown>).companyAbout).toBeUndefined();
    // Someone else's conversation handed in by mistake stays out.
    expect(personalDataExport({ uid: 'other', profile, conversations: [{ thread, messages }] }, NOW).messages).toEqual([]);
  });
});
