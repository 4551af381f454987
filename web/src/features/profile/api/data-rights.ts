/**
 * The person's own data (DPDP Act 2023): "Download my data" reads
 * what the rules already let them read and hands it to the domain's
 * personalDataExport(); "Delete my account" proves the person again and
 * deletes the Auth user, whose trigger cascades (functions/src/triggers/accounts.ts).
 */
import { INVITATIONS_COLLECTION, invitationSchema, type InvitationWithId } from '@jobsearch/domain/candidates';
import { jobContactPath } from '@jobsearch/domain/job';
import { personalDataExport, personalDataFileName, type PersonalDataSource } from '@jobsearch/domain/personal-data';
import { jobAlertSchema, notificationSchema, savedJobSchema } from '@jobsearch/domain/pipeline';
import { applicationSchema, jobSchema, type ApplicationWithId, type JobWithId, type UserProfile } from '@jobsearch/domain/schemas';
import { chatMessageSchema, threadSchema } from '@jobsearch/domain/threads';
import type { z } from 'zod';
import { deleteUser, type User } from 'firebase/auth';
import { collection, doc, getDoc, getDocs, orderBy, query, where } from 'firebase/firestore/lite';
import { liteDb, liteSchemaConverter } from '../../../lib/firebase/firestore-lite';
import { profileResumeLink } from '../../../lib/entities/profile-resume';
import { reauthenticate } from './profile';

async function applicationsWhere(field: 'applicantId' | 'employerId', uid: string): Promise<ApplicationWithId[]> {
  const q = query(collection(liteDb, 'applications'), where(field, '==', uid), orderBy('createdAt', 'desc')).withConverter(
    liteSchemaConverter(applicationSchema),
  );
  return (await getDocs(q)).docs.map((d) => ({ ...d.data(), id: d.id }));
}

async function employerJobs(uid: string): Promise<JobWithId[]> {
  const q = query(collection(liteDb, 'jobs'), where('employerId', '==', uid), orderBy('createdAt', 'desc')).withConverter(liteSchemaConverter(jobSchema));
  return (await getDocs(q)).docs.map((d) => ({ ...d.data(), jobId: d.id }));
}

/** Each of the employer's jobs' numbers, from its private contact (the owner reads it). */
async function jobNumbers(jobs: readonly JobWithId[]): Promise<Record<string, string>> {
  const numbers = await Promise.all(jobs.map(async (job) => (await getDoc(doc(liteDb, jobContactPath(job.jobId)))).get('mobileNumber')));
  return Object.fromEntries(jobs.map((job, i) => [job.jobId, typeof numbers[i] === 'string' ? numbers[i] : '']));
}

/** A user's own documents of a collection the rules let them list by `userId == uid` (notifications, savedJobs, jobAlerts). */
async function ownDocs<S extends z.ZodType<Record<string, unknown>>>(name: string, uid: string, schema: S): Promise<(z.output<S> & { id: string })[]> {
  const q = query(collection(liteDb, name), where('userId', '==', uid)).withConverter(liteSchemaConverter(schema));
  return (await getDocs(q)).docs.map((d) => ({ ...(d.data() as z.output<S>), id: d.id }));
}

/** Invitations to apply the person received (seekerId) or sent (employerId), as the rules let them list. */
async function invitationsOf(field: 'seekerId' | 'employerId', uid: string): Promise<InvitationWithId[]> {
  const q = query(collection(liteDb, INVITATIONS_COLLECTION), where(field, '==', uid)).withConverter(liteSchemaConverter(invitationSchema));
  return (await getDocs(q)).docs.map((d) => ({ ...d.data(), id: d.id }));
}

/** Their conversations (threads on their side), each with its messages. */
async function conversations(uid: string, role: UserProfile['role']): Promise<NonNullable<PersonalDataSource['conversations']>> {
  const side = role === 'employer' ? 'employerId' : 'applicantId';
  const threads = await getDocs(query(collection(liteDb, 'threads'), where(side, '==', uid)).withConverter(liteSchemaConverter(threadSchema)));
  return Promise.all(
    threads.docs.map(async (thread) => {
      const messages = await getDocs(
        query(collection(liteDb, 'threads', thread.id, 'messages'), orderBy('createdAt')).withConverter(liteSchemaConverter(chatMessageSchema)),
      );
      return { thread: { ...thread.data(), id: thread.id }, messages: messages.docs.map((m) => ({ ...m.data(), id: m.id })) };
    }),
  );
}

/**
 * Everything the export holds: a seeker's applications, saved jobs, alerts and
 * profile resume link, or an employer's jobs and the applications to them;
 * both their notifications and invitations to apply (received or sent).
 */
export async function readPersonalData(uid: string, profile: UserProfile): Promise<PersonalDataSource> {
  if (profile.role === 'employer') {
    const [jobs, applicationsToJobs, notifications, invitations, talks] = await Promise.all([
      employerJobs(uid),
      applicationsWhere('employerId', uid),
      ownDocs('notifications', uid, notificationSchema),
      invitationsOf('employerId', uid),
      conversations(uid, 'employer'),
    ]);
    return { uid, profile, jobs, jobNumbers: await jobNumbers(jobs), applicationsToJobs, notifications, invitations, conversations: talks };
  }
  const [applications, notifications, savedJobs, alerts, profileResume, invitations, talks] = await Promise.all([
    applicationsWhere('applicantId', uid),
    ownDocs('notifications', uid, notificationSchema),
    ownDocs('savedJobs', uid, savedJobSchema),
    ownDocs('jobAlerts', uid, jobAlertSchema),
    profileResumeLink(uid),
    invitationsOf('seekerId', uid),
    conversations(uid, 'jobseeker'),
  ]);
  return { uid, profile, applications, notifications, savedJobs, alerts, profileResume, invitations, conversations: talks };
}

/** Builds the JSON file and hands it to the browser as a download. */
export async function downloadPersonalData(uid: string, profile: UserProfile): Promise<void> {
  const now = new Date();
  const data = personalDataExport(await readPersonalData(uid, profile), now);
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = personalDataFileName(now);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** What a delete takes with it, for the confirmation. */
export async function deletionCounts(uid: string, profile: UserProfile): Promise<{ jobs: number; applications: number }> {
  const source = await readPersonalData(uid, profile);
  return profile.role === 'employer'
    ? { jobs: source.jobs?.length ?? 0, applications: source.applicationsToJobs?.length ?? 0 }
    : { jobs: 0, applications: source.applications?.length ?? 0 };
}

/** Proves the person again with their password (Auth wants a recent login before a delete). */
export const confirmIdentity = reauthenticate;

/** Deletes the Auth user; the Auth trigger deletes the profile, applications, resumes and jobs. */
export async function deleteMyAccount(user: User): Promise<void> {
  await deleteUser(user);
}
