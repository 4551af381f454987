/** The bench's outputs: test-output/bench.json (every figure) and bench.txt (the table bench.mjs prints). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { TEST_OUTPUT_DIR } from '../lib/paths.mjs';
import type { Row } from './row.mts';
import { renderTable } from './table.mjs';

/** A 1-minute load average above this, on the bench's 2 cores, is a busy machine. */
const BUSY_LOAD = 1.5;

/** The machine's load average when bench.mjs started, before the builds, so our own emulators are not in it. */
const loadavgAtStart = (
  process.env.BENCH_LOADAVG_START ??
  loadavg()
    .map((x) => x.toFixed(2))
    .join(',')
)
  .split(',')
  .map(Number);

/** Writes both files and returns the printed report. `details` are the raw figures of each part, for bench.json. */
export function writeReport({
  rows,
  notes,
  startedAt,
  details,
}: {
  rows: Row[];
  notes: string[];
  startedAt: number;
  details: Record<string, unknown>;
}): string {
  const totalSeconds = (Date.now() - startedAt) / 1000;
  const failures = rows.filter((r) => r.verdict === 'FAIL').length;
  const unavailable = rows.filter((r) => r.verdict === 'n/a').length;
  const machine = { cores: cpus().length, loadavgAtStart, loadavgAtEnd: loadavg().map((x) => Number(x.toFixed(2))), node: process.version };
  mkdirSync(TEST_OUTPUT_DIR, { recursive: true });
  const json = { date: new Date().toISOString(), machine, ...details, measureSeconds: totalSeconds, rows, notes };
  writeFileSync(join(TEST_OUTPUT_DIR, 'bench.json'), `${JSON.stringify(json, null, 2)}\n`);
  // The 1-minute figure: above 1.5 on 2 cores, something else had the CPU the throttled phone assumes is the bench's.
  const busy = [
    ...(machine.loadavgAtStart[0]! > BUSY_LOAD ? [`at the start (${machine.loadavgAtStart[0]})`] : []),
    ...(machine.loadavgAtEnd[0]! > BUSY_LOAD ? [`at the end (${machine.loadavgAtEnd[0]}; the bench's own browser and emulators count in it)`] : []),
  ];
  const report = [
    `JobSearch bench, ${new Date().toISOString()} (${machine.cores} cores; load average ${machine.loadavgAtStart.join(' ')} at the start, ${machine.loadavgAtEnd.join(' ')} at the end)`,
    ...(busy.length ? [`WARNING: load average above ${BUSY_LOAD} ${busy.join(' and ')}: the times are slower and noisier than on a quiet machine.`] : []),
    '',
    renderTable(rows),
    ...(notes.length ? ['', 'Notes:', ...notes.map((n) => `- ${n}`)] : []),
    '',
    `${failures ? `${failures} budget(s) missed` : 'All budgets met'}${unavailable ? `, ${unavailable} figure(s) unavailable` : ''}. Measured in ${totalSeconds.toFixed(0)} s; details in test-output/bench.json.`,
  ].join('\n');
  // bench.mjs prints this after the emulators stop (their log goes to test-output/bench-emulators.log).
  writeFileSync(join(TEST_OUTPUT_DIR, 'bench.txt'), `${report}\n`);
  return report;
}
