/**
 * The signed-in employer's jobs, live (lib/data/live.ts): a change made anywhere
 * (another tab, the admin) shows without a reload.
 * Query: jobs where employerId == uid, orderBy createdAt desc.
 */
import { jobSchema } from '@jobsearch/domain/schemas';
import { useMemo } from 'react';
import type { z } from 'zod';
import { employerJobsQuery, useLiveQuery, type Live } from '../../../lib/data/live';

/** What a card needs; status may be absent (shown as 'Not Available'). */
const employerJobSchema = jobSchema
  .pick({
    title: true,
    jobRole: true,
    companyName: true,
    location: true,
    city: true,
    state: true,
    salary: true,
    salaryMin: true,
    salaryMax: true,
    date: true,
    employerVerified: true,
  })
  .extend({ status: jobSchema.shape.status.optional() });
export type EmployerJob = z.output<typeof employerJobSchema> & { jobId: string };

export type EmployerJobs = { status: Live<EmployerJob>['status']; jobs: EmployerJob[] };

export function useEmployerJobs(employerId: string): EmployerJobs {
  const live = useLiveQuery(employerJobsQuery(employerId), employerJobSchema, 'the employer jobs');
  const jobs = useMemo(() => live.data.map(({ id, ...job }) => ({ ...job, jobId: id })), [live.data]);
  return { status: live.status, jobs };
}
