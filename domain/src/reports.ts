/**
 * What makes a report count, and how many one account may file. A report
 * from any proved account reaches the admin's Reports tab; only reports from
 * accounts with standing count toward hiding a job (REPORTS_TO_HIDE), so a
 * script with a thousand fresh accounts cannot take jobs down
 * (docs/decisions.md, "Reports from throwaway accounts").
 */
import { z } from 'zod';

/** Reports one account may file in a day (India's calendar day); firestore.rules repeats it. */
export const REPORTS_PER_DAY = 10;

/** Days a phone must have been proved (as the server recorded it) before its account's reports count toward hiding. */
export const STANDING_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a reporter whose phone the server saw proved at `provedAt` had
 * standing when reporting at `reportedAt`: the phone was proved at least
 * STANDING_DAYS before. No record (null) is no standing.
 */
export function hasStanding(provedAt: Date | null, reportedAt: Date): boolean {
  return provedAt !== null && reportedAt.getTime() - provedAt.getTime() >= STANDING_DAYS * DAY_MS;
}

/**
 * `reportQuota/{uid}`: the account's reports of one day. Written by the
 * reporter in the same batch as each report (firestore.rules tie the two):
 * `count` goes up by one per report, starts again at 1 on a new day, and
 * never passes REPORTS_PER_DAY; `lastJobId` names the report it came with.
 */
export const reportQuotaSchema = z.object({
  day: z.string(),
  count: z.number().int(),
  lastJobId: z.string(),
});
export type ReportQuota = z.infer<typeof reportQuotaSchema>;

/**
 * The quota after one more report of `jobId` on `today` (YYYY-MM-DD in India),
 * or null when the day's reports are used up.
 */
export function nextReportQuota(previous: ReportQuota | null, jobId: string, today: string): ReportQuota | null {
  const count = previous && previous.day === today ? previous.count + 1 : 1;
  if (count > REPORTS_PER_DAY) return null;
  return { day: today, count, lastJobId: jobId };
}

/**
 * `phoneProofs/{uid}`: when the server first saw the account's current phone
 * proved (the Auth account holds the profile's number, which only an OTP puts
 * there). Server only; the start of a reporter's standing.
 */
export const phoneProofSchema = z.object({
  phoneNumber: z.string(),
  provedAt: z.date(),
});
export type PhoneProof = z.infer<typeof phoneProofSchema>;

/**
 * `adminNotifications/{id}`: what the admins are told (every admin reads
 * every one; admins are Auth custom-claim users, not profiles). Today one
 * kind: a job the reports of accounts with standing hid.
 */
export const ADMIN_NOTIFICATION_KINDS = ['jobAutoHidden'] as const;
export type AdminNotificationKind = (typeof ADMIN_NOTIFICATION_KINDS)[number];

export const adminNotificationSchema = z.object({
  kind: z.enum(ADMIN_NOTIFICATION_KINDS),
  jobId: z.string(),
  jobTitle: z.string(),
  companyName: z.string(),
  /** Open reports of accounts with standing when the job was hidden. */
  countingReports: z.number().int(),
  read: z.boolean(),
  createdAt: z.date(),
});
export type AdminNotification = z.infer<typeof adminNotificationSchema>;
export type AdminNotificationWithId = AdminNotification & { id: string };
