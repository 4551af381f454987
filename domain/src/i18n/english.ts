/**
 * A key's English text, straight from the English catalogs, for tests only
 * (unit tests of helpers that return keys, the browser tests' expectations):
 * the web app never imports this, so no catalog is bundled by it.
 */
import type { MessageKey, Namespace } from './catalogs/index';
import admin from './catalogs/admin/en';
import applications from './catalogs/applications/en';
import auth from './catalogs/auth/en';
import choices from './catalogs/choices/en';
import common from './catalogs/common/en';
import home from './catalogs/home/en';
import jobPage from './catalogs/jobPage/en';
import jobs from './catalogs/jobs/en';
import myApplications from './catalogs/myApplications/en';
import notifications from './catalogs/notifications/en';
import offline from './catalogs/offline/en';
import pages from './catalogs/pages/en';
import postedJobs from './catalogs/postedJobs/en';
import postJob from './catalogs/postJob/en';
import profile from './catalogs/profile/en';
import savedJobs from './catalogs/savedJobs/en';
import ui from './catalogs/ui/en';
import validation from './catalogs/validation/en';

const ENGLISH: Record<Namespace, Record<string, string>> = {
  common,
  choices,
  validation,
  ui,
  home,
  auth,
  jobs,
  myApplications,
  savedJobs,
  notifications,
  profile,
  postJob,
  postedJobs,
  applications,
  admin,
  pages,
  offline,
  jobPage,
};

/**
 * The English catalog text of `namespace.key`, its simple placeholders ("{name}")
 * filled from `values`; plurals and number formats are left as they are (the
 * web app's Lingui renders those: tests/unit/i18n-messages.test.ts).
 */
export function english(key: MessageKey, values: Record<string, string | number> = {}): string {
  const dot = key.indexOf('.');
  const text = ENGLISH[key.slice(0, dot) as Namespace][key.slice(dot + 1)];
  if (text === undefined) throw new Error(`No English text for ${key}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
