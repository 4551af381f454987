/**
 * The catalogs a page needs beside its code, where the build also needs them:
 * web/vite.config.ts preloads /jobs' code and texts from index.html for a signed-in user.
 */
import type { Namespace } from '../i18n';

export const JOBS_PAGE_NAMESPACES = ['jobs', 'choices', 'validation', 'offline', 'jobPage', 'matching'] as const satisfies readonly Namespace[];
