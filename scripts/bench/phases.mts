/** Runs the bench's parts one after the other; a part that throws becomes `{ failed }` and the rest still run. */

/** How long each part took, in seconds. */
export const phases: Record<string, number> = {};

export const log = (line: string) => console.error(`[bench] ${line}`);

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 160);

export type Failed = { failed: string };

export const failed = (x: unknown): x is Failed => typeof x === 'object' && x !== null && 'failed' in x;

export async function phase<T>(name: string, work: () => Promise<T>): Promise<T | Failed> {
  const t = Date.now();
  log(`${name}...`);
  try {
    return await work();
  } catch (error) {
    log(`${name} failed: ${(error as Error).stack ?? error}`);
    return { failed: errorText(error) };
  } finally {
    phases[name] = (Date.now() - t) / 1000;
    log(`${name}: ${phases[name]!.toFixed(1)} s`);
  }
}
