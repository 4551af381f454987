import { describe, expect, it, vi } from 'vitest';
import { OnlineTracker, PROBE_EVERY_MS } from './online';

function setup(answers: boolean[]) {
  const timers: { run: () => void; ms: number; cancelled: boolean }[] = [];
  const probe = vi.fn(() => Promise.resolve(answers.shift() ?? true));
  const tracker = new OnlineTracker({
    probe,
    later: (run, ms) => {
      const timer = { run, ms, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
  });
  const changes = vi.fn();
  tracker.subscribe(changes);
  return { tracker, probe, timers, changes };
}

describe('whether the site is online (lib/offline/online.ts)', () => {
  it('starts online and asks nobody', () => {
    const { tracker, probe } = setup([]);
    expect(tracker.isOnline).toBe(true);
    expect(probe).not.toHaveBeenCalled();
  });

  it('stays online when the browser says offline but the network answers (a machine without a default route)', async () => {
    const { tracker, changes, timers } = setup([true]);
    await tracker.check();
    expect(tracker.isOnline).toBe(true);
    expect(changes).not.toHaveBeenCalled();
    expect(timers).toEqual([]);
  });

  it('goes offline when the probe fails, probes again every few seconds, and comes back when one answers', async () => {
    const { tracker, changes, timers, probe } = setup([false, false, true]);
    await tracker.check();
    expect(tracker.isOnline).toBe(false);
    expect(changes).toHaveBeenCalledTimes(1);
    expect(timers.at(-1)?.ms).toBe(PROBE_EVERY_MS);
    timers.at(-1)!.run();
    await tracker.check(); // joins the probe in flight
    expect(probe).toHaveBeenCalledTimes(2);
    expect(tracker.isOnline).toBe(false);
    expect(changes).toHaveBeenCalledTimes(1);
    await tracker.check(); // e.g. the browser's online event
    expect(tracker.isOnline).toBe(true);
    expect(changes).toHaveBeenCalledTimes(2);
    expect(probe).toHaveBeenCalledTimes(3);
    expect(timers.filter((timer) => !timer.cancelled)).toHaveLength(0); // no probing once online
  });

  it('runs one probe at a time however many ask', async () => {
    const { tracker, probe } = setup([false]);
    await Promise.all([tracker.check(), tracker.check(), tracker.check()]);
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('counts a probe that throws as offline', async () => {
    const { tracker } = setup([]);
    const failing = new OnlineTracker({ probe: () => Promise.reject(new Error('aborted')), later: () => () => undefined });
    await failing.check();
    expect(failing.isOnline).toBe(false);
    expect(tracker.isOnline).toBe(true);
  });
});
