// The emulators run from firebase.json with two changes. They load the committed
// firestore.rules (naming the emulators' Storage hosts), not the deploy's copy.
// And the Content-Security-Policy
// also lets the page reach the Auth, Firestore and Storage emulators, over http, on
// whatever host served it (localhost, 127.0.0.1 or a LAN name). firebase.json keeps
// the production policy, which names only Google's HTTPS endpoints; deploy reads it.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';

/** Written beside firebase.json (firebase-tools resolves the config's paths from its folder); git ignores it. */
export const EMULATOR_CONFIG = join(ROOT, 'firebase.emulators.json');

/** The emulator ports the web app connects to, from firebase.json's emulators block. */
function browserEmulatorOrigins(config) {
  return ['auth', 'firestore', 'storage'].map((name) => `http://*:${config.emulators[name].port}`);
}

/** A policy string with `extra` sources added to `directive` and the named directives dropped. */
export function amendPolicy(policy, { directive, extra, drop = [] }) {
  return policy
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !drop.includes(part.split(/\s+/)[0]))
    .map((part) => (part.split(/\s+/)[0] === directive ? `${part} ${extra.join(' ')}` : part))
    .join('; ');
}

/** firebase.json as the emulators should see it. */
export function emulatorConfig(config) {
  const origins = browserEmulatorOrigins(config);
  const headers = config.hosting.headers.map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) =>
      header.key === 'Content-Security-Policy'
        ? // The emulators speak plain http: upgrading the page's requests to https would break them.
          { ...header, value: amendPolicy(header.value, { directive: 'connect-src', extra: origins, drop: ['upgrade-insecure-requests'] }) }
        : header,
    ),
  }));
  // The committed rules name the emulators' bucket and hosts; deploy rewrites a copy (scripts/lib/deploy-rules.mjs).
  const firestore = { ...config.firestore, rules: 'firestore.rules' };
  delete firestore.predeploy;
  return { ...config, firestore, hosting: { ...config.hosting, headers } };
}

/** Writes firebase.emulators.json from today's firebase.json and returns its path. */
export function writeEmulatorConfig() {
  const config = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
  writeFileSync(EMULATOR_CONFIG, `${JSON.stringify(emulatorConfig(config), null, 2)}\n`);
  return EMULATOR_CONFIG;
}
