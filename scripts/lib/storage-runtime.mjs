// Picks the Cloud Storage rules runtime for the Storage emulator.
//
// firebase-tools 14.x evaluates storage.rules in a Java process, the
// "cloud-storage-rules-runtime" jar, which it downloads on first use. Without
// internet that download fails and the Storage emulator cannot start. Our
// adapter (tools/storage-rules-runtime) speaks the same stdin/stdout protocol
// on top of the Firebase Rules engine inside the Firestore emulator jar that
// Debian's google-cloud-cli-firestore-emulator package installs.
//
//   const jar = await ensureStorageRuntime();
//   if (jar) env.STORAGE_EMULATOR_BINARY_PATH = jar;
//
// Node built-ins only: this runs before (or without) any npm install.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = fileURLToPath(import.meta.url);
const ROOT = path.resolve(path.dirname(HERE), '..', '..');
const RUNTIME_DIR = path.join(ROOT, 'tools', 'storage-rules-runtime');
const SRC_DIR = path.join(RUNTIME_DIR, 'src');
const BUILD_DIR = path.join(RUNTIME_DIR, 'build');
const MAIN_CLASS = 'jobsearch.storagerules.Main';

/** Where the built launcher jar lives (git-ignored). */
export const ADAPTER_JAR = path.join(BUILD_DIR, 'storage-rules-runtime.jar');
const STAMP_FILE = path.join(BUILD_DIR, 'storage-rules-runtime.stamp.json');

/** The Firestore emulator jar from Debian's google-cloud-cli-firestore-emulator package. */
export const DEBIAN_FIRESTORE_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

/**
 * Returns the absolute path of a jar to export as STORAGE_EMULATOR_BINARY_PATH,
 * or null when firebase-tools should use its own cached official runtime (or
 * when nothing can be used, after logging one line saying so).
 *
 * - STORAGE_EMULATOR_BINARY_PATH already set to an existing file: kept.
 * - official runtime already in firebase-tools' cache: null.
 * - else the adapter is (re)built when its sources are newer than the jar, or
 *   the Firestore jar's path, size or mtime differs from the last build's.
 */
export async function ensureStorageRuntime({ log = console.error } = {}) {
  // An explicit choice wins (our own jar still goes through the freshness check).
  const preset = process.env.STORAGE_EMULATOR_BINARY_PATH;
  if (preset && path.resolve(preset) !== ADAPTER_JAR && fs.existsSync(preset)) {
    return path.resolve(preset);
  }

  const official = officialRuntimePath();
  if (official.cached) return null;

  const { jar, reason } = tryBuildAdapter();
  if (jar) return jar;
  log(
    `Storage emulator unavailable: firebase-tools' rules runtime is not cached (${official.path}) ` + `and the offline adapter could not be built: ${reason}`,
  );
  return null;
}

/**
 * Where firebase-tools keeps an emulator it downloads, and whether it is
 * there; null when firebase-tools (and so the file's name) is not installed
 * here. Mirrors getDownloadDetails() in firebase-tools'
 * lib/emulator/downloadableEmulators.js: $FIREBASE_EMULATORS_PATH or
 * ~/.cache/firebase/emulators, file name from downloadableEmulatorInfo.json.
 * Also used for the Firestore emulator (firestore-shim.mjs).
 */
export function cachedEmulatorDownload(emulator) {
  const name = readJson(path.join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'emulator', 'downloadableEmulatorInfo.json'))?.[emulator]
    ?.downloadPathRelativeToCacheDir;
  if (!name) return null;
  const file = path.join(emulatorCacheDir(), name);
  return { path: file, cached: fs.existsSync(file) };
}

export function emulatorCacheDir() {
  return process.env.FIREBASE_EMULATORS_PATH || path.join(os.homedir(), '.cache', 'firebase', 'emulators');
}

/** Where firebase-tools looks for its downloaded Storage rules runtime, and whether it is there. */
export function officialRuntimePath() {
  const known = cachedEmulatorDownload('storage');
  if (known) return known;
  // firebase-tools not installed here: any cached version is the best guess.
  const cacheDir = emulatorCacheDir();
  let found = [];
  try {
    found = fs.readdirSync(cacheDir).filter((n) => /^cloud-storage-rules-runtime-v.*\.jar$/.test(n));
  } catch {
    // no cache dir
  }
  found.sort();
  const file = path.join(cacheDir, found.at(-1) ?? 'cloud-storage-rules-runtime-v*.jar');
  return { path: file, cached: found.length > 0 };
}

/**
 * Builds (when stale) the adapter's launcher jar and returns its path, or null
 * (after logging why) when the Firestore jar or the JDK is missing or the
 * compilation fails. Unlike ensureStorageRuntime it ignores the official
 * runtime, so tests can always exercise the adapter.
 */
export async function buildStorageRuntimeAdapter({ log = console.error } = {}) {
  const { jar, reason } = tryBuildAdapter();
  if (!jar) log(`Storage rules runtime adapter not built: ${reason}`);
  return jar;
}

/** @returns {{ jar: string } | { jar: null, reason: string }} */
function tryBuildAdapter() {
  const firestoreJar = firestoreJarPath();
  if (!firestoreJar) {
    return {
      jar: null,
      reason: `${engineJarWanted()} not found (apt-get install google-cloud-cli-firestore-emulator)`,
    };
  }
  const sources = listJavaFiles(SRC_DIR);
  if (sources.length === 0) return { jar: null, reason: `no Java sources under ${SRC_DIR}` };
  // Checked before probing the JDK, which costs two JVM start-ups.
  if (isFresh(sources, firestoreJar)) return { jar: ADAPTER_JAR };
  const tools = jdkTools();
  if (!tools) return { jar: null, reason: 'javac/jar not found (apt-get install openjdk-17-jdk-headless)' };

  const started = new Date();
  fs.mkdirSync(BUILD_DIR, { recursive: true });
  // A private scratch dir, then atomic renames: two processes building at the
  // same time (parallel test files, dev + test scripts) never see half a jar.
  const scratch = fs.mkdtempSync(path.join(BUILD_DIR, '.tmp-'));
  try {
    const classes = path.join(scratch, 'classes');
    // -proc:none: the Firestore jar carries annotation processors (AutoValue...)
    // that javac would otherwise try to run; -nowarn: its classes reference
    // annotations it doesn't ship, which only produces noise. -J...: javac's JVM on C1
    // alone, which halves its CPU time on a compile this small.
    run(tools.javac, [
      '-J-XX:TieredStopAtLevel=1',
      '-J-XX:+UseSerialGC',
      '-proc:none',
      '--release',
      '17',
      '-encoding',
      'UTF-8',
      '-nowarn',
      '-cp',
      firestoreJar,
      '-d',
      classes,
      ...sources,
    ]);
    // The launcher jar holds only our classes; Class-Path points the JVM at the
    // Firestore jar (an absolute file: URL), so `java -jar <ours> serve` works.
    const manifest = path.join(scratch, 'MANIFEST.MF');
    fs.writeFileSync(manifest, `Main-Class: ${MAIN_CLASS}\nClass-Path: ${pathToFileURL(firestoreJar).href}\n`);
    const jar = path.join(scratch, 'storage-rules-runtime.jar');
    run(tools.jar, ['--create', '--file', jar, '--manifest', manifest, '-C', classes, '.']);
    // Date the jar at the build's start: a source saved mid-build still counts as newer.
    fs.utimesSync(jar, started, started);
    const stamp = path.join(scratch, 'stamp.json');
    fs.writeFileSync(stamp, JSON.stringify(engineStamp(firestoreJar)) + '\n');
    fs.renameSync(stamp, STAMP_FILE);
    fs.renameSync(jar, ADAPTER_JAR);
    return { jar: ADAPTER_JAR };
  } catch (err) {
    return { jar: null, reason: `build failed: ${err.message}` };
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

function isFresh(sources, firestoreJar) {
  let jarTime;
  try {
    jarTime = fs.statSync(ADAPTER_JAR).mtimeMs;
  } catch {
    return false;
  }
  // Built against this Firestore jar, as it is now: a package upgrade in place
  // keeps the path but changes the classes the adapter was compiled against.
  const stamp = readJson(STAMP_FILE);
  const now = engineStamp(firestoreJar);
  if (!stamp || ['firestoreJar', 'size', 'mtimeMs'].some((k) => stamp[k] !== now[k])) return false;
  // This file decides how the jar is made, so it counts as a source too.
  return [HERE, ...sources].every((f) => fs.statSync(f).mtimeMs <= jarTime);
}

/** What the adapter was built against: the Firestore jar's path, size and mtime. */
function engineStamp(firestoreJar) {
  const { size, mtimeMs } = fs.statSync(firestoreJar);
  return { firestoreJar, size, mtimeMs };
}

/**
 * The Firestore emulator jar to borrow the rules engine from: Debian's, or the
 * one named by STORAGE_RULES_ENGINE_JAR (then that one only). Deliberately not
 * FIRESTORE_EMULATOR_BINARY_PATH: that may name a manifest-only launcher jar.
 */
function firestoreJarPath() {
  const file = engineJarWanted();
  return fs.existsSync(file) ? path.resolve(file) : null;
}

function engineJarWanted() {
  return process.env.STORAGE_RULES_ENGINE_JAR || DEBIAN_FIRESTORE_JAR;
}

/** javac and jar from $JAVA_HOME/bin when set, else from PATH; null if either is missing. */
function jdkTools() {
  const pick = (name) => {
    const fromHome = process.env.JAVA_HOME && path.join(process.env.JAVA_HOME, 'bin', name);
    if (fromHome && fs.existsSync(fromHome)) return fromHome;
    const probe = spawnSync(name, ['--version'], { stdio: 'ignore' });
    return probe.status === 0 ? name : null;
  };
  const javac = pick('javac');
  const jar = javac && pick('jar');
  return javac && jar ? { javac, jar } : null;
}

function run(cmd, args) {
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  if (r.error) throw r.error;
  if (r.status !== 0) {
    const out = `${r.stdout ?? ''}${r.stderr ?? ''}`.trim();
    throw new Error(`${path.basename(cmd)} exited ${r.status}${out ? `:\n${out}` : ''}`);
  }
}

function listJavaFiles(dir) {
  let out = [];
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const e of entries) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out = out.concat(listJavaFiles(p));
    else if (e.name.endsWith('.java')) out.push(p);
  }
  return out.sort();
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
