import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { robotsTxt } from '../domain/src/sitemap';
import type { OutputBundle, OutputChunk } from 'rollup';
import { compiledCatalogs } from './build/compiled-catalogs';
import { LANGUAGE_STORAGE_KEY } from './src/i18n/storage-key';
import { LAST_SEEN_VIEW_KEY } from './src/lib/offline/last-seen-keys';

// In `npm run dev` the API paths go to hosting on :5000, which rewrites them to the function.
const apiTarget = 'http://127.0.0.1:5000';

/**
 * Every view of a signed-in user starts by reading their profile with
 * Firestore Lite and the domain schemas (lib/session/SessionProvider.tsx -> lib/session/users.ts), and
 * /jobs reads its list with the same. Those chunks are dynamic imports, so the
 * browser would only ask for them once the shell has downloaded and run; an
 * inline script in index.html asks for them at once, beside the shell, when
 * the Auth SDK's entry (either storage) says a user will be restored. A visitor's first
 * view (Home's 150 KB budget) is untouched.
 */
export const SIGNED_IN_PRELOADS_ID = 'signed-in-preloads';
export const SIGNED_IN_PRELOAD_SCRIPT = `(function(){try{var s=[sessionStorage,localStorage],j,i;for(j=0;j<2;j++)for(i=0;i<s[j].length;i++){if((s[j].key(i)||'').indexOf('firebase:authUser:')===0){JSON.parse(document.getElementById('${SIGNED_IN_PRELOADS_ID}').textContent).forEach(function(href){var l=document.createElement('link');l.rel='modulepreload';l.href=href;document.head.appendChild(l);});return;}}}catch(e){}})();`;

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

function preloadSignedInReads(): Plugin {
  const wanted = [/web\/src\/lib\/session\/users\.ts$/, /web\/src\/lib\/firebase\/firestore-lite\.ts$/];
  return {
    name: 'preload-signed-in-reads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
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
        // The chunks holding those modules, what they import statically, and what they import dynamically once.
        const add = (chunk: OutputChunk, depth: number) => {
          if (files.has(chunk.fileName) || shell.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const file of chunk.imports) {
            const next = byFile.get(file);
            if (next) add(next, depth);
          }
          if (depth > 0)
            for (const file of chunk.dynamicImports) {
              const next = byFile.get(file);
              if (next) add(next, depth - 1);
            }
        };
        const holders = chunks.filter((chunk) => chunk.moduleIds.some((id) => wanted.some((re) => re.test(id))));
        if (holders.length === 0) throw new Error('preload-signed-in-reads: the profile reader modules were not found');
        for (const chunk of holders) add(chunk, 1);
        if (files.size === 0) return html; // built as one bundle (the bench's naive build): nothing loads later
        // The list goes in a data block and the script that reads it never changes, so the
        // Content-Security-Policy in firebase.json can allow it by its hash (csp.test.ts checks).
        const list = JSON.stringify([...files].map((file) => `/${file}`));
        const script = `<script type="application/json" id="${SIGNED_IN_PRELOADS_ID}">${list}</script>\n    <script>${SIGNED_IN_PRELOAD_SCRIPT}</script>`;
        return html.replace('</head>', `    ${script}\n  </head>`);
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
export const NETWORK_ONLY_NAVIGATIONS = [/^\/api(\/|$)/, /^\/admin\//, /^\/job(\/|$)/, /^\/sitemap\.xml$/, /^\/robots\.txt$/];

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
  plugins: [react(), compiledCatalogs(), lastSeenView(), preloadSignedInReads(), robotsFile(loadEnv(mode, '..', 'VITE_')), installableSite()],
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
        manualChunks(id) {
          // Firebase products in their own chunks, so a route loads only what it uses.
          // Lite (one-shot reads) apart from the full SDK (listeners, writes): /jobs needs only Lite to show its cards.
          // (bloom-blob, shared by both, goes with Lite so that Lite never imports the full chunk.)
          if (/node_modules\/(@firebase\/firestore\/dist\/lite\/|firebase\/firestore\/lite|@firebase\/webchannel-wrapper\/dist\/bloom-blob\/)/.test(id))
            return 'firebase-firestore-lite';
          if (id.includes('node_modules/@firebase/firestore') || id.includes('node_modules/firebase/firestore')) return 'firebase-firestore';
          if (id.includes('node_modules/@firebase/storage') || id.includes('node_modules/firebase/storage')) return 'firebase-storage';
          if (id.includes('node_modules/@firebase/auth') || id.includes('node_modules/firebase/auth')) return 'firebase-auth';
          if (id.includes('node_modules/react-dom') || id.includes('node_modules/react/') || id.includes('node_modules/scheduler')) return 'react';
          return undefined;
        },
      },
    },
  },
}));
