import { Router } from 'express';
import { invitationInputSchema } from '@jobsearch/domain';
import { forbidden } from '../../errors';
import { API_MESSAGES } from '../../messages';
import { acceptInvitation, declineInvitation, sendInvitation } from '../../store/invitations';
import { getUserProfile } from '../../store/users';
import { endpoint } from '../endpoint';
import { authenticate } from '../middleware/authenticate';
import { callerOf } from '../middleware/caller';
import { requireProvedPhone, requireRole } from '../middleware/guards';
import { documentIdSchema, idParams, noBodySchema, validate } from '../validate';

/** The domain's invitation, with ids that can name documents. */
const inviteSchema = invitationInputSchema.extend({
  candidateId: documentIdSchema.pipe(invitationInputSchema.shape.candidateId),
  jobId: documentIdSchema.pipe(invitationInputSchema.shape.jobId),
});

/**
 * Invitations to apply: an employer who proved their phone invites an
 * opted-in seeker to one of their Active jobs (store/invitations.ts counts
 * the day's); the seeker accepts or declines. Nobody writes invitations
 * through the SDK (firestore.rules).
 */
export function invitationsRouter(): Router {
  const router = Router();

  endpoint(router, '/', {
    post: [
      authenticate,
      requireRole('employer', API_MESSAGES.employersInvite),
      requireProvedPhone,
      async (req, res) => {
        const input = validate(inviteSchema, req.body);
        res.status(201).json(await sendInvitation(callerOf(res).uid, input));
      },
    ],
  });

  endpoint(router, '/:id/accept', {
    post: [
      authenticate,
      requireRole('jobseeker', API_MESSAGES.seekersAnswerInvitations),
      requireProvedPhone,
      async (req, res) => {
        const { id } = validate(idParams('id'), req.params);
        validate(noBodySchema, req.body);
        const { uid } = callerOf(res);
        // The application speaks for its applicant: the profile's name, email and phone.
        const profile = await getUserProfile(uid);
        if (!profile) throw forbidden(API_MESSAGES.seekersAnswerInvitations);
        res.json(await acceptInvitation({ uid, name: profile.name, email: profile.email, phoneNumber: profile.phoneNumber }, id));
      },
    ],
  });

  endpoint(router, '/:id/decline', {
    post: [
      authenticate,
      requireRole('jobseeker', API_MESSAGES.seekersAnswerInvitations),
      async (req, res) => {
        const { id } = validate(idParams('id'), req.params);
        validate(noBodySchema, req.body);
        await declineInvitation(callerOf(res).uid, id);
        res.status(204).end();
      },
    ],
  });

  return router;
}
