// The load generator, run as its own node process so the server side (the
// emulators) and the sampler in the parent are not sharing its event loop.
// Reads one JSON job on stdin, writes one JSON result on stdout.
//
//   { "mode": "autocannon", "url", "headers", "connections", "duration" }
//   { "mode": "burst", "url", "method": "POST", "requests": [{ "headers", "body" }], "sequential": false }
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null);
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) ?? null };
};

async function runAutocannon({ url, headers, connections, duration }) {
  const { default: autocannon } = await import('autocannon');
  const times = [];
  const statuses = {};
  const instance = autocannon({ url, headers, connections, duration, timeout: 30 });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    times.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const result = await instance;
  const ok = Object.entries(statuses)
    .filter(([s]) => s >= 200 && s < 300)
    .reduce((n, [, c]) => n + c, 0);
  return {
    requests: times.length,
    ok,
    seconds: result.duration,
    // Requests per second that got a 2xx answer, over the whole run.
    rps: ok / result.duration,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
    latency: summary(times),
  };
}

async function runBurst({ url, requests, sequential = false, method = 'POST' }) {
  const started = performance.now();
  const one = async ({ headers, body }) => {
    const t = performance.now();
    try {
      const response = await fetch(
        url,
        method === 'GET' ? { headers } : { method, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) },
      );
      const text = await response.text();
      let code;
      try {
        code = JSON.parse(text)?.error?.code;
      } catch {
        code = text.slice(0, 80);
      }
      return { status: response.status, code, ms: performance.now() - t };
    } catch (error) {
      return { status: 0, code: String(error?.cause?.code ?? error?.message ?? error), ms: performance.now() - t };
    }
  };
  const results = [];
  if (sequential) for (const r of requests) results.push(await one(r));
  else results.push(...(await Promise.all(requests.map(one))));
  const wallMs = performance.now() - started;
  const statuses = {};
  const codes = {};
  for (const r of results) {
    statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    if (r.status >= 300 || r.status === 0) codes[`${r.status} ${r.code ?? ''}`.trim()] = (codes[`${r.status} ${r.code ?? ''}`.trim()] ?? 0) + 1;
  }
  return { count: results.length, wallMs, statuses, codes, latency: summary(results.map((r) => r.ms)) };
}

/** Parent side: runs one job in a fresh node process and resolves with its result. */
export function runLoad(job) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], { stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      try {
        resolve(JSON.parse(line));
      } catch {
        reject(new Error(`load process exited ${code} without a result: ${out.slice(0, 300)}`));
      }
    });
    child.stdin.end(JSON.stringify(job));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let input = '';
  for await (const chunk of process.stdin) input += chunk;
  const job = JSON.parse(input);
  const result = job.mode === 'autocannon' ? await runAutocannon(job) : await runBurst(job);
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
