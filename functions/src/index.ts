import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './http/app';

// Mumbai: closest to the product's users.
setGlobalOptions({ region: 'asia-south1', maxInstances: 10 });

/** The documented /api and /admin HTTP paths, for older clients (spec section 7). */
export const api = onRequest({ cors: false, memory: '512MiB', concurrency: 80 }, createApp());
