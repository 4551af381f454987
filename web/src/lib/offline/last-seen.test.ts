import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { decodeEntry, encodeEntry, LAST_SEEN_VERSION, readRows } from './last-seen';

const row = z.object({ title: z.string(), createdAt: z.date(), history: z.array(z.object({ at: z.date() })) });

describe('the last-seen store (lib/offline/last-seen.ts)', () => {
  it('gives back what it was given, Dates as Dates (nested ones too), for the same user', () => {
    const data = [{ id: 'a', title: 'Fitter', createdAt: new Date('2026-11-20T10:00:00Z'), history: [{ at: new Date('2026-11-21T09:30:00Z') }] }];
    const text = encodeEntry('u1', data, 1234);
    expect(JSON.parse(text)).toMatchObject({ v: LAST_SEEN_VERSION, uid: 'u1', savedAt: 1234 });
    expect(decodeEntry(text, 'u1')).toEqual({ savedAt: 1234, data });
  });

  it("never hands one user's copy to another", () => {
    expect(decodeEntry(encodeEntry('u1', { a: 1 }, 1), 'u2')).toBeNull();
  });

  it('ignores an entry of another version, a malformed one, and nothing', () => {
    const older = JSON.stringify({ v: LAST_SEEN_VERSION - 1, uid: 'u1', savedAt: 1, data: [] });
    expect(decodeEntry(older, 'u1')).toBeNull();
    expect(decodeEntry('{not json', 'u1')).toBeNull();
    expect(decodeEntry(JSON.stringify({ v: LAST_SEEN_VERSION, uid: 'u1', savedAt: 1 }), 'u1')).toBeNull();
    expect(decodeEntry(null, 'u1')).toBeNull();
    expect(decodeEntry('42', 'u1')).toBeNull();
  });

  it('keeps null as a value (a user without a profile document)', () => {
    expect(decodeEntry(encodeEntry('u1', null, 5), 'u1')).toEqual({ savedAt: 5, data: null });
  });

  it('leaves a string that only looks like a date a string', () => {
    const data = { date: '2026-11-20', note: { $date: 'not a date' } };
    expect(decodeEntry(encodeEntry('u1', data, 1), 'u1')?.data).toEqual(data);
  });

  it('reads rows back through the schema with their id, and leaves out those that no longer match', () => {
    const good = { id: 'a', title: 'Fitter', createdAt: new Date(1000), history: [] };
    const rows = readRows([good, { id: 'b', title: 42 }, { title: 'no id', createdAt: new Date(1), history: [] }, 'junk'], row, 'id');
    expect(rows).toEqual([good]);
    expect(readRows('not a list', row, 'id')).toEqual([]);
  });
});
