// Bundles the function with the domain workspace and zod inlined, so the
// deployed folder needs only the npm packages left external below, and those
// are all package.json's `dependencies` name. `@jobsearch/domain` is found
// through the workspace link in the root node_modules and must not appear in
// functions/package.json at all: Cloud Build's `npm install --omit=dev`
// resolves devDependencies too, and the registry has no such package
// (tests/deploy/functions-deploy.test.ts proves both).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { emulatorConfig, amendPolicy } from '../scripts/lib/emulator-config.mjs';

// `--outfile=<path>` builds elsewhere (the deploy check), leaving lib/ to the emulators.
const outfile = process.argv.find((arg) => arg.startsWith('--outfile='))?.slice('--outfile='.length) ?? 'lib/index.js';
// `--entry=<module>` bundles one module the same way instead of the whole function: the deploy check
// runs the made resume's PDF builder against the packages Cloud Build installs.
const entry = process.argv.find((arg) => arg.startsWith('--entry='))?.slice('--entry='.length) ?? 'src/index.ts';

// The public job pages (src/pages/) serve the built site's index.html with the job in it, so
// hosting and the function deploy together: build web first (`npm run build` does).
const indexHtml = new URL('../web/dist/index.html', import.meta.url);
const webIndexHtml = existsSync(indexHtml) ? readFileSync(indexHtml, 'utf8') : null;
if (!webIndexHtml)
  console.warn('functions build: web/dist/index.html is missing, so the public job pages are built without the app (run the web build first).');

// The site's stylesheet goes inline in the public pages, saving a round trip before their
// first paint. The function, not hosting, sends those pages' Content-Security-Policy: the
// site's own policy (firebase.json; the emulators' variant under the emulators) with this
// stylesheet's hash added to style-src, so no other inline style is allowed.
const stylesheetHref = webIndexHtml ? /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"/.exec(webIndexHtml)?.[1] : undefined;
const webStylesheet = stylesheetHref ? readFileSync(new URL(`../web/dist/${stylesheetHref}`, import.meta.url), 'utf8') : null;
if (webStylesheet?.includes('</style')) throw new Error(`functions build: ${stylesheetHref} contains "</style" and cannot be inlined`);
const firebaseJson = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8'));
const sitePolicy = (config) => {
  const header = config.hosting.headers.flatMap((rule) => rule.headers).find((h) => h.key === 'Content-Security-Policy');
  if (!header) throw new Error('functions build: firebase.json has no Content-Security-Policy');
  return header.value;
};
const styleSource = webStylesheet ? `'sha256-${createHash('sha256').update(webStylesheet).digest('base64')}'` : null;
const pagePolicy = (policy) => (styleSource ? amendPolicy(policy, { directive: 'style-src', extra: [styleSource] }) : policy);
const pagePolicies = { production: pagePolicy(sitePolicy(firebaseJson)), emulators: pagePolicy(sitePolicy(emulatorConfig(firebaseJson))) };

const result = await build({
  entryPoints: [entry],
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'cjs',
  outfile,
  sourcemap: true,
  // pdfkit reads its data files (AFM metrics, ICC profiles) from beside its own module at run time, and the
  // made resume's fonts are resolved in the installed @fontsource packages (src/made-resume/fonts.ts): they
  // stay installed packages rather than bundled code, with fontkit, which pdfkit shares with fonts.ts.
  external: ['firebase-admin', 'firebase-functions', 'express', 'pdfkit', 'fontkit', '@fontsource/noto-sans', '@fontsource/noto-sans-devanagari'],
  // domain and functions each have their own copy of zod; an alias is resolved
  // from this folder, so both use functions' copy and one zod is bundled.
  alias: { zod: 'zod' },
  define: {
    __WEB_INDEX_HTML__: JSON.stringify(webIndexHtml),
    __WEB_STYLESHEET__: JSON.stringify(webStylesheet),
    __PAGE_POLICIES__: JSON.stringify(pagePolicies),
  },
  metafile: true,
  logLevel: 'warning',
});

const zodCopies = new Set(
  Object.keys(result.metafile.inputs)
    .filter((p) => p.includes('node_modules/zod/'))
    .map((p) => p.slice(0, p.indexOf('node_modules/zod/'))),
);
if (zodCopies.size > 1) throw new Error(`zod is bundled ${zodCopies.size} times: ${[...zodCopies].join(', ')}`);
