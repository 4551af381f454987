/**
 * Invitations to apply, sent through the API (it counts each employer's day
 * and keeps one invitation per seeker and job), and the employer's Active jobs
 * to choose from.
 */
import { CANDIDATE_LIMITS, INVITE_REFUSAL_CODES, inviteRefusalProblem, INVITE_REFUSALS } from '@jobsearch/domain/candidates';
import { isListedForSeekers } from '@jobsearch/domain/job';
import { problem } from '@jobsearch/domain/problems';
import { jobSchema } from '@jobsearch/domain/schemas';
import { collection, getDocs, orderBy, query, where } from 'firebase/firestore';
import { ApiError, callApi } from '../../../lib/data/api';
import { db } from '../../../lib/firebase/firestore';

export interface ActiveJob {
  jobId: string;
  title: string;
  companyName: string;
  city: string;
}

/** The employer's Active jobs, newest first, but for those reports hid (nobody may be invited to them). */
export async function readActiveJobs(employerId: string): Promise<ActiveJob[]> {
  const snapshot = await getDocs(
    query(collection(db, 'jobs'), where('employerId', '==', employerId), where('status', '==', 'Active'), orderBy('createdAt', 'desc')),
  );
  return snapshot.docs.flatMap((doc) => {
    const parsed = jobSchema.pick({ title: true, companyName: true, city: true, hiddenByReports: true }).safeParse(doc.data());
    if (!parsed.success || !isListedForSeekers(parsed.data)) return [];
    const { title, companyName, city } = parsed.data;
    return [{ jobId: doc.id, title, companyName, city }];
  });
}

/** The problem each refusal of the API is told as. */
const REFUSALS: Readonly<Record<string, string>> = {
  already_invited: problem('candidates.alreadyInvited'),
  daily_limit: problem('candidates.dailyLimit', { limit: CANDIDATE_LIMITS.invitationsPerDay }),
  seeker_daily_limit: problem('candidates.seekerDailyLimit'),
  candidate_not_found: problem('candidates.candidateGone'),
  job_not_active: problem('candidates.jobClosed'),
  job_not_found: problem('candidates.jobClosed'),
  job_hidden: problem('candidates.jobHidden'),
  ...Object.fromEntries(INVITE_REFUSALS.map((reason) => [INVITE_REFUSAL_CODES[reason], inviteRefusalProblem(reason)])),
};

/** Sends the invitation: null once sent, else the problem to show. */
export async function inviteToApply(candidateId: string, jobId: string): Promise<string | null> {
  try {
    await callApi('POST', '/api/invitations', { candidateId, jobId });
    return null;
  } catch (error) {
    const refusal = error instanceof ApiError ? REFUSALS[error.code] : undefined;
    if (!refusal) console.error('Inviting failed', error);
    return refusal ?? problem('candidates.inviteFailed');
  }
}
