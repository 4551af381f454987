/**
 * The profile index.html's early read brought, checked before the first render
 * (users.ts primeEarlyProfile, called by main.tsx when the page's code was
 * preloaded): the session starts with the role known, so a guarded page is
 * drawn at once instead of one render later. Apart from users.ts so the shell
 * reads it without the schemas.
 */
import type { UserProfile } from '@jobsearch/domain/schemas';
import { primedAnswer } from '../data/early-reads';

export const primedProfile = primedAnswer<UserProfile>();
