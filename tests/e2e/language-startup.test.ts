/**
 * How a page starts in its language (web/src/main.tsx, web/src/i18n/index.ts):
 * the remembered language is only read at startup, never written back, so a
 * choice made meanwhile (another tab, or a test's localStorage write before a
 * reload) stands; and a catalog that does not download (a phone's network)
 * is asked for again, then the site starts in English rather than staying blank.
 */
import homeEn from '@jobsearch/domain/i18n/catalogs/home/en';
import homeHi from '@jobsearch/domain/i18n/catalogs/home/hi';
import type { Page, Route } from 'playwright-core';
import { describe, it } from 'vitest';
import { expect, holdRequests, LANGUAGE_STORAGE_KEY, openAsVisitor, useBrowser } from './harness';

/** A language's chunk of one namespace's texts, as web/vite.config.ts names it (i18n-<namespace>-<language>-<hash>.js). */
const catalogChunk = (namespace: string, language: string) => new RegExp(`/assets/i18n-${namespace}-${language}-[\\w-]+\\.js$`);

const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY);
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('a page starting in its language', () => {
  const b = useBrowser();

  it('a language chosen in another tab while this one is still starting is kept: startup does not write the old one back', async () => {
    // This tab's English texts are held on the way, so it is still starting when the other tab chooses.
    const english = await holdRequests(b.page, catalogChunk('common', 'en'));
    await openAsVisitor(b.page, '/', { waitUntil: 'commit' });
    await english.firstHeld;

    const other = await b.context.newPage();
    await openAsVisitor(other, '/');
    await other.getByRole('heading', { level: 1, name: homeEn.heroTitle }).waitFor();
    await other.locator('header.navbar').getByLabel('Language').selectOption('hi');
    await other.getByRole('heading', { level: 1, name: homeHi.heroTitle }).waitFor();
    expect(await stored(other)).toBe('hi');

    // The first tab ends its start in the language it began with, and leaves the choice alone.
    await english.release();
    await b.page.getByRole('heading', { level: 1, name: homeEn.heroTitle }).waitFor();
    expect(await stored(b.page)).toBe('hi');
    await b.page.reload();
    await b.page.getByRole('heading', { level: 1, name: homeHi.heroTitle }).waitFor();
    expect(await htmlLang(b.page)).toBe('hi-IN');
    await other.close();
  });

  it('a catalog whose download fails once is asked for again: Home comes up in Hindi, with no English texts downloaded', async () => {
    const english: string[] = [];
    b.page.on('request', (request) => {
      if (catalogChunk('[a-zA-Z]+', 'en').test(request.url())) english.push(request.url());
    });
    const asked: string[] = [];
    await b.page.route(catalogChunk('common', 'hi'), async (route: Route) => {
      asked.push(route.request().url());
      if (asked.length === 1) await route.abort('connectionreset');
      else await route.continue();
    });
    await openAsVisitor(b.page, '/', { language: 'hi', waitUntil: 'commit' });
    await b.page.getByRole('heading', { level: 1, name: homeHi.heroTitle }).waitFor();
    expect(await htmlLang(b.page)).toBe('hi-IN');
    expect(asked).toHaveLength(2);
    expect(await stored(b.page)).toBe('hi');
    // The first page's texts, asked for beside its code before startup, come in the remembered language too.
    expect(english).toEqual([]);
  });

  it('a language whose texts never come: the site starts in English, and the device still remembers the choice for the next visit', async () => {
    let refused = 0;
    await b.page.route(catalogChunk('[a-zA-Z]+', 'hi'), async (route: Route) => {
      refused += 1;
      await route.abort('connectionreset');
    });
    await openAsVisitor(b.page, '/', { language: 'hi', waitUntil: 'commit' });
    await b.page.getByRole('heading', { level: 1, name: homeEn.heroTitle }).waitFor();
    expect(await htmlLang(b.page)).toBe('en-IN');
    expect(refused).toBeGreaterThan(1);
    expect(await stored(b.page)).toBe('hi');

    // The network is back: the next visit is in Hindi again.
    await b.page.unrouteAll();
    await b.page.reload();
    await b.page.getByRole('heading', { level: 1, name: homeHi.heroTitle }).waitFor();
  });
});
