/**
 * Messages as last seen (lib/offline/last-seen.ts): the conversation list, written by
 * Messages whenever it comes from the server (lib/data/with-last-seen.ts), and the newest
 * messages of the conversations opened lately, so Messages opened offline shows the
 * conversations someone has rather than "none yet".
 */
import { chatMessageSchema, threadSchema, type ChatMessageWithId, type ThreadWithId } from '@jobsearch/domain/threads';
import { readRows, recallLastSeen, rememberLastSeen } from './last-seen';

/** How many conversations keep their messages, and how many of the newest each: a bounded copy in the browser's storage. */
export const LAST_SEEN_THREADS_WITH_MESSAGES = 10;
export const LAST_SEEN_MESSAGES_PER_THREAD = 100;

/** The last-seen conversation list of `uid`, or null when there is no copy. */
export function recallThreads(uid: string): ThreadWithId[] | null {
  const copy = recallLastSeen('threads', uid);
  return copy ? readRows(copy.data, threadSchema, 'id') : null;
}

/** The stored messages, by thread, the most recently opened last. */
function storedMessages(uid: string): [string, unknown][] {
  const data = recallLastSeen('messages', uid)?.data;
  return data && typeof data === 'object' && !Array.isArray(data) ? Object.entries(data as Record<string, unknown>) : [];
}

/** The last-seen messages of one conversation, or null when there is no copy of it. */
export function recallMessages(uid: string, threadId: string): ChatMessageWithId[] | null {
  const found = storedMessages(uid).find(([id]) => id === threadId);
  return found ? readRows(found[1], chatMessageSchema, 'id') : null;
}

/** Keeps one conversation's newest messages; the conversation opened longest ago gives way past the bound. */
export function rememberMessages(uid: string, threadId: string, messages: readonly ChatMessageWithId[]): void {
  const others = storedMessages(uid).filter(([id]) => id !== threadId);
  const kept = [...others.slice(-(LAST_SEEN_THREADS_WITH_MESSAGES - 1)), [threadId, messages.slice(-LAST_SEEN_MESSAGES_PER_THREAD)] as const];
  rememberLastSeen('messages', uid, Object.fromEntries(kept));
}
