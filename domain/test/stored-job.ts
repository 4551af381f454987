// A job as Firestore stores it (with its id), for the tests of the pages that show jobs: the
// public job page and the company page, in domain/ and in the function that renders them.
import type { JobWithId } from '../src/index';

export function storedJob(overrides: Partial<JobWithId> = {}): JobWithId {
  return {
    jobId: 'job123',
    companyName: 'Tata Motors',
    jobRole: 'Fitter',
    title: 'Fitter',
    jobShift: 'Day Shift',
    jobType: 'Industry Job',
    salary: '15000 - 25000',
    salaryMin: 15000,
    salaryMax: 25000,
    state: 'Maharashtra',
    city: 'Pune',
    location: 'Pimpri MIDC',
    degree: 'ITI',
    trade: 'Fitter',
    experience: '1-3 years',
    description: 'Assemble and fit parts.\nShifts rotate weekly.',
    gender: 'Male',
    chargeable: 'No',
    charges: 'No',
    status: 'Active',
    date: '2026-11-20',
    employerId: 'emp1',
    keywords: [],
    searchKeys: [],
    employerVerified: true,
    openReports: 0,
    hiddenByReports: false,
    createdAt: new Date('2026-11-20T05:00:00Z'),
    updatedAt: new Date('2026-11-21T05:00:00Z'),
    ...overrides,
  };
}

/** A welder's job at Shakti Fabricators, Nashik (an unverified employer's): the company page tests' job. */
export function shaktiWelderJob(jobId: string, overrides: Partial<JobWithId> = {}): JobWithId {
  return storedJob({
    jobId,
    companyName: 'Shakti Fabricators',
    jobRole: 'Welder',
    title: 'Welder',
    salary: '18000 - 24000',
    salaryMin: 18000,
    salaryMax: 24000,
    city: 'Nashik',
    trade: 'Welder',
    description: 'Weld frames.',
    gender: '',
    location: 'Satpur MIDC',
    employerVerified: false,
    ...overrides,
  });
}
