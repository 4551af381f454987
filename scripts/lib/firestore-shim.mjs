// The Firestore emulator jar of Debian's google-cloud-cli-firestore-emulator
// package has no Main-Class in its manifest, so `java -jar` cannot start it.
// A two-line manifest jar (Main-Class + Class-Path to that file) can, and
// firebase-tools runs it through FIRESTORE_EMULATOR_BINARY_PATH.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CACHE_DIR, ROOT } from './paths.mjs';
import { PreflightError } from './preflight.mjs';

export const DEBIAN_FIRESTORE_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

const SHIM_DIR = join(CACHE_DIR, 'firestore-shim');
export const SHIM_JAR = join(SHIM_DIR, 'cloud-firestore-emulator-shim.jar');

/** Path of the shim jar, made when missing; null where the Debian package is absent. */
export function ensureFirestoreShim() {
  if (!existsSync(DEBIAN_FIRESTORE_JAR)) return null;
  const dir = SHIM_DIR;
  const jar = SHIM_JAR;
  if (existsSync(jar) && statSync(jar).mtimeMs > statSync(DEBIAN_FIRESTORE_JAR).mtimeMs) return jar;
  mkdirSync(dir, { recursive: true });
  const manifest = join(dir, 'MANIFEST.MF');
  // Manifest lines are limited to 72 bytes; continuation lines start with one space.
  const classPath = `Class-Path: ${pathToFileURL(DEBIAN_FIRESTORE_JAR).href}`;
  const wrapped = classPath.match(/.{1,70}/g).join('\n ');
  writeFileSync(manifest, `Manifest-Version: 1.0\nMain-Class: ${MAIN_CLASS}\n${wrapped}\n`);
  const tool = process.env.JAVA_HOME && existsSync(join(process.env.JAVA_HOME, 'bin', 'jar')) ? join(process.env.JAVA_HOME, 'bin', 'jar') : 'jar';
  try {
    execFileSync(tool, ['cfm', jar, manifest], { cwd: dir, stdio: 'pipe' });
  } catch (error) {
    const why = String(error.stderr ?? '').trim().split('\n')[0] || error.message;
    throw new PreflightError(`Could not make the Firestore emulator shim with the JDK's jar (${why}): is openjdk-17-jdk-headless installed?`);
  }
  return jar;
}

/**
 * The Firestore emulator jar firebase-tools downloads, where it would be cached
 * ($FIREBASE_EMULATORS_PATH or ~/.cache/firebase/emulators, name from its
 * downloadableEmulatorInfo.json), and whether it is there.
 */
export function cachedFirestoreEmulator() {
  const cacheDir = process.env.FIREBASE_EMULATORS_PATH || join(homedir(), '.cache', 'firebase', 'emulators');
  let name;
  try {
    const info = JSON.parse(readFileSync(join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'emulator', 'downloadableEmulatorInfo.json'), 'utf8'));
    name = info.firestore.downloadPathRelativeToCacheDir;
  } catch {
    return { path: cacheDir, cached: false };
  }
  const file = join(cacheDir, name);
  return { path: file, cached: existsSync(file) };
}
