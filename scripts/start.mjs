// `npm start`: the whole site on the emulators with demo data, at http://localhost:5000.
// Data added while it runs is exported on exit to .emulator-state/ and comes back
// next time; `npm run reset` forgets it and starts again from emulator-data/.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BuildError, buildWorkspaces, ensureDependencies } from './lib/setup.mjs';
import { holdEmulatorLock } from './lib/lock.mjs';
import { PreflightError } from './lib/preflight.mjs';
import { SEED_DIR, STATE_DIR } from './lib/paths.mjs';
import { DEMO_ACCOUNTS } from './demo-accounts.mjs';

// Ctrl-C before the emulators run just stops; once they run, runFirebase() passes
// it to firebase-tools, which exports to .emulator-state/ and stops them.
const stopEarly = () => {
  console.error('[start] stopped before the emulators started.');
  process.exit(130);
};
process.on('SIGINT', stopEarly);
ensureDependencies();
holdEmulatorLock({ wait: false });

const { prepareEmulators, runFirebase } = await import('./lib/emulators.mjs');
try {
  const { env, only, storage } = await prepareEmulators();
  console.error('[start] building the web app and the function...');
  buildWorkspaces({ web: true });
  const saved = existsSync(join(STATE_DIR, 'firebase-export-metadata.json'));
  const importDir = saved ? STATE_DIR : SEED_DIR;
  console.error(`[start] data: ${saved ? 'your saved data in .emulator-state/ (npm run reset to start over)' : 'the demo seed in emulator-data/'}`);
  waitThenAnnounce(storage);
  process.off('SIGINT', stopEarly);
  const code = await runFirebase(['emulators:start', '--only', only.join(','), '--import', importDir, '--export-on-exit', STATE_DIR], { env });
  process.exit(code);
} catch (error) {
  if (error instanceof PreflightError || error instanceof BuildError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

async function waitThenAnnounce(storage) {
  const attempts = 240;
  let ready = false;
  for (let attempt = 0; attempt < attempts && !ready; attempt++) {
    await new Promise((r) => setTimeout(r, 1000));
    const up = await fetch('http://127.0.0.1:5000/').then(
      (r) => r.ok,
      () => false,
    );
    const api =
      up &&
      (await fetch('http://127.0.0.1:5000/api/jobs/all').then(
        (r) => r.status === 401,
        () => false,
      ));
    ready = up && api;
  }
  if (!ready) {
    console.error(
      `[start] NOT READY: after ${attempts} s http://localhost:5000 still does not serve the site and the API (/api/jobs/all); see the emulator log above. Ctrl-C stops.`,
    );
    return;
  }
  const logins = DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(9)} ${a.email.padEnd(26)} ${a.password}`).join('\n');
  console.log(`
  ┌──────────────────────────────────────────────────────────┐
  │  JobSearch India is running at  http://localhost:5000    │
  └──────────────────────────────────────────────────────────┘
  Demo logins:
${logins}
  Phone OTPs (sign-up, forgot password) are shown in this log by the Auth emulator.
  Storage (resume uploads): ${storage ? 'on, port 9199' : 'UNAVAILABLE on this machine'}
  Press Ctrl-C to stop; your data is saved to .emulator-state/.
`);
}
