import { describe, expect, it } from 'vitest';
import { APPLIED_MARKS_MAX, inboxSchema, nextAppliedMarks } from '../src/inboxes';

describe('nextAppliedMarks', () => {
  it('adds a job once, newest last, and removes it', () => {
    const once = nextAppliedMarks(['a', 'b'], 'c', true);
    expect(once).toEqual(['a', 'b', 'c']);
    expect(nextAppliedMarks(once, 'a', true)).toEqual(['b', 'c', 'a']);
    expect(nextAppliedMarks(once, 'b', false)).toEqual(['a', 'c']);
    expect(nextAppliedMarks(once, 'z', false)).toEqual(['a', 'b', 'c']);
  });

  it(`keeps the newest ${APPLIED_MARKS_MAX}: the oldest goes first`, () => {
    const full = Array.from({ length: APPLIED_MARKS_MAX }, (_, i) => `job${i}`);
    const next = nextAppliedMarks(full, 'new', true);
    expect(next).toHaveLength(APPLIED_MARKS_MAX);
    expect(next[0]).toBe('job1');
    expect(next.at(-1)).toBe('new');
  });
});

describe('inboxSchema', () => {
  it('reads an inbox written before the marks and the bell count as none of them', () => {
    expect(inboxSchema.parse({ uid: 'u', unread: 2 })).toEqual({ uid: 'u', unread: 2, unreadNotifications: 0, appliedJobIds: [] });
  });
});
