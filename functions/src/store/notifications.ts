import { FieldValue } from 'firebase-admin/firestore';
import { MESSAGES, NOTIFICATION_LINKS, type NotificationKind } from '@jobsearch/domain';
import { log } from '../log';
import { db } from './firebase';

export interface NewNotification {
  /** Deterministic (domain notificationIds): the same event twice is one document. */
  id: string;
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** The values title and body were written from, for the bell in the reader's language. */
  params: Record<string, string>;
  jobId: string;
  applicationId?: string;
  alertId?: string;
}

/** Where the site is, for the link in a mail: SITE_URL in functions/.env.<project>, else the emulators' hosting. */
function siteUrl(): string {
  return (process.env.SITE_URL ?? 'http://localhost:5000').replace(/\/+$/, '');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The user's profile email, or null (no profile, e.g. deleted meanwhile). */
async function emailOf(uid: string): Promise<string | null> {
  const email = (await db.doc(`users/${uid}`).get()).get('email');
  return typeof email === 'string' && email !== '' ? email : null;
}

/**
 * Writes one notification and, in the same batch, its mail in the shape the
 * Firebase "Trigger Email" extension reads (`to`, `message.subject`,
 * `message.text`, `message.html`) under the same id. Both are created, never
 * overwritten: a second run for the same event finds them and does nothing.
 * Returns whether this run wrote them.
 */
export async function notify(notification: NewNotification): Promise<boolean> {
  const { id, userId, kind, title, body, params, jobId, applicationId = '', alertId = '' } = notification;
  const to = await emailOf(userId);
  if (!to) {
    log.info('No profile to notify', { notificationId: id, userId });
    return false;
  }
  const url = `${siteUrl()}${NOTIFICATION_LINKS[kind]}`;
  const batch = db.batch();
  batch.create(db.doc(`notifications/${id}`), {
    userId,
    kind,
    title,
    body,
    params,
    jobId,
    applicationId,
    alertId,
    read: false,
    createdAt: FieldValue.serverTimestamp(),
  });
  batch.create(db.doc(`mail/${id}`), {
    to,
    message: {
      subject: title,
      text: `${body}\n\n${MESSAGES.mailOpenSite(url)}`,
      html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(MESSAGES.mailOpenSite(url))}</a></p>`,
    },
    userId,
    notificationId: id,
    createdAt: FieldValue.serverTimestamp(),
  });
  try {
    await batch.commit();
    return true;
  } catch (error) {
    if ((error as { code?: number }).code === 6) return false; // ALREADY_EXISTS: this event was notified before
    throw error;
  }
}
