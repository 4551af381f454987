/**
 * /sitemap.xml and /robots.txt (issue 22 part 2): the Active jobs' public
 * pages for search engines. Pure; the function reads the jobs and serves these.
 * The protocol: sitemaps.org/protocol.html (at most 50,000 URLs and 50 MB per file).
 */
import { publicJobPath } from './public-job.js';

/** The protocol's limit of URLs in one sitemap file. */
export const SITEMAP_URL_LIMIT = 50_000;

export interface SitemapJob {
  jobId: string;
  /** When the job last changed. */
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
 * The sitemap of the jobs' pages, newest first as given, with each job's last
 * change as lastmod (W3C datetime). Jobs beyond the 50,000-URL limit are left
 * out (the newest are kept); `siteUrl` has no trailing slash.
 */
export function sitemapXml(siteUrl: string, jobs: readonly SitemapJob[]): string {
  const urls = jobs
    .slice(0, SITEMAP_URL_LIMIT)
    .map((job) => `<url><loc>${escapeXml(`${siteUrl}${publicJobPath(job.jobId)}`)}</loc><lastmod>${job.updatedAt.toISOString()}</lastmod></url>`);
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
 * The site's own address from a request's host, for absolute URLs: a
 * configured SITE_URL wins; otherwise the forwarded host, when it is a plain
 * host name (with an optional port), over https unless it is this machine.
 * Anything else falls back to `fallback`.
 */
export function siteUrlFrom(host: string | undefined, configured: string | undefined, fallback: string): string {
  if (configured && /^https?:\/\/[^/\s]+$/.test(configured.replace(/\/$/, ''))) return configured.replace(/\/$/, '');
  const name = (host ?? '').split(',')[0]!.trim().toLowerCase();
  if (!/^[a-z0-9.-]+(:\d{1,5})?$/.test(name)) return fallback;
  const local = /^(localhost|127\.0\.0\.1)(:\d+)?$/.test(name);
  return `${local ? 'http' : 'https'}://${name}`;
}
