import { describe, expect, it } from 'vitest';
import { MESSAGE_LIMITS, messagePreview, messageTextSchema, nextMessageRate, otherParticipant, seenByOther, unreadBadge } from '../src/index';
import { problemOf } from '../src/problems';

const thread = { employerId: 'emp', applicantId: 'app', readAt: { app: new Date('2026-11-26T10:00:00Z') } };

describe('messages', () => {
  it(`take text of 1 to ${MESSAGE_LIMITS.textMax} characters, trimmed`, () => {
    expect(messageTextSchema.parse('  Hello  ')).toBe('Hello');
    expect(messageTextSchema.safeParse('a'.repeat(MESSAGE_LIMITS.textMax)).success).toBe(true);
    const long = messageTextSchema.safeParse('a'.repeat(MESSAGE_LIMITS.textMax + 1));
    expect(problemOf(long.error!.issues[0]!.message)).toEqual({ code: 'validation.tooLong', values: { label: 'Message', max: MESSAGE_LIMITS.textMax } });
    expect(problemOf(messageTextSchema.safeParse('   ').error!.issues[0]!.message)?.code).toBe('validation.required');
  });

  it("count the sender's day: one more today, a new day starts at 1, none past the limit", () => {
    expect(nextMessageRate(null, '2026-11-26')).toEqual({ day: '2026-11-26', count: 1 });
    expect(nextMessageRate({ day: '2026-11-26', count: 5 }, '2026-11-26')).toEqual({ day: '2026-11-26', count: 6 });
    expect(nextMessageRate({ day: '2026-11-25', count: MESSAGE_LIMITS.perDay }, '2026-11-26')).toEqual({ day: '2026-11-26', count: 1 });
    expect(nextMessageRate({ day: '2026-11-26', count: MESSAGE_LIMITS.perDay }, '2026-11-26')).toBeNull();
  });

  it('are seen once the other side read at or after them; unread counts show as badges', () => {
    expect(otherParticipant(thread, 'emp')).toBe('app');
    expect(otherParticipant(thread, 'app')).toBe('emp');
    expect(seenByOther(thread, 'emp', { createdAt: new Date('2026-11-26T09:59:59Z') })).toBe(true);
    expect(seenByOther(thread, 'emp', { createdAt: new Date('2026-11-26T10:00:01Z') })).toBe(false);
    expect(seenByOther(thread, 'app', { createdAt: new Date(0) })).toBe(false);
    expect([0, 1, 99, 100].map(unreadBadge)).toEqual(['', '1', '99', '99+']);
    expect(messagePreview('Hello\n  there')).toBe('Hello there');
    expect(messagePreview('x'.repeat(500))).toHaveLength(MESSAGE_LIMITS.previewMax);
  });
});
