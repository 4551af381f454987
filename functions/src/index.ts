import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './http/app';
import { createPagesApp } from './pages/app';
import { retried } from './integrity/event-age';
import * as accounts from './triggers/accounts';
import * as candidates from './triggers/candidates';
import * as companyNames from './triggers/company-names';
import * as contacts from './triggers/contacts';
import * as inboxes from './triggers/inboxes';
import * as jobs from './triggers/jobs';
import * as messages from './triggers/messages';
import * as overview from './triggers/overview';
import * as pipeline from './triggers/pipeline';
import * as reports from './triggers/reports';
import * as resumes from './triggers/resumes';
import * as sitemap from './triggers/sitemap';
import * as standing from './triggers/standing';
import { onWriteOf } from './triggers/on-write';

// The runtime parses JSON before our app sees a request and answers malformed
// JSON itself; in production mode that page carries no stack trace. Cloud sets
// this already; the emulator builds its server after loading us, so it reads it too.
process.env.NODE_ENV ??= 'production';

// Mumbai: closest to the product's users.
setGlobalOptions({ region: 'asia-south1', maxInstances: 10 });

/** The documented /api and /admin HTTP paths, for older clients (docs/spec-notes.md §7). */
export const api = onRequest({ cors: false, memory: '512MiB', concurrency: 80 }, createApp());

/**
 * Public job pages, /sitemap.xml and /robots.txt: server-rendered
 * HTML for visitors, link previews and search engines; small and public, no sign-in.
 */
// The api function's settings (memory, concurrency): the same deploy shape, nothing new to size.
export const pages = onRequest({ cors: false, memory: '512MiB', concurrency: 80 }, createPagesApp());

/*
 * The triggers. Each runs with retries on (`retry: true`, the Auth one's
 * failurePolicy): a failed step fails the invocation and the event is
 * delivered again. Each is wrapped by retried() (integrity/event-age.ts), so
 * an event still failing after 24 hours is dropped with one error log instead
 * of looping for days; the daily reconciliation cleans what it left.
 *
 * One function per collection that several handlers follow (triggers/on-write.ts):
 * each write is one invocation, the handlers run side by side within it.
 */
// Deletes cascade whoever makes them: Auth user, users and jobs deletions.
export { onAuthUserDeleted } from './triggers/accounts';
export const onUserWritten = retried(
  'onUserWritten',
  onWriteOf('users/{uid}', {
    // The profile's deletion cascades to everything of theirs.
    cascadeProfileDeletion: accounts.cascadeProfileDeletion,
    // When the server first saw the account's phone proved: a reporter's standing.
    recordPhoneProofs: standing.recordPhoneProofs,
    // Applications show their applicant's current name, email and phone.
    copyApplicantContact: contacts.copyApplicantContact,
    // Employers find willing seekers: the candidate card follows consent.
    keepCandidateCards: candidates.keepCandidateCards,
    // The admin's Overview: totals and daily counts, kept as records change (no scans).
    countUsersForOverview: overview.countUsersForOverview,
  }),
);
export const onJobWritten = retried(
  'onJobWritten',
  onWriteOf(
    'jobs/{jobId}',
    {
      // Fields the server derives (docs/rules.md).
      deriveJobFields: jobs.deriveJobFields,
      // Saved copies follow the job; job alerts notify when it becomes Active.
      keepJobPipeline: pipeline.keepJobPipeline,
      // The sitemap's stored copy follows the jobs.
      keepSitemapEntry: sitemap.keepSitemapEntry,
      // A verified employer's company name on another account's job: switched off (what the rules cannot compare).
      takeDownBorrowedCompanyName: companyNames.takeDownBorrowedCompanyName,
      countJobsForOverview: overview.countJobsForOverview,
      cascadeJobDeletion: accounts.cascadeJobDeletion,
    },
    // Room for the alerts' capped worst case (ALERT_MATCHING: 5,000 candidates, 100 writes at a time).
    { timeoutSeconds: 300 },
  ),
);
export const onApplicationWritten = retried(
  'onApplicationWritten',
  onWriteOf('applications/{applicationId}', {
    // The hiring pipeline: counts by status, notifications and their mail.
    keepApplicationPipeline: pipeline.keepApplicationPipeline,
    // Messages: a thread per application.
    keepApplicationThread: messages.keepApplicationThread,
    // The seeker's "Applied" marks in their inbox, which every signed-in view listens to.
    keepAppliedMarks: inboxes.keepAppliedMarks,
    countApplicationsForOverview: overview.countApplicationsForOverview,
    // An invitation to the job is Accepted once its application exists.
    acceptInvitationOnApplication: candidates.acceptInvitationOnApplication,
  }),
);
export const onReportWritten = retried(
  'onReportWritten',
  onWriteOf('reports/{reportId}', {
    // Each report's weight, the open count, the seekers' list flag and the admins' notice.
    countJobReports: reports.countJobReports,
    countReportsForOverview: overview.countReportsForOverview,
  }),
);
// The employer's verified mark onto their jobs; uploads checked for real resumes.
export const copyEmployerVerification = retried('copyEmployerVerification', jobs.copyEmployerVerification);
export const checkResume = retried('checkResume', resumes.checkResume);
// Invitations notify the seeker.
export const notifyInvitation = retried('notifyInvitation', candidates.notifyInvitation);
// Messages: the thread's last message and unread counts.
export const countNewMessage = retried('countNewMessage', messages.countNewMessage);
export const countThreadRead = retried('countThreadRead', messages.countThreadRead);
// A seeker's block of an employer reaches every conversation of the pair.
export const keepEmployerBlock = retried('keepEmployerBlock', messages.keepEmployerBlock);
// What a failed step can still leave behind: cleaned daily, and on demand by an admin.
export { reconcileDaily } from './integrity/scheduled';
