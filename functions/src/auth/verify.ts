import type { NextFunction, Request, Response } from 'express';
import { auth } from '../store/firestore';

export async function requireUser(req: Request, res: Response, next: NextFunction) {
  const header = req.get('authorization') ?? '';
  const token = /^Bearer (.+)$/.exec(header)?.[1];
  if (!token) {
    res.status(401).json({ error: { code: 'unauthenticated', message: 'Sign in first: send Authorization: Bearer <ID token>.' } });
    return;
  }
  try {
    res.locals.user = await auth.verifyIdToken(token);
    next();
  } catch {
    res.status(401).json({ error: { code: 'unauthenticated', message: 'The ID token is invalid or expired.' } });
  }
}
