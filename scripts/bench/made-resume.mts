/**
 * "Apply without a file": the server's time to make a resume from a work
 * profile (functions/src/made-resume/pdf.ts) and its size. The builder is
 * bundled by functions/build.mjs as the function is (pdfkit and the fonts left
 * as installed packages) and timed in a fresh node process, as a new instance
 * meets its first request: loading it (pdfkit, fontkit, the catalogs), the
 * first render (the fonts read and parsed), then warm renders (median). No
 * emulator is involved.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, TEST_OUTPUT_DIR } from '../lib/paths.mjs';
import { failed, type Failed } from './phases.mts';
import { na, type Row } from './row.mts';
import { kb, ms } from './table.mjs';

const WARM_RENDERS = 20;
/** What the API refuses to store a file above is far higher; the brief of the made resume is 200 KB. */
const SIZE_BUDGET = 200_000;

/** A Marathi seeker's full profile: two scripts, every section. */
const INPUT = {
  name: 'सुनील पाटील',
  phoneNumber: '+919810000001',
  language: 'mr',
  workProfile: {
    education: 'ITI',
    trade: 'Welder',
    experienceYears: 6,
    skills: ['Arc welding', 'Gas cutting'],
    districts: ['Pune', 'Nashik'],
    languages: ['Marathi', 'Hindi'],
    availableFrom: '2026-12-01',
    expectedSalary: 18000,
    shift: 'Day Shift',
  },
};

export interface MadeResumeTimings {
  loadMs: number;
  firstRenderMs: number;
  warmMedianMs: number;
  warmRenders: number;
  bytes: number;
}

/** The child: loads the bundle, renders once, then WARM_RENDERS more; prints the figures as JSON. */
const CHILD = `
const started = performance.now();
const { madeResumePdf } = require(process.argv[1]);
const loaded = performance.now();
(async () => {
  const input = JSON.parse(process.argv[2]);
  const first = await madeResumePdf(input);
  const rendered = performance.now();
  const times = [];
  for (let i = 0; i < Number(process.argv[3]); i++) {
    const t = performance.now();
    await madeResumePdf(input);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  process.stdout.write(JSON.stringify({ loadMs: loaded - started, firstRenderMs: rendered - loaded, warmMedianMs: times[Math.floor(times.length / 2)], warmRenders: times.length, bytes: first.length }));
})();
`;

export function measureMadeResume(): MadeResumeTimings {
  // Under test-output/, so the bundle's require('pdfkit') finds the repository's installed packages.
  const dir = join(TEST_OUTPUT_DIR, 'bench-made-resume');
  mkdirSync(dir, { recursive: true });
  const bundle = join(dir, 'pdf.js');
  const build = spawnSync(process.execPath, ['build.mjs', '--entry=src/made-resume/pdf.ts', `--outfile=${bundle}`], {
    cwd: join(ROOT, 'functions'),
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`the builder's bundle failed: ${build.stderr}`);
  const run = spawnSync(process.execPath, ['-e', CHILD, bundle, JSON.stringify(INPUT), String(WARM_RENDERS)], { cwd: dir, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`rendering failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as MadeResumeTimings;
}

export function madeResumeRows(result: MadeResumeTimings | Failed): Row[] {
  const rows: Row[] = [{ section: 'A resume made from the work profile (the PDF builder as bundled for deploy, in a fresh node process)' }];
  if (failed(result)) {
    rows.push(na('Made resume', result.failed));
    return rows;
  }
  const info = (figure: string, value: string): Row => ({ figure, value, budget: '—', naive: '', ratio: '', verdict: 'info' });
  rows.push(info('Loading the builder (pdfkit, fontkit, catalogs)', ms(result.loadMs)));
  rows.push(info('First render, Marathi (cold: fonts read and parsed)', ms(result.firstRenderMs)));
  rows.push(info(`Warm render, median of ${result.warmRenders}`, ms(result.warmMedianMs)));
  rows.push({
    figure: 'Size of the Marathi resume',
    value: `${result.bytes} bytes (${kb(result.bytes)})`,
    budget: `< ${SIZE_BUDGET.toLocaleString('en-US')} bytes`,
    naive: '',
    ratio: '',
    verdict: result.bytes < SIZE_BUDGET ? 'pass' : 'FAIL',
  });
  return rows;
}

// `tsx scripts/bench/made-resume.mts` measures this part alone, without the emulators.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { renderTable } = await import('./table.mjs');
  console.log(renderTable(madeResumeRows(measureMadeResume())));
}
