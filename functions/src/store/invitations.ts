import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import {
  CANDIDATE_CARDS_COLLECTION,
  CANDIDATE_LIMITS,
  INVITATION_COUNTS_COLLECTION,
  INVITATIONS_COLLECTION,
  INVITE_REFUSAL_CODES,
  applicationId as applicationIdOf,
  invitationCountId,
  receivedInvitationCountId,
  invitationId,
  inviteRefusal,
  inviteRefusalProblem,
  isFindable,
  isListedForSeekers,
  questionsOf,
  todayInIndia,
  type AcceptOutcome,
  type InvitationInput,
  type InvitationStatus,
} from '@jobsearch/domain';
import { ApiError, conflict, notFound } from '../errors';
import { english } from '../i18n/translate';
import { API_MESSAGES } from '../messages';
import { createApplication } from './applications';
import { jobsCollection } from './collections';
import { employerBlockRef } from './employer-blocks';
import { db } from './firebase';
import { copyProfileResume } from './profile-resume';

const candidateGone = () => notFound(english('candidates.candidateGone'), 'candidate_not_found');
const invitationMissing = () => notFound(API_MESSAGES.invitationNotFound, 'invitation_not_found');

/**
 * An employer invites an opted-in job seeker to apply for one of their Active
 * jobs. In one transaction: the job is theirs and Active, the seeker's card
 * exists and their consent is on (read from their users document, so a
 * withdrawal a moment ago counts), the id `{jobId}_{seekerId}` is free (one
 * invitation per seeker and job), and the employer has sent fewer than
 * CANDIDATE_LIMITS.invitationsPerDay today in India, counted in
 * invitationCounts/{employerId}_{day} (server-only) with the invitation, so
 * parallel requests cannot pass the limit together. The notification and its
 * mail are the invitations trigger's.
 */
export async function sendInvitation(employerId: string, input: InvitationInput, now: Date = new Date()): Promise<{ id: string }> {
  const { candidateId, jobId } = input;
  const day = todayInIndia(now);
  const id = invitationId(jobId, candidateId);
  const ref = db.collection(INVITATIONS_COLLECTION).doc(id);
  const countRef = db.collection(INVITATION_COUNTS_COLLECTION).doc(invitationCountId(employerId, day));
  const receivedRef = db.collection(INVITATION_COUNTS_COLLECTION).doc(receivedInvitationCountId(candidateId, day));
  await db.runTransaction(async (tx) => {
    const [job, card, seeker, existing, count, block, application, invitations, received] = await Promise.all([
      tx.get(jobsCollection.doc(jobId).withConverter(null)),
      tx.get(db.collection(CANDIDATE_CARDS_COLLECTION).doc(candidateId)),
      tx.get(db.collection('users').doc(candidateId)),
      tx.get(ref),
      tx.get(countRef),
      tx.get(employerBlockRef(candidateId, employerId)),
      tx.get(db.collection('applications').doc(applicationIdOf(jobId, candidateId))),
      tx.get(db.collection(INVITATIONS_COLLECTION).where('seekerId', '==', candidateId).where('employerId', '==', employerId)),
      tx.get(receivedRef),
    ]);
    if (!job.exists || job.get('employerId') !== employerId) throw notFound(API_MESSAGES.jobNotFound, 'job_not_found');
    if (job.get('status') !== 'Active') throw conflict('job_not_active', API_MESSAGES.jobNotActive);
    // A job reports hid reaches nobody, an invitation included.
    if (!isListedForSeekers({ hiddenByReports: job.get('hiddenByReports') === true })) throw conflict('job_hidden', english('candidates.jobHidden'));
    if (!card.exists || seeker.get('role') !== 'jobseeker' || !isFindable(seeker.get('findMe') as { on?: unknown } | undefined)) throw candidateGone();
    // "No" means no: a block anywhere, a recent decline, an application already made.
    const refusal = inviteRefusal(
      {
        blocked: block.exists,
        invitations: invitations.docs.map((invitation) => ({
          jobId: String(invitation.get('jobId')),
          status: invitation.get('status') as InvitationStatus,
          respondedAt: (invitation.get('respondedAt') as Timestamp | null | undefined)?.toDate() ?? null,
        })),
        appliedJobIds: application.exists ? [jobId] : [],
      },
      jobId,
      now,
    );
    if (refusal) throw conflict(INVITE_REFUSAL_CODES[refusal], inviteRefusalProblem(refusal));
    if (existing.exists) throw conflict('already_invited', english('candidates.alreadyInvited'));
    const sent = Number(count.get('count') ?? 0);
    if (sent >= CANDIDATE_LIMITS.invitationsPerDay)
      throw new ApiError(429, 'daily_limit', english('candidates.dailyLimit', { limit: CANDIDATE_LIMITS.invitationsPerDay }));
    // However many employers invite one person, they reach them at most this often a day.
    const receivedToday = Number(received.get('count') ?? 0);
    if (receivedToday >= CANDIDATE_LIMITS.invitationsReceivedPerDay) throw new ApiError(429, 'seeker_daily_limit', english('candidates.seekerDailyLimit'));
    tx.create(ref, {
      jobId,
      jobTitle: String(job.get('title') ?? ''),
      companyName: String(job.get('companyName') ?? ''),
      employerId,
      seekerId: candidateId,
      status: 'Sent',
      createdAt: FieldValue.serverTimestamp(),
      respondedAt: null,
      applicationId: '',
    });
    tx.set(countRef, {
      employerId,
      day,
      count: sent + 1,
      // Two days on: a Firestore TTL policy on this field may sweep old counts (README, operations).
      expiresAt: new Date(now.getTime() + 2 * 24 * 3600 * 1000),
    });
    tx.set(receivedRef, { seekerId: candidateId, day, count: receivedToday + 1, expiresAt: new Date(now.getTime() + 2 * 24 * 3600 * 1000) });
  });
  return { id };
}

/** The seeker's own invitation still waiting for an answer, or 404/409. */
async function openInvitationOf(seekerId: string, id: string) {
  const snapshot = await db.collection(INVITATIONS_COLLECTION).doc(id).get();
  if (!snapshot.exists || snapshot.get('seekerId') !== seekerId) throw invitationMissing();
  if (snapshot.get('status') !== 'Sent') throw conflict('already_answered', API_MESSAGES.invitationAnswered);
  return snapshot;
}

/** Marks the answer, only while the invitation is still unanswered (two answers at once: one wins). */
async function markAnswer(id: string, status: 'Accepted' | 'Declined', applicationId = ''): Promise<void> {
  const ref = db.collection(INVITATIONS_COLLECTION).doc(id);
  await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) throw invitationMissing();
    if (snapshot.get('status') !== 'Sent') throw conflict('already_answered', API_MESSAGES.invitationAnswered);
    tx.update(ref, { status, respondedAt: FieldValue.serverTimestamp(), applicationId });
  });
}

export async function declineInvitation(seekerId: string, id: string): Promise<void> {
  await openInvitationOf(seekerId, id);
  await markAnswer(id, 'Declined');
}

/** Why Accept sends the seeker to the job's Apply form instead of applying at once. */
const APPLY_ON_FORM = new Set(['no_profile_resume', 'resume_not_checked', 'resume_folder_full', 'resume_account_full']);

/**
 * The seeker accepts: with a checked profile resume and a job without
 * screening questions, the application is made at once with a copy of that
 * resume and the profile's name, email and phone (as POST /api/applications/apply
 * makes it); otherwise the seeker is sent to the job's Apply form and the
 * invitation stays open: a person who leaves the form unsent has not applied,
 * and finds Accept and Decline still there. The invitation becomes Accepted
 * when the application is made, however it is made (markInvitationApplied, by
 * the applications trigger). A closed job or an application already made
 * answer 409 and leave the invitation open.
 */
export async function acceptInvitation(seeker: { uid: string; name: string; email: string; phoneNumber: string }, id: string): Promise<AcceptOutcome> {
  const invitation = await openInvitationOf(seeker.uid, id);
  const jobId = String(invitation.get('jobId'));
  const job = await jobsCollection.doc(jobId).get();
  const jobData = job.exists ? job.data() : undefined;
  // A job reports hid takes no application, an accepted invitation's included.
  if (!jobData || jobData.status !== 'Active' || !isListedForSeekers(jobData)) throw conflict('job_not_active', API_MESSAGES.jobNotActive);
  if (questionsOf(jobData).length > 0) return { outcome: 'apply', jobId };
  let copy: { resumePath: string; resume: string };
  try {
    copy = await copyProfileResume(seeker.uid, jobId);
  } catch (error) {
    if (error instanceof ApiError && APPLY_ON_FORM.has(error.code)) return { outcome: 'apply', jobId };
    throw error;
  }
  const application = await createApplication(
    { jobId, applicantName: seeker.name, email: seeker.email, phoneNumber: seeker.phoneNumber, resume: copy.resume },
    seeker.uid,
    copy.resumePath,
  );
  // The applications trigger may have marked it already: both write the same.
  await markInvitationApplied(jobId, seeker.uid, application.id);
  return { outcome: 'applied', applicationId: application.id };
}

/**
 * An application was made for a job the seeker was invited to: the invitation
 * is Accepted, with the application's id, whether the seeker came through
 * Accept, the job's Apply form or the API, and even after a Decline (they
 * applied after all, and the employer should not read "Declined" beside an
 * application). Idempotent: an invitation already Accepted, or none, is left be.
 */
export async function markInvitationApplied(jobId: string, seekerId: string, applicationId: string): Promise<'accepted' | 'none'> {
  const ref = db.collection(INVITATIONS_COLLECTION).doc(invitationId(jobId, seekerId));
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists || snapshot.get('seekerId') !== seekerId || snapshot.get('status') === 'Accepted') return 'none' as const;
    tx.update(ref, { status: 'Accepted', respondedAt: FieldValue.serverTimestamp(), applicationId });
    return 'accepted' as const;
  });
}
