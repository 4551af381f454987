import { describe, expect, it } from 'vitest';
import { dataAfter, dataBefore, idOf, onWriteOf, type Written } from './on-write';

/** A version of a document as the event carries it. */
const version = (data?: Record<string, unknown>) => ({ exists: data !== undefined, data: () => data });

function written(before?: Record<string, unknown>, after?: Record<string, unknown>): Written {
  return { id: 'event-1', document: 'jobs/job-7', params: { jobId: 'job-7' }, data: { before: version(before), after: version(after) } } as unknown as Written;
}

describe('onWriteOf', () => {
  it('is one Firestore write trigger on the pattern, in asia-south1, with retries on and the timeout asked for', () => {
    const trigger = onWriteOf('jobs/{jobId}', { a: async () => undefined }, { timeoutSeconds: 300 });
    expect(trigger.__endpoint.eventTrigger).toMatchObject({
      eventType: 'google.cloud.firestore.document.v1.written',
      eventFilterPathPatterns: { document: 'jobs/{jobId}' },
      retry: true,
    });
    expect(trigger.__endpoint.region).toEqual(['asia-south1']);
    expect(trigger.__endpoint.timeoutSeconds).toBe(300);
  });

  it('gives every handler the same event, and succeeds when all of them do', async () => {
    const seen: string[] = [];
    const trigger = onWriteOf('jobs/{jobId}', {
      first: async (event) => seen.push(`first ${idOf(event)}`),
      second: async (event) => seen.push(`second ${String(dataAfter(event)?.title)}`),
    });
    await expect(trigger.run(written(undefined, { title: 'Welder' }))).resolves.toBeUndefined();
    expect(seen.sort()).toEqual(['first job-7', 'second Welder']);
  });

  it('runs the other handlers when one fails, then fails the invocation with that failure, so the event comes again', async () => {
    const ran: string[] = [];
    const trigger = onWriteOf('jobs/{jobId}', {
      failing: async () => Promise.reject(new Error('step failed')),
      slower: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        ran.push('slower');
      },
    });
    await expect(trigger.run(written({ title: 'Welder' }, undefined))).rejects.toThrow('step failed');
    expect(ran).toEqual(['slower']);
  });
});

describe('the versions of a write', () => {
  it('reads a creation, an update and a deletion', () => {
    expect([dataBefore(written(undefined, { a: 1 })), dataAfter(written(undefined, { a: 1 }))]).toEqual([undefined, { a: 1 }]);
    expect([dataBefore(written({ a: 1 }, { a: 2 })), dataAfter(written({ a: 1 }, { a: 2 }))]).toEqual([{ a: 1 }, { a: 2 }]);
    expect([dataBefore(written({ a: 1 })), dataAfter(written({ a: 1 }))]).toEqual([{ a: 1 }, undefined]);
  });
});
