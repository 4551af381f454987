import express from 'express';
import { appCheck } from './middleware/app-check';
import { jsonBody, limitBodySize, readRawBody } from './middleware/body';
import { cors } from './middleware/cors';
import { errorHandler, unknownPath } from './middleware/error-handler';
import { requestContext } from './middleware/request-context';
import { accountsRouter } from './routes/accounts';
import { adminRouter } from './routes/admin';
import { applicationsRouter } from './routes/applications';
import { invitationsRouter } from './routes/invitations';
import { jobContactsRouter } from './routes/job-contacts';
import { jobsRouter } from './routes/jobs';

/** The documented /api and /admin paths of docs/spec-notes.md §7, as one Express app. */
export function createApp() {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false); // lists change under the same URL; no 304s to stale clients
  app.use(requestContext, cors(), appCheck(), limitBodySize, readRawBody, jsonBody);
  // The jobs router first: its fixed paths (/employer/..., /applicants/...) win over /:jobId/contact.
  app.use('/api/jobs', jobsRouter(), jobContactsRouter());
  app.use('/api/applications', applicationsRouter());
  app.use('/api/auth', accountsRouter());
  app.use('/api/invitations', invitationsRouter());
  app.use('/admin', adminRouter());
  app.use(unknownPath);
  app.use(errorHandler);
  return app;
}
