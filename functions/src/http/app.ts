import express from 'express';
import { listActiveJobs } from '../store/jobs';
import { requireUser } from '../auth/verify';

export function createApp() {
  const app = express();
  app.get('/api/jobs/all', requireUser, async (_req, res) => {
    res.json(await listActiveJobs());
  });
  return app;
}
