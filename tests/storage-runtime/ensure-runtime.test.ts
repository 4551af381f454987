// ensureStorageRuntime() from scripts/lib/storage-runtime.mjs, run on a copy of
// the module and the Java sources in a temp tree (the module finds its sources
// and build dir relative to itself), so deleting build/ here never disturbs the
// real jar that other tests or a running emulator use.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { spawnSync } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ENV_KEYS = ['FIREBASE_EMULATORS_PATH', 'STORAGE_EMULATOR_BINARY_PATH', 'STORAGE_RULES_ENGINE_JAR'];

describe('ensureStorageRuntime', () => {
  let tree: string;
  let cache: string;
  let mod: any;
  let buildDir: string;
  let jarPath: string;
  const saved: Record<string, string | undefined> = {};
  const logs: string[] = [];
  const log = (line: string) => logs.push(line);

  beforeAll(async () => {
    for (const k of ENV_KEYS) saved[k] = process.env[k];
    tree = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-runtime-tree-'));
    fs.mkdirSync(path.join(tree, 'scripts', 'lib'), { recursive: true });
    fs.copyFileSync(path.join(ROOT, 'scripts/lib/storage-runtime.mjs'), path.join(tree, 'scripts/lib/storage-runtime.mjs'));
    fs.cpSync(path.join(ROOT, 'tools/storage-rules-runtime/src'), path.join(tree, 'tools/storage-rules-runtime/src'), {
      recursive: true,
    });
    // firebase-tools' emulator info, so the official jar name is the real one
    const info = 'node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json';
    fs.mkdirSync(path.dirname(path.join(tree, info)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, info), path.join(tree, info));
    cache = path.join(tree, 'emulator-cache');
    fs.mkdirSync(cache);
    buildDir = path.join(tree, 'tools/storage-rules-runtime/build');
    jarPath = path.join(buildDir, 'storage-rules-runtime.jar');
    mod = await import(pathToFileURL(path.join(tree, 'scripts/lib/storage-runtime.mjs')).href);
  });

  afterEach(() => {
    for (const k of ENV_KEYS) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
    logs.length = 0;
  });

  afterAll(() => {
    fs.rmSync(tree, { recursive: true, force: true });
  });

  function isolate() {
    process.env.FIREBASE_EMULATORS_PATH = cache;
    delete process.env.STORAGE_EMULATOR_BINARY_PATH;
    delete process.env.STORAGE_RULES_ENGINE_JAR;
  }

  it('builds the launcher jar from a clean state when the official runtime is not cached', async () => {
    isolate();
    fs.rmSync(buildDir, { recursive: true, force: true });
    const jar = await mod.ensureStorageRuntime({ log });
    expect(jar).toBe(jarPath);
    expect(path.isAbsolute(jar)).toBe(true);
    expect(logs).toEqual([]);
    // Only our classes inside; the manifest points at the Firestore jar.
    const listing = spawnSync('jar', ['--list', '--file', jar], { encoding: 'utf8' }).stdout;
    expect(listing).toContain('jobsearch/storagerules/Main.class');
    expect(listing).not.toContain('com/google/');
    // The JDK's jar, not unzip (absent on a fresh Debian), extracts the manifest.
    const unpacked = fs.mkdtempSync(path.join(tree, 'manifest-'));
    const extract = spawnSync('jar', ['--extract', '--file', jar, 'META-INF/MANIFEST.MF'], { cwd: unpacked, encoding: 'utf8' });
    expect(extract.status, extract.stderr).toBe(0);
    const manifest = fs.readFileSync(path.join(unpacked, 'META-INF', 'MANIFEST.MF'), 'utf8').replace(/\r?\n /g, '');
    expect(manifest).toContain('Main-Class: jobsearch.storagerules.Main');
    expect(manifest).toContain(`Class-Path: ${pathToFileURL(mod.DEBIAN_FIRESTORE_JAR).href}`);
    // no scratch dirs left behind
    expect(fs.readdirSync(buildDir).filter((n) => n.startsWith('.tmp-'))).toEqual([]);
  }, 120_000);

  it('is quick and does not rebuild when nothing changed', async () => {
    isolate();
    const before = fs.statSync(jarPath).mtimeMs;
    const t0 = performance.now();
    expect(await mod.ensureStorageRuntime({ log })).toBe(jarPath);
    expect(performance.now() - t0).toBeLessThan(500);
    expect(fs.statSync(jarPath).mtimeMs).toBe(before);
  });

  it('rebuilds when a source is newer than the jar', async () => {
    isolate();
    const src = path.join(tree, 'tools/storage-rules-runtime/src/jobsearch/storagerules/Main.java');
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(jarPath, old, old); // an "old" jar, then a source saved now
    const now = new Date();
    fs.utimesSync(src, now, now);
    expect(await mod.ensureStorageRuntime({ log })).toBe(jarPath);
    expect(fs.statSync(jarPath).mtimeMs).toBeGreaterThan(old.getTime() + 1_000);
    expect(fs.statSync(jarPath).mtimeMs).toBeGreaterThanOrEqual(fs.statSync(src).mtimeMs - 1_000);
  }, 120_000);

  it('rebuilds when the Firestore jar changes in place (same path, new mtime or size)', async () => {
    isolate();
    // A copy of the engine jar, so touching it leaves Debian's alone.
    const engine = path.join(tree, 'engine.jar');
    fs.copyFileSync(mod.DEBIAN_FIRESTORE_JAR, engine);
    process.env.STORAGE_RULES_ENGINE_JAR = engine;
    expect(await mod.ensureStorageRuntime({ log })).toBe(jarPath);
    const built = fs.statSync(jarPath).mtimeMs;
    expect(await mod.ensureStorageRuntime({ log })).toBe(jarPath);
    expect(fs.statSync(jarPath).mtimeMs).toBe(built); // nothing changed: not rebuilt
    // An upgrade in place, dated before the adapter jar (as a package's files are): only the stamp can tell.
    const older = new Date(Date.now() - 120_000);
    fs.utimesSync(engine, older, older);
    await new Promise((r) => setTimeout(r, 20));
    expect(await mod.ensureStorageRuntime({ log })).toBe(jarPath);
    expect(fs.statSync(jarPath).mtimeMs).toBeGreaterThan(built);
    fs.rmSync(engine);
  }, 120_000);

  it('returns null when firebase-tools already cached its official runtime', async () => {
    isolate();
    const info = JSON.parse(fs.readFileSync(path.join(tree, 'node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json'), 'utf8'));
    const official = path.join(cache, info.storage.downloadPathRelativeToCacheDir);
    fs.writeFileSync(official, 'not really a jar');
    try {
      expect(mod.officialRuntimePath()).toEqual({ path: official, cached: true });
      expect(await mod.ensureStorageRuntime({ log })).toBeNull();
      expect(logs).toEqual([]);
    } finally {
      fs.rmSync(official);
    }
  });

  it('keeps an explicit STORAGE_EMULATOR_BINARY_PATH', async () => {
    isolate();
    const mine = path.join(tree, 'my-runtime.jar');
    fs.writeFileSync(mine, '');
    process.env.STORAGE_EMULATOR_BINARY_PATH = mine;
    expect(await mod.ensureStorageRuntime({ log })).toBe(mine);
  });

  it('logs one line and returns null when the Firestore jar is missing', async () => {
    isolate();
    process.env.STORAGE_RULES_ENGINE_JAR = path.join(tree, 'no-such-firestore.jar');
    expect(await mod.ensureStorageRuntime({ log })).toBeNull();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/Storage emulator unavailable/);
    expect(logs[0]).toMatch(/no-such-firestore\.jar not found/);
    expect(logs[0]).not.toContain('\n');
  });

  it('the real tree resolves to the adapter jar or to the cached official runtime', async () => {
    const real = await import(pathToFileURL(path.join(ROOT, 'scripts/lib/storage-runtime.mjs')).href);
    const result = await real.ensureStorageRuntime({ log });
    if (real.officialRuntimePath().cached && !process.env.STORAGE_EMULATOR_BINARY_PATH) expect(result).toBeNull();
    else expect(result).toEqual(expect.stringMatching(/\.jar$/));
  }, 120_000);
});
