import { Router } from 'express';
import { z } from 'zod';
import { applicationInputSchema, madeResumeRequestSchema, MESSAGES, statusChangeSchema } from '@jobsearch/domain';
import { authenticate } from '../middleware/authenticate';
import { badRequest } from '../../errors';
import { callerOf } from '../middleware/caller';
import { requireProvedPhone, requireRole } from '../middleware/guards';
import { changeApplicationStatus } from '../../store/pipeline';
import { makeProfileResume } from '../../store/made-resume';
import { copyProfileResume } from '../../store/profile-resume';
import { API_MESSAGES } from '../../messages';
import { forbidden } from '../../errors';
import { createApplication, listApplicationsOfApplicant } from '../../store/applications';
import { getUserProfile } from '../../store/users';
import { resumePathFromUrl } from '../../store/resumes';
import { applicationAnswer, sendPage } from '../answers';
import { endpoint } from '../endpoint';
import { documentIdSchema, idParams, pagingQuerySchema, validate } from '../validate';

/** The domain's application payload, with a jobId that can name a document. */
const applySchema = applicationInputSchema.extend({ jobId: documentIdSchema.pipe(applicationInputSchema.shape.jobId) });

const profileResumeSchema = z.object({ jobId: documentIdSchema.pipe(applicationInputSchema.shape.jobId) }).strict();

/** The domain's made-resume request, with a jobId that can name a document. */
const madeResumeSchema = madeResumeRequestSchema.extend({ jobId: documentIdSchema.pipe(madeResumeRequestSchema.shape.jobId) }).strict();

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

  // Applying with the resume kept on the profile: a copy in the job's folder, for the application to point at.
  endpoint(router, '/profile-resume', {
    post: [
      authenticate,
      requireRole('jobseeker', API_MESSAGES.seekersOnly),
      requireProvedPhone,
      async (req, res) => {
        const { jobId } = validate(profileResumeSchema, req.body);
        res.status(201).json(await copyProfileResume(callerOf(res).uid, jobId));
      },
    ],
  });

  // Applying without a file: a resume made from the work profile, stored in the job's folder for the application to point at.
  endpoint(router, '/made-resume', {
    post: [
      authenticate,
      requireRole('jobseeker', API_MESSAGES.seekersOnly),
      requireProvedPhone,
      async (req, res) => {
        const { jobId, showPhone, language } = validate(madeResumeSchema, req.body);
        res.status(201).json(await makeProfileResume(callerOf(res).uid, jobId, { showPhone, language }));
      },
    ],
  });

  // The seeker's own applications, each with its status.
  endpoint(router, '/mine', {
    get: [
      authenticate,
      requireRole('jobseeker', API_MESSAGES.seekersOnly),
      async (req, res) => {
        const { limit, after } = validate(pagingQuerySchema, req.query);
        sendPage(res, await listApplicationsOfApplicant(callerOf(res).uid, { limit, after }), applicationAnswer);
      },
    ],
  });

  // The job's employer moves an application's status, as firestore.rules allow the browser.
  endpoint(router, '/:id/status', {
    put: [
      authenticate,
      requireRole('employer', MESSAGES.notYourApplicant),
      async (req, res) => {
        const { id } = validate(idParams('id'), req.params);
        const change = validate(statusChangeSchema, req.body);
        res.json(applicationAnswer(await changeApplicationStatus(id, callerOf(res).uid, change)));
      },
    ],
  });

  return router;
}
