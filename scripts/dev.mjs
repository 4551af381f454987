// `npm run dev`: the emulators (as `npm start` runs them) plus Vite's dev server
// with hot reload at http://localhost:5173, for people changing the web app.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureDependencies } from './lib/setup.mjs';
import { ROOT } from './lib/paths.mjs';

process.on('SIGINT', () => {});
ensureDependencies();
const emulators = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs')], { stdio: 'inherit' });
const vite = spawn(join(ROOT, 'node_modules', '.bin', 'vite'), ['--host', '127.0.0.1'], { cwd: join(ROOT, 'web'), stdio: 'inherit' });
const stopAll = () => {
  vite.kill('SIGTERM');
};
emulators.on('exit', (code) => {
  stopAll();
  process.exit(code ?? 0);
});
vite.on('exit', () => emulators.kill('SIGINT'));
