// `npm run ops:backups -- --project <id> [--apply]`: Firestore backups for production.
// Prints the gcloud commands that set up daily managed backups kept 7 days and
// point-in-time recovery; with --apply, checks what exists first and runs only
// what is missing (so running it twice changes nothing). README.md, "Operations",
// has the restore steps.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checks, plan, render } from './lib/backup-plan.mjs';
import { ROOT } from './lib/paths.mjs';

const args = process.argv.slice(2);
const apply = args.includes('--apply');
const at = args.indexOf('--project');
const projectFlag = args.find((a) => a.startsWith('--project='))?.slice('--project='.length) ?? (at >= 0 ? args[at + 1] : undefined);
const rc = join(ROOT, '.firebaserc');
const project = projectFlag ?? process.env.GCLOUD_PROJECT ?? (existsSync(rc) ? JSON.parse(readFileSync(rc, 'utf8')).projects?.default : undefined);

if (!project || project.startsWith('demo-')) {
  console.error('Name the production project: npm run ops:backups -- --project <project-id> [--apply]');
  process.exit(2);
}

function gcloud(argv) {
  const result = spawnSync('gcloud', argv, { encoding: 'utf8' });
  if (result.error) throw new Error(`gcloud could not run (${result.error.message}): install the Google Cloud CLI and sign in (gcloud auth login).`);
  if (result.status !== 0) throw new Error(`${render(argv)} failed:\n${result.stderr}`);
  return result.stdout;
}

const check = checks(project);
if (!apply) {
  console.log(`# Firestore backups for ${project}. What exists:`);
  console.log(render(check.database), '  # pointInTimeRecoveryEnablement');
  console.log(render(check.schedules), '  # a dailyRecurrence with retention 604800s');
  console.log('# What to run when missing (npm run ops:backups -- --project <id> --apply checks and runs only those):');
  for (const step of plan(project, null, null)) console.log(`${render(step.args)}   # ${step.why}`);
  process.exit(0);
}

try {
  const database = JSON.parse(gcloud(check.database));
  const schedules = JSON.parse(gcloud(check.schedules) || '[]');
  const steps = plan(project, database, schedules);
  if (steps.length === 0) console.log(`${project}: point-in-time recovery is on and a daily 7-day backup schedule exists; nothing to do.`);
  for (const step of steps) {
    console.log(`${render(step.args)}   # ${step.why}`);
    gcloud(step.args);
  }
  const after = plan(project, JSON.parse(gcloud(check.database)), JSON.parse(gcloud(check.schedules) || '[]'));
  if (after.length) throw new Error(`Still missing after applying: ${after.map((s) => s.why).join(', ')}`);
  console.log(`${project}: backups set up (daily, kept 7 days; point-in-time recovery on).`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
