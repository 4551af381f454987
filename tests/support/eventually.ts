// Waiting for what happens asynchronously (triggers, mail, scheduled work).

/** Polls until `done()` holds, at most `seconds`, every 250 ms; throws naming `what` otherwise. */
export async function eventually(what: string, done: () => Promise<boolean>, seconds = 20): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Not within ${seconds} s: ${what}`);
}

/** Polls `read` until `done` holds of its value and returns that value; throws with the last value after `ms`. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, ms = 20_000): Promise<T> {
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
