// The naive alternative for bundle size and load time: the same web app built
// by the same Vite config, but with code splitting off (one JavaScript file,
// one stylesheet, no manualChunks), into a temp folder.
//
//   node scripts/bench/naive-build.mjs <outDir>      (or import { buildNaive })
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../lib/paths.mjs';

const WEB = join(ROOT, 'web');

/** Builds web/ into outDir as one bundle; resolves when written. */
export async function buildNaive(outDir) {
  const { build, loadConfigFromFile } = await import('vite');
  const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, join(WEB, 'vite.config.ts'), WEB, 'silent');
  if (!loaded) throw new Error('web/vite.config.ts could not be loaded');
  const config = loaded.config;
  const rollupOptions = { ...(config.build?.rollupOptions ?? {}) };
  const output = { ...(Array.isArray(rollupOptions.output) ? rollupOptions.output[0] : (rollupOptions.output ?? {})) };
  // inlineDynamicImports refuses manualChunks; with it, every lazy route lands in the entry chunk.
  delete output.manualChunks;
  output.inlineDynamicImports = true;
  rollupOptions.output = output;
  // No service worker for the comparator (its worker is blocked in every view anyway): Workbox refuses to
  // precache a file over 2 MiB, and the one bundle is more than that, so the build failed with it.
  const plugins = (config.plugins ?? []).flat(Infinity).filter((plugin) => !String(plugin?.name ?? '').startsWith('vite-plugin-pwa'));
  await build({
    ...config,
    plugins,
    configFile: false,
    root: WEB,
    logLevel: 'error', // Rollup's notes on zod's comments are noise here; errors still show
    build: {
      ...config.build,
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      cssCodeSplit: false,
      chunkSizeWarningLimit: 100_000,
      rollupOptions,
    },
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error('usage: naive-build.mjs <outDir>');
    process.exit(2);
  }
  await buildNaive(outDir);
}
