import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './http/app';
import { createPagesApp } from './pages/app';

// The runtime parses JSON before our app sees a request and answers malformed
// JSON itself; in production mode that page carries no stack trace. Cloud sets
// this already; the emulator builds its server after loading us, so it reads it too.
process.env.NODE_ENV ??= 'production';

// Mumbai: closest to the product's users.
setGlobalOptions({ region: 'asia-south1', maxInstances: 10 });

/** The documented /api and /admin HTTP paths, for older clients (docs/spec-notes.md §7). */
export const api = onRequest({ cors: false, memory: '512MiB', concurrency: 80 }, createApp());

/**
 * Public job pages, /sitemap.xml and /robots.txt (issue 22 part 2): server-rendered
 * HTML for visitors, link previews and search engines; small and public, no sign-in.
 */
// The api function's settings (memory, concurrency): the same deploy shape, nothing new to size.
export const pages = onRequest({ cors: false, memory: '512MiB', concurrency: 80 }, createPagesApp());

// Deletes cascade whoever makes them (issue 18): Auth user, users and jobs deletions.
export { onAuthUserDeleted, onProfileDeleted, onJobDeleted } from './triggers/accounts';
// Triggers: fields the server derives (docs/rules.md).
export { copyEmployerVerification, deriveJobFields } from './triggers/jobs';
export { checkResume } from './triggers/resumes';
// Reports of jobs: the open count and the seekers' list flag (issue 19).
export { countJobReports } from './triggers/reports';
// Applications show their applicant's current name, email and phone (issue 20 item 2).
export { copyApplicantContact } from './triggers/contacts';
// The hiring pipeline (issue 21): counts by status, notifications and their mail.
export { onApplicationWritten, onJobWrittenForPipeline } from './triggers/pipeline';
// The sitemap's stored copy follows the jobs.
export { keepSitemapEntry } from './triggers/sitemap';
