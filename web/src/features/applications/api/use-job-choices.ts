/**
 * The employer's jobs as choices of the applications filter, live.
 * Query: jobs where employerId == uid, orderBy createdAt desc.
 */
import { jobSchema } from '@jobsearch/domain/schemas';
import { collection, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { db, schemaConverter } from '../../../lib/firestore';

const choiceSchema = jobSchema.pick({ title: true, jobRole: true, companyName: true, date: true });
const converter = schemaConverter(choiceSchema);

export interface JobChoice { jobId: string; title: string; jobRole: string; companyName: string; date: string }

export function useJobChoices(employerId: string): JobChoice[] {
  const [jobs, setJobs] = useState<JobChoice[]>([]);
  useEffect(() => onSnapshot(
    query(collection(db, 'jobs'), where('employerId', '==', employerId), orderBy('createdAt', 'desc')).withConverter(converter),
    (snapshot) => {
      const next: JobChoice[] = [];
      for (const doc of snapshot.docs) {
        try { next.push({ ...doc.data(), jobId: doc.id }); } catch (error) { console.error(`jobs/${doc.id} does not match the job schema`, error); }
      }
      setJobs(next);
    },
    (error) => console.error('Loading the job filter failed', error),
  ), [employerId]);
  return jobs;
}
