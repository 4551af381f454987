/**
 * Runs `work` at the browser's next idle moment, and at the latest after
 * `timeoutMs`; where there is no requestIdleCallback (Safari), after
 * `fallbackDelayMs`. For start-up work that must not stand before the first view.
 */
export function whenIdle(work: () => void, { timeoutMs, fallbackDelayMs }: { timeoutMs: number; fallbackDelayMs: number }): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => work(), { timeout: timeoutMs });
  else setTimeout(work, fallbackDelayMs);
}
