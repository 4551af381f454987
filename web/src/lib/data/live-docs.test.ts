import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { readDocs, type RawDoc } from './live-docs';

const schema = z.object({ title: z.string(), createdAt: z.date() });
const stamp = { seconds: 1, nanoseconds: 0, toDate: () => new Date(1000) };
const doc = (id: string, data: Record<string, unknown>): RawDoc => ({ id, ref: { path: `jobs/${id}` }, data: () => data });

describe('readDocs (the live-data layer)', () => {
  it('reads every document through the schema, with its id and timestamps as Dates', () => {
    const rows = readDocs([doc('a', { title: 'Fitter', createdAt: stamp })], schema, vi.fn(), new Set());
    expect(rows).toEqual([{ id: 'a', title: 'Fitter', createdAt: new Date(1000) }]);
  });

  it('skips a malformed document and keeps the others', () => {
    const log = vi.fn();
    const rows = readDocs(
      [doc('a', { title: 'Fitter', createdAt: stamp }), doc('bad', { title: 42 }), doc('c', { title: 'Welder', createdAt: stamp })],
      schema,
      log,
      new Set(),
    );
    expect(rows.map((r) => r.id)).toEqual(['a', 'c']);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toContain('jobs/bad');
  });

  it('logs a malformed document once, not on every snapshot', () => {
    const log = vi.fn();
    const seen = new Set<string>();
    const snapshot = [doc('bad', { title: 42 })];
    readDocs(snapshot, schema, log, seen);
    readDocs(snapshot, schema, log, seen);
    expect(readDocs(snapshot, schema, log, seen)).toEqual([]);
    expect(log).toHaveBeenCalledTimes(1);
  });
});
