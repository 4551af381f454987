// Checks that turn a stack trace into one line a newcomer can act on.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';

export class PreflightError extends Error {}

export function requireJava() {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new PreflightError('Java is missing: the Firebase emulators need Java 11 or newer (Debian: apt-get install -y openjdk-17-jre-headless).');
  }
  const major = Number(/version "(\d+)/.exec(probe.stderr)?.[1] ?? 0);
  if (major && major < 11) throw new PreflightError(`Java ${major} is too old: the Firebase emulators need Java 11 or newer.`);
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
