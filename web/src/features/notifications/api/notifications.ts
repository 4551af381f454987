/**
 * A user's notifications, newest first, live (lib/data/live.ts), and marking them
 * read. Query (rules allow it, index in firestore.indexes.json):
 * notifications where userId == uid orderBy createdAt desc, limit 30. The bell's
 * count is in the user's inbox (lib/entities/inbox.ts). The rules let a user
 * change only `read` of their own, and their inbox's bell count only to 0.
 */
import { notificationSchema } from '@jobsearch/domain/pipeline';
import { doc, writeBatch } from 'firebase/firestore';
import { db } from '../../../lib/firebase/firestore';
import { notificationsQuery, useLiveQuery } from '../../../lib/data/live';

/** The newest notifications, read or not (the open panel). */
export function useNotifications(uid: string) {
  return useLiveQuery(notificationsQuery(uid), notificationSchema, 'notifications');
}

/**
 * Marks these notifications read and, with `clearBell`, the bell's count 0 (one batch);
 * a failure is logged, and they stay unread.
 */
export async function markRead(uid: string, ids: readonly string[], clearBell: boolean): Promise<void> {
  if (ids.length === 0 && !clearBell) return;
  const batch = writeBatch(db);
  for (const id of ids) batch.update(doc(db, 'notifications', id), { read: true });
  if (clearBell) batch.update(doc(db, 'inboxes', uid), { unreadNotifications: 0 });
  try {
    await batch.commit();
  } catch (error) {
    console.error('Marking notifications read failed', error);
  }
}
