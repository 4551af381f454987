/**
 * Reports of a conversation (a thread of domain/src/threads.ts) to the admins,
 * and what an account's deletion keeps of a conversation as evidence.
 *
 * `threadReports/{threadId}_{reporterUid}`: each side of a thread files its own
 * report, once (the id), so a report by one side never takes away the other's.
 * `threadReportQuota/{uid}` holds an account's conversation reports of one day,
 * as `reportQuota/{uid}` does for job reports. firestore.rules repeat the limits,
 * naming these constants (docs/rules.md, docs/privacy-retention.md).
 */
import { z } from 'zod';

export const THREAD_REPORTS_COLLECTION = 'threadReports';
export const THREAD_REPORT_QUOTA_COLLECTION = 'threadReportQuota';
/** Minimal records of deleted accounts that were reported: their proved phone stays ban-able. */
export const REPORTED_ACCOUNTS_COLLECTION = 'reportedAccounts';
/** The sub-collection of a thread holding a deleted account's messages, for the admins only. */
export const EVIDENCE_COLLECTION = 'evidence';

/** Conversation reports one account may file in a day (India's calendar day); firestore.rules repeat it. */
export const THREAD_REPORTS_PER_DAY = 10;

/** Days a deleted account's messages are held for a report (and longer while a report on them is open). */
export const EVIDENCE_DAYS = 30;
export const EVIDENCE_MS = EVIDENCE_DAYS * 24 * 60 * 60 * 1000;

/** Open reports the admin's list shows a page. */
export const THREAD_REPORTS_PAGE_SIZE = 10;

export const THREAD_REPORT_STATUSES = ['open', 'dismissed', 'resolved'] as const;
export type ThreadReportStatus = (typeof THREAD_REPORT_STATUSES)[number];

/** One side's report of a conversation: `reportedId` is the other side, as the rules check. */
export const threadReportSchema = z.object({
  threadId: z.string(),
  reporterId: z.string(),
  reportedId: z.string(),
  status: z.enum(THREAD_REPORT_STATUSES),
  createdAt: z.date(),
});
export type ThreadReport = z.infer<typeof threadReportSchema>;
export type ThreadReportWithId = ThreadReport & { id: string };

/** A report's id: one per thread and reporter. */
export function threadReportId(threadId: string, reporterId: string): string {
  return `${threadId}_${reporterId}`;
}

/** `threadReportQuota/{uid}`: as reportQuotaSchema, `lastThreadId` naming the report it came with. */
export const threadReportQuotaSchema = z.object({
  day: z.string(),
  count: z.number().int(),
  lastThreadId: z.string(),
});
export type ThreadReportQuota = z.infer<typeof threadReportQuotaSchema>;

/** The quota after one more report of `threadId` on `today` (YYYY-MM-DD in India), or null when the day's reports are used up. */
export function nextThreadReportQuota(previous: Pick<ThreadReportQuota, 'day' | 'count'> | null, threadId: string, today: string): ThreadReportQuota | null {
  const count = previous && previous.day === today ? previous.count + 1 : 1;
  if (count > THREAD_REPORTS_PER_DAY) return null;
  return { day: today, count, lastThreadId: threadId };
}

/**
 * `reportedAccounts/{uid}`: what stays of an account deleted while a report on
 * it was open, and nothing else: the uid, the phone Firebase Auth proved, the
 * open reports. Server only; it goes when the admin bans the phone or no report
 * on it is open any more (the daily reconciliation).
 */
export const reportedAccountSchema = z.object({
  uid: z.string(),
  phoneNumber: z.string(),
  reportIds: z.array(z.string()),
});
export type ReportedAccount = z.infer<typeof reportedAccountSchema>;
