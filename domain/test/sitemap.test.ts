import { describe, expect, it } from 'vitest';
import { escapeXml, normalSiteUrl, robotsTxt, SITEMAP_SHARDS, sitemapJobsFromShards, sitemapShardOf, sitemapXml, SITEMAP_URL_LIMIT } from '../src/index';

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
  it('is SITE_URL as configured, never a host a request names', () => {
    expect(normalSiteUrl('https://jobs.example.in/')).toBe('https://jobs.example.in');
    expect(normalSiteUrl(' http://localhost:5000 ')).toBe('http://localhost:5000');
    expect(normalSiteUrl(undefined)).toBeNull();
    expect(normalSiteUrl('')).toBeNull();
    expect(normalSiteUrl('jobs.example.in')).toBeNull();
    expect(normalSiteUrl('https://jobs.example.in/path')).toBeNull();
    expect(normalSiteUrl('https://evil.test/<script>')).toBeNull();
  });
});

describe('the sitemap shards', () => {
  it('spread job ids over every shard, the same id always to the same shard', () => {
    const shards = new Set(Array.from({ length: 2000 }, (_, i) => sitemapShardOf(`job${i}`)));
    expect(shards.size).toBe(SITEMAP_SHARDS);
    expect(sitemapShardOf('abc')).toBe(sitemapShardOf('abc'));
    expect(sitemapShardOf('abc')).toMatch(/^s\d\d$/);
  });

  it('list the entries newest first, ignoring malformed ones', () => {
    const jobs = sitemapJobsFromShards([{ entries: { a: 1000, b: 'x' } }, { entries: { c: 3000 } }, {}]);
    expect(jobs.map((job) => job.jobId)).toEqual(['c', 'a']);
    expect(jobs[0]!.updatedAt.toISOString()).toBe(new Date(3000).toISOString());
  });

  it('keep at most the protocol limit', () => {
    const entries = Object.fromEntries(Array.from({ length: SITEMAP_URL_LIMIT + 5 }, (_, i) => [`j${i}`, i]));
    const jobs = sitemapJobsFromShards([{ entries }]);
    expect(jobs).toHaveLength(SITEMAP_URL_LIMIT);
    expect(jobs[0]!.jobId).toBe(`j${SITEMAP_URL_LIMIT + 4}`);
  });
});
