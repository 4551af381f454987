// The Firestore emulator jar of Debian's google-cloud-cli-firestore-emulator
// package has no Main-Class in its manifest, so `java -jar` cannot start it.
// A two-line manifest jar (Main-Class + Class-Path to that file) can, and
// firebase-tools runs it through FIRESTORE_EMULATOR_BINARY_PATH.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CACHE_DIR } from './paths.mjs';

export const DEBIAN_FIRESTORE_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/** Path of the shim jar, made when missing; null where the Debian package is absent. */
export function ensureFirestoreShim() {
  if (!existsSync(DEBIAN_FIRESTORE_JAR)) return null;
  const dir = join(CACHE_DIR, 'firestore-shim');
  const jar = join(dir, 'cloud-firestore-emulator-shim.jar');
  if (existsSync(jar) && statSync(jar).mtimeMs > statSync(DEBIAN_FIRESTORE_JAR).mtimeMs) return jar;
  mkdirSync(dir, { recursive: true });
  const manifest = join(dir, 'MANIFEST.MF');
  // Manifest lines are limited to 72 bytes; continuation lines start with one space.
  const classPath = `Class-Path: ${pathToFileURL(DEBIAN_FIRESTORE_JAR).href}`;
  const wrapped = classPath.match(/.{1,70}/g).join('\n ');
  writeFileSync(manifest, `Manifest-Version: 1.0\nMain-Class: ${MAIN_CLASS}\n${wrapped}\n`);
  execFileSync('jar', ['cfm', jar, manifest], { cwd: dir, stdio: 'pipe' });
  return jar;
}
