import type { NextFunction, Request, Response } from 'express';

const LOCAL_ORIGINS = ['http://localhost:5000', 'http://127.0.0.1:5000', 'http://localhost:5173', 'http://127.0.0.1:5173'];

/**
 * The site's own origins: the project's hosting domains, and the local ones
 * (npm start, npm run dev) only when running on the emulators.
 */
export function allowedOrigins(env: NodeJS.ProcessEnv = process.env): Set<string> {
  const origins = new Set(env.FUNCTIONS_EMULATOR === 'true' ? LOCAL_ORIGINS : []);
  const project = env.GCLOUD_PROJECT;
  if (project) for (const domain of ['web.app', 'firebaseapp.com']) origins.add(`https://${project}.${domain}`);
  return origins;
}

/**
 * CORS for the site's own origins only. Tokens travel in the Authorization
 * header, not cookies, so no credentials mode is needed. A preflight is
 * answered by the route (which knows its methods) or the 404 handler.
 */
export function cors(origins: Set<string> = allowedOrigins()) {
  return (req: Request, res: Response, next: NextFunction) => {
    res.vary('Origin');
    const origin = req.get('origin');
    if (origin && origins.has(origin)) {
      res.set('Access-Control-Allow-Origin', origin);
      res.set('Access-Control-Expose-Headers', 'x-request-id, x-next-after, x-total-count, allow');
      if (req.method === 'OPTIONS') {
        res.set('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
        res.set('Access-Control-Allow-Headers', 'Authorization, Content-Type, X-Firebase-AppCheck');
        res.set('Access-Control-Max-Age', '600');
      }
    }
    next();
  };
}
