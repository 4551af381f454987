// The Firestore emulator jar of Debian's google-cloud-cli-firestore-emulator
// package has no Main-Class in its manifest, so `java -jar` cannot start it.
// A two-line manifest jar (Main-Class + Class-Path to that file) can, and
// firebase-tools runs it through FIRESTORE_EMULATOR_BINARY_PATH.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CACHE_DIR } from './paths.mjs';
import { PreflightError } from './preflight.mjs';
import { cachedEmulatorDownload, DEBIAN_FIRESTORE_JAR, emulatorCacheDir } from './storage-runtime.mjs';

export { DEBIAN_FIRESTORE_JAR };
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

const SHIM_DIR = join(CACHE_DIR, 'firestore-shim');
export const SHIM_JAR = join(SHIM_DIR, 'cloud-firestore-emulator-shim.jar');

/** Path of the shim jar, made when missing; null where the Debian package is absent. */
export function ensureFirestoreShim() {
  if (!existsSync(DEBIAN_FIRESTORE_JAR)) return null;
  if (existsSync(SHIM_JAR) && statSync(SHIM_JAR).mtimeMs > statSync(DEBIAN_FIRESTORE_JAR).mtimeMs) return SHIM_JAR;
  mkdirSync(SHIM_DIR, { recursive: true });
  const manifest = join(SHIM_DIR, 'MANIFEST.MF');
  // Manifest lines are limited to 72 bytes; continuation lines start with one space.
  const classPath = `Class-Path: ${pathToFileURL(DEBIAN_FIRESTORE_JAR).href}`;
  const wrapped = classPath.match(/.{1,70}/g).join('\n ');
  writeFileSync(manifest, `Manifest-Version: 1.0\nMain-Class: ${MAIN_CLASS}\n${wrapped}\n`);
  const tool = process.env.JAVA_HOME && existsSync(join(process.env.JAVA_HOME, 'bin', 'jar')) ? join(process.env.JAVA_HOME, 'bin', 'jar') : 'jar';
  try {
    execFileSync(tool, ['cfm', SHIM_JAR, manifest], { cwd: SHIM_DIR, stdio: 'pipe' });
  } catch (error) {
    const why =
      String(error.stderr ?? '')
        .trim()
        .split('\n')[0] || error.message;
    throw new PreflightError(`Could not make the Firestore emulator shim with the JDK's jar (${why}): is openjdk-17-jdk-headless installed?`);
  }
  return SHIM_JAR;
}

/** The Firestore emulator jar firebase-tools downloads, where it would be cached, and whether it is there. */
export function cachedFirestoreEmulator() {
  return cachedEmulatorDownload('firestore') ?? { path: emulatorCacheDir(), cached: false };
}

/** What to say when neither Debian's jar nor firebase-tools' download is here. */
export function noFirestoreEmulatorMessage() {
  return `Firestore emulator: neither Debian's jar (${DEBIAN_FIRESTORE_JAR}, package google-cloud-cli-firestore-emulator) nor firebase-tools' cached download (${cachedFirestoreEmulator().path}) is here; firebase-tools will try to download it, which fails without internet.`;
}
