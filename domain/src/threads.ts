/**
 * Messages between a job's employer and an applicant: one thread per
 * application (`threads/{applicationId}`, opened by the server when the
 * application is made), its messages in `threads/{id}/messages/{messageId}`.
 * Text only, shown as written (never as links or HTML). Limits and shapes here;
 * firestore.rules repeats the limits, naming these constants.
 */
import { z } from 'zod';
import { FIELD_PROBLEMS } from './problems.js';

export const MESSAGE_LIMITS = {
  /** Characters of one message. */
  textMax: 1000,
  /** Messages one account sends in a day in India, across all its threads. */
  perDay: 200,
  /** Seconds between two messages of one account. */
  minSecondsBetween: 2,
  /** Characters of the last message kept on the thread for the list. */
  previewMax: 140,
  /** Unread messages counted in a thread (more read as "99+"). */
  unreadCap: 99,
} as const;

export const MESSAGE_TEXT_LABEL = 'Message';

/** What a person types: trimmed, 1 to MESSAGE_LIMITS.textMax characters. */
export const messageTextSchema = z
  .string({ message: FIELD_PROBLEMS.required(MESSAGE_TEXT_LABEL) })
  .trim()
  .min(1, FIELD_PROBLEMS.required(MESSAGE_TEXT_LABEL))
  .max(MESSAGE_LIMITS.textMax, FIELD_PROBLEMS.tooLong(MESSAGE_TEXT_LABEL, MESSAGE_LIMITS.textMax));

/** A message as stored: who sent it, its text, when (the server's time). */
export const chatMessageSchema = z.object({
  senderId: z.string(),
  text: z.string(),
  createdAt: z.date(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export type ChatMessageWithId = ChatMessage & { id: string };

const timestamps = z.record(z.string(), z.date()).catch({});

/**
 * A thread as stored. The server writes who is in it and the job (copied from
 * the application), the last message and the unread counts; each participant
 * writes only their own read time and a block. Reports are documents of their
 * own (domain/src/thread-reports.ts), one per side.
 */
export const threadSchema = z.object({
  applicationId: z.string(),
  jobId: z.string(),
  jobTitle: z.string(),
  companyName: z.string(),
  employerId: z.string(),
  applicantId: z.string(),
  applicantName: z.string(),
  createdAt: z.date(),
  lastMessageAt: z.date(),
  lastMessageText: z.string().catch(''),
  lastSenderId: z.string().catch(''),
  /** Unread messages per participant (the server counts them). */
  unread: z.record(z.string(), z.number()).catch({}),
  /** When each participant last read the thread (their read receipt). */
  readAt: timestamps,
  /** The participant who blocked the thread: nobody sends while it is set. */
  blockedBy: z.string().nullable().catch(null),
  /** Participants who deleted their account: their messages left the conversation (held as evidence for the admins a while: docs/privacy-retention.md), the thread says so. */
  left: z.array(z.string()).catch([]),
  /** Until when a deleted account's messages are held (`evidence/`), for a report; null when none are. */
  evidenceUntil: z.date().nullable().catch(null),
});
export type Thread = z.infer<typeof threadSchema>;
export type ThreadWithId = Thread & { id: string };

/**
 * A new thread's fields for an application (who is in it and the job, copied
 * from the application), nothing said yet; null for an application naming no
 * employer or applicant. `at` is the server's timestamp value.
 */
export function newThreadFields<T>(applicationId: string, application: Record<string, unknown>, at: T): Record<string, unknown> | null {
  const text = (key: string) => (typeof application[key] === 'string' ? (application[key] as string) : '');
  if (!text('employerId') || !text('applicantId')) return null;
  return {
    applicationId,
    jobId: text('jobId'),
    jobTitle: text('jobTitle'),
    companyName: text('companyName'),
    employerId: text('employerId'),
    applicantId: text('applicantId'),
    applicantName: text('applicantName'),
    createdAt: at,
    lastMessageAt: at,
    lastMessageText: '',
    lastSenderId: '',
    unread: {},
    readAt: {},
    blockedBy: null,
    left: [],
    evidenceUntil: null,
  };
}

/** The daily count of an account's messages (`messageRates/{uid}`): the rules' rate limit, which the sender writes with each message. */
export const messageRateSchema = z.object({
  lastAt: z.date(),
  /** YYYY-MM-DD in India. */
  day: z.string(),
  count: z.number(),
  /** `threadId/messageId` of the message this write was for: one message a write. */
  lastMessage: z.string(),
});
export type MessageRate = z.infer<typeof messageRateSchema>;

/** The rate document's next value for one more message on `today` (YYYY-MM-DD in India), or null when the day's messages are used up. */
export function nextMessageRate(stored: Pick<MessageRate, 'day' | 'count'> | null, today: string): { day: string; count: number } | null {
  const count = stored && stored.day === today ? stored.count + 1 : 1;
  return count > MESSAGE_LIMITS.perDay ? null : { day: today, count };
}

/** The other participant of a thread. */
export function otherParticipant(thread: Pick<Thread, 'employerId' | 'applicantId'>, uid: string): string {
  return thread.employerId === uid ? thread.applicantId : thread.employerId;
}

/** Whether the other side has read a message (its read time is at or after the message). */
export function seenByOther(thread: Pick<Thread, 'employerId' | 'applicantId' | 'readAt'>, uid: string, message: Pick<ChatMessage, 'createdAt'>): boolean {
  const read = thread.readAt[otherParticipant(thread, uid)];
  return read !== undefined && read.getTime() >= message.createdAt.getTime();
}

/** The preview of a message kept on its thread. */
export function messagePreview(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= MESSAGE_LIMITS.previewMax ? line : `${line.slice(0, MESSAGE_LIMITS.previewMax - 1).trimEnd()}\u2026`;
}

/** An unread count as a badge shows it: nothing for none, "99+" past the cap. */
export function unreadBadge(count: number): string {
  if (count <= 0) return '';
  return count > MESSAGE_LIMITS.unreadCap ? `${MESSAGE_LIMITS.unreadCap}+` : String(count);
}
