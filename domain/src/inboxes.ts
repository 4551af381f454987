/**
 * `inboxes/{uid}`: what every signed-in view shows of an account in one
 * document, kept by the server, so a view reads one document for it instead
 * of a query per mark (docs/performance.md, "Reads per view"):
 * - `unread`: unread messages across the account's threads (the navigation's count);
 * - `unreadNotifications`: notifications made since the bell was last opened
 *   (the bell's count). The server adds one with each notification it creates;
 *   opening the bell sets it to 0, the one change its owner may write;
 * - `appliedJobIds`: the jobs the seeker has applied to, newest last (the
 *   "Applied" marks of the job cards and details), at most APPLIED_MARKS_MAX.
 * firestore.rules names these fields.
 */
import { z } from 'zod';

/**
 * Applied marks an inbox keeps: the oldest go first beyond it, which keeps the
 * document far from Firestore's 1 MiB whatever a script applies to. A job
 * whose mark went still refuses a second application (its id is taken).
 */
export const APPLIED_MARKS_MAX = 1000;

export const inboxSchema = z.object({
  uid: z.string(),
  unread: z.number().catch(0),
  unreadNotifications: z.number().catch(0),
  appliedJobIds: z.array(z.string()).catch([]),
});
export type Inbox = z.infer<typeof inboxSchema>;

/** The marks after an application to `jobId` was made (`applied`) or removed: one entry a job, newest last. */
export function nextAppliedMarks(marks: readonly string[], jobId: string, applied: boolean): string[] {
  const others = marks.filter((id) => id !== jobId);
  return applied ? [...others, jobId].slice(-APPLIED_MARKS_MAX) : others;
}
