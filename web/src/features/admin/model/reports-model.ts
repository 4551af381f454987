/**
 * The Reports tab's rows (unit tested): open reports grouped by job, with
 * their count and reasons, newest report first.
 */
import { REPORT_REASONS, type ReportReason } from '@jobsearch/domain/choices';

export interface OpenReport {
  id: string;
  jobId: string;
  reason: ReportReason;
  note: string;
  createdAt: Date;
  /** The reporter had standing (the reports trigger's); undefined until it ran. */
  counts?: boolean;
}

export interface ReportedJob {
  /** The job's id (a row of the table). */
  id: string;
  reportIds: string[];
  count: number;
  /** The open reports that count toward hiding the job (from accounts with standing). */
  counting: number;
  /** Each reason's label with how many reports gave it, most given first: "Asks for money (2), Other (1)". */
  reasons: string;
  /** The same as data, for the screen to write in the chosen language. */
  reasonCounts: { reason: ReportReason; count: number }[];
  notes: string[];
  newest: Date;
}

const reasonLabel = (reason: ReportReason) => REPORT_REASONS.find((r) => r.value === reason)?.label ?? reason;

export function groupReports(reports: readonly OpenReport[]): ReportedJob[] {
  const byJob = new Map<string, OpenReport[]>();
  for (const report of reports) byJob.set(report.jobId, [...(byJob.get(report.jobId) ?? []), report]);
  const rows: ReportedJob[] = [];
  for (const [jobId, list] of byJob) {
    const counts = new Map<ReportReason, number>();
    for (const r of list) counts.set(r.reason, (counts.get(r.reason) ?? 0) + 1);
    const reasonCounts = [...counts]
      .sort((a, b) => b[1] - a[1] || REPORT_REASONS.findIndex((r) => r.value === a[0]) - REPORT_REASONS.findIndex((r) => r.value === b[0]))
      .map(([reason, count]) => ({ reason, count }));
    const reasons = reasonCounts.map(({ reason, count }) => `${reasonLabel(reason)} (${count})`).join(', ');
    rows.push({
      id: jobId,
      reportIds: list.map((r) => r.id),
      count: list.length,
      counting: list.filter((r) => r.counts === true).length,
      reasons,
      reasonCounts,
      notes: list.map((r) => r.note.trim()).filter(Boolean),
      newest: new Date(Math.max(...list.map((r) => r.createdAt.getTime()))),
    });
  }
  return rows.sort((a, b) => b.newest.getTime() - a.newest.getTime());
}
