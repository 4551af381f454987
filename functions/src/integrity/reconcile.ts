import { FieldPath, FieldValue, Timestamp, type DocumentReference, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { JOB_CONTACT_DOC } from '@jobsearch/domain';
import { REPORTED_ACCOUNTS_COLLECTION, THREAD_REPORT_QUOTA_COLLECTION, THREAD_REPORTS_COLLECTION } from '@jobsearch/domain/thread-reports';
import { log } from '../log';
import { deleteAccountCascade, deleteApplicationRecord, deleteJobCascade } from '../store/deletions';
import { auth, db, resumeBucket, storageAvailable } from '../store/firebase';
import { countApplicants, jobsWithoutStats } from '../store/job-stats';
import { deleteEvidence, openThreadReportIds } from '../store/thread-evidence';
import { deleteThread, THREADS } from '../store/threads';

/**
 * The reconciliation: finds and removes what a failed cascade step can leave
 * behind, and counts job stats again. Triggers are retried, but an event
 * dropped after a day, a bug, or a console edit can still leave traces; this
 * is the net under them, run daily (integrity/scheduled.ts) and by an admin
 * (POST /admin/maintenance/reconcile).
 *
 * Who is gone: a person whose uid is tombstoned (`deletedAccounts/{uid}`, which
 * every account cascade writes first and which forbids a new profile under
 * that uid), or who has neither a profile nor an Auth account. A person with
 * either and no tombstone is alive (an admin has no profile; a new sign-up has
 * an Auth account a moment before its profile). A job is gone when
 * `jobs/{jobId}` does not exist.
 *
 * Bounded and resumable: it walks one collection (or Storage prefix) at a
 * time in pages of PAGE_SIZE, ordered by id, and after each page stores where
 * it is in `maintenance/reconcile` (server-only: no rule matches it). It stops
 * before its time budget and says `finished: false`; the next run goes on
 * from there. Every removal goes through the same idempotent code as the
 * cascades, files before the records that name them.
 */

export const PAGE_SIZE = 200;
/** A resume upload with no application yet is live (the form writes the application right after); only older ones are left over. */
export const UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
/** Each recount is a transaction of eight count queries; this many run side by side. */
const RECOUNT_AT_ONCE = 10;
const STATE = () => db.collection('maintenance').doc('reconcile');

export interface Removed {
  accounts: number;
  jobs: number;
  applications: number;
  files: number;
  savedJobs: number;
  alerts: number;
  notifications: number;
  reports: number;
  jobStats: number;
  /** Per-person server records keyed by uid: phone proofs and report quotas. */
  personRecords: number;
  /** Private contacts (`jobs/{jobId}/private/contact`, the employer's number) of gone jobs. */
  jobContacts: number;
  /**
   * Conversations whose hold ended (EVIDENCE_DAYS past, no report open): a deleted account's held
   * messages deleted, or the thread whole when nobody is left in it or its application is gone.
   */
  heldConversations: number;
  /** Minimal records of deleted reported accounts (reportedAccounts) with no report open any more. */
  reportedAccounts: number;
}

export interface ReconcileResult {
  removed: Removed;
  /** Jobs whose stats were counted again. */
  recounted: number;
  /** False when the time budget ran out first; the next run continues where this one stopped. */
  finished: boolean;
}

/** The walk's steps, in order: people and jobs first, so their dependents are judged after. */
const PHASES = [
  'accounts',
  'jobs',
  'applications',
  'savedJobs',
  'jobAlerts',
  'notifications',
  'mail',
  'reports',
  'jobStats',
  'jobContacts',
  'phoneProofs',
  'reportQuota',
  'threadReportQuota',
  'heldConversations',
  'reportedAccounts',
  'resumes',
  'profileResumes',
] as const;
type Phase = (typeof PHASES)[number];

interface State {
  phase: Phase;
  cursor: string | null;
}

type Doc = QueryDocumentSnapshot;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Existence answers cached for one run. */
class World {
  private people = new Map<string, boolean>();
  private jobs = new Map<string, boolean>();

  /** Loads whether each uid is gone (see the module comment). */
  async loadPeople(uids: Iterable<string>): Promise<void> {
    const wanted = [...new Set(uids)].filter((uid) => uid && !this.people.has(uid));
    if (wanted.length === 0) return;
    const [profiles, tombstones] = await Promise.all([
      db.getAll(...wanted.map((uid) => db.doc(`users/${uid}`))),
      db.getAll(...wanted.map((uid) => db.doc(`deletedAccounts/${uid}`))),
    ]);
    const unsure: string[] = [];
    wanted.forEach((uid, i) => {
      if (tombstones[i]!.exists) this.people.set(uid, true);
      else if (profiles[i]!.exists) this.people.set(uid, false);
      else unsure.push(uid);
    });
    for (let start = 0; start < unsure.length; start += 100) {
      const batch = unsure.slice(start, start + 100);
      const { users } = await auth.getUsers(batch.map((uid) => ({ uid })));
      const found = new Set(users.map((user) => user.uid));
      for (const uid of batch) this.people.set(uid, !found.has(uid));
    }
  }

  async loadJobs(ids: Iterable<string>): Promise<void> {
    const wanted = [...new Set(ids)].filter((id) => id && !this.jobs.has(id));
    if (wanted.length === 0) return;
    const jobs = await db.getAll(...wanted.map((id) => db.doc(`jobs/${id}`)));
    wanted.forEach((id, i) => this.jobs.set(id, !jobs[i]!.exists));
  }

  /** Only for loaded uids; an empty uid is never judged gone. */
  personGone = (uid: string) => uid !== '' && this.people.get(uid) === true;
  jobGone = (id: string) => id !== '' && this.jobs.get(id) === true;
}

async function deleteDocs(refs: DocumentReference[]): Promise<number> {
  if (refs.length === 0) return 0;
  const batch = db.batch();
  for (const ref of refs) batch.delete(ref);
  await batch.commit();
  return refs.length;
}

/** Counts each job's applications again, a few jobs at a time; returns how many. */
async function recount(jobIds: string[]): Promise<number> {
  for (let start = 0; start < jobIds.length; start += RECOUNT_AT_ONCE)
    await Promise.all(jobIds.slice(start, start + RECOUNT_AT_ONCE).map((jobId) => countApplicants(db, jobId)));
  return jobIds.length;
}

export interface ReconcileOptions {
  /** Stop starting new pages after this long. */
  budgetMs: number;
  now?: () => number;
}

/** Runs the reconciliation from where the last run stopped, until done or out of time. */
export async function reconcile({ budgetMs, now = Date.now }: ReconcileOptions): Promise<ReconcileResult> {
  const deadline = now() + budgetMs;
  const removed: Removed = {
    accounts: 0,
    jobs: 0,
    applications: 0,
    files: 0,
    savedJobs: 0,
    alerts: 0,
    notifications: 0,
    reports: 0,
    jobStats: 0,
    personRecords: 0,
    jobContacts: 0,
    heldConversations: 0,
    reportedAccounts: 0,
  };
  let recounted = 0;
  const world = new World();
  const saved = (await STATE().get()).data() as Partial<State> | undefined;
  let state: State = saved?.phase && PHASES.includes(saved.phase) ? { phase: saved.phase, cursor: saved.cursor ?? null } : { phase: PHASES[0], cursor: null };

  /** One page of a collection, by id after the cursor; null when the collection is done. */
  async function page(collection: string): Promise<Doc[]> {
    let query = db.collection(collection).orderBy(FieldPath.documentId()).limit(PAGE_SIZE);
    if (state.cursor) query = query.startAfter(state.cursor);
    return (await query.get()).docs;
  }

  /** Deletes the documents of a page whose owner (a person's field, a job's field) is gone. */
  async function sweepDocs(docs: Doc[], people: string[], jobs: string[]): Promise<number> {
    await world.loadPeople(docs.flatMap((doc) => people.map((field) => text(doc.get(field)))));
    await world.loadJobs(docs.flatMap((doc) => jobs.map((field) => text(doc.get(field)))));
    const orphans = docs.filter(
      (doc) => people.some((field) => world.personGone(text(doc.get(field)))) || jobs.some((field) => world.jobGone(text(doc.get(field)))),
    );
    return deleteDocs(orphans.map((doc) => doc.ref));
  }

  /** Runs one page of the current phase; returns the next cursor, or null when the phase is done. */
  async function step(): Promise<string | null> {
    const { phase } = state;
    if (phase === 'resumes' || phase === 'profileResumes') return filesStep(phase);
    if (phase === 'jobContacts') return jobContactsStep();
    if (phase === 'heldConversations') return heldConversationsStep();
    const collection =
      phase === 'accounts'
        ? 'deletedAccounts'
        : phase === 'threadReportQuota'
          ? THREAD_REPORT_QUOTA_COLLECTION
          : phase === 'reportedAccounts'
            ? REPORTED_ACCOUNTS_COLLECTION
            : phase;
    const docs = await page(collection);
    if (docs.length === 0) return null;
    switch (phase) {
      case 'accounts': {
        // A tombstoned uid whose profile or Auth account is still there: its cascade did not finish.
        const uids = docs.map((doc) => doc.id);
        const profiles = await db.getAll(...uids.map((uid) => db.doc(`users/${uid}`)));
        const { users } = await auth.getUsers(uids.slice(0, 100).map((uid) => ({ uid })));
        const { users: more } = uids.length > 100 ? await auth.getUsers(uids.slice(100).map((uid) => ({ uid }))) : { users: [] };
        const withAccount = new Set([...users, ...more].map((user) => user.uid));
        for (const [i, uid] of uids.entries()) {
          if (!profiles[i]!.exists && !withAccount.has(uid)) continue;
          const summary = await deleteAccountCascade(uid, { role: null, tombstone: true });
          removed.accounts += 1;
          removed.jobs += summary?.jobs ?? 0;
          removed.applications += summary?.applications ?? 0;
          removed.files += summary?.resumeFiles ?? 0;
        }
        break;
      }
      case 'jobs': {
        await world.loadPeople(docs.map((doc) => text(doc.get('employerId'))));
        for (const doc of docs) {
          if (!world.personGone(text(doc.get('employerId')))) continue;
          const summary = await deleteJobCascade(doc.id);
          removed.jobs += summary?.jobs ?? 0;
          removed.applications += summary?.applications ?? 0;
          removed.files += summary?.resumeFiles ?? 0;
        }
        break;
      }
      case 'applications': {
        await world.loadPeople(docs.map((doc) => text(doc.get('applicantId'))));
        await world.loadJobs(docs.map((doc) => text(doc.get('jobId'))));
        const liveJobs = new Set<string>();
        for (const doc of docs) {
          const jobId = text(doc.get('jobId'));
          if (world.jobGone(jobId) || world.personGone(text(doc.get('applicantId')))) {
            const summary = await deleteApplicationRecord(doc.id);
            removed.applications += summary?.applications ?? 0;
            removed.files += summary?.resumeFiles ?? 0;
          } else if (jobId) liveJobs.add(jobId);
        }
        // A job with applications but no stats: the count on its first application failed.
        recounted += await recount(await jobsWithoutStats(db, [...liveJobs]));
        break;
      }
      case 'savedJobs':
        // A saved job of a deleted job stays: the seeker's list shows it as Deleted (the jobs trigger marks it).
        removed.savedJobs += await sweepDocs(docs, ['userId'], []);
        break;
      case 'jobAlerts':
        removed.alerts += await sweepDocs(docs, ['userId'], []);
        break;
      case 'notifications':
      case 'mail':
        // Queued mail is a notification's copy (with the person's email address): counted with them.
        removed.notifications += await sweepDocs(docs, ['userId'], []);
        break;
      case 'reports':
        removed.reports += await sweepDocs(docs, ['reporterId'], ['jobId']);
        break;
      case 'reportedAccounts': {
        // Kept only while a report on the deleted account is open (a ban deletes it at once).
        for (const doc of docs) {
          const ids = (doc.get('reportIds') as unknown[] | undefined)?.filter((id): id is string => typeof id === 'string') ?? [];
          const reports = ids.length ? await db.getAll(...ids.map((id) => db.collection(THREAD_REPORTS_COLLECTION).doc(id))) : [];
          if (reports.some((report) => report.get('status') === 'open')) continue;
          await doc.ref.delete();
          removed.reportedAccounts += 1;
        }
        break;
      }
      case 'phoneProofs':
      case 'reportQuota':
      case 'threadReportQuota': {
        // Keyed by uid: the person's phone number and their reporting counters.
        await world.loadPeople(docs.map((doc) => doc.id));
        removed.personRecords += await deleteDocs(docs.filter((doc) => world.personGone(doc.id)).map((doc) => doc.ref));
        break;
      }
      case 'jobStats': {
        await world.loadJobs(docs.map((doc) => doc.id));
        const orphans = docs.filter((doc) => world.jobGone(doc.id));
        removed.jobStats += await deleteDocs(orphans.map((doc) => doc.ref));
        // The others are counted again from the applications (the truth, in a transaction).
        recounted += await recount(docs.map((doc) => doc.id).filter((id) => !world.jobGone(id)));
        break;
      }
    }
    return docs.length < PAGE_SIZE ? null : docs[docs.length - 1]!.id;
  }

  /**
   * One page of the conversations whose hold ended (`evidenceUntil` passed), by that time then id
   * (the cursor `millis|id`). A report open on one keeps it all; else its held messages go (the
   * side still there keeps the thread), or the thread whole when both sides left or, nobody having
   * left, its application is gone (a job deleted under a report).
   */
  async function heldConversationsStep(): Promise<string | null> {
    let query = db
      .collection(THREADS)
      .where('evidenceUntil', '<=', Timestamp.fromMillis(now()))
      .orderBy('evidenceUntil')
      .orderBy(FieldPath.documentId())
      .limit(PAGE_SIZE);
    if (state.cursor) {
      const [millis, id] = state.cursor.split('|');
      query = query.startAfter(Timestamp.fromMillis(Number(millis)), id);
    }
    const docs = (await query.get()).docs;
    if (docs.length === 0) return null;
    for (const doc of docs) {
      if ((await openThreadReportIds('threadId', doc.id)).length > 0) continue;
      const left = (doc.get('left') as string[] | undefined) ?? [];
      const everyoneLeft = [doc.get('employerId'), doc.get('applicantId')].every((uid) => left.includes(uid));
      // Held by closeThreadOfApplication (nobody left, the application removed under an open report).
      const applicationGone = left.length === 0 && !(await db.doc(`applications/${doc.id}`).get()).exists;
      if (everyoneLeft || applicationGone) await deleteThread(doc.ref);
      else {
        await deleteEvidence(doc.ref);
        await doc.ref.update({ evidenceUntil: null });
      }
      removed.heldConversations += 1;
    }
    const last = docs[docs.length - 1]!;
    return docs.length < PAGE_SIZE ? null : `${(last.get('evidenceUntil') as Timestamp).toMillis()}|${last.id}`;
  }

  /** One page of the jobs' private contacts (a subcollection: a deleted job does not take it along by itself). */
  async function jobContactsStep(): Promise<string | null> {
    let query = db.collectionGroup(JOB_CONTACT_DOC.collection).orderBy(FieldPath.documentId()).limit(PAGE_SIZE);
    if (state.cursor) query = query.startAfter(state.cursor);
    const docs = (await query.get()).docs;
    if (docs.length === 0) return null;
    const jobOf = (doc: Doc) => (doc.ref.parent.parent?.parent.id === 'jobs' ? doc.ref.parent.parent.id : '');
    await world.loadJobs(docs.map(jobOf));
    removed.jobContacts += await deleteDocs(docs.filter((doc) => world.jobGone(jobOf(doc))).map((doc) => doc.ref));
    return docs.length < PAGE_SIZE ? null : docs[docs.length - 1]!.ref.path;
  }

  /** One page of Storage files under resumes/ or profileResumes/; the cursor is the listing's page token. */
  async function filesStep(prefix: 'resumes' | 'profileResumes'): Promise<string | null> {
    if (!storageAvailable) return null;
    const [files, next] = await resumeBucket().getFiles({
      prefix: `${prefix}/`,
      maxResults: PAGE_SIZE,
      autoPaginate: false,
      ...(state.cursor ? { pageToken: state.cursor } : {}),
    });
    const parsed = files.map((file) => ({ file, parts: file.name.split('/') }));
    await world.loadPeople(parsed.map(({ parts }) => parts[1] ?? ''));
    if (prefix === 'resumes') await world.loadJobs(parsed.map(({ parts }) => (parts.length === 4 ? parts[2]! : '')));
    // resumes/{uid}/{jobId}/{file} with both alive: kept when the application exists, or the upload is recent.
    const judged = parsed.filter(({ parts }) => prefix === 'resumes' && parts.length === 4 && !world.personGone(parts[1]!) && !world.jobGone(parts[2]!));
    const applications = judged.length ? await db.getAll(...judged.map(({ parts }) => db.doc(`applications/${parts[2]}_${parts[1]}`))) : [];
    const withApplication = new Set(judged.filter((_, i) => applications[i]!.exists).map(({ file }) => file.name));
    const orphans = parsed.filter(({ file, parts }) => {
      const uid = parts[1] ?? '';
      if (world.personGone(uid)) return true;
      if (prefix !== 'resumes' || parts.length !== 4) return false;
      if (world.jobGone(parts[2]!)) return true;
      if (withApplication.has(file.name)) return false;
      const created = Date.parse(String(file.metadata.timeCreated ?? ''));
      return !Number.isNaN(created) && now() - created > UPLOAD_GRACE_MS;
    });
    for (const { file } of orphans) await file.delete({ ignoreNotFound: true });
    removed.files += orphans.length;
    const token = (next as { pageToken?: string } | null | undefined)?.pageToken;
    return token ?? null;
  }

  let finished = false;
  while (now() < deadline) {
    const cursor = await step();
    if (cursor !== null) {
      state = { phase: state.phase, cursor };
      await STATE().set({ ...state, updatedAt: FieldValue.serverTimestamp() });
      continue;
    }
    const next = PHASES.indexOf(state.phase) + 1;
    if (next >= PHASES.length) {
      finished = true;
      await STATE().delete();
      break;
    }
    state = { phase: PHASES[next]!, cursor: null };
    await STATE().set({ ...state, updatedAt: FieldValue.serverTimestamp() });
  }
  const result = { removed, recounted, finished };
  log.info('Reconciliation ran', { ...removed, recounted, finished, phase: state.phase });
  return result;
}
