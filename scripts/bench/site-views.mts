/**
 * The built site in Chromium: what each screen's first view downloads, and
 * how soon content shows over rounds, ours beside the one-bundle build; then a
 * job's public page beside the signed-in details dialog.
 */
import { analyseDist } from './bundle.mjs';
import { firstViewAssets, launchBrowser, timeDetailsView, timeJobViews, timeScreen } from './browser.mjs';
import { timeInteractions } from './interactions.mjs';
import { measureReads, readViews } from './reads.mjs';
import { ADMIN, BASE, EMPLOYER, NAIVE_DIST, ROUNDS, SEEKER } from './settings.mts';
import { serveStatic } from './static-server.mjs';

/** A build read from disk (bundle.mjs); null when it failed. */
export type Dist = ReturnType<typeof analyseDist> | null;
export type Screen = 'home' | 'login' | 'jobs';
export type Bytes = {
  js: number;
  jsAfterContent: number;
  css: number;
  transferred: number;
  files: { path: string; gzip: number; sdks: string[] }[];
  sdks: string[];
  shown: boolean;
};
export type Vitals = { cls: number; clsShifts: { target: string | null; value: number; at: number }[]; inp: number | null; inpTarget: string | null } | null;
export type Interactions = { ok: boolean; error?: string; search?: number; filter?: number; details?: number; inp?: number; inpTarget?: string | null };
export type View = {
  ok: boolean;
  vitals?: Vitals;
  contentAt: number | null;
  lcp: number | null;
  lcpElement: string | null;
  headingAt: number | null;
  screenGoneAt: number | null;
};
export type Round = {
  first: View;
  repeat: View;
  repeatNetworkFirst?: View;
  coldNoScreen: View;
  swFirst?: View;
  swFirstRepeat?: View & { controlled?: boolean };
  swRepeat?: View & { controlled?: boolean };
  swInstallMs?: number | null;
};
export type JobView = { ok: boolean; status: number | null; contentAt: number | null; lcp: number | null; lcpElement: string | null; vitals?: Vitals };

type Site = { name: 'ours' | 'naive'; url: string; dist: NonNullable<Dist> };
type Browser = Awaited<ReturnType<typeof launchBrowser>>;

/** The JS and CSS each screen's first view requested, with gzip sizes from the build. */
async function firstViewBytes(browser: Browser, site: Site, screen: Screen): Promise<Bytes> {
  const seen = await firstViewAssets(browser, site.url, screen, { user: screen === 'jobs' ? SEEKER : undefined });
  const files = seen.assets.map((a: { path: string; transferred: number; afterContent: boolean }) => {
    const known = site.dist.byPath.get(a.path);
    return {
      path: a.path,
      gzip: known?.gzip ?? a.transferred,
      sdks: known?.sdks ?? [],
      kind: a.path.endsWith('.css') ? 'css' : 'js',
      transferred: a.transferred,
      afterContent: a.afterContent,
    };
  });
  const sum = (kind: string, late = false) => files.filter((f) => f.kind === kind && (!late || f.afterContent)).reduce((n, f) => n + f.gzip, 0);
  return {
    js: sum('js'),
    jsAfterContent: sum('js', true),
    css: sum('css'),
    transferred: files.reduce((n, f) => n + f.transferred, 0),
    files: files.map(({ path, gzip, sdks, afterContent }) => ({ path, gzip, sdks, afterContent })),
    sdks: [...new Set(files.flatMap((f) => f.sdks))].sort(),
    shown: seen.shown,
  };
}

/** Home's first view with Hindi or Marathi chosen on the device: its JavaScript, gzip. */
async function homeInLanguage(browser: Browser, ours: NonNullable<Dist>, language: string) {
  const seen = await firstViewAssets(browser, BASE, 'home', { language });
  const js = seen.assets
    .filter((a: { path: string }) => a.path.endsWith('.js'))
    .reduce((n: number, a: { path: string; transferred: number }) => n + (ours.byPath.get(a.path)?.gzip ?? a.transferred), 0);
  return { js, shown: seen.shown as boolean };
}

/** First-view bytes of every screen, then ROUNDS timed rounds of Home and /jobs, for each site that built. */
export async function measureSiteViews(ours: Dist, naive: Dist) {
  const server = naive ? await serveStatic(NAIVE_DIST) : null;
  const browser = await launchBrowser();
  try {
    const sites: Site[] = [
      ...(ours ? [{ name: 'ours' as const, url: BASE, dist: ours }] : []),
      ...(naive && server ? [{ name: 'naive' as const, url: server.url, dist: naive }] : []),
    ];
    const bytes: Record<string, Partial<Record<Screen, Bytes>>> = {};
    for (const site of sites) {
      bytes[site.name] = {};
      for (const screen of ['home', 'login', 'jobs'] as const) bytes[site.name]![screen] = await firstViewBytes(browser, site, screen);
    }
    const homeByLanguage: Partial<Record<string, { js: number; shown: boolean }>> = {};
    if (ours) for (const language of ['hi', 'mr']) homeByLanguage[language] = await homeInLanguage(browser, ours, language);
    const rounds: Record<string, Partial<Record<'home' | 'jobs', Round[]>>> = Object.fromEntries(sites.map((s) => [s.name, { home: [], jobs: [] }]));
    for (let r = 0; r < ROUNDS; r++) {
      // Interleaved, so a busy moment of the machine hits both sites alike.
      for (const site of sites) {
        for (const screen of ['home', 'jobs'] as const) {
          // Our /jobs is timed with the service worker too (the naive build's is never registered: blocked).
          const withServiceWorker = site.name === 'ours' && screen === 'jobs';
          rounds[site.name]![screen]!.push(await timeScreen(browser, site.url, screen, { user: screen === 'jobs' ? SEEKER : undefined, withServiceWorker }));
        }
      }
    }
    // Interaction delay on /jobs, the rounds interleaved the same way.
    const interactions: Record<string, Interactions[]> = Object.fromEntries(sites.map((s) => [s.name, []]));
    for (let r = 0; r < ROUNDS; r++) for (const site of sites) interactions[site.name]!.push(await timeInteractions(browser, site.url, { user: SEEKER }));
    return { bytes, homeByLanguage, rounds, interactions, naiveUrl: server?.url ?? null };
  } finally {
    await browser.close();
    await server?.close();
  }
}

/** The first Active job of the seed the sitemap lists. Read before the jobs at scale are added, so the sitemap lists the seed's. */
async function seededJobId() {
  const sitemap = await (await fetch(`${BASE}/sitemap.xml`)).text();
  const jobId = /<loc>[^<]*\/job\/([^<]+)<\/loc>/.exec(sitemap)?.[1];
  if (!jobId) throw new Error('the sitemap lists no job');
  return jobId;
}

/** Firestore documents read by each view (reads.mjs), once: they do not vary from round to round. */
export async function measureReadsPerView() {
  const jobId = decodeURIComponent(await seededJobId());
  const browser = await launchBrowser();
  try {
    return await measureReads(browser, BASE, readViews({ seeker: SEEKER, employer: EMPLOYER, admin: ADMIN, jobId }));
  } finally {
    await browser.close();
  }
}

/** An Active job of the seed, as the sitemap lists it: its public page beside the signed-in details, ROUNDS times. */
export async function measureJobPages(naive: Dist) {
  const jobId = await seededJobId();
  // The one-bundle build's details view beside ours, in the same rounds.
  const server = naive ? await serveStatic(NAIVE_DIST) : null;
  const browser = await launchBrowser();
  try {
    const rounds: { publicPage: JobView; details: JobView; naiveDetails?: JobView }[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const round: (typeof rounds)[number] = await timeJobViews(browser, BASE, decodeURIComponent(jobId), { user: SEEKER });
      if (server) round.naiveDetails = await timeDetailsView(browser, server.url, decodeURIComponent(jobId), { user: SEEKER });
      rounds.push(round);
    }
    return { jobId: decodeURIComponent(jobId), rounds };
  } finally {
    await browser.close();
    await server?.close();
  }
}
