import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { NOTIFICATION_LINKS, type NotificationKind } from '@jobsearch/domain';
import { escapeHtml } from '@jobsearch/domain/html';
import { writeNotification } from '@jobsearch/domain/notification-text';
import { DEFAULT_LANGUAGE, storedLanguage, type Language } from '../i18n/languages';
import { notificationWriter, translator } from '../i18n/translate';
import { log } from '../log';
import { auth, db } from './firebase';
import { inboxRef } from './inboxes';
import { siteUrl } from '../site-url';

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
  /**
   * When it happened (a status change's time): the bell lists newest first, and two events
   * a moment apart keep their order whichever trigger run writes first. The time of the
   * write by default.
   */
  at?: Date;
}

/** How many people one Auth lookup and one round of writes cover (getUsers takes at most 100). */
export const NOTIFY_CHUNK = 100;

/** Where a person's mail may go: their Auth email, only once they proved it (emailVerified). */
export interface Mailbox {
  /** The account exists (an admin without a profile included). */
  exists: boolean;
  /** The proved address, or null: the notification is then in-app only. */
  mailTo: string | null;
  /** The language the mail is written in: the one stored on the person's users document, else English. */
  language: Language;
}

const NO_MAILBOX: Mailbox = { exists: false, mailTo: null, language: DEFAULT_LANGUAGE };

/**
 * The mailboxes of these accounts, from Firebase Auth (not the profile: a
 * profile's email is whatever its owner wrote, so mailing it would mail
 * strangers). One getUsers call per 100 accounts.
 */
export async function mailboxesOf(uids: readonly string[]): Promise<Map<string, Mailbox>> {
  const out = new Map<string, Mailbox>();
  const unique = [...new Set(uids.filter((uid) => uid !== ''))];
  for (let i = 0; i < unique.length; i += NOTIFY_CHUNK) {
    const { users } = await auth.getUsers(unique.slice(i, i + NOTIFY_CHUNK).map((uid) => ({ uid })));
    const mailed = users.filter((user) => user.emailVerified && user.email);
    // Only those who get a mail need their language: one read of their users documents together.
    const documents = mailed.length ? await db.getAll(...mailed.map((user) => db.doc(`users/${user.uid}`))) : [];
    const languages = new Map(documents.map((doc) => [doc.id, storedLanguage(doc.get('language'))]));
    for (const user of users)
      out.set(user.uid, {
        exists: true,
        mailTo: user.emailVerified && user.email ? user.email : null,
        language: languages.get(user.uid) ?? DEFAULT_LANGUAGE,
      });
  }
  for (const uid of unique) if (!out.has(uid)) out.set(uid, NO_MAILBOX);
  return out;
}

/** Writes one notification, and its mail when the person proved an address; false when it was there already. */
async function write(notification: NewNotification, mailbox: Mailbox): Promise<boolean> {
  const { id, userId, kind, title, body, params, jobId, applicationId = '', alertId = '', at } = notification;
  if (!mailbox.exists) {
    log.info('No account to notify', { notificationId: id, userId });
    return false;
  }
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
    createdAt: at ? Timestamp.fromDate(at) : FieldValue.serverTimestamp(),
  });
  // The bell's count, in the batch that creates the notification: an event notified twice fails
  // the create and counts nothing.
  batch.set(inboxRef(userId), { uid: userId, unreadNotifications: FieldValue.increment(1) }, { merge: true });
  if (mailbox.mailTo) {
    const url = `${siteUrl()}${NOTIFICATION_LINKS[kind]}`;
    const mail = mailbox.language === DEFAULT_LANGUAGE ? { title, body } : writeNotification(kind, params, notificationWriter(mailbox.language));
    const openSite = translator(mailbox.language)('notifications.mailOpenSite', { url });
    batch.create(db.doc(`mail/${id}`), {
      to: mailbox.mailTo,
      message: {
        subject: mail.title,
        text: `${mail.body}\n\n${openSite}`,
        html: `<p>${escapeHtml(mail.body)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(openSite)}</a></p>`,
      },
      userId,
      notificationId: id,
      createdAt: FieldValue.serverTimestamp(),
    });
  }
  try {
    await batch.commit();
    return true;
  } catch (error) {
    if ((error as { code?: number }).code === 6) return false; // ALREADY_EXISTS: this event was notified before
    throw error;
  }
}

/**
 * Writes one notification (read in the site) and, only when the person's
 * Firebase Auth account has a verified email, its mail to that address in
 * the shape the Firebase "Trigger Email" extension reads (`to`,
 * `message.subject`, `message.text`, `message.html`) under the same id, in
 * one batch. Both are created, never overwritten: a second run for the same
 * event finds them and does nothing. Returns whether this run wrote them.
 */
export async function notify(notification: NewNotification): Promise<boolean> {
  const mailbox = (await mailboxesOf([notification.userId])).get(notification.userId) ?? NO_MAILBOX;
  return write(notification, mailbox);
}

/**
 * notify() for many people at once (a new job's alerts): one Auth lookup per
 * 100 people, and their writes together (each notification with its mail in
 * its own batch, so one already written does not stop the others), 100 at a
 * time so no sequence of awaits grows with the count. A failed write does not
 * stop the rest: every chunk is tried, then the first failure is thrown, for
 * the caller's retry. Ids are deterministic, so a retried run writes only
 * what is missing. Returns how many were written.
 */
export async function notifyAll(notifications: readonly NewNotification[]): Promise<number> {
  let written = 0;
  const failures: unknown[] = [];
  for (let i = 0; i < notifications.length; i += NOTIFY_CHUNK) {
    const chunk = notifications.slice(i, i + NOTIFY_CHUNK);
    try {
      const mailboxes = await mailboxesOf(chunk.map((n) => n.userId));
      const results = await Promise.allSettled(chunk.map((n) => write(n, mailboxes.get(n.userId) ?? NO_MAILBOX)));
      for (const result of results) {
        if (result.status === 'fulfilled') written += result.value ? 1 : 0;
        else failures.push(result.reason);
      }
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) {
    log.error('Some notifications could not be written', { failed: failures.length, written, reason: String(failures[0]) });
    throw failures[0];
  }
  return written;
}
