/** The reported conversations' pure parts: who wrote a message, and the conversation in order. */
import type { ChatMessageWithId, Thread } from '@jobsearch/domain/threads';
import type { MessageKey } from '../../../i18n';

/** Who wrote a message, as the admin sees it: a side, or a deleted account (its messages are held evidence). */
export function senderKey(thread: Pick<Thread, 'employerId' | 'left'>, senderId: string): MessageKey {
  if (thread.left.includes(senderId)) return 'messages.deletedAccount';
  return senderId === thread.employerId ? 'messages.employer' : 'messages.applicant';
}

/** The side that was reported: the other side of the reporter. */
export function reportedSideKey(thread: Pick<Thread, 'employerId'>, reportedId: string): MessageKey {
  return reportedId === thread.employerId ? 'messages.employer' : 'messages.applicant';
}

/** The conversation's messages and the held ones in one list, oldest first. */
export function mergeConversation(messages: readonly ChatMessageWithId[], held: readonly ChatMessageWithId[]): ChatMessageWithId[] {
  return [...messages, ...held].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
}
