// Memory of the Functions emulator's workers, read from /proc. firebase-tools
// runs each function in child node processes (lib/emulator/functionsEmulatorRuntime,
// one per request in flight, up to FUNCTIONS_EMULATOR_PARALLEL = 50), so the
// sampler follows every such process while a load runs.
import { readdirSync, readFileSync } from 'node:fs';

function workerPids() {
  const pids = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8');
      if (cmdline.includes('functionsEmulatorRuntime')) pids.push(Number(name));
    } catch {
      /* gone */
    }
  }
  return pids;
}

function status(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+)\\s+kB`, 'm').exec(text)?.[1] ?? 0);
    return { rss: kb('VmRSS') * 1024, hwm: kb('VmHWM') * 1024 };
  } catch {
    return null;
  }
}

/** A snapshot of every worker now: count, summed RSS, and the largest VmHWM (a process's own peak). */
export function workersNow() {
  let count = 0,
    rss = 0,
    maxHwm = 0,
    maxRss = 0;
  for (const pid of workerPids()) {
    const s = status(pid);
    if (!s) continue;
    count += 1;
    rss += s.rss;
    maxHwm = Math.max(maxHwm, s.hwm);
    maxRss = Math.max(maxRss, s.rss);
  }
  return { count, rss, maxHwm, maxRss };
}

/**
 * Samples every `intervalMs` until stop(); stop() resolves with the peaks:
 * peakWorkerHwm (largest VmHWM of one worker: its peak, even between samples),
 * peakWorkerRss, peakTotalRss (all workers at once) and peakWorkers (how many).
 */
export function sampleWorkers(intervalMs = 100) {
  const peaks = { peakWorkerHwm: 0, peakWorkerRss: 0, peakTotalRss: 0, peakWorkers: 0, samples: 0 };
  const take = () => {
    const now = workersNow();
    peaks.samples += 1;
    peaks.peakWorkerHwm = Math.max(peaks.peakWorkerHwm, now.maxHwm);
    peaks.peakWorkerRss = Math.max(peaks.peakWorkerRss, now.maxRss);
    peaks.peakTotalRss = Math.max(peaks.peakTotalRss, now.rss);
    peaks.peakWorkers = Math.max(peaks.peakWorkers, now.count);
  };
  take();
  const timer = setInterval(take, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return peaks;
    },
  };
}
