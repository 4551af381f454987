import { Router, type Request, type Response } from 'express';
import { adminLoginSchema, isoDateSchema, jobInputSchema, jobStatusSchema, MESSAGES, normaliseDateFilter, type Role } from '@jobsearch/domain';
import { z } from 'zod';
import { authenticate } from '../middleware/authenticate';
import { callerOf } from '../middleware/caller';
import { requireAdmin } from '../middleware/guards';
import { signInWithPassword } from '../password-sign-in';
import { forbidden, notFound, unauthenticated } from '../../errors';
import { log } from '../../log';
import { API_MESSAGES } from '../../messages';
import { listAllApplications } from '../../store/applications';
import { banAccount } from '../../store/bans';
import { deleteAccountCascade, deleteApplicationRecord, deleteJobCascade, type DeletionSummary } from '../../store/deletions';
import { auth } from '../../store/firebase';
import { listAllJobs, setEmployerVerified } from '../../store/jobs';
import { deactivateReportedJob } from '../../store/reports';
import { throttled } from '../../store/throttle';
import { getUserProfile, listUsersByRole } from '../../store/users';
import { adminApplicationItem, adminJobItem, adminPersonItem, sendPage } from '../answers';
import { clientAddress } from '../client-address';
import { maintenanceRoutes } from '../../integrity/maintenance-routes';
import { endpoint } from '../endpoint';
import { idParams, noBodySchema, pagingQuerySchema, pagingShape, validate } from '../validate';

const adminOnly = [authenticate, requireAdmin];

/** The dashboard's job filters: status, and a date where slashes count as dashes. */
const adminJobsQuerySchema = z
  .object({
    ...pagingShape,
    status: jobStatusSchema.optional(),
    date: z.string().transform(normaliseDateFilter).pipe(isoDateSchema).optional(),
  })
  .strict();

/** PUT .../verification: the company name the mark is for; without it, the employer's newest job's. */
const verificationBodySchema = z.object({ companyName: jobInputSchema.shape.companyName.optional() }).strict();

/** What each DELETE /admin/{kind}/{id} removes, and its 404 when there is nothing. */
const DELETABLE: Record<string, { what: string; missing: string; remove: (id: string) => Promise<DeletionSummary | null> }> = {
  users: { what: 'job seeker', missing: API_MESSAGES.userNotFound, remove: (id) => deleteAccountCascade(id, { role: 'jobseeker' }) },
  employers: { what: 'employer', missing: API_MESSAGES.employerNotFound, remove: (id) => deleteAccountCascade(id, { role: 'employer' }) },
  jobs: { what: 'job', missing: API_MESSAGES.jobNotFound, remove: deleteJobCascade },
  applications: { what: 'application', missing: API_MESSAGES.applicationNotFound, remove: deleteApplicationRecord },
};

function listPeople(role: Role) {
  return async (req: Request, res: Response) => {
    const page = validate(pagingQuerySchema, req.query);
    sendPage(res, await listUsersByRole(role, page), adminPersonItem);
  };
}

export function adminRouter(): Router {
  const router = Router();

  endpoint(router, '/login', {
    post: [
      async (req, res) => {
        const { email, password } = validate(adminLoginSchema, req.body);
        const keys = [
          { kind: 'account' as const, value: email },
          { kind: 'address' as const, value: clientAddress(req) },
        ];
        const session = await throttled(keys, () => signInWithPassword(email, password, MESSAGES.adminInvalidCredentials));
        const account = await auth.getUser(session.uid);
        // Not an admin looks exactly like a wrong password.
        if (account.customClaims?.admin !== true) throw unauthenticated(MESSAGES.adminInvalidCredentials, 'invalid_credentials');
        const profile = await getUserProfile(session.uid).catch(() => null);
        const { idToken, refreshToken, expiresIn } = session;
        res.json({
          id: session.uid,
          name: profile?.name ?? account.displayName ?? '',
          email: account.email ?? email,
          admin: true,
          idToken,
          refreshToken,
          expiresIn,
        });
      },
    ],
  });

  endpoint(router, '/users', { get: [...adminOnly, listPeople('jobseeker')] });
  endpoint(router, '/employers', { get: [...adminOnly, listPeople('employer')] });

  endpoint(router, '/jobs', {
    get: [
      ...adminOnly,
      async (req, res) => {
        const { limit, after, ...filters } = validate(adminJobsQuerySchema, req.query);
        sendPage(res, await listAllJobs(filters, { limit, after }), adminJobItem);
      },
    ],
  });

  endpoint(router, '/applications', {
    get: [
      ...adminOnly,
      async (req, res) => {
        const page = validate(pagingQuerySchema, req.query);
        sendPage(res, await listAllApplications(page), adminApplicationItem);
      },
    ],
  });

  // Verified employers: an admin marks one (PUT) and withdraws it (DELETE); no body.
  endpoint(
    router,
    '/employers/:id/verification',
    Object.fromEntries(
      (
        [
          ['put', true],
          ['delete', false],
        ] as const
      ).map(([method, verified]) => [
        method,
        [
          ...adminOnly,
          async (req: Request, res: Response) => {
            const { id } = validate(idParams('id'), req.params);
            const { companyName } = validate(verified ? verificationBodySchema : noBodySchema, req.body ?? {}) as { companyName?: string };
            const profile = await getUserProfile(id);
            if (profile?.role !== 'employer') throw notFound(API_MESSAGES.employerNotFound);
            const name = await setEmployerVerified(id, verified, callerOf(res).uid, companyName);
            log.info(`Admin ${verified ? 'verified' : 'unverified'} an employer`, { id });
            res.json({ message: verified ? API_MESSAGES.employerVerified : API_MESSAGES.employerUnverified, id, verified, companyName: name });
          },
        ],
      ]),
    ),
  );

  for (const [kind, { what, missing, remove }] of Object.entries(DELETABLE)) {
    endpoint(router, `/${kind}/:id`, {
      delete: [
        ...adminOnly,
        async (req, res) => {
          const { id } = validate(idParams('id'), req.params);
          validate(noBodySchema, req.body);
          const summary = await remove(id);
          if (!summary) throw notFound(missing);
          log.info(`Admin deleted a ${what}`, { kind, id, ...summary });
          res.json({ message: API_MESSAGES.deleted(what), id, deleted: summary });
        },
      ],
    });
  }

  // The Reports tab's "Deactivate job": the job goes Inactive and
  // its open reports are resolved together. (Dismiss is the dashboard's own
  // write under the rules; Delete employer is DELETE /admin/employers/{id}.)
  endpoint(router, '/reports/:id/deactivate', {
    post: [
      ...adminOnly,
      async (req, res) => {
        const { id } = validate(idParams('id'), req.params);
        validate(noBodySchema, req.body);
        if (!(await deactivateReportedJob(id))) throw notFound(API_MESSAGES.jobNotFound);
        log.info('Admin deactivated a reported job', { id });
        res.json({ message: API_MESSAGES.jobDeactivated, jobId: id, status: 'Inactive' });
      },
    ],
  });

  // A ban: tombstones keyed by the account's verified phone and its email
  // (bannedPhones, bannedEmails), then the same cascade as a delete. The
  // person cannot sign up again with that phone or email; a plain delete
  // lets them come back.
  endpoint(router, '/ban/:id', {
    post: [
      ...adminOnly,
      async (req, res) => {
        const { id } = validate(idParams('id'), req.params);
        validate(noBodySchema, req.body);
        const target = await auth.getUser(id).catch(() => null);
        if (id === callerOf(res).uid || target?.customClaims?.admin === true) throw forbidden(API_MESSAGES.cannotBanAdmin, 'cannot_ban_admin');
        const summary = await banAccount(id, callerOf(res).uid);
        if (!summary) throw notFound(API_MESSAGES.accountNotFound);
        log.info('Admin banned an account', { id, phones: summary.phones.length, emails: summary.emails.length, ...summary.deleted });
        res.json({ message: API_MESSAGES.accountBanned, id, banned: { phoneNumbers: summary.phones, emails: summary.emails }, deleted: summary.deleted });
      },
    ],
  });

  maintenanceRoutes(router, adminOnly);

  return router;
}
