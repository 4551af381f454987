import { Router } from 'express';
import { applicationInputSchema } from '@jobsearch/domain';
import { authenticate } from '../auth/authenticate';
import { badRequest } from '../errors';
import { callerOf } from '../auth/caller';
import { requireProvedPhone, requireRole } from '../auth/guards';
import { API_MESSAGES } from '../messages';
import { forbidden } from '../errors';
import { createApplication } from '../store/applications';
import { getUserProfile } from '../store/users';
import { resumePathFromUrl } from '../store/resumes';
import { applicationAnswer } from './answers';
import { endpoint } from './endpoint';
import { documentIdSchema, validate } from './validate';

/** The domain's application payload, with a jobId that can name a document. */
const applySchema = applicationInputSchema.extend({ jobId: documentIdSchema.pipe(applicationInputSchema.shape.jobId) });

export function applicationsRouter(): Router {
  const router = Router();

  endpoint(router, '/apply', {
    post: [
      authenticate,
      requireRole('jobseeker', API_MESSAGES.seekersOnly),
      requireProvedPhone,
      async (req, res) => {
        const input = validate(applySchema, req.body);
        const { uid } = callerOf(res);
        // The link an employer will open must be the applicant's own upload for this job,
        // as firestore.rules demand of the web app; any other site is refused.
        const resumePath = resumePathFromUrl(input.resume, uid, input.jobId);
        if (!resumePath) throw badRequest('invalid_input', API_MESSAGES.invalidInput, { resume: API_MESSAGES.resumeNotOwnUpload });
        // An application speaks for its applicant: name, email and phone are the
        // profile's (as firestore.rules demand of the web app), whatever the body says.
        const profile = await getUserProfile(uid);
        if (!profile) throw forbidden(API_MESSAGES.seekersOnly);
        const contact = { applicantName: profile.name, email: profile.email, phoneNumber: profile.phoneNumber };
        const application = await createApplication({ ...input, ...contact }, uid, resumePath);
        res.status(201).json(applicationAnswer(application));
      },
    ],
  });

  return router;
}
