/**
 * /sitemap.xml and /robots.txt: the Active jobs' public
 * pages for search engines. Pure; the function reads the jobs and serves these.
 * The protocol: sitemaps.org/protocol.html (at most 50,000 URLs and 50 MB per file).
 */
import { publicCompanyPath, publicJobPath } from './public-job.js';

/** The protocol's limit of URLs in one sitemap file. */
export const SITEMAP_URL_LIMIT = 50_000;

export interface SitemapJob {
  jobId: string;
  /** When the job last changed. */
  updatedAt: Date;
}

export interface SitemapCompany {
  companyId: string;
  /** When its newest listed job last changed. */
  updatedAt: Date;
}

/** Text for XML character data and attribute values: the five predefined entities, and characters XML 1.0 cannot carry dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * The sitemap of the jobs' pages, newest first as given, then the companies'
 * pages, with each page's last change as lastmod (W3C datetime). Pages beyond
 * the 50,000-URL limit are left out (jobs first, the newest kept); `siteUrl`
 * has no trailing slash.
 */
export function sitemapXml(siteUrl: string, jobs: readonly SitemapJob[], companies: readonly SitemapCompany[] = []): string {
  const url = (path: string, updatedAt: Date) => `<url><loc>${escapeXml(`${siteUrl}${path}`)}</loc><lastmod>${updatedAt.toISOString()}</lastmod></url>`;
  const urls = [
    ...jobs.map((job) => url(publicJobPath(job.jobId), job.updatedAt)),
    ...companies.map((company) => url(publicCompanyPath(company.companyId), company.updatedAt)),
  ].slice(0, SITEMAP_URL_LIMIT);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}${urls.length ? '\n' : ''}</urlset>\n`;
}

/**
 * robots.txt: the job pages and the rest of the public site may be crawled;
 * the API and the signed-in screens hold nothing for a crawler.
 */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /job/',
    'Allow: /company/',
    'Disallow: /api/',
    'Disallow: /admin/',
    'Disallow: /admin',
    'Disallow: /Application',
    'Disallow: /Profile',
    'Disallow: /my-applications',
    'Disallow: /saved-jobs',
    'Disallow: /posted-jobs',
    'Disallow: /post-job',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * The stored copy the sitemap is served from: the listed jobs' ids and last
 * changes (and, in `companies`, those of the employers with a listed job), spread over SITEMAP_SHARDS documents (`sitemapShards/{shard}`,
 * `entries: { [jobId]: lastmod in ms }`) so that no one document takes more
 * than its share of job writes, and serving reads at most SITEMAP_SHARDS
 * documents whatever the number of jobs.
 */
export const SITEMAP_SHARDS = 32;

/** The shard document of a job (or a company): FNV-1a of its id, modulo SITEMAP_SHARDS, as `s00`..`s31`. */
export function sitemapShardOf(jobId: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < jobId.length; i += 1) {
    hash ^= jobId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `s${String(hash % SITEMAP_SHARDS).padStart(2, '0')}`;
}

/** The sitemap's jobs from the shards' entries: newest change first, at most SITEMAP_URL_LIMIT. */
export function sitemapJobsFromShards(shards: readonly { entries?: Record<string, unknown> }[]): SitemapJob[] {
  return pagesFromShards(shards.map((shard) => shard.entries)).map(([jobId, updatedAt]) => ({ jobId, updatedAt }));
}

/** The sitemap's companies from the shards' `companies`: newest change first, at most SITEMAP_URL_LIMIT. */
export function sitemapCompaniesFromShards(shards: readonly { companies?: Record<string, unknown> }[]): SitemapCompany[] {
  return pagesFromShards(shards.map((shard) => shard.companies)).map(([companyId, updatedAt]) => ({ companyId, updatedAt }));
}

function pagesFromShards(maps: readonly (Record<string, unknown> | undefined)[]): [string, Date][] {
  const pages: [string, Date][] = [];
  for (const map of maps) for (const [id, at] of Object.entries(map ?? {})) if (typeof at === 'number' && Number.isFinite(at)) pages.push([id, new Date(at)]);
  return pages.sort((a, b) => b[1].getTime() - a[1].getTime() || a[0].localeCompare(b[0])).slice(0, SITEMAP_URL_LIMIT);
}

/**
 * The site's own address for absolute URLs, from configuration only (never
 * from a request's headers, which a caller writes): SITE_URL without its
 * trailing slash when it is a plain http(s) origin, else null.
 */
export function normalSiteUrl(configured: string | undefined): string | null {
  const url = (configured ?? '').trim().replace(/\/+$/, '');
  return /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(url) ? url : null;
}
