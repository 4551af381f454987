// Bundles the function with the domain workspace and zod inlined, so the
// deployed folder needs only the npm packages left external below, and those
// are all package.json's `dependencies` name. `@jobsearch/domain` is found
// through the workspace link in the root node_modules and must not appear in
// functions/package.json at all: Cloud Build's `npm install --omit=dev`
// resolves devDependencies too, and the registry has no such package
// (tests/deploy/functions-deploy.test.ts proves both).
import { existsSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

// `--outfile=<path>` builds elsewhere (the deploy check), leaving lib/ to the emulators.
const outfile = process.argv.find((arg) => arg.startsWith('--outfile='))?.slice('--outfile='.length) ?? 'lib/index.js';

// The public job pages (src/pages/) serve the built site's index.html with the job in it, so
// hosting and the function deploy together: build web first (`npm run build` does).
const indexHtml = new URL('../web/dist/index.html', import.meta.url);
const webIndexHtml = existsSync(indexHtml) ? readFileSync(indexHtml, 'utf8') : null;
if (!webIndexHtml)
  console.warn('functions build: web/dist/index.html is missing, so the public job pages are built without the app (run the web build first).');

const result = await build({
  entryPoints: ['src/index.ts'],
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'cjs',
  outfile,
  sourcemap: true,
  external: ['firebase-admin', 'firebase-functions', 'express'],
  // domain and functions each have their own copy of zod; an alias is resolved
  // from this folder, so both use functions' copy and one zod is bundled.
  alias: { zod: 'zod' },
  define: { __WEB_INDEX_HTML__: JSON.stringify(webIndexHtml) },
  metafile: true,
  logLevel: 'warning',
});

const zodCopies = new Set(
  Object.keys(result.metafile.inputs)
    .filter((p) => p.includes('node_modules/zod/'))
    .map((p) => p.slice(0, p.indexOf('node_modules/zod/'))),
);
if (zodCopies.size > 1) throw new Error(`zod is bundled ${zodCopies.size} times: ${[...zodCopies].join(', ')}`);
