import { log } from '../log';

/**
 * Retried triggers (`retry: true`) are redelivered until they succeed, for up
 * to seven days. An event that still fails after a day is a poison event (a
 * bug, or data no retry will fix): it is dropped with one structured error
 * log, which an alert on "Event dropped" can page on, and the daily
 * reconciliation (integrity/reconcile.ts) cleans what it left.
 */
export const MAX_EVENT_AGE_MS = 24 * 60 * 60 * 1000;

/** What the wrapper needs of an event: when it happened, and an id for the log. */
export interface TimedEvent {
  /** RFC 3339 time of the change (a v2 CloudEvent's `time`, a v1 context's `timestamp`). */
  time: string;
  id?: string;
}

export interface EventAgeOptions {
  now?: () => number;
  /** Where the drop is reported; the function's structured logger unless a test gives its own. */
  report?: (message: string, data: Record<string, unknown>) => void;
}

/** The event's age in milliseconds; an unreadable time counts as fresh (it is not a reason to drop). */
export function eventAgeMs(time: string, now: number): number {
  const at = Date.parse(time);
  return Number.isNaN(at) ? 0 : now - at;
}

/**
 * Wraps a trigger's handler: an event older than MAX_EVENT_AGE_MS is dropped
 * (the invocation succeeds, so it is not redelivered) with one error log;
 * any other runs the handler, whose failure fails the invocation and so is
 * retried. One wrapper for every retried trigger.
 */
export function dropStaleEvents<E, R>(
  trigger: string,
  timeOf: (event: E) => TimedEvent,
  handler: (event: E) => Promise<R>,
  options: EventAgeOptions = {},
): (event: E) => Promise<R | undefined> {
  const now = options.now ?? Date.now;
  const report = options.report ?? ((message, data) => log.error(message, data));
  return async (event: E) => {
    const { time, id } = timeOf(event);
    const ageMs = eventAgeMs(time, now());
    if (ageMs > MAX_EVENT_AGE_MS) {
      report('Event dropped: older than 24 hours', { trigger, eventId: id ?? null, eventTime: time, ageMs });
      return undefined;
    }
    return handler(event);
  };
}

/** A v2 CloudEvent's time and id. */
export const cloudEventTime = (event: { time: string; id: string }): TimedEvent => ({ time: event.time, id: event.id });

/** dropStaleEvents for a v2 trigger's handler, whose event carries `time` and `id`. */
export function guarded<E extends { time: string; id: string }, R>(trigger: string, handler: (event: E) => Promise<R>) {
  return dropStaleEvents(trigger, cloudEventTime, handler);
}

/**
 * The same guard around a whole v2 trigger as its SDK builds it (what the
 * runtime calls with the raw CloudEvent, whose `time` and `id` are the
 * event's): `export const x = retried('x', onDocumentWritten({ ..., retry: true }, handler))`.
 * The deploy metadata (`__endpoint`, `run`) is carried over unchanged.
 */
export function retried<F extends (event: never) => unknown>(trigger: string, cloudFunction: F): F {
  const guard = dropStaleEvents(
    trigger,
    (event: { time: string; id: string }) => cloudEventTime(event),
    async (event) => (cloudFunction as unknown as (event: unknown) => unknown)(event),
  );
  const wrapper = (event: { time: string; id: string }) => guard(event);
  for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(cloudFunction))) {
    if (key === 'length' || key === 'name' || key === 'prototype') continue;
    Object.defineProperty(wrapper, key, descriptor);
  }
  return wrapper as unknown as F;
}
