import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './http/app';
import { createPagesApp } from './pages/app';
import { retried } from './integrity/event-age';
import * as accounts from './triggers/accounts';
import * as candidates from './triggers/candidates';
import * as contacts from './triggers/contacts';
import * as jobs from './triggers/jobs';
import * as messages from './triggers/messages';
import * as overview from './triggers/overview';
import * as pipeline from './triggers/pipeline';
import * as reports from './triggers/reports';
import * as resumes from './triggers/resumes';
import * as sitemap from './triggers/sitemap';
import * as standing from './triggers/standing';

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
 */
// Deletes cascade whoever makes them: Auth user, users and jobs deletions.
export { onAuthUserDeleted } from './triggers/accounts';
export const onProfileDeleted = retried('onProfileDeleted', accounts.onProfileDeleted);
export const onJobDeleted = retried('onJobDeleted', accounts.onJobDeleted);
// Triggers: fields the server derives (docs/rules.md).
export const copyEmployerVerification = retried('copyEmployerVerification', jobs.copyEmployerVerification);
export const deriveJobFields = retried('deriveJobFields', jobs.deriveJobFields);
export const checkResume = retried('checkResume', resumes.checkResume);
// Reports of jobs: each report's weight, the open count, the seekers' list flag and the admins' notice.
export const countJobReports = retried('countJobReports', reports.countJobReports);
// When the server first saw each account's phone proved: a reporter's standing.
export const recordPhoneProofs = retried('recordPhoneProofs', standing.recordPhoneProofs);
// Applications show their applicant's current name, email and phone.
export const copyApplicantContact = retried('copyApplicantContact', contacts.copyApplicantContact);
// The hiring pipeline: counts by status, notifications and their mail.
export const onApplicationWritten = retried('onApplicationWritten', pipeline.onApplicationWritten);
export const onJobWrittenForPipeline = retried('onJobWrittenForPipeline', pipeline.onJobWrittenForPipeline);
// The sitemap's stored copy follows the jobs.
export const keepSitemapEntry = retried('keepSitemapEntry', sitemap.keepSitemapEntry);
// The admin's Overview: totals and daily counts, kept as records change (no scans).
export const countUsersForOverview = retried('countUsersForOverview', overview.countUsersForOverview);
export const countJobsForOverview = retried('countJobsForOverview', overview.countJobsForOverview);
export const countApplicationsForOverview = retried('countApplicationsForOverview', overview.countApplicationsForOverview);
export const countReportsForOverview = retried('countReportsForOverview', overview.countReportsForOverview);
// Employers find willing seekers: the candidate cards follow consent; invitations notify.
export const keepCandidateCards = retried('keepCandidateCards', candidates.keepCandidateCards);
export const notifyInvitation = retried('notifyInvitation', candidates.notifyInvitation);
// Messages: a thread per application, its last message and unread counts.
export const openApplicationThread = retried('openApplicationThread', messages.openApplicationThread);
export const closeApplicationThread = retried('closeApplicationThread', messages.closeApplicationThread);
export const countNewMessage = retried('countNewMessage', messages.countNewMessage);
export const countThreadRead = retried('countThreadRead', messages.countThreadRead);
// What a failed step can still leave behind: cleaned daily, and on demand by an admin.
export { reconcileDaily } from './integrity/scheduled';
