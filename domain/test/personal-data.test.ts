import { describe, expect, it } from 'vitest';
import { personalDataExport, personalDataFileName, PERSONAL_DATA_FORMAT, type ApplicationWithId, type JobWithId } from '../src/index';

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
    mobileNumber: '',
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
        applicationsToJobs: [application('a1'), application('a3', { jobId: 'job-2' }), application('x', { employerId: 'emp-2', jobId: 'other' })],
      },
      NOW,
    );
    const jobs = data.jobs as Record<string, unknown>[];
    expect(jobs.map((j) => j.jobId)).toEqual(['job-2', 'job-1']);
    expect(jobs[0]).not.toHaveProperty('keywords');
    expect((jobs[1]!.applications as Record<string, unknown>[]).map((a) => a.applicationId)).toEqual(['a1']);
    expect((jobs[0]!.applications as Record<string, unknown>[]).map((a) => a.applicationId)).toEqual(['a3']);
    expect(data).not.toHaveProperty('applications');
  });

  it('names the file by the day of the export', () => {
    expect(personalDataFileName(NOW)).toBe('jobsearch-data-2026-11-23.json');
  });
});
