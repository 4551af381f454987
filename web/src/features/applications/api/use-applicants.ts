/**
 * Applications to the signed-in employer's jobs, live: a new one appears
 * without a reload. Query: applications where employerId == uid
 * [and jobId == the chosen job], orderBy createdAt desc, limit n + 1.
 */
import { applicationSchema } from '@jobsearch/domain/schemas';
import { collection, limit, onSnapshot, orderBy, query, where, type QueryConstraint } from 'firebase/firestore';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { db, schemaConverter } from '../../../lib/firestore';

const applicantSchema = applicationSchema.pick({ jobId: true, jobTitle: true, applicantName: true, email: true, phoneNumber: true, resume: true, createdAt: true });
export type Applicant = z.output<typeof applicantSchema> & { id: string };
const converter = schemaConverter(applicantSchema);

export type Applicants =
  | { status: 'loading'; rows: Applicant[]; hasMore: false }
  | { status: 'ready'; rows: Applicant[]; hasMore: boolean }
  | { status: 'error'; rows: Applicant[]; hasMore: false };

export function applicantsQuery(employerId: string, jobId: string | null, max: number) {
  const constraints: QueryConstraint[] = [where('employerId', '==', employerId)];
  if (jobId) constraints.push(where('jobId', '==', jobId));
  constraints.push(orderBy('createdAt', 'desc'), limit(max + 1));
  return query(collection(db, 'applications'), ...constraints).withConverter(converter);
}

export function useApplicants(employerId: string, jobId: string | null, max: number): Applicants {
  const [state, setState] = useState<Applicants>({ status: 'loading', rows: [], hasMore: false });
  const shownFor = useRef('');
  useEffect(() => {
    // Showing more keeps the rows on screen; another employer or job starts afresh.
    const key = `${employerId}/${jobId ?? ''}`;
    if (shownFor.current !== key) setState({ status: 'loading', rows: [], hasMore: false });
    shownFor.current = key;
    return onSnapshot(
      applicantsQuery(employerId, jobId, max),
      (snapshot) => {
        const rows: Applicant[] = [];
        for (const doc of snapshot.docs) {
          try {
            rows.push({ ...doc.data(), id: doc.id });
          } catch (error) {
            console.error(`applications/${doc.id} does not match the application schema`, error);
          }
        }
        setState({ status: 'ready', rows: rows.slice(0, max), hasMore: snapshot.size > max });
      },
      (error) => {
        console.error('Loading the applicants failed', error);
        setState({ status: 'error', rows: [], hasMore: false });
      },
    );
  }, [employerId, jobId, max]);
  return state;
}
