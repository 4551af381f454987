/**
 * The signed-in employer's jobs, live: a change made anywhere (another tab,
 * the admin) shows without a reload.
 * Query: jobs where employerId == uid, orderBy createdAt desc.
 */
import { jobSchema } from '@jobsearch/domain/schemas';
import { collection, onSnapshot, orderBy, query, where, type QuerySnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { db, schemaConverter } from '../../../lib/firestore';

/** What a card needs; status may be absent (shown as 'Not Available'). */
const employerJobSchema = jobSchema
  .pick({ title: true, jobRole: true, companyName: true, location: true, city: true, state: true, salary: true, salaryMin: true, salaryMax: true, date: true })
  .extend({ status: jobSchema.shape.status.optional() });
export type EmployerJob = z.output<typeof employerJobSchema> & { jobId: string };

const converter = schemaConverter(employerJobSchema);

export type EmployerJobs =
  | { status: 'loading'; jobs: EmployerJob[] }
  | { status: 'ready'; jobs: EmployerJob[] }
  | { status: 'error'; jobs: EmployerJob[] };

/** Documents that fail the schema are logged and left out, not allowed to break the list. */
function readJobs(snapshot: QuerySnapshot<z.output<typeof employerJobSchema>>): EmployerJob[] {
  const jobs: EmployerJob[] = [];
  for (const doc of snapshot.docs) {
    try {
      jobs.push({ ...doc.data(), jobId: doc.id });
    } catch (error) {
      console.error(`jobs/${doc.id} does not match the job schema`, error);
    }
  }
  return jobs;
}

export function employerJobsQuery(employerId: string) {
  return query(collection(db, 'jobs'), where('employerId', '==', employerId), orderBy('createdAt', 'desc')).withConverter(converter);
}

export function useEmployerJobs(employerId: string): EmployerJobs {
  const [state, setState] = useState<EmployerJobs>({ status: 'loading', jobs: [] });
  useEffect(() => {
    setState({ status: 'loading', jobs: [] });
    return onSnapshot(
      employerJobsQuery(employerId),
      (snapshot) => setState({ status: 'ready', jobs: readJobs(snapshot) }),
      (error) => {
        console.error('Loading the employer jobs failed', error);
        setState({ status: 'error', jobs: [] });
      },
    );
  }, [employerId]);
  return state;
}
