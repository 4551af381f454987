/**
 * A user's notifications, newest first, live (lib/data/live.ts), and marking them
 * read. Query (rules allow it, index in firestore.indexes.json):
 * notifications where userId == uid orderBy createdAt desc, limit 30. The
 * rules let a user change only `read` of their own.
 */
import { notificationSchema } from '@jobsearch/domain/pipeline';
import { doc, writeBatch } from 'firebase/firestore';
import { db } from '../../../lib/firebase/firestore';
import { notificationsQuery, useLiveQuery } from '../../../lib/data/live';

export function useNotifications(uid: string) {
  return useLiveQuery(notificationsQuery(uid), notificationSchema, 'notifications');
}

/** Marks these notifications read (one batch); a failure is logged, and they stay unread. */
export async function markRead(ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const batch = writeBatch(db);
  for (const id of ids) batch.update(doc(db, 'notifications', id), { read: true });
  try {
    await batch.commit();
  } catch (error) {
    console.error('Marking notifications read failed', error);
  }
}
