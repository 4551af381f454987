/**
 * The signed-in account's inbox (domain/src/inboxes.ts), live: unread messages,
 * the bell's count and the Applied marks in one document. The navigation's
 * count, the bell and the job cards share its one listener.
 */
import { inboxSchema, type Inbox } from '@jobsearch/domain/inboxes';
import { inboxQuery, useLiveQuery } from '../data/live';

/** The inbox, or null while it loads or when the account has none yet (nothing unread, nothing applied to). */
export function useInbox(uid: string): Inbox | null {
  return useLiveQuery(inboxQuery(uid), inboxSchema, 'inbox').data[0] ?? null;
}
