// What `npm run ops:backups` asks of gcloud: daily managed Firestore backups
// kept 7 days, and point-in-time recovery (7 days of versions, to the minute).
// Pure: given what exists, the commands still needed. scripts/ops-backups.mjs runs it.

export const DATABASE = '(default)';
export const RETENTION_SECONDS = 7 * 24 * 60 * 60;

const quote = (value) => (/^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replace(/'/g, "'\\''")}'`);
export const render = (args) => ['gcloud', ...args].map(quote).join(' ');

/** The read-only commands that say what exists (their JSON feeds plan()). */
export function checks(project) {
  return {
    database: ['firestore', 'databases', 'describe', `--database=${DATABASE}`, `--project=${project}`, '--format=json'],
    schedules: ['firestore', 'backups', 'schedules', 'list', `--database=${DATABASE}`, `--project=${project}`, '--format=json'],
  };
}

/** Whether a schedule (as `schedules list` gives it) is a daily one keeping backups 7 days or more. */
export function isDailySevenDays(schedule) {
  const seconds = Number.parseInt(String(schedule?.retention ?? '0').replace(/s$/, ''), 10);
  return Boolean(schedule?.dailyRecurrence) && seconds >= RETENTION_SECONDS;
}

/**
 * The changes still needed. `database` and `schedules` are the checks' JSON;
 * null when unknown (no gcloud, or printing only): then every change is listed.
 */
export function plan(project, database, schedules) {
  const steps = [];
  const pitrOn = database?.pointInTimeRecoveryEnablement === 'POINT_IN_TIME_RECOVERY_ENABLED';
  if (!pitrOn)
    steps.push({
      why: 'point-in-time recovery (7 days, to the minute)',
      args: ['firestore', 'databases', 'update', `--database=${DATABASE}`, '--enable-pitr', `--project=${project}`],
    });
  if (!(schedules ?? []).some(isDailySevenDays))
    steps.push({
      why: 'daily backups kept 7 days',
      args: ['firestore', 'backups', 'schedules', 'create', `--database=${DATABASE}`, '--recurrence=daily', '--retention=7d', `--project=${project}`],
    });
  return steps;
}
