/* global window, webVitals -- the recorder runs in the page, after the library put webVitals there */
// Core Web Vitals in the bench's pages, with the web-vitals library itself (its attribution
// build, injected before the app's own code): the layout shift of a view (CLS) and the
// delay of each interaction (INP), with the element each one names.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
// The package exports no path to its IIFE build: it sits beside the attribution build it does export.
const library = readFileSync(join(dirname(require.resolve('web-vitals/attribution')), 'web-vitals.attribution.iife.js'), 'utf8');

/**
 * Runs in the page after the library: keeps the latest CLS and INP with what they name, and,
 * for each interaction, its latency by the library's own definition (the longest event entry of
 * the interaction, the Event Timing API) under the label the bench set before it
 * (`window.__vitals.label`), so each kind of interaction gets its own figure.
 */
function recordVitals() {
  const v = (window.__vitals = { cls: 0, clsShifts: [], inp: null, inpTarget: null, label: null, interactions: [] });
  const describe = (node) => (typeof node === 'string' ? node : null);
  webVitals.onCLS(
    (metric) => {
      v.cls = metric.value;
      const a = metric.attribution ?? {};
      if (a.largestShiftTarget) v.clsShifts.push({ target: describe(a.largestShiftTarget), value: a.largestShiftValue, at: a.largestShiftTime });
    },
    { reportAllChanges: true },
  );
  webVitals.onINP(
    (metric) => {
      v.inp = metric.value;
      v.inpTarget = describe(metric.attribution?.interactionTarget);
    },
    { reportAllChanges: true, durationThreshold: 16 },
  );
  const byInteraction = new Map();
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.interactionId) continue;
        let seen = byInteraction.get(entry.interactionId);
        if (!seen) {
          seen = { label: v.label, type: entry.name, latency: 0 };
          byInteraction.set(entry.interactionId, seen);
          v.interactions.push(seen);
        }
        seen.latency = Math.max(seen.latency, entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {
    /* no Event Timing: no interactions recorded */
  }
}

/** Adds the library and the recorder to every document of the context. */
export async function installWebVitals(context) {
  await context.addInitScript({ content: `${library}\n;(${recordVitals.toString()})();` });
}

/** The view's figures so far: { cls, clsShifts, inp, inpTarget, interactions }. */
export function readVitals(page) {
  return page.evaluate(() => {
    const v = window.__vitals;
    return v ? { cls: v.cls, clsShifts: v.clsShifts.slice(-5), inp: v.inp, inpTarget: v.inpTarget, interactions: v.interactions } : null;
  });
}

/** Labels the interactions that follow (their latencies are grouped by it). */
export function labelInteractions(page, label) {
  return page.evaluate((l) => {
    if (window.__vitals) window.__vitals.label = l;
  }, label);
}
