import { describe, expect, it } from 'vitest';
import { mergeConversation, reportedSideKey, senderKey } from './reported-threads';

const thread = { employerId: 'e1', left: ['a1'] };
const message = (id: string, at: number) => ({ id, senderId: 'x', text: id, createdAt: new Date(at) });

describe('reported conversations', () => {
  it('shows a deleted account as such, and each side by its role', () => {
    expect(senderKey(thread, 'a1')).toBe('messages.deletedAccount');
    expect(senderKey(thread, 'e1')).toBe('messages.employer');
    expect(senderKey({ employerId: 'e1', left: [] }, 'a1')).toBe('messages.applicant');
  });

  it('names the reported side', () => {
    expect(reportedSideKey(thread, 'e1')).toBe('messages.employer');
    expect(reportedSideKey(thread, 'a1')).toBe('messages.applicant');
  });

  it('puts held messages back in their place in time', () => {
    expect(mergeConversation([message('b', 2), message('d', 4)], [message('a', 1), message('c', 3)]).map((m) => m.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});
