/**
 * The `pages` function, behind hosting rewrites:
 *   GET /job/{jobId}   the job's public page: 200 for an Active job, 410 for a
 *                      closed or deleted one, 404 for an unknown id
 *   GET /company/{id}  an employer's company page: 200, or 404 for no employer
 *   GET /sitemap.xml   the Active jobs' pages and their companies'
 * (/robots.txt, which names the sitemap, is a file of the site: web/vite.config.ts.)
 * Everything public and cacheable for a short while (a closed job stops
 * showing within five minutes). No sign-in, no personal data: the contact
 * number never leaves Firestore here.
 */
import express, { type Request, type Response } from 'express';
import {
  companyOf,
  isPublicJob,
  isWellFormedCompanyId,
  isWellFormedJobId,
  listElement,
  pickSimilarJobs,
  similarFields,
  sitemapXml,
  toPublicJob,
  type JobWithId,
  type PublicJob,
  type SimilarTo,
} from '@jobsearch/domain';
import { log } from '../log';
import { jobsCollection } from '../store/collections';
import { db } from '../store/firebase';
import { readJobContact } from '../store/contacts';
import { getJob } from '../store/jobs';
import { readSitemapPages } from '../store/sitemap';
import { readCompanySources } from '../store/companies';
import { renderCompanyNotFound, renderCompanyPage } from './company';
import { siteUrl } from '../site-url';
import { pageTemplate, renderGonePage, renderJobPage } from './render';
import { readDeletedJob } from '../store/deleted-jobs';
import { languageOfRequest } from '../i18n/languages';

/** web/dist/index.html and its stylesheet, put into the bundle by functions/build.mjs (null when the site was not built first). */
declare const __WEB_INDEX_HTML__: string | null;
declare const __WEB_STYLESHEET__: string | null;
/** The pages' Content-Security-Policy: firebase.json's (or the emulators' variant) with the inline stylesheet's hash. */
declare const __PAGE_POLICIES__: { production: string; emulators: string } | undefined;
const FALLBACK_TEMPLATE =
  '<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /><meta name="description" content="" /><title></title></head><body><div id="root"></div></body></html>';
const template =
  typeof __WEB_INDEX_HTML__ === 'string' && __WEB_INDEX_HTML__
    ? pageTemplate(__WEB_INDEX_HTML__, typeof __WEB_STYLESHEET__ === 'string' ? __WEB_STYLESHEET__ : null)
    : FALLBACK_TEMPLATE;
// Hosting sends no policy for /job/** and /company/** (firebase.json's rule skips them), so this one is in force.
const pagePolicy =
  typeof __PAGE_POLICIES__ === 'object' ? (process.env.FUNCTIONS_EMULATOR === 'true' ? __PAGE_POLICIES__.emulators : __PAGE_POLICIES__.production) : null;

export const PAGE_CACHE = 'public, max-age=300, s-maxage=300';
const SITEMAP_CACHE = 'public, max-age=3600, s-maxage=3600';

/**
 * Up to five open jobs of the same role or trade, then district (indexed queries: status, role or
 * the search key of the trade or district, createdAt desc: the lists' own index serves the last two).
 */
async function similarJobs(like: SimilarTo): Promise<PublicJob[]> {
  const open = jobsCollection.where('status', '==', 'Active');
  const { jobRole, trade, city } = similarFields(like);
  const queries = [
    jobRole ? open.where('jobRole', '==', jobRole) : null,
    trade ? open.where('searchKeys', 'array-contains', listElement('trade', trade)) : null,
    city ? open.where('searchKeys', 'array-contains', listElement('city', city)) : null,
    jobRole || trade || city ? null : open,
  ].filter((q) => q !== null);
  const snapshots = await Promise.all(queries.map((q) => q.orderBy('createdAt', 'desc').limit(12).get()));
  const jobs: JobWithId[] = [];
  for (const snapshot of snapshots)
    for (const doc of snapshot.docs) {
      try {
        const job = { jobId: doc.id, ...doc.data() };
        if (isPublicJob(job)) jobs.push(job);
      } catch {
        // A malformed job is left out (the converter logged it).
      }
    }
  return pickSimilarJobs(like, jobs).map((job) => toPublicJob(job));
}

/** A public page's options and headers: the reader's language, five minutes' caching per language, the page's policy. */
function startPage(request: Request, response: Response) {
  // The reader's choice on the site comes as the one cookie Hosting passes on (and keys its cache on); else the browser's languages.
  const language = languageOfRequest({ lang: request.query.lang, cookie: request.get('Cookie'), acceptLanguage: request.get('Accept-Language') });
  response.set('Cache-Control', PAGE_CACHE).set('Vary', 'Accept-Language, Cookie').type('html');
  if (pagePolicy) response.set('Content-Security-Policy', pagePolicy);
  return { siteUrl: siteUrl(), now: new Date(), language, languageInUrl: request.query.lang === language };
}

async function jobPage(request: Request, response: Response): Promise<void> {
  const jobId = String(request.params.jobId ?? '');
  const options = startPage(request, response);
  if (!isWellFormedJobId(jobId)) {
    response.status(404).send(renderGonePage(template, 'notFound', jobId.slice(0, 128), await similarJobs({}), options));
    return;
  }
  const job = await getJob(jobId);
  if (job && isPublicJob(job)) {
    // The page says whether there is a number, never which: the number stays in the private contact.
    const [contact, similar] = await Promise.all([readJobContact(jobId), similarJobs(job)]);
    response.status(200).send(renderJobPage(template, toPublicJob(job, contact.mobileNumber !== ''), similar, options));
    return;
  }
  if (job) {
    response.status(410).send(renderGonePage(template, 'closed', jobId, await similarJobs(job), options));
    return;
  }
  const deleted = await readDeletedJob(jobId);
  if (deleted) {
    response.status(410).send(renderGonePage(template, 'closed', jobId, await similarJobs(deleted), options));
    return;
  }
  response.status(404).send(renderGonePage(template, 'notFound', jobId, await similarJobs({}), options));
}

/** An employer's company page: named and placed by their verification and jobs, with their open jobs. */
async function companyPage(request: Request, response: Response): Promise<void> {
  const companyId = String(request.params.companyId ?? '');
  const options = startPage(request, response);
  const sources = isWellFormedCompanyId(companyId) ? await readCompanySources(companyId) : null;
  const company = sources ? companyOf(sources) : null;
  if (company) response.status(200).send(renderCompanyPage(template, company, options));
  else response.status(404).send(renderCompanyNotFound(template, companyId.slice(0, 128), options));
}

/**
 * /sitemap.xml, whatever its query string: built from the stored copy the
 * jobs trigger keeps, so a request reads at most SITEMAP_SHARDS documents
 * however many jobs there are (the CDN keeps the plain address for an hour).
 */
async function sitemap(_request: Request, response: Response): Promise<void> {
  const { jobs, companies } = await readSitemapPages(db);
  const xml = sitemapXml(siteUrl(), jobs, companies);
  response.set('Cache-Control', SITEMAP_CACHE).type('application/xml').send(xml);
}

const wrap = (handler: (request: Request, response: Response) => Promise<void> | void) => (request: Request, response: Response) => {
  Promise.resolve(handler(request, response)).catch((error: unknown) => {
    log.error('Public page failed', { path: request.path, error: String(error) });
    if (!response.headersSent) response.status(500).set('Cache-Control', 'no-store').type('text/plain').send('Something went wrong. Please try again later.');
  });
};

export function createPagesApp() {
  const app = express();
  app.disable('x-powered-by');
  app.get('/job/:jobId', wrap(jobPage));
  app.get(
    ['/job', '/job/'],
    wrap((request, response) => response.redirect(301, '/jobs')),
  );
  app.get('/company/:companyId', wrap(companyPage));
  app.get(
    ['/company', '/company/'],
    wrap((request, response) => response.redirect(301, '/jobs')),
  );
  app.get('/sitemap.xml', wrap(sitemap));
  app.use((request: Request, response: Response) => {
    response.status(404).type('text/plain').send('Not found');
  });
  return app;
}
