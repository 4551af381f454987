import { describe, expect, it } from 'vitest';
import { escapeXml, robotsTxt, siteUrlFrom, sitemapXml, SITEMAP_URL_LIMIT } from '../src/index';

const SITE = 'https://jobs.example.in';

describe('sitemap.xml', () => {
  it("lists each job's page with an absolute URL and its last change", () => {
    const xml = sitemapXml(SITE, [
      { jobId: 'a1', updatedAt: new Date('2026-11-20T05:00:00Z') },
      { jobId: 'b2', updatedAt: new Date('2026-11-21T06:30:00Z') },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://jobs.example.in/job/a1</loc><lastmod>2026-11-20T05:00:00.000Z</lastmod></url>\n' +
        '<url><loc>https://jobs.example.in/job/b2</loc><lastmod>2026-11-21T06:30:00.000Z</lastmod></url>\n</urlset>\n',
    );
  });

  it('is a valid empty urlset without jobs', () => {
    expect(sitemapXml(SITE, [])).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>\n');
  });

  it('escapes XML in URLs', () => {
    expect(escapeXml(`a&b<c>"d'\u0001`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    const xml = sitemapXml('https://x.in', [{ jobId: 'a&b', updatedAt: new Date(0) }]);
    expect(xml).toContain('<loc>https://x.in/job/a%26b</loc>');
    const raw = sitemapXml('https://x.in/?a=1&b=<2>', [{ jobId: 'j', updatedAt: new Date(0) }]);
    expect(raw).toContain('<loc>https://x.in/?a=1&amp;b=&lt;2&gt;/job/j</loc>');
  });

  it('keeps to the 50,000-URL limit, the newest first', () => {
    const jobs = Array.from({ length: SITEMAP_URL_LIMIT + 10 }, (_, i) => ({ jobId: `j${i}`, updatedAt: new Date(0) }));
    const xml = sitemapXml(SITE, jobs);
    expect(xml.match(/<url>/g)).toHaveLength(50_000);
    expect(xml).toContain('/job/j0<');
    expect(xml).not.toContain(`/job/j${SITEMAP_URL_LIMIT}<`);
  });
});

describe('robots.txt', () => {
  it('allows the job pages and points at the sitemap', () => {
    const text = robotsTxt(SITE);
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/job\/$/m);
    expect(text).not.toMatch(/^Disallow: \/$/m);
    expect(text).toMatch(/^Sitemap: https:\/\/jobs\.example\.in\/sitemap\.xml$/m);
  });
});

describe('the site URL', () => {
  it('prefers SITE_URL, else a plain forwarded host, never a crafted one', () => {
    expect(siteUrlFrom('evil.test', 'https://jobs.example.in/', 'http://localhost:5000')).toBe('https://jobs.example.in');
    expect(siteUrlFrom('jobsearch.web.app', undefined, 'http://localhost:5000')).toBe('https://jobsearch.web.app');
    expect(siteUrlFrom('127.0.0.1:5000', undefined, 'x')).toBe('http://127.0.0.1:5000');
    expect(siteUrlFrom('evil.test/<script>', undefined, 'http://localhost:5000')).toBe('http://localhost:5000');
    expect(siteUrlFrom(undefined, undefined, 'http://localhost:5000')).toBe('http://localhost:5000');
  });
});
