/**
 * Applications to the signed-in employer's jobs, live (lib/data/live.ts): a new one
 * appears without a reload. Query: applications where employerId == uid
 * [and jobId == the chosen job] [and status == the chosen status, but
 * Applied: model/applicants.ts queriedStatus], orderBy createdAt desc, limit n + 1.
 */
import type { ApplicationStatus } from '@jobsearch/domain/pipeline';
import { applicationSchema } from '@jobsearch/domain/schemas';
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useState } from 'react';
import type { z } from 'zod';
import { db } from '../../../lib/firebase/firestore';
import { useLiveQuery } from '../../../lib/data/live';
import { applicantsQueryDescription, queriedStatus, rowsWithStatus, type StatusFilter } from '../model/applicants';

const applicantSchema = applicationSchema.pick({
  jobId: true,
  jobTitle: true,
  applicantName: true,
  email: true,
  phoneNumber: true,
  resume: true,
  resumePath: true,
  status: true,
  interview: true,
  notSelectedReason: true,
  answers: true,
  questions: true,
  createdAt: true,
});
export type Applicant = z.output<typeof applicantSchema> & { id: string };

export type Applicants =
  | { status: 'loading'; rows: readonly Applicant[]; hasMore: false }
  | { status: 'ready'; rows: readonly Applicant[]; hasMore: boolean }
  | { status: 'error'; rows: readonly Applicant[]; hasMore: false };

export function applicantsQuery(employerId: string, jobId: string | null, max: number, status: ApplicationStatus | null = null) {
  const d = applicantsQueryDescription(employerId, jobId, max, status);
  return query(collection(db, d.collection), ...d.filters.map(([field, value]) => where(field, '==', value)), orderBy(d.orderBy, d.direction), limit(d.limit));
}

export function useApplicants(employerId: string, jobId: string | null, max: number, filter: StatusFilter = ''): Applicants {
  const live = useLiveQuery(applicantsQuery(employerId, jobId, max, queriedStatus(filter)), applicantSchema, 'the applicants');
  const key = `${employerId}/${jobId ?? ''}/${filter}`;
  // Showing more keeps the rows on screen while the longer query loads; another employer or job starts afresh.
  const [shown, setShown] = useState<{ key: string; rows: readonly Applicant[]; hasMore: boolean } | null>(null);
  const rows = live.status === 'ready' ? rowsWithStatus(live.data.slice(0, max), filter) : null;
  if (live.status === 'ready' && rows && (shown?.key !== key || shown.rows.length !== rows.length || shown.rows.some((row, i) => row !== rows[i]))) {
    setShown({ key, rows, hasMore: live.size > max });
  }
  if (live.status === 'error') return { status: 'error', rows: [], hasMore: false };
  if (live.status === 'ready' && rows) return { status: 'ready', rows, hasMore: live.size > max };
  if (shown?.key === key) return { status: 'ready', rows: shown.rows, hasMore: shown.hasMore };
  return { status: 'loading', rows: [], hasMore: false };
}
