/**
 * Verified employers. The mark is `employerVerifications/{uid}`:
 * written through the API (`PUT`/`DELETE /admin/employers/{id}/verification`,
 * docs/api.md), which is idempotent and answers 404 for a uid that is not an
 * employer; the rules' create would refuse a second Verify as an update. The
 * current marks are read live from Firestore under the admin claim: one
 * listener on the whole (small) collection, shared by every row's control
 * (lib/data/live.ts keeps one listener per query), so a mark changed anywhere,
 * by this dashboard or another admin, shows at once.
 */
import { collection, getDocs, limit, orderBy, query, where, type DocumentData, type Query } from 'firebase/firestore';
import { z } from 'zod';
import { callApi } from '../../../lib/data/api';
import { db } from '../../../lib/firebase/firestore';
import { useLiveQuery } from '../../../lib/data/live';

export function verificationPath(employerId: string): string {
  return `/admin/employers/${encodeURIComponent(employerId)}/verification`;
}

/** `companyName`: the name Verify marks, as the admin read it in the question (else the API takes the newest job's). */
export async function setEmployerVerified(employerId: string, verified: boolean, companyName = ''): Promise<void> {
  await callApi<unknown>(verified ? 'PUT' : 'DELETE', verificationPath(employerId), verified && companyName ? { companyName } : undefined);
}

/**
 * The company name Verify would mark: that of the employer's newest job, as
 * the API chooses it; '' when they have posted none (the API then refuses).
 * Read so the admin's question names what they verify.
 */
export async function newestCompanyName(employerId: string): Promise<string> {
  const newest = await getDocs(query(collection(db, 'jobs'), where('employerId', '==', employerId), orderBy('createdAt', 'desc'), limit(1)));
  const name: unknown = newest.docs[0]?.get('companyName');
  return typeof name === 'string' ? name.trim() : '';
}

/** The mark's company name: jobs under that name carry it (a mark from before names none). */
const verificationSchema = z.object({ companyName: z.string().optional() });

function verificationsQuery(): Query<DocumentData> {
  return collection(db, 'employerVerifications');
}

export type VerificationState =
  | { status: 'loading' | 'error' | 'unverified' }
  /** `companyName`: the name the mark is for; '' for a mark from before names were verified (no job carries it). */
  | { status: 'verified'; companyName: string };

/** Whether one employer is verified now, and under which company name, from the shared live list of marks. */
export function useEmployerVerification(employerId: string): VerificationState {
  const live = useLiveQuery(verificationsQuery(), verificationSchema, 'the employer verifications');
  if (live.status !== 'ready') return { status: live.status };
  const mark = live.data.find((each) => each.id === employerId);
  return mark ? { status: 'verified', companyName: mark.companyName ?? '' } : { status: 'unverified' };
}
