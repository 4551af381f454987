/**
 * The Reported conversations tab: open conversation reports (threadReports),
 * the oldest first, a page at a time with their count; each with its
 * conversation (the rules let an admin read a thread, its messages and a
 * deleted account's held messages only once a side reported it). Dismiss
 * writes the report's status (the one field the rules let an admin change);
 * Ban is the API's POST /admin/ban/{id}, which also resolves the open reports
 * against that account (and bans a deleted account by the phone it kept).
 */
import { chatMessageSchema, threadSchema, type ThreadWithId } from '@jobsearch/domain/threads';
import {
  EVIDENCE_COLLECTION,
  THREAD_REPORTS_COLLECTION,
  THREAD_REPORTS_PAGE_SIZE,
  threadReportSchema,
  type ThreadReportWithId,
} from '@jobsearch/domain/thread-reports';
import { collection, doc, getCountFromServer, getDoc, getDocs, limit, orderBy, query, startAfter, updateDoc, where } from 'firebase/firestore';
import { useLiveQuery } from '../../../lib/data/live';
import { db } from '../../../lib/firebase/firestore';
import { splitPage } from '../model/admin-model';
import { mergeConversation } from '../model/reported-threads';
import { banPerson } from './admin-ban';
import type { AdminPage, Cursor } from './admin-lists';

export interface ReportedThreadRow {
  /** The report's id. */
  id: string;
  report: ThreadReportWithId;
  /** The conversation; null when it could not be read. */
  thread: ThreadWithId | null;
}

const openReports = () => query(collection(db, THREAD_REPORTS_COLLECTION), where('status', '==', 'open'));

async function readThread(threadId: string): Promise<ThreadWithId | null> {
  const snapshot = await getDoc(doc(db, 'threads', threadId)).catch(() => null);
  if (!snapshot?.exists()) return null;
  const data = snapshot.data();
  const parsed = threadSchema.safeParse({
    ...data,
    createdAt: data.createdAt?.toDate?.(),
    lastMessageAt: data.lastMessageAt?.toDate?.(),
    evidenceUntil: data.evidenceUntil?.toDate?.() ?? null,
    readAt: {},
  });
  return parsed.success ? { id: snapshot.id, ...parsed.data } : null;
}

/** One page of open reports, the oldest unhandled first. */
export async function fetchThreadReports(after: Cursor | null, size = THREAD_REPORTS_PAGE_SIZE): Promise<AdminPage<ReportedThreadRow>> {
  const snapshot = await getDocs(query(openReports(), orderBy('createdAt', 'asc'), ...(after ? [startAfter(after)] : []), limit(size + 1)));
  const { rows, hasNext } = splitPage(snapshot.docs, size);
  const read = await Promise.all(
    rows.map(async (d): Promise<ReportedThreadRow | null> => {
      const parsed = threadReportSchema.safeParse({ ...d.data(), createdAt: d.get('createdAt')?.toDate?.() });
      if (!parsed.success) {
        console.error(`${d.ref.path} does not match the conversation report schema`, parsed.error);
        return null;
      }
      return { id: d.id, report: { id: d.id, ...parsed.data }, thread: await readThread(parsed.data.threadId) };
    }),
  );
  return { rows: read.filter((row) => row !== null), hasNext, last: rows.at(-1) ?? null };
}

/** How many reports are open (all pages). */
export async function countOpenThreadReports(): Promise<number> {
  return (await getCountFromServer(openReports())).data().count;
}

export const dismissThreadReport = (row: ReportedThreadRow) => updateDoc(doc(db, THREAD_REPORTS_COLLECTION, row.id), { status: 'dismissed' });

export const banReportedAccount = (row: ReportedThreadRow) => banPerson(row.report.reportedId);

/** A reported conversation's messages and a deleted account's held ones, in order. */
export function useReportedConversation(threadId: string) {
  const messages = useLiveQuery(query(collection(db, 'threads', threadId, 'messages'), orderBy('createdAt')), chatMessageSchema, 'a reported conversation');
  const held = useLiveQuery(query(collection(db, 'threads', threadId, EVIDENCE_COLLECTION), orderBy('createdAt')), chatMessageSchema, 'held messages');
  return mergeConversation(messages.data, held.data);
}
