// A small static server for the naive one-bundle build, behaving like the
// Hosting emulator for what the bench measures: gzip (zlib level 6, as the
// `compression` middleware the emulator uses), immutable caching of
// /assets/**, and every unknown path answered with index.html (the SPA rewrite).
// It listens on a free port chosen by the system, never on the emulator ports.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
};

/** Starts the server; resolves with { url, close() }. */
export function serveStatic(dir) {
  const cache = new Map();
  const read = (file) => {
    let entry = cache.get(file);
    if (!entry) {
      const body = readFileSync(file);
      entry = { body, gzip: gzipSync(body, { level: 6 }) };
      cache.set(file, entry);
    }
    return entry;
  };
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = join(dir, normalize(path).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html');
    const { body, gzip } = read(file);
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const headers = { 'Content-Type': type, 'Cache-Control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'max-age=3600' };
    const compress = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && body.length > 1024;
    if (compress) Object.assign(headers, { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
    const payload = compress ? gzip : body;
    headers['Content-Length'] = payload.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : payload);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((r) => {
            server.closeAllConnections?.();
            server.close(() => r());
          }),
      });
    });
  });
}
