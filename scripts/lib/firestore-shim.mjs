// The Firestore emulator jar of Debian's google-cloud-cli-firestore-emulator
// package has no Main-Class in its manifest, so `java -jar` cannot start it.
// The shim jar can: firebase-tools runs it through FIRESTORE_EMULATOR_BINARY_PATH.
// Its launcher (tools/firestore-launcher) starts the emulator in a second JVM, the
// only way to give that JVM flags of its own, with this jar ahead of Debian's on the
// class path: its listen handler replaces the emulator's, which never ends the listens
// of a client that has gone. Its manifest's Class-Path names Debian's jar.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CACHE_DIR, ROOT } from './paths.mjs';
import { PreflightError } from './preflight.mjs';
import { cachedEmulatorDownload, DEBIAN_FIRESTORE_JAR, emulatorCacheDir } from './storage-runtime.mjs';

export { DEBIAN_FIRESTORE_JAR };
const LAUNCHER_CLASS = 'jobsearch.firestorelauncher.Main';
const SOURCE_DIR = join(ROOT, 'tools', 'firestore-launcher', 'src');
const LAUNCHER_SOURCE = join(SOURCE_DIR, ...LAUNCHER_CLASS.split('.')) + '.java';
const LISTEN_SOURCE = join(SOURCE_DIR, 'jobsearch', 'firestorelauncher', 'ListenOfChannel.java');
const LISTEN_HANDLER_SOURCE = join(
  SOURCE_DIR,
  'com',
  'google',
  'cloud',
  'datastore',
  'emulator',
  'firestore',
  'webchannel',
  'FirestoreV1WebChannelAdapter$FirestoreListenHandler.java',
);

const SHIM_DIR = join(CACHE_DIR, 'firestore-shim');
export const SHIM_JAR = join(SHIM_DIR, 'cloud-firestore-emulator-shim.jar');

/** Path of the shim jar, made when missing or older than what it is made of; null where the Debian package is absent. */
export function ensureFirestoreShim() {
  if (!existsSync(DEBIAN_FIRESTORE_JAR)) return null;
  const inputs = [DEBIAN_FIRESTORE_JAR, LAUNCHER_SOURCE, LISTEN_SOURCE, LISTEN_HANDLER_SOURCE, fileURLToPath(import.meta.url)];
  if (existsSync(SHIM_JAR) && inputs.every((file) => statSync(SHIM_JAR).mtimeMs > statSync(file).mtimeMs)) return SHIM_JAR;
  mkdirSync(SHIM_DIR, { recursive: true });
  const classes = join(SHIM_DIR, 'classes');
  rmSync(classes, { recursive: true, force: true });
  const manifest = join(SHIM_DIR, 'MANIFEST.MF');
  // Manifest lines are limited to 72 bytes; continuation lines start with one space.
  const classPath = `Class-Path: ${pathToFileURL(DEBIAN_FIRESTORE_JAR).href}`;
  const wrapped = classPath.match(/.{1,70}/g).join('\n ');
  writeFileSync(manifest, `Manifest-Version: 1.0\nMain-Class: ${LAUNCHER_CLASS}\n${wrapped}\n`);
  try {
    // javac's own JVM on C1 alone: a two-class compile is done before C2 would pay back.
    // -proc:none: Debian's jar lists annotation processors it does not contain.
    const javac = ['-J-XX:TieredStopAtLevel=1', '-proc:none', '--release', '17', '-encoding', 'UTF-8', '-cp', DEBIAN_FIRESTORE_JAR, '-d', classes];
    execFileSync(jdkTool('javac'), [...javac, LAUNCHER_SOURCE, LISTEN_SOURCE, LISTEN_HANDLER_SOURCE], { stdio: 'pipe' });
    execFileSync(jdkTool('jar'), ['--create', '--file', SHIM_JAR, '--manifest', manifest, '-C', classes, '.'], { stdio: 'pipe' });
  } catch (error) {
    const why =
      String(error.stderr ?? '')
        .trim()
        .split('\n')[0] || error.message;
    throw new PreflightError(`Could not make the Firestore emulator shim with the JDK's javac and jar (${why}): is openjdk-17-jdk-headless installed?`);
  }
  return SHIM_JAR;
}

/** A JDK tool from $JAVA_HOME/bin when there, else from PATH. */
function jdkTool(name) {
  const fromHome = process.env.JAVA_HOME && join(process.env.JAVA_HOME, 'bin', name);
  return fromHome && existsSync(fromHome) ? fromHome : name;
}

/** The Firestore emulator jar firebase-tools downloads, where it would be cached, and whether it is there. */
export function cachedFirestoreEmulator() {
  return cachedEmulatorDownload('firestore') ?? { path: emulatorCacheDir(), cached: false };
}

/** What to say when neither Debian's jar nor firebase-tools' download is here. */
export function noFirestoreEmulatorMessage() {
  return `Firestore emulator: neither Debian's jar (${DEBIAN_FIRESTORE_JAR}, package google-cloud-cli-firestore-emulator) nor firebase-tools' cached download (${cachedFirestoreEmulator().path}) is here; firebase-tools will try to download it, which fails without internet.`;
}
