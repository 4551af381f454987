import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { amendPolicy, emulatorConfig } from '../../scripts/lib/emulator-config.mjs';
import { LAST_SEEN_VIEW_SCRIPT, NETWORK_ONLY_NAVIGATIONS, SIGNED_IN_PRELOAD_SCRIPT } from '../../web/vite.config';

const root = fileURLToPath(new URL('../..', import.meta.url));
type Header = { key: string; value: string };
type Rule = { source?: string; regex?: string; headers: Header[] };
type Config = { hosting: { headers: Rule[] }; emulators: Record<string, { port: number }> };
const firebaseJson = JSON.parse(readFileSync(`${root}/firebase.json`, 'utf8')) as Config;

function headersOf(config: Config, source = '**'): Record<string, string> {
  const rule = config.hosting.headers.find((r) => r.source === source);
  return Object.fromEntries((rule?.headers ?? []).map((h) => [h.key, h.value]));
}
/** The one rule that sends the site's Content-Security-Policy. */
function policyRule(config: Config): Rule {
  const rules = config.hosting.headers.filter((r) => r.headers.some((h) => h.key === 'Content-Security-Policy'));
  expect(rules).toHaveLength(1);
  return rules[0]!;
}
const policyOf = (config: Config) => policyRule(config).headers.find((h) => h.key === 'Content-Security-Policy')!.value;
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((p) => p.trim())
      .filter(Boolean)
      .map((p) => {
        const [name, ...values] = p.split(/\s+/);
        return [name!, values];
      }),
  );
}
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The executable inline scripts of web/index.html (not modules, not JSON data blocks). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?<attrs>[^>]*)>(?<body>[\s\S]*?)<\/script>/g)]
    .filter((m) => !/\bsrc=|type="(module|application\/json)"/.test(m.groups!.attrs!))
    .map((m) => m.groups!.body!);
}

const production = directives(policyOf(firebaseJson));

describe("firebase.json's Content-Security-Policy", () => {
  it('covers every path but the public job pages, whose function sends its own policy with its inline stylesheet, and the hashed assets', () => {
    // A policy governs documents and workers; on a script or a stylesheet it is 850 bytes of headers a request for nothing.
    // Hosting matches the rule's RE2 pattern against the path; this one needs nothing JavaScript reads differently.
    const pattern = new RegExp(policyRule(firebaseJson).regex!);
    for (const path of [
      '/',
      '/jobs',
      '/jobs/abc123',
      '/job',
      '/jo',
      '/j',
      '/jobseeker',
      '/index.html',
      '/sw.js',
      '/about',
      '/api/jobs',
      '/sitemap.xml',
      '/company',
      '/companies',
      '/c',
      '/comp',
      '/contact',
      '/a',
      '/about-us',
      '/assets',
      '/asset/x',
      '/assetsx/y',
    ])
      expect(pattern.test(path), path).toBe(true);
    for (const path of ['/job/', '/job/abc123', '/job/abc/def', '/company/', '/company/uid123', '/assets/index-1.js', '/assets/index-1.css'])
      expect(pattern.test(path), path).toBe(false);
  });

  it("allows each of the site's inline scripts by its hash, and no other inline code", () => {
    const scripts = [...inlineScripts(readFileSync(`${root}/web/index.html`, 'utf8')), SIGNED_IN_PRELOAD_SCRIPT, LAST_SEEN_VIEW_SCRIPT];
    expect(scripts).toHaveLength(3);
    const allowed = production.get('script-src')!.filter((source) => source.startsWith("'sha256-"));
    expect(allowed.sort()).toEqual(scripts.map(sha256).sort());
  });

  it("never allows 'unsafe-inline', 'unsafe-eval' or a plain-http source in production", () => {
    for (const [name, values] of production) {
      for (const value of values) {
        expect(value, name).not.toMatch(/^'unsafe-(inline|eval)'$|^http:|^\*$/);
      }
    }
    expect(production.get('default-src')).toEqual(["'self'"]);
    expect(production.get('object-src')).toEqual(["'none'"]);
    expect(production.get('frame-ancestors')).toEqual(["'none'"]);
    expect(production.has('upgrade-insecure-requests')).toBe(true);
  });

  it('sends the other security headers with every response', () => {
    const headers = headersOf(firebaseJson);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=31536000; includeSubDomains$/);
  });
});

describe("the emulators' copy of firebase.json (scripts/lib/emulator-config.mjs)", () => {
  const local = emulatorConfig(firebaseJson) as Config;
  const policy = directives(policyOf(local));

  it('adds the Auth, Firestore and Storage emulators to connect-src and nothing else', () => {
    const ports = ['auth', 'firestore', 'storage'].map((name) => firebaseJson.emulators[name]!.port);
    expect(policy.get('connect-src')).toEqual([...production.get('connect-src')!, ...ports.map((port) => `http://*:${port}`)]);
    for (const [name, values] of production) {
      if (name !== 'connect-src' && name !== 'upgrade-insecure-requests') expect(policy.get(name), name).toEqual(values);
    }
  });

  it("drops upgrade-insecure-requests, which would send the emulators' http traffic to https", () => {
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('leaves every other header and every other part of the config as it is (but the committed firestore.rules: deploy-rules.test.ts)', () => {
    expect(headersOf(local)).toEqual(headersOf(firebaseJson));
    expect(policyRule(local).regex).toBe(policyRule(firebaseJson).regex);
    const rest = (config: typeof local) => ({
      ...config,
      firestore: { indexes: (config as { firestore?: { indexes?: string } }).firestore?.indexes },
      hosting: { ...config.hosting, headers: [] },
    });
    expect(rest(local)).toEqual(rest(firebaseJson));
  });

  it('amendPolicy appends to one directive and drops the named ones', () => {
    expect(amendPolicy("a 'self'; b x; c", { directive: 'b', extra: ['y', 'z'], drop: ['c'] })).toBe("a 'self'; b x y z");
  });
});

describe('the installable site', () => {
  it('serves the service worker, index.html and the manifest with Cache-Control: no-cache, so a deploy reaches every browser', () => {
    const rule = firebaseJson.hosting.headers.find((r) => r.headers.some((h) => h.key === 'Cache-Control' && h.value === 'no-cache'));
    expect(rule?.source).toBe('/@(sw.js|index.html|manifest.webmanifest)');
    expect(headersOf(firebaseJson, '/assets/**')['Cache-Control']).toBe('public, max-age=31536000, immutable');
  });

  it("never answers the function's paths or the server-rendered pages with the app's index.html", () => {
    const networkOnly = (path: string) => NETWORK_ONLY_NAVIGATIONS.some((re) => re.test(path));
    for (const path of ['/api/jobs/all', '/api', '/admin/jobs', '/job/abc123', '/job', '/company/uid123', '/sitemap.xml', '/robots.txt'])
      expect(networkOnly(path), path).toBe(true);
    for (const path of ['/', '/jobs', '/jobs/abc123', '/my-applications', '/admin', '/admin-login', '/Profile', '/jobseeker'])
      expect(networkOnly(path), path).toBe(false);
  });
});
