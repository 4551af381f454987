/**
 * The Reports tab. Open reports are read under the admin claim
 * (`where status == 'open'`, no orderBy: a single-field query needs no
 * composite index; the tab sorts them, newest first), grouped by job, with the
 * job and its employer's name read beside them (a job already deleted is
 * left out: its reports go in its deletion cascade, a moment later).
 * Actions: Dismiss writes status 'dismissed' on the job's open reports (the
 * rules let an admin change that field only); Deactivate job is the API's
 * POST /admin/reports/{jobId}/deactivate (job Inactive, reports resolved, in
 * one transaction); Delete employer is DELETE /admin/employers/{id}, which
 * cascades. The reports trigger then counts again and the job returns to the
 * seekers' list when fewer than 3 reports of accounts with standing stay open.
 * Above the table: the admins' notices of jobs the reports hid
 * (adminNotifications, written by the reports trigger; the newest 20).
 */
import { adminNotificationSchema, type AdminNotificationWithId } from '@jobsearch/domain/reports';
import { jobSchema, reportSchema, userSchema } from '@jobsearch/domain/schemas';
import { collection, doc, getDoc, getDocs, limit, orderBy, query, where, writeBatch } from 'firebase/firestore';
import { callApi } from '../../../lib/data/api';
import { db } from '../../../lib/firebase/firestore';
import { groupReports, type OpenReport, type ReportedJob } from '../model/reports-model';
import type { AdminPage } from './admin-lists';
import { deleteAdminRecord } from './admin-delete';

export type ReportRow = ReportedJob & {
  job: { title: string; companyName: string; status: string; employerId: string };
  employerName: string;
};

const jobPart = jobSchema.pick({ jobRole: true, companyName: true, status: true, employerId: true });
const employerPart = userSchema.pick({ name: true });

/** The row of a reported job; null when the job is gone (its reports follow it in the deletion cascade). */
async function readRow(group: ReportedJob): Promise<ReportRow | null> {
  const jobSnapshot = await getDoc(doc(db, 'jobs', group.id));
  const job = jobPart.safeParse(jobSnapshot.data());
  if (!jobSnapshot.exists() || !job.success) return null;
  const employer = await getDoc(doc(db, 'users', job.data.employerId)).catch(() => null);
  const name = employerPart.safeParse(employer?.data());
  return {
    ...group,
    job: { title: job.data.jobRole, companyName: job.data.companyName, status: job.data.status, employerId: job.data.employerId },
    employerName: name.success ? name.data.name : '',
  };
}

export async function fetchReportedJobs(): Promise<AdminPage<ReportRow>> {
  const snapshot = await getDocs(query(collection(db, 'reports'), where('status', '==', 'open')));
  const reports: OpenReport[] = [];
  for (const d of snapshot.docs) {
    const parsed = reportSchema.safeParse({ ...d.data(), createdAt: d.get('createdAt')?.toDate?.() });
    if (parsed.success) reports.push({ id: d.id, ...parsed.data });
    else console.error(`${d.ref.path} does not match the report schema`, parsed.error);
  }
  const rows = await Promise.all(groupReports(reports).map(readRow));
  return { rows: rows.filter((row) => row !== null), hasNext: false, last: null };
}

export async function dismissReports(row: ReportRow): Promise<void> {
  const batch = writeBatch(db);
  for (const id of row.reportIds) batch.update(doc(db, 'reports', id), { status: 'dismissed' });
  await batch.commit();
}

export async function deactivateReportedJob(row: ReportRow): Promise<void> {
  await callApi<unknown>('POST', `/admin/reports/${encodeURIComponent(row.id)}/deactivate`);
}

export async function deleteReportedEmployer(row: ReportRow): Promise<void> {
  await deleteAdminRecord('employers', row.job.employerId);
}

/** How many notices of hidden jobs the tab shows, newest first. */
const NOTICES_SHOWN = 20;

export async function fetchAutoHiddenNotices(): Promise<AdminNotificationWithId[]> {
  const snapshot = await getDocs(query(collection(db, 'adminNotifications'), orderBy('createdAt', 'desc'), limit(NOTICES_SHOWN)));
  const notices: AdminNotificationWithId[] = [];
  for (const d of snapshot.docs) {
    const parsed = adminNotificationSchema.safeParse({ ...d.data(), createdAt: d.get('createdAt')?.toDate?.() });
    if (parsed.success) notices.push({ id: d.id, ...parsed.data });
    else console.error(`${d.ref.path} does not match the admin notification schema`, parsed.error);
  }
  return notices;
}

/** Marks the notices read (the rules let an admin change `read` only). */
export async function markNoticesRead(ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const batch = writeBatch(db);
  for (const id of ids) batch.update(doc(db, 'adminNotifications', id), { read: true });
  await batch.commit();
}
