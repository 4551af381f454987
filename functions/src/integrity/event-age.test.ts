import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { describe, expect, it } from 'vitest';
import { dropStaleEvents, eventAgeMs, MAX_EVENT_AGE_MS, retried } from './event-age';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const iso = (msAgo: number) => new Date(NOW - msAgo).toISOString();

function harness() {
  const handled: unknown[] = [];
  const reports: { message: string; data: Record<string, unknown> }[] = [];
  const handler = dropStaleEvents(
    'testTrigger',
    (event: { time: string; id: string }) => event,
    async (event) => {
      handled.push(event);
      return 'ran';
    },
    { now: () => NOW, report: (message, data) => reports.push({ message, data }) },
  );
  return { handled, reports, handler };
}

describe('dropStaleEvents', () => {
  it('runs the handler for an event up to 24 hours old, and lets its failure through (so it is retried)', async () => {
    const { handled, reports, handler } = harness();
    await expect(handler({ time: iso(0), id: 'a' })).resolves.toBe('ran');
    await expect(handler({ time: iso(MAX_EVENT_AGE_MS), id: 'b' })).resolves.toBe('ran');
    expect(handled).toHaveLength(2);
    expect(reports).toEqual([]);

    const failing = dropStaleEvents(
      'failing',
      (event: { time: string }) => event,
      async () => Promise.reject(new Error('step failed')),
      { now: () => NOW },
    );
    await expect(failing({ time: iso(60_000) })).rejects.toThrow('step failed');
  });

  it('drops an event older than 24 hours with exactly one structured error report, and succeeds (no more redelivery)', async () => {
    const { handled, reports, handler } = harness();
    await expect(handler({ time: iso(MAX_EVENT_AGE_MS + 1), id: 'old-1' })).resolves.toBeUndefined();
    expect(handled).toEqual([]);
    expect(reports).toEqual([
      {
        message: 'Event dropped: older than 24 hours',
        data: { trigger: 'testTrigger', eventId: 'old-1', eventTime: iso(MAX_EVENT_AGE_MS + 1), ageMs: MAX_EVENT_AGE_MS + 1 },
      },
    ]);
  });

  it('treats an unreadable time as fresh: only a known age drops an event', () => {
    expect(eventAgeMs('not a time', NOW)).toBe(0);
    expect(eventAgeMs(iso(5000), NOW)).toBe(5000);
  });
});

describe('retried', () => {
  it('keeps the deploy metadata of the trigger it wraps (retry on) and its run()', () => {
    const trigger = onDocumentWritten({ document: 'things/{id}', region: 'asia-south1', retry: true }, async () => undefined);
    const wrapped = retried('things', trigger);
    expect(wrapped.__endpoint).toEqual(trigger.__endpoint);
    expect(wrapped.__endpoint.eventTrigger).toMatchObject({ retry: true });
    expect(wrapped.run).toBe(trigger.run);
  });

  it('drops a raw event older than 24 hours before the trigger sees it, and passes a fresh one through unchanged', async () => {
    const seen: unknown[] = [];
    const trigger = async (event: { time: string; id: string }) => {
      seen.push(event);
    };
    const wrapped = retried('raw', trigger);
    const fresh = { time: new Date().toISOString(), id: 'fresh' };
    await wrapped(fresh);
    await wrapped({ time: new Date(Date.now() - MAX_EVENT_AGE_MS - 60_000).toISOString(), id: 'stale' });
    expect(seen).toEqual([fresh]);
  });
});
