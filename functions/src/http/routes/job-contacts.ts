import { Router } from 'express';
import { MESSAGES } from '@jobsearch/domain';
import { forbidden } from '../../errors';
import { API_MESSAGES } from '../../messages';
import { revealJobNumber } from '../../store/contacts';
import { endpoint } from '../endpoint';
import { authenticate } from '../middleware/authenticate';
import { callerOf } from '../middleware/caller';
import { requireRole } from '../middleware/guards';
import { idParams, noBodySchema, validate } from '../validate';

/**
 * A job's private contact number, mounted under /api/jobs beside the jobs
 * router: the lists carry no numbers, so a seeker reveals one job's at a time.
 */
export function jobContactsRouter(): Router {
  const router = Router();

  // A proved phone, and at most LIMITS.numberRevealsPerDay different jobs a day (store/contacts.ts).
  endpoint(router, '/:jobId/contact', {
    post: [
      authenticate,
      requireRole('jobseeker', API_MESSAGES.seekersRevealNumbers),
      async (req, res) => {
        const { jobId } = validate(idParams('jobId'), req.params);
        validate(noBodySchema, req.body);
        if (!callerOf(res).phoneProved) throw forbidden(MESSAGES.proveToSeeNumber, 'phone_not_verified');
        res.set('Cache-Control', 'no-store').json({ jobId, mobileNumber: await revealJobNumber(jobId, callerOf(res).uid) });
      },
    ],
  });

  return router;
}
