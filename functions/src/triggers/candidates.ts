import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { notificationIds, invitationSchema } from '@jobsearch/domain';
import { writeNotification } from '@jobsearch/domain/notification-text';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import { notificationWriter } from '../i18n/translate';
import { log } from '../log';
import { keepCandidateCard } from '../store/candidates';
import { markInvitationApplied } from '../store/invitations';
import { notify } from '../store/notifications';
import { dataAfter, dataBefore, idOf, type Written } from './on-write';

/** What a card is made of: a change to anything else of the users document (the language) leaves it be. */
const CARD_SOURCES = ['name', 'phoneNumber', 'role', 'workProfile', 'findMe'] as const;

const inEnglish = notificationWriter(DEFAULT_LANGUAGE);

/**
 * The public candidate card follows its seeker's users document: written
 * while they let employers find them (with a proved phone), deleted at once
 * when they withdraw, lose the proof or their profile goes.
 */
export async function keepCandidateCards(event: Written): Promise<void> {
  const uid = idOf(event);
  const before = dataBefore(event);
  const after = dataAfter(event);
  if (before && after && CARD_SOURCES.every((field) => JSON.stringify(before[field]) === JSON.stringify(after[field]))) return;
  // A person who never opted in has no card to write or delete.
  if (!before?.findMe && !after?.findMe) return;
  const outcome = await keepCandidateCard(uid);
  log.info('Candidate card kept', { uid, outcome });
}

/** An invitation to apply: the seeker's notification and, to a proved email, its mail (once: the id is the invitation's). */
export const notifyInvitation = onDocumentCreated({ document: 'invitations/{invitationId}', region: 'asia-south1', retry: true }, async (event) => {
  const parsed = invitationSchema.safeParse(event.data?.data() ? { ...event.data.data(), createdAt: new Date(), respondedAt: null } : undefined);
  if (!parsed.success) return;
  const { jobId, jobTitle, companyName, seekerId } = parsed.data;
  const params = { jobTitle, companyName };
  await notify({
    id: notificationIds.invitation(event.params.invitationId),
    userId: seekerId,
    kind: 'invitation',
    ...writeNotification('invitation', params, inEnglish),
    params,
    jobId,
  });
});

/**
 * An invitation is Accepted when its application is made, not when Accept is
 * pressed (that may only open the Apply form, which the seeker can leave):
 * on an application's creation, the seeker's invitation to that job, if any.
 */
export async function acceptInvitationOnApplication(event: Written): Promise<void> {
  if (dataBefore(event)) return;
  const after = dataAfter(event);
  const { applicantId, jobId } = after ?? {};
  if (typeof applicantId !== 'string' || typeof jobId !== 'string' || !applicantId || !jobId) return;
  const outcome = await markInvitationApplied(jobId, applicantId, idOf(event));
  if (outcome === 'accepted') log.info('Invitation accepted by its application', { jobId, applicantId });
}
