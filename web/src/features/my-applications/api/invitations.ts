/**
 * The seeker's invitations to apply, live (rules: seekerId == uid; index
 * seekerId + createdAt desc), and their answers through the API (Accept
 * applies with the profile resume when it can; the rules let no client write
 * an invitation).
 */
import { INVITATIONS_COLLECTION, invitationSchema, type AcceptOutcome } from '@jobsearch/domain/candidates';
import { collection, orderBy, query, where } from 'firebase/firestore';
import { ApiError, callApi } from '../../../lib/data/api';
import { useLiveQuery, type Live } from '../../../lib/data/live';
import type { WithId } from '../../../lib/data/live-docs';
import { db } from '../../../lib/firebase/firestore';
import type { Invitation } from '@jobsearch/domain/candidates';

export function useMyInvitations(uid: string): Live<WithId<Invitation>> {
  return useLiveQuery(
    query(collection(db, INVITATIONS_COLLECTION), where('seekerId', '==', uid), orderBy('createdAt', 'desc')),
    invitationSchema,
    'invitations',
  );
}

export type AnswerResult = AcceptOutcome | { outcome: 'jobClosed' } | { outcome: 'failed' };

export async function acceptInvitation(id: string): Promise<AnswerResult> {
  try {
    return await callApi<AcceptOutcome>('POST', `/api/invitations/${encodeURIComponent(id)}/accept`);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'job_not_active') return { outcome: 'jobClosed' };
    console.error('Accepting the invitation failed', error);
    return { outcome: 'failed' };
  }
}

export async function declineInvitation(id: string): Promise<boolean> {
  try {
    await callApi('POST', `/api/invitations/${encodeURIComponent(id)}/decline`);
    return true;
  } catch (error) {
    console.error('Declining the invitation failed', error);
    return false;
  }
}
