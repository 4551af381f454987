import { Router, type Response } from 'express';
import { jobFiltersSchema, jobInputSchema, questionsOf, jobStatusSchema, MESSAGES, problem, withPinPlace, type JobWithId } from '@jobsearch/domain';
import { z } from 'zod';
import { authenticate } from '../middleware/authenticate';
import { callerOf } from '../middleware/caller';
import { assertOwner, requireProvedPhone, requireRole, requireRoleOrAdmin } from '../middleware/guards';
import { badRequest, notFound } from '../../errors';
import { API_MESSAGES } from '../../messages';
import { listApplicantsOf } from '../../store/applications';
import { deleteJobCascade } from '../../store/deletions';
import { db } from '../../store/firebase';
import { applicantCountsOf } from '../../store/job-stats';
import { readJobContact } from '../../store/contacts';
import { countActiveJobs, createJob, getJob, listActiveJobs, listEmployerJobs, questionsOfJobs, setJobStatus, updateJob } from '../../store/jobs';
import { checkedResumeLinks } from '../../store/resumes';
import { applicantRow, jobAnswer, ownJobAnswer, sendPage } from '../answers';
import { endpoint } from '../endpoint';
import { documentIdSchema, idParams, noBodySchema, pagingQuerySchema, pagingShape, validate } from '../validate';

/** Seekers (and admins) read Active jobs; employers are sent away as on the /jobs screen. */
const seekerReads = [authenticate, requireRoleOrAdmin('jobseeker', MESSAGES.employersCannotViewJobs)];
const employerOnly = (message: string) => [authenticate, requireRole('employer', message)];
/** An employer reads their own lists; an admin reads anyone's. */
const employerOrAdmin = [authenticate, requireRoleOrAdmin('employer', API_MESSAGES.ownJobsOnly)];

const filterQuerySchema = jobFiltersSchema.extend(pagingShape).strict();
const employerJobsQuerySchema = z.object({ ...pagingShape, status: jobStatusSchema.optional() }).strict();
const applicantsQuerySchema = z.object({ ...pagingShape, jobId: documentIdSchema.optional() }).strict();
const statusQuerySchema = z.object({ status: jobStatusSchema }).strict();

/** Old clients send these with a posting; the server decides them (employer from the token, today's date, charges from chargeable). */
function withoutServerDecidedFields(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { employer: _employer, date: _date, charges: _charges, ...posting } = body as Record<string, unknown>;
  return posting;
}

/** The caller's own job: 404 for an unknown id, 403 for someone else's (admins too: they delete through /admin). */
async function ownJob(res: Response, jobId: string): Promise<JobWithId> {
  const job = await getJob(jobId);
  if (!job) throw notFound(API_MESSAGES.jobNotFound, 'job_not_found');
  assertOwner(callerOf(res), job.employerId, API_MESSAGES.ownJobsOnly);
  return job;
}

export function jobsRouter(): Router {
  const router = Router();

  endpoint(router, '/all', {
    get: [
      ...seekerReads,
      async (req, res) => {
        const { limit, after } = validate(pagingQuerySchema, req.query);
        sendPage(res, await listActiveJobs({}, { limit, after }), jobAnswer);
      },
    ],
  });

  endpoint(router, '/filter', {
    get: [
      ...seekerReads,
      async (req, res) => {
        const { limit, after, ...asked } = validate(filterQuerySchema, req.query);
        // A PIN code among the words is its place, as in the site's search box.
        const read = await withPinPlace(asked);
        if ('unknownPin' in read) throw badRequest('invalid_input', API_MESSAGES.invalidInput, { q: problem('ui.pinCodeUnknown', { pin: read.unknownPin }) });
        const filters = read.search;
        // The total on the first page only (one count() and the few hidden jobs), as the site shows it.
        const [page, total] = await Promise.all([listActiveJobs(filters, { limit, after }), after ? null : countActiveJobs(filters)]);
        if (total !== null) res.set('x-total-count', String(total));
        sendPage(res, page, jobAnswer);
      },
    ],
  });

  endpoint(router, '/add', {
    post: [
      ...employerOnly(MESSAGES.notAuthorizedToPost),
      requireProvedPhone,
      async (req, res) => {
        const input = validate(jobInputSchema, withoutServerDecidedFields(req.body));
        const job = await createJob(input, callerOf(res).uid);
        res.status(201).location(`/api/jobs/${job.jobId}`).json(ownJobAnswer(job, input));
      },
    ],
  });

  endpoint(router, '/employer/:employerId', {
    get: [
      ...employerOrAdmin,
      async (req, res) => {
        const { employerId } = validate(idParams('employerId'), req.params);
        assertOwner(callerOf(res), employerId, API_MESSAGES.ownJobsOnly, { adminMayRead: true });
        const { limit, after, status } = validate(employerJobsQuerySchema, req.query);
        const page = await listEmployerJobs(employerId, status, { limit, after });
        // The owner's (or an admin's) own list carries each job's number: one read per job of the page.
        const contacts = await Promise.all(page.items.map((job) => readJobContact(job.jobId)));
        const numbers = new Map(page.items.map((job, i) => [job.jobId, contacts[i]!]));
        sendPage(res, page, (job) => ownJobAnswer(job, numbers.get(job.jobId)!));
      },
    ],
  });

  endpoint(router, '/applicants/:employerId', {
    get: [
      authenticate,
      requireRoleOrAdmin('employer', API_MESSAGES.ownApplicantsOnly),
      async (req, res) => {
        const { employerId } = validate(idParams('employerId'), req.params);
        assertOwner(callerOf(res), employerId, API_MESSAGES.ownApplicantsOnly, { adminMayRead: true });
        const { limit, after, jobId } = validate(applicantsQuerySchema, req.query);
        const page = await listApplicantsOf(employerId, jobId, { limit, after });
        const [links, questions] = await Promise.all([checkedResumeLinks(page.items), questionsOfJobs(page.items.map((a) => a.jobId))]);
        sendPage(res, page, (application) => applicantRow(application, links.get(application.id) ?? '', questions.get(application.jobId) ?? []));
      },
    ],
  });

  endpoint(router, '/:jobId/status', {
    put: [
      ...employerOnly(API_MESSAGES.ownJobsOnly),
      async (req, res) => {
        const { jobId } = validate(idParams('jobId'), req.params);
        const { status } = validate(statusQuerySchema, req.query);
        validate(noBodySchema, req.body);
        await ownJob(res, jobId);
        res.json(ownJobAnswer(await setJobStatus(jobId, status), await readJobContact(jobId)));
      },
    ],
  });

  // The owner's applicant counts; a job never counted is counted now (store/job-stats.ts), once.
  endpoint(router, '/:jobId/applicant-counts', {
    post: [
      ...employerOnly(API_MESSAGES.ownJobsOnly),
      async (req, res) => {
        const { jobId } = validate(idParams('jobId'), req.params);
        validate(noBodySchema, req.body);
        await ownJob(res, jobId);
        res.set('Cache-Control', 'no-store').json({ jobId, ...(await applicantCountsOf(db, jobId)) });
      },
    ],
  });

  // The owner edits (every field, the posting's checks) or deletes their job.
  // Admins delete through DELETE /admin/jobs/{id}; they never edit.
  endpoint(router, '/:jobId', {
    put: [
      ...employerOnly(API_MESSAGES.ownJobsOnly),
      async (req, res) => {
        const { jobId } = validate(idParams('jobId'), req.params);
        const posting = withoutServerDecidedFields(req.body);
        const input = validate(jobInputSchema, posting);
        const job = await ownJob(res, jobId);
        // A body without a status keeps the job's (jobInputSchema's default is for new jobs).
        const status = typeof posting === 'object' && posting !== null && 'status' in posting ? input.status : job.status;
        // Likewise a body without screeningQuestions (an old client's) keeps the job's questions.
        const sentQuestions = typeof posting === 'object' && posting !== null && 'screeningQuestions' in posting;
        const edited = sentQuestions ? input : { ...input, screeningQuestions: [...questionsOf(job)] };
        res.json(ownJobAnswer(await updateJob(jobId, edited, status, job.employerId), input));
      },
    ],
    delete: [
      ...employerOnly(API_MESSAGES.ownJobsOnly),
      async (req, res) => {
        const { jobId } = validate(idParams('jobId'), req.params);
        validate(noBodySchema, req.body);
        await ownJob(res, jobId);
        const deleted = await deleteJobCascade(jobId);
        res.json({ message: API_MESSAGES.deleted('job'), id: jobId, deleted });
      },
    ],
  });

  return router;
}
