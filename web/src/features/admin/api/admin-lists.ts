/**
 * The admin's lists, read straight from Firestore (the admin claim may read
 * everything), a page at a time with cursors.
 * Queries:
 *   users        where role == 'jobseeker' | 'employer', orderBy createdAt desc
 *   jobs         [where status ==] [where date ==], orderBy createdAt desc
 *   applications orderBy createdAt desc
 * each with startAfter(cursor) and limit(page size + 1).
 */
import type { Role } from '@jobsearch/domain/choices';
import { INITIAL_STATUS, statusOf, type ApplicationStatus } from '@jobsearch/domain/pipeline';
import { applicationSchema, jobSchema, userSchema } from '@jobsearch/domain/schemas';
import {
  collection,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentData,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { z } from 'zod';
import { firebaseConfig } from '../../../lib/firebase/app';
import { db } from '../../../lib/firebase/firestore';
import { resumeAction } from '../../../lib/entities/resume-link';
import { ADMIN_PAGE_SIZE, splitPage, type JobQueryFilters } from '../model/admin-model';

export type Cursor = QueryDocumentSnapshot<DocumentData>;
export interface AdminPage<T> {
  rows: T[];
  hasNext: boolean;
  last: Cursor | null;
}

/** A record whose document does not match its schema still shows (so it can be deleted). */
export interface Unreadable {
  unreadable?: true;
}

export type PersonRow = {
  id: string;
  name: string;
  email: string;
  phoneNumber: string;
  role: Role | '';
  /** When they joined; null while unreadable. */
  createdAt: Date | null;
} & Unreadable;
export type JobRow = { id: string; jobRole: string; companyName: string; status: string; date: string } & Unreadable;
export type ApplicationRow = {
  id: string;
  status: ApplicationStatus;
  applicantName: string;
  email: string;
  phoneNumber: string;
  jobTitle: string;
  companyName: string;
  /** When it was made; null while the server time is pending or unreadable. */
  createdAt: Date | null;
  /** The resume's download URL ('' when missing or not a link to our Storage). */
  resume: string;
} & Unreadable;

const personSchema = userSchema.pick({ name: true, email: true, phoneNumber: true, role: true });
const jobRowSchema = jobSchema.pick({ jobRole: true, companyName: true, date: true }).extend({ status: jobSchema.shape.status.optional() });
const applicationRowSchema = applicationSchema.pick({ applicantName: true, email: true, phoneNumber: true }).extend({
  jobTitle: applicationSchema.shape.jobTitle.catch(''),
  companyName: applicationSchema.shape.companyName.catch(''),
  resume: applicationSchema.shape.resume.catch(''),
  status: applicationSchema.shape.status.catch(undefined),
});

/** A Firestore Timestamp field as a Date, or null. */
function dateOf(doc: Cursor, field: string): Date | null {
  const value: unknown = doc.get(field);
  return value && typeof (value as { toDate?: unknown }).toDate === 'function' ? (value as { toDate: () => Date }).toDate() : null;
}
/** Only a download link of a file in our own bucket becomes a link (lib/entities/resume-link.ts). */
const webLink = (url: string) => {
  const action = resumeAction(url, firebaseConfig.storageBucket);
  return action.kind === 'open' ? action.url : '';
};

/** A row of any of the four record tabs. */
export type AdminRow = PersonRow | JobRow | ApplicationRow;

/** Firestore Timestamps are not needed here, so the raw data is parsed directly. */
function reader<S extends z.ZodType, R>(schema: S, toRow: (id: string, data: z.output<S>, doc: Cursor) => R, fallback: (id: string) => R) {
  return (doc: Cursor): R => {
    const parsed = schema.safeParse(doc.data());
    if (parsed.success) return toRow(doc.id, parsed.data, doc);
    console.error(`${doc.ref.path} does not match its schema`, parsed.error);
    return fallback(doc.id);
  };
}

async function fetchPage<R>(name: string, constraints: QueryConstraint[], after: Cursor | null, read: (doc: Cursor) => R, size: number): Promise<AdminPage<R>> {
  const q = query(collection(db, name), ...constraints, orderBy('createdAt', 'desc'), ...(after ? [startAfter(after)] : []), limit(size + 1));
  const snapshot = await getDocs(q);
  const { rows, hasNext } = splitPage(snapshot.docs, size);
  return { rows: rows.map(read), hasNext, last: rows.at(-1) ?? null };
}

const readPerson = reader(
  personSchema,
  (id, d, doc): PersonRow => ({ id, ...d, createdAt: dateOf(doc, 'createdAt') }),
  (id): PersonRow => ({ id, name: '', email: '', phoneNumber: '', role: '', createdAt: null, unreadable: true }),
);
const readJob = reader(
  jobRowSchema,
  (id, d): JobRow => ({ id, ...d, status: d.status ?? '' }),
  (id): JobRow => ({ id, jobRole: '', companyName: '', status: '', date: '', unreadable: true }),
);
const readApplication = reader(
  applicationRowSchema,
  (id, d, doc): ApplicationRow => ({ id, ...d, status: statusOf(d), resume: webLink(d.resume), createdAt: dateOf(doc, 'createdAt') }),
  (id): ApplicationRow => ({
    id,
    status: INITIAL_STATUS,
    applicantName: '',
    email: '',
    phoneNumber: '',
    jobTitle: '',
    companyName: '',
    createdAt: null,
    resume: '',
    unreadable: true,
  }),
);

/** Users of one role: jobseeker for the Users tab, employer for the Employers tab. */
export function fetchPeople(role: Role, after: Cursor | null, size = ADMIN_PAGE_SIZE): Promise<AdminPage<PersonRow>> {
  return fetchPage('users', [where('role', '==', role)], after, readPerson, size);
}

function jobConstraints(filters: JobQueryFilters): QueryConstraint[] {
  const constraints: QueryConstraint[] = [];
  if (filters.status) constraints.push(where('status', '==', filters.status));
  if (filters.date) constraints.push(where('date', '==', filters.date));
  return constraints;
}

export function fetchJobs(filters: JobQueryFilters, after: Cursor | null, size = ADMIN_PAGE_SIZE): Promise<AdminPage<JobRow>> {
  return fetchPage('jobs', jobConstraints(filters), after, readJob, size);
}

/** How many jobs the filters match: a count aggregation (one read per 1,000 jobs), not a read of each. */
export async function countJobs(filters: JobQueryFilters): Promise<number> {
  return (await getCountFromServer(query(collection(db, 'jobs'), ...jobConstraints(filters)))).data().count;
}

export function fetchApplications(after: Cursor | null, size = ADMIN_PAGE_SIZE): Promise<AdminPage<ApplicationRow>> {
  return fetchPage('applications', [], after, readApplication, size);
}
