// Checks that turn a stack trace into one line a newcomer can act on.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, readFileSync, statSync } from 'node:fs';
import net from 'node:net';
import { delimiter, join } from 'node:path';
import { ROOT } from './paths.mjs';

export class PreflightError extends Error {}

const JDK_HINT = 'Debian: apt-get install -y openjdk-17-jdk-headless';

/**
 * A JDK, not only a JRE: the emulators run on `java` (11 or newer), and the
 * Firestore shim and the Storage rules adapter are made with `jar` and `javac`.
 */
export function requireJdk() {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const missing = ['jar', 'javac'].filter((tool) => !onPath(tool));
  if (probe.error || probe.status !== 0) missing.unshift('java');
  if (missing.length) {
    throw new PreflightError(`${missing.join(', ')} not found: the Firebase emulators need a Java 11+ JDK, not only a JRE (${JDK_HINT}).`);
  }
  const major = Number(/version "(\d+)/.exec(probe.stderr)?.[1] ?? 0);
  if (major && major < 11) throw new PreflightError(`Java ${major} is too old: the Firebase emulators need Java 11 or newer (${JDK_HINT}).`);
}

/** An executable of that name in $JAVA_HOME/bin or on PATH (no JVM start-up). */
function onPath(name) {
  const dirs = [process.env.JAVA_HOME && join(process.env.JAVA_HOME, 'bin'), ...(process.env.PATH ?? '').split(delimiter)].filter(Boolean);
  return dirs.some((dir) => {
    try {
      const file = join(dir, name);
      accessSync(file, constants.X_OK);
      return statSync(file).isFile();
    } catch {
      return false;
    }
  });
}

/** The fixed emulator ports of firebase.json, by name. */
export function emulatorPorts() {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  return Object.entries(config.emulators)
    .filter(([name, value]) => typeof value === 'object' && value.port && name !== 'ui')
    .map(([name, value]) => ({ name, port: value.port }));
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen(port, '127.0.0.1');
  });
}

export async function requireFreePorts() {
  for (const { name, port } of emulatorPorts()) {
    if (!(await portIsFree(port))) {
      throw new PreflightError(`Port ${port} (${name} emulator) is busy: stop whatever uses it (is another "npm start" or "npm test" running?) and try again.`);
    }
  }
}
