// What a built site is made of, read from disk: every .js/.css file with its
// raw and gzip size, and (from the source maps of the normal build) which
// chunks carry the Firestore or Storage SDK.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

/** gzip at zlib level 6: what the Hosting emulator's `compression` middleware sends. */
export const gzipSize = (buffer) => gzipSync(buffer, { level: 6 }).length;

const SDK_MARKERS = {
  firestore: /node_modules\/(@firebase\/firestore|firebase\/firestore)\//,
  storage: /node_modules\/(@firebase\/storage|firebase\/storage)\//,
};

function walk(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(path));
    else out.push(path);
  }
  return out;
}

/**
 * @returns {{ files: { path: string, kind: 'js'|'css', bytes: number, gzip: number, sdks: string[] }[],
 *             byPath: Map<string, { path: string, kind: 'js'|'css', bytes: number, gzip: number, sdks: string[] }>,
 *             totals: { js: number, css: number } }}
 * `path` is the URL path (/assets/x.js).
 */
export function analyseDist(dir) {
  const files = [];
  for (const file of walk(dir)) {
    const kind = file.endsWith('.js') ? 'js' : file.endsWith('.css') ? 'css' : null;
    if (!kind) continue;
    const body = readFileSync(file);
    const sdks = [];
    const map = `${file}.map`;
    if (kind === 'js' && existsSync(map)) {
      const sources = JSON.parse(readFileSync(map, 'utf8')).sources ?? [];
      for (const [name, marker] of Object.entries(SDK_MARKERS)) if (sources.some((s) => marker.test(s))) sdks.push(name);
    }
    files.push({ path: `/${relative(dir, file).split('\\').join('/')}`, kind, bytes: body.length, gzip: gzipSize(body), sdks });
  }
  files.sort((a, b) => b.gzip - a.gzip);
  const totals = { js: 0, css: 0 };
  for (const f of files) totals[f.kind] += f.gzip;
  return { files, byPath: new Map(files.map((f) => [f.path, f])), totals };
}
