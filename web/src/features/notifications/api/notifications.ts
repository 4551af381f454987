/**
 * A user's notifications, newest first, live (lib/data/live.ts), and marking them
 * read. Queries (rules allow them, indexes in firestore.indexes.json):
 * notifications where userId == uid [+ read == false] orderBy createdAt desc,
 * limit 30. The rules let a user change only `read` of their own.
 */
import { notificationSchema } from '@jobsearch/domain/pipeline';
import { doc, writeBatch } from 'firebase/firestore';
import { db } from '../../../lib/firebase/firestore';
import { notificationsQuery, unreadNotificationsQuery, useLiveQuery } from '../../../lib/data/live';

/** The newest notifications, read or not (the open panel). */
export function useNotifications(uid: string) {
  return useLiveQuery(notificationsQuery(uid), notificationSchema, 'notifications');
}

/** The unread ones only (the bell's count on every view, and what opening it marks read). */
export function useUnreadNotifications(uid: string) {
  return useLiveQuery(unreadNotificationsQuery(uid), notificationSchema, 'unread notifications');
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
