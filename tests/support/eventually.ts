// Waiting for what happens asynchronously (triggers, mail, scheduled work).

/**
 * How long a test waits by default for what a trigger writes. The Functions emulator works
 * through every suite's triggers (the rules, API and browser suites run side by side), so one
 * may sit behind many; a longer wait never changes what a test expects, only how long it may
 * take. The browser suite waits as long (TRIGGER_WAIT_MS in tests/e2e/harness.ts).
 */
export const TRIGGER_WAIT_SECONDS = 120;

/** Polls until `done()` holds, at most `seconds`, every 250 ms; throws naming `what` otherwise. */
export async function eventually(what: string, done: () => Promise<boolean>, seconds = TRIGGER_WAIT_SECONDS): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Not within ${seconds} s: ${what}`);
}

/** Polls `read` until `done` holds of its value and returns that value; throws with the last value after `ms`. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, ms = TRIGGER_WAIT_SECONDS * 1000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Gives triggers that should NOT fire time to do so, before a test checks that nothing happened. */
export const settle = (ms = 2000) => new Promise((resolve) => setTimeout(resolve, ms));

/** For eventually(): what the resumes trigger and the delete cascades may take on a busy machine. */
export const SLOW_TRIGGER_SECONDS = 30;
