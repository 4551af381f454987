/**
 * Job alerts at scale: seeds 10,000 alerts into the running
 * emulator (ids bench-alert-NNNNN_0, not into the committed seed), then times
 * finding the alerts one new job matches with the jobs trigger's own code
 * (findMatchingAlerts: indexed queries on each alert's most selective key)
 * beside the naive scan (read every alert, check each in code), counting the
 * documents each reads. Both must find the same alerts.
 */
import { FieldValue } from 'firebase-admin/firestore';
import {
  alertFields,
  alertInputSchema,
  alertMatchesJob,
  CITIES_BY_STATE,
  DEGREES,
  derivedJobFields,
  jobAlertSchema,
  TRADES_BY_DEGREE,
} from '@jobsearch/domain';
import { findMatchingAlerts, type AlertableJob } from '../../functions/src/store/alerts';
import { adminDb, median } from './jobs-at-scale.mts';

function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = ['fitter', 'electrician', 'welder', 'driver', 'accountant', 'developer', 'nurse', 'teacher', 'sales', 'helper', 'operator', 'supervisor'];

/** Writes `count` alerts shaped like the /jobs filters people use: a mix of trade, district, words, degree and salary alone. */
export async function seedAlerts(count: number): Promise<{ count: number; ms: number }> {
  const db = adminDb();
  const rnd = random(21);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const started = Date.now();
  const writer = db.bulkWriter();
  for (let i = 0; i < count; i++) {
    const kind = rnd();
    const degree = pick(DEGREES);
    const input =
      kind < 0.3
        ? { degree, trade: pick(TRADES_BY_DEGREE[degree]), city: rnd() < 0.5 ? pick(CITIES_BY_STATE.Maharashtra) : '' }
        : kind < 0.55
          ? { city: pick(CITIES_BY_STATE.Maharashtra), minSalary: rnd() < 0.5 ? 10_000 + Math.floor(rnd() * 30) * 1000 : 0 }
          : kind < 0.8
            ? { q: `${pick(WORDS)}${rnd() < 0.3 ? ` ${pick(WORDS)}` : ''}` }
            : kind < 0.93
              ? { degree }
              : { minSalary: 10_000 + Math.floor(rnd() * 40) * 1000 };
    const uid = `bench-alert-${String(i).padStart(5, '0')}`;
    void writer.set(db.doc(`jobAlerts/${uid}_0`), { ...alertFields(uid, alertInputSchema.parse(input)), createdAt: FieldValue.serverTimestamp() });
  }
  await writer.close();
  return { count, ms: Date.now() - started };
}

export interface AlertTimings {
  job: string;
  indexed: { ms: number; reads: number; queries: number; matched: number };
  naive: { ms: number; reads: number; matched: number };
}

/** One new job (ITI Fitter in Pune, 15,000 - 20,000), matched `rounds` times each way; medians. */
export async function timeAlertMatching(rounds: number): Promise<AlertTimings> {
  const db = adminDb();
  const text = { jobRole: 'Fitter', companyName: 'Deccan Engineering', city: 'Pune', salary: '15000 - 20000' };
  const derived = derivedJobFields(text);
  const job: AlertableJob = {
    degree: 'ITI',
    trade: 'Fitter',
    state: 'Maharashtra',
    city: 'Pune',
    jobShift: 'Day Shift',
    jobType: 'Industry Job',
    keywords: derived.keywords,
    salaryMax: derived.salaryMax,
  };
  const indexedMs: number[] = [];
  const naiveMs: number[] = [];
  let indexed = { reads: 0, queries: 0, matched: 0 };
  let naive = { reads: 0, matched: 0 };
  for (let round = 0; round < rounds; round++) {
    let t = performance.now();
    const found = await findMatchingAlerts(db, job);
    indexedMs.push(performance.now() - t);
    indexed = { reads: found.reads, queries: found.queries, matched: found.alerts.length };

    t = performance.now();
    const all = await db.collection('jobAlerts').get();
    const matched = all.docs.filter((doc) => {
      const parsed = jobAlertSchema.safeParse({ ...doc.data(), createdAt: doc.get('createdAt')?.toDate?.() });
      return parsed.success && alertMatchesJob(parsed.data, job);
    });
    naiveMs.push(performance.now() - t);
    naive = { reads: all.size, matched: matched.length };
  }
  if (indexed.matched !== naive.matched) throw new Error(`indexed matching found ${indexed.matched} alerts, the scan ${naive.matched}`);
  return { job: 'ITI Fitter, Pune, 15,000 - 20,000', indexed: { ms: median(indexedMs), ...indexed }, naive: { ms: median(naiveMs), ...naive } };
}
