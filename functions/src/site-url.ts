import { defineString } from 'firebase-functions/params';
import { normalSiteUrl } from '@jobsearch/domain';

/**
 * The site's address, for the absolute links of public pages, the sitemap and
 * mails. A deploy parameter without a default: `firebase deploy` refuses to
 * ship the functions until `functions/.env.<project-id>` sets it (or asks for
 * it at an interactive terminal). The emulators read it from
 * `functions/.env.demo-jobsearch`. No response takes a host from the
 * request's headers, which any caller writes.
 */
export const SITE_URL = defineString('SITE_URL', {
  description: 'The public address of the site, e.g. https://jobs.example.in (links in job pages, the sitemap and mails)',
});

export class SiteUrlMissingError extends Error {
  constructor() {
    super('SITE_URL is not set to an http(s) origin in functions/.env.<project-id>: absolute links cannot be written');
  }
}

/** SITE_URL without its trailing slash; throws when it is missing or not an origin. */
export function siteUrl(): string {
  const url = normalSiteUrl(SITE_URL.value());
  if (!url) throw new SiteUrlMissingError();
  return url;
}
