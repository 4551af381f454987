// Bundles the function with the domain workspace inlined, so the deployed
// folder needs only its npm dependencies.
import { build } from 'esbuild';

const result = await build({
  entryPoints: ['src/index.ts'],
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  outfile: 'lib/index.js',
  sourcemap: true,
  external: ['firebase-admin', 'firebase-functions', 'express'],
  // domain and functions each have their own copy of zod; an alias is resolved
  // from this folder, so both use functions' copy and one zod is bundled.
  alias: { zod: 'zod' },
  metafile: true,
  logLevel: 'warning',
});

const zodCopies = new Set(Object.keys(result.metafile.inputs).filter((p) => p.includes('node_modules/zod/')).map((p) => p.slice(0, p.indexOf('node_modules/zod/'))));
if (zodCopies.size > 1) throw new Error(`zod is bundled ${zodCopies.size} times: ${[...zodCopies].join(', ')}`);
