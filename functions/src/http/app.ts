import express from 'express';
import { adminRouter } from './admin';
import { appCheck } from './app-check';
import { applicationsRouter } from './applications';
import { authRouter } from './auth';
import { jsonBody, limitBodySize, readRawBody } from './body';
import { cors } from './cors';
import { errorHandler, unknownPath } from './error-handler';
import { jobsRouter } from './jobs';
import { requestContext } from './request-context';

/** The documented /api and /admin paths of docs/spec-notes.md §7, as one Express app. */
export function createApp() {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false); // lists change under the same URL; no 304s to stale clients
  app.use(requestContext, cors(), appCheck(), limitBodySize, readRawBody, jsonBody);
  app.use('/api/jobs', jobsRouter());
  app.use('/api/applications', applicationsRouter());
  app.use('/api/auth', authRouter());
  app.use('/admin', adminRouter());
  app.use(unknownPath);
  app.use(errorHandler);
  return app;
}
