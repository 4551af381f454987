import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { robotsTxt } from '../domain/src/sitemap';
import type { GetManualChunk, OutputBundle, OutputChunk } from 'rollup';
import { compiledCatalogs } from './build/compiled-catalogs';
import { ALWAYS_LOADED_NAMESPACES, LANGUAGE_STORAGE_KEY } from './src/i18n/storage-key';
import { LAST_SEEN_VIEW_KEY } from './src/lib/offline/last-seen-keys';
import { JOBS_PAGE_NAMESPACES } from './src/app/route-namespaces';
import { PATHS } from './src/lib/util/paths';

// In `npm run dev` the API paths go to hosting on :5000, which rewrites them to the function.
const apiTarget = 'http://127.0.0.1:5000';

/**
 * Every view of a signed-in user starts by reading their profile, and /jobs
 * its list. An inline script in index.html, run when the Auth SDK's entry
 * (either storage) says a user will be restored, starts at once, beside the
 * shell, what would otherwise wait for the shell, then Auth, then Firestore:
 * - module preloads of the profile reader's chunks (the domain schemas; Firestore
 *   Lite and Auth only when the reads below cannot be made), of the texts every
 *   page renders with in the stored language, and, on /jobs and a
 *   job's details URL, of the Jobs page's code, stylesheet and texts in the
 *   stored language (`window.__pagePreloaded` then tells main.tsx to draw the
 *   shell and the page in one pass);
 * - the reads themselves, by Firestore's REST API under the entry's own ID
 *   token (while it is valid), so the rules decide as for the SDK: the
 *   profile, and on those URLs (without filters) the list's first page, built
 *   from the same query description as the SDK's (rest-query.ts), and the job
 *   (both with the fields a card and the details show, not the search keys).
 *   The app takes each answer once, for the same user only
 *   (lib/data/early-reads.ts), and reads as before when there is none.
 * A visitor's first view (Home's 150 KB budget) is untouched. The script never
 * changes (the Content-Security-Policy allows it by its hash); what it needs
 * comes in the JSON block before it.
 */
export const SIGNED_IN_PRELOADS_ID = 'signed-in-preloads';
export const SIGNED_IN_PRELOAD_SCRIPT = `(function(){try{var s=[sessionStorage,localStorage],u=null,j,i,k;for(j=0;j<2&&!u;j++)for(i=0;i<s[j].length;i++){k=s[j].key(i)||'';if(k.indexOf('firebase:authUser:')===0){u=JSON.parse(s[j].getItem(k))||{};break;}}if(!u)return;var c=JSON.parse(document.getElementById('${SIGNED_IN_PRELOADS_ID}').textContent),p=location.pathname,q=!location.search,add=function(href){var l=document.createElement('link');if(/\\.css$/.test(href)){l.rel='preload';l.as='style';}else l.rel='modulepreload';l.href=href;document.head.appendChild(l);},n=localStorage.getItem('${LANGUAGE_STORAGE_KEY}'),e=c.early,t=u.stsTokenManager||{},b,h,w,get;c.preloads.concat(t.accessToken&&t.expirationTime>Date.now()+60000?[]:c.sdk,c.catalogs[n]||c.catalogs.en||[]).forEach(add);c.routes.forEach(function(r){if(p===r.path||p.indexOf(r.path+'/')===0){r.files.forEach(add);(r.catalogs[n]||r.catalogs.en||[]).forEach(add);window.__pagePreloaded=true;}});if(!e||!u.uid||!t.accessToken||!(t.expirationTime>Date.now()+60000))return;b=(e.host||location.protocol+'//'+location.hostname+':8080')+'/v1/'+e.database+'/documents';h={Authorization:'Bearer '+t.accessToken};get=function(url,init){return fetch(url,init).then(function(r){return r.ok?r.json():null;}).catch(function(){return null;});};w=window.__earlyReads={uid:u.uid,profile:get(b+'/users/'+encodeURIComponent(u.uid),{headers:h})};if(q&&(p===e.jobsPath||p.indexOf(e.jobsPath+'/')===0))w.jobs=get(b+':runQuery',{method:'POST',headers:h,body:JSON.stringify({structuredQuery:e.jobsQuery})});if(q&&p.indexOf(e.jobsPath+'/')===0&&p.indexOf('/',e.jobsPath.length+1)<0){w.jobId=decodeURIComponent(p.slice(e.jobsPath.length+1));w.job=get(b+'/jobs/'+encodeURIComponent(w.jobId)+e.jobMask,{headers:h});}}catch(x){}})();`;

/**
 * A repeat view paints the list the user last saw before any script has loaded
 * (lib/offline/last-seen-view.ts keeps it): this inline script, right after #root, puts
 * the kept markup in, inert, when it was drawn at this address, for the user the
 * Auth SDK's entry names (either storage) and in the stored language, with the page's
 * own stylesheets (render-blocking, so it never paints unstyled). main.tsx
 * renders the app over it. A constant, so the policy in firebase.json allows it by hash.
 */
export const LAST_SEEN_VIEW_SCRIPT = `(function(){try{var v=JSON.parse(sessionStorage.getItem('${LAST_SEEN_VIEW_KEY}')||localStorage.getItem('${LAST_SEEN_VIEW_KEY}')||'null'),u=null,i,k;if(!v||v.path!==location.pathname+location.search||v.language!==localStorage.getItem('${LANGUAGE_STORAGE_KEY}'))return;var s=[sessionStorage,localStorage],j;for(j=0;j<2&&!u;j++)for(i=0;i<s[j].length;i++){k=s[j].key(i)||'';if(k.indexOf('firebase:authUser:')===0)u=JSON.parse(s[j].getItem(k)).uid;}if(!u||u!==v.uid)return;(v.css||[]).forEach(function(c){if(/^\\/assets\\/[\\w.-]+\\.css$/.test(c)&&!document.querySelector('link[href="'+c+'"]')){var l=document.createElement('link');l.rel='stylesheet';l.href=c;l.setAttribute('blocking','render');document.head.appendChild(l);}});var r=document.getElementById('root');r.innerHTML=v.html;r.inert=true;r.dataset.prerendered='last-seen';}catch(e){}})();`;

function lastSeenView(): Plugin {
  return {
    name: 'last-seen-view',
    transformIndexHtml(html) {
      if (!html.includes('<div id="root"></div>')) throw new Error('last-seen-view: index.html has no empty #root');
      return html.replace('<div id="root"></div>', () => `<div id="root"></div>\n    <script>${LAST_SEEN_VIEW_SCRIPT}</script>`);
    },
  };
}

/** Firestore's address for the early reads: null for the emulators (on the page's own host, as lib/firebase/config.ts says). */
async function earlyReadsTarget(env: Record<string, string>) {
  // The list's own query description, through tsx: the config's loader leaves the domain package's TypeScript to Node.
  const { tsImport } = await import('tsx/esm/api');
  const [{ NO_FILTERS }, { buildJobsQuery }, { LISTED_JOB_FIELDS, toStructuredQuery }] = (await Promise.all([
    tsImport('./src/features/jobs/model/jobs-query.ts', import.meta.url),
    tsImport('./src/features/jobs/model/list-query.ts', import.meta.url),
    tsImport('./src/features/jobs/model/rest-query.ts', import.meta.url),
  ])) as [
    typeof import('./src/features/jobs/model/jobs-query'),
    typeof import('./src/features/jobs/model/list-query'),
    typeof import('./src/features/jobs/model/rest-query'),
  ];
  // The same defaults as lib/firebase/config.ts, which reads them from import.meta.env at run time.
  const projectId = env.VITE_FIREBASE_PROJECT_ID || 'demo-jobsearch';
  const usesEmulators = env.VITE_USE_EMULATORS === 'true' || projectId.startsWith('demo-');
  return {
    host: usesEmulators ? null : 'https://firestore.googleapis.com',
    database: `projects/${projectId}/databases/(default)`,
    jobsPath: PATHS.jobs,
    // Without the search keys: a first page without search words never reads them, nor the details.
    jobsQuery: toStructuredQuery(buildJobsQuery<never>(NO_FILTERS, null), LISTED_JOB_FIELDS),
    jobMask: `?${LISTED_JOB_FIELDS.map((field) => `mask.fieldPaths=${field}`).join('&')}`,
  };
}

/** The profile reader every signed-in view starts with, and the Jobs page: the modules the early reads serve. */
const PROFILE_READER = /\/web\/src\/lib\/session\/users\.ts$/;
const JOBS_PAGE = /\/web\/src\/features\/jobs\/JobsPage\.tsx$/;

/**
 * Firebase products in their own chunks, so a route loads only what it uses;
 * Lite (one-shot reads) apart from the full SDK (listeners, writes): /jobs
 * needs only Lite to show its cards. (bloom-blob, shared by both, goes with
 * Lite so that Lite never imports the full chunk.) React apart from the app.
 */
function firebaseOrReactChunk(id: string): string | undefined {
  if (/node_modules\/(@firebase\/firestore\/dist\/lite\/|firebase\/firestore\/lite|@firebase\/webchannel-wrapper\/dist\/bloom-blob\/)/.test(id))
    return 'firebase-firestore-lite';
  if (id.includes('node_modules/@firebase/firestore') || id.includes('node_modules/firebase/firestore')) return 'firebase-firestore';
  if (id.includes('node_modules/@firebase/storage') || id.includes('node_modules/firebase/storage')) return 'firebase-storage';
  if (id.includes('node_modules/@firebase/auth') || id.includes('node_modules/firebase/auth')) return 'firebase-auth';
  if (id.includes('node_modules/react-dom') || id.includes('node_modules/react/') || id.includes('node_modules/scheduler')) return 'react';
  return undefined;
}

/** Rollup's manualChunks: the products' chunks, then the views' (found once a build, on its first call). */
function viewAwareChunks(): GetManualChunk {
  let viewChunks: Map<string, string> | undefined;
  return (id, { getModuleIds, getModuleInfo }) => {
    const product = firebaseOrReactChunk(id);
    if (product) return product;
    viewChunks ??= chunksByView([...getModuleIds()], (module) => getModuleInfo(module)?.importedIds ?? []);
    return viewChunks.get(id);
  };
}

/**
 * The modules of the views that must come fast, one chunk a view: each view's
 * code in one request, not in the 20-odd chunks Rollup would make of the
 * modules it shares with other routes in different combinations. On the slow
 * link every request costs a round trip, and over HTTP/1.1 (the emulators, some
 * networks) at most six go at once. By what each statically imports, in turn:
 * - `index`: the shell (main.tsx), as before;
 * - `home`: Home's page, which a visitor's first view loads (150 KB budget);
 * - `signed-in`: the profile reader (lib/session/users.ts) every signed-in view
 *   starts with, with the schemas and zod;
 * - `jobs-view`: the Jobs page and its details dialog (/jobs, a job's details URL).
 * A module goes to the first of these that reaches it; what none reaches is
 * Rollup's to place. A route that uses one module of a chunk loads the whole
 * chunk: the price is a few KB more on the pages that share a little with these.
 */
function chunksByView(ids: string[], importsOf: (id: string) => readonly string[]): Map<string, string> {
  const find = (pattern: RegExp) => {
    const found = ids.find((id) => pattern.test(id));
    if (!found) throw new Error(`chunksByView: no module matches ${pattern}`);
    return found;
  };
  const views: [string, RegExp][] = [
    ['index', /\/web\/src\/main\.tsx$/],
    ['home', /\/web\/src\/features\/home\/HomePage\.tsx$/],
    ['signed-in', PROFILE_READER],
    ['jobs-view', JOBS_PAGE],
  ];
  const chunkOf = new Map<string, string>();
  for (const [chunk, entry] of views) {
    const queue = [find(entry)];
    const seen = new Set<string>();
    while (queue.length > 0) {
      const id = queue.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      queue.push(...importsOf(id));
      // Catalogs (imported with a query, by language), Rollup's helpers (\0commonjsHelpers, which React's
      // chunk uses too) and the other manual chunks stay where they are.
      if (!chunkOf.has(id) && !id.includes('?') && !id.startsWith('\0') && !firebaseOrReactChunk(id)) chunkOf.set(id, chunk);
    }
  }
  return chunkOf;
}
function preloadSignedInReads(env: Record<string, string>): Plugin {
  const wanted = [PROFILE_READER, /\/web\/src\/lib\/firebase\/firestore-lite\.ts$/];
  let dynamicTargets: string[] = [];
  return {
    name: 'preload-signed-in-reads',
    apply: 'build',
    buildEnd() {
      // What those modules import dynamically (the SDK's reader), by module: a chunk may hold other modules whose dynamic imports are not wanted.
      dynamicTargets = [...this.getModuleIds()]
        .filter((id) => wanted.some((re) => re.test(id)))
        .flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const bundle: OutputBundle | undefined = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        // What the entry already loads statically needs no second request.
        const shell = new Set<string>();
        const addShell = (chunk: OutputChunk) => {
          if (shell.has(chunk.fileName)) return;
          shell.add(chunk.fileName);
          for (const file of chunk.imports) {
            const next = byFile.get(file);
            if (next) addShell(next);
          }
        };
        for (const chunk of chunks) if (chunk.isEntry) addShell(chunk);
        const files = new Set<string>();
        // The chunks holding those modules and what those modules import dynamically, with what they import statically.
        const add = (chunk: OutputChunk) => {
          if (files.has(chunk.fileName) || shell.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const file of chunk.imports) {
            const next = byFile.get(file);
            if (next) add(next);
          }
        };
        const holders = chunks.filter((chunk) => chunk.moduleIds.some((id) => wanted.some((re) => re.test(id))));
        if (holders.length === 0) throw new Error('preload-signed-in-reads: the profile reader modules were not found');
        for (const chunk of holders) add(chunk);
        for (const chunk of chunks) if (chunk.moduleIds.some((id) => dynamicTargets.includes(id))) add(chunk);
        if (files.size === 0) return html; // built as one bundle (the bench's naive build): nothing loads later
        // /jobs (and a job's details URL under it): the page's chunk, what it imports that the shell does not, its
        // stylesheet, and its catalogs by language (i18n-<namespace>-<language>-<hash>.js).
        const isJobsPage = (id: string | null) => JOBS_PAGE.test(id ?? '');
        const jobsPage = chunks.find((chunk) => isJobsPage(chunk.facadeModuleId)) ?? chunks.find((chunk) => chunk.moduleIds.some(isJobsPage));
        if (!jobsPage) throw new Error('preload-signed-in-reads: the Jobs page chunk was not found');
        const pageFiles = new Set<string>();
        const addPage = (chunk: OutputChunk) => {
          if (pageFiles.has(chunk.fileName) || shell.has(chunk.fileName) || files.has(chunk.fileName)) return;
          pageFiles.add(chunk.fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) pageFiles.add(css);
          for (const file of chunk.imports) {
            const next = byFile.get(file);
            if (next) addPage(next);
          }
        };
        addPage(jobsPage);
        // Catalogs by language: i18n-<namespace>-<language>-<hash>.js.
        const catalogsOf = (namespaces: readonly string[]) => {
          const byLanguage: Record<string, string[]> = {};
          for (const chunk of chunks) {
            const catalog = /^assets\/i18n-([^-]+)-([a-z]+)-/.exec(chunk.fileName);
            if (catalog && namespaces.includes(catalog[1]!)) (byLanguage[catalog[2]!] ??= []).push(`/${chunk.fileName}`);
          }
          return byLanguage;
        };
        // The lists go in a data block and the script that reads it never changes, so the
        // Content-Security-Policy in firebase.json can allow it by its hash (hosting-headers.test.ts checks).
        // The SDKs (Firestore Lite, Auth) read the profile only when the early reads cannot (no valid token):
        // preloaded then alone, they would otherwise share the slow link with the shell before the first cards.
        const isSdk = (file: string) => byFile.get(file)?.moduleIds.some((id) => /node_modules\/@firebase\/|\/web\/src\/lib\/firebase\//.test(id)) === true;
        const data = JSON.stringify({
          preloads: [...files].filter((file) => !isSdk(file)).map((file) => `/${file}`),
          sdk: [...files].filter(isSdk).map((file) => `/${file}`),
          // The texts every page renders with (main.tsx waits for them before the first render).
          catalogs: catalogsOf(ALWAYS_LOADED_NAMESPACES),
          routes: [{ path: PATHS.jobs, files: [...pageFiles].map((file) => `/${file}`), catalogs: catalogsOf(JOBS_PAGE_NAMESPACES) }],
          early: await earlyReadsTarget(env),
        });
        const script = `<script type="application/json" id="${SIGNED_IN_PRELOADS_ID}">${data}</script>\n    <script>${SIGNED_IN_PRELOAD_SCRIPT}</script>`;
        // First in the head: an inline script after a stylesheet waits for it to download before it runs.
        const charset = '<meta charset="UTF-8" />';
        if (!html.includes(charset)) throw new Error('preload-signed-in-reads: index.html has no charset meta to follow');
        return html.replace(charset, `${charset}\n    ${script}`);
      },
    },
  };
}

/**
 * Paths the service worker must never answer with the app's index.html: the
 * function (`/api/**`, `/admin/**`: hosting rewrites them) and the pages the
 * server renders (public job pages, the sitemap, robots.txt). Everything else
 * a browser navigates to is a route of the app.
 */
export const NETWORK_ONLY_NAVIGATIONS = [/^\/api(\/|$)/, /^\/admin\//, /^\/job(\/|$)/, /^\/company(\/|$)/, /^\/sitemap\.xml$/, /^\/robots\.txt$/];

/**
 * The installable site: the web app manifest and a Workbox
 * service worker that precaches the shell (index.html, every JS and CSS chunk,
 * the icons) and answers the app's navigations with index.html, so a repeat
 * visit opens without the network. Nothing else is cached by it: Firestore,
 * Auth, Storage and the API always go to the network (the pages keep their own
 * last-seen copy, lib/offline/last-seen.ts). A new build waits until the user presses
 * Reload in the prompt (registerType 'prompt', app/UpdatePrompt.tsx).
 */
function installableSite() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false, // lib/offline/service-worker.ts registers it once the page has loaded
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
    manifest: {
      id: '/',
      name: 'JobSearch India',
      short_name: 'JobSearch',
      description: 'Find your dream job in Maharashtra: browse, filter and apply with your resume. Employers post jobs and see who applied.',
      lang: 'en-IN',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: '#1d4ed8',
      background_color: '#f3f4f6',
      categories: ['business', 'productivity'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // The link previews' picture (the job pages' og:image) is for other sites' crawlers, not the installed app.
      globIgnores: ['og-image.png'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: NETWORK_ONLY_NAVIGATIONS,
      cleanupOutdatedCaches: true,
      // No runtimeCaching: API, Firestore, Auth and Storage requests are never cached here.
    },
  });
}

/**
 * /robots.txt is a file of the site, not the pages function's: Cloud
 * Functions (and its emulator) answer /robots.txt with 404 before any function
 * code runs. Its Sitemap line needs the site's absolute address: VITE_SITE_URL,
 * else the project's default Hosting domain, else the emulators' hosting.
 */
function robotsFile(env: Record<string, string>): Plugin {
  const project = env.VITE_FIREBASE_PROJECT_ID;
  const usesEmulators = !project || project.startsWith('demo-') || env.VITE_USE_EMULATORS === 'true';
  const siteUrl = (env.VITE_SITE_URL || (usesEmulators ? 'http://localhost:5000' : `https://${project}.web.app`)).replace(/\/+$/, '');
  return {
    name: 'robots-txt',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl) });
    },
  };
}

const require = createRequire(import.meta.url);

export default defineConfig(({ command, mode }) => ({
  plugins: [
    react(),
    compiledCatalogs(),
    lastSeenView(),
    preloadSignedInReads(loadEnv(mode, '..', 'VITE_')),
    robotsFile(loadEnv(mode, '..', 'VITE_')),
    installableSite(),
  ],
  // react-router's package exports name only its development build (with its dev-time
  // warnings); the production build beside it is the same API without them: ~3 KB gzip off
  // every page, Home's 150 KB budget included (docs/performance.md).
  resolve:
    command === 'build'
      ? {
          // Both entries: react-router-dom takes RouterProvider from `react-router/dom`; left on the
          // development build, it was a second copy whose router context useMatches() did not see.
          alias: [
            { find: /^react-router$/, replacement: join(dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(dirname(require.resolve('react-router/package.json')), 'dist/production/dom-export.mjs') },
          ],
        }
      : {},
  envDir: '..',
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': apiTarget,
      '/admin/': apiTarget,
      '/sitemap.xml': apiTarget,
      // A job's public page: the app's own navigation gets the dev server's page; the page's
      // fetch of its data (features/jobs/api/public-page.ts) gets the pages function's HTML.
      '/job/': { target: apiTarget, bypass: (request) => (request.headers['x-public-page-data'] ? undefined : '/index.html') },
      '/company/': { target: apiTarget, bypass: (request) => (request.headers['x-public-page-data'] ? undefined : '/index.html') },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rollupOptions: {
      // reactfire (lib/data/live.ts) imports every Firebase product. The ones this app never uses
      // (Realtime Database, Remote Config, Functions, Analytics, Performance) are dropped, and the
      // ones it uses elsewhere (Storage for resumes, App Check) stay where they are used: a product
      // module's registration side effect is kept only where one of its exports is used, so the
      // live-data chunk does not pull Storage onto every live page.
      treeshake: {
        moduleSideEffects: (id) =>
          !/node_modules\/(@firebase\/(database|database-compat|remote-config|functions|analytics|performance|installations|storage|app-check)|firebase\/(database|remote-config|functions|analytics|performance|storage|app-check))\//.test(
            id,
          ),
      },
      output: {
        // A catalog's chunk says which texts it holds: i18n-jobs-hi-<hash>.js.
        chunkFileNames(chunk) {
          const catalog = /\/i18n\/catalogs\/([^/]+)\/([a-z]+)\.ts/.exec(chunk.facadeModuleId ?? '');
          return catalog ? `assets/i18n-${catalog[1]}-${catalog[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
        manualChunks: viewAwareChunks(),
      },
    },
  },
}));
