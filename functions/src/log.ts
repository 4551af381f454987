import { AsyncLocalStorage } from 'node:async_hooks';
import * as logger from 'firebase-functions/logger';

/** What every log line of one request carries. */
interface RequestContext {
  requestId: string;
}

const context = new AsyncLocalStorage<RequestContext>();

/** Runs the rest of a request inside its context, so log lines anywhere below carry its id. */
export function runWithRequestId<T>(requestId: string, fn: () => T): T {
  return context.run({ requestId }, fn);
}

export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId;
}

type Data = Record<string, unknown>;
const withId = (data: Data = {}): Data => ({ requestId: currentRequestId() ?? null, ...data });

/** firebase-functions logger, with the request id added to each structured entry. */
export const log = {
  info: (message: string, data?: Data) => logger.info(message, withId(data)),
  warn: (message: string, data?: Data) => logger.warn(message, withId(data)),
  error: (message: string, data?: Data) => logger.error(message, withId(data)),
};
