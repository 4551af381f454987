/**
 * "Download my data" (India's DPDP Act 2023): the JSON a
 * person gets of what we hold about them. Pure: the screen (or a function)
 * reads the documents and hands them here. A job seeker gets their profile,
 * their applications, saved jobs, job alerts and the link of the resume kept
 * on their profile; an employer their profile, their jobs and the
 * applications to each; both their notifications and their conversations
 * (Messages), an employer also their company page's About. Dates become ISO strings; the search index
 * (`keywords`) and Storage paths are left out (the download link stays).
 */
import type { InvitationWithId } from './candidates.js';
import type { Role } from './choices.js';
import type { AppNotification, JobAlert, SavedJob } from './pipeline.js';
import type { ApplicationWithId, JobWithId, UserProfile } from './schemas.js';
import type { ChatMessageWithId, ThreadWithId } from './threads.js';

export const PERSONAL_DATA_FORMAT = 'jobsearch-india/personal-data@1';

export interface PersonalDataSource {
  uid: string;
  profile: UserProfile;
  /** A job seeker's own applications. */
  applications?: readonly ApplicationWithId[];
  /** An employer's jobs. */
  jobs?: readonly JobWithId[];
  /** An employer: each job's number, from its private contact (the job documents hold none), by job id. */
  jobNumbers?: Readonly<Record<string, string>>;
  /** An employer: the applications to their jobs. */
  applicationsToJobs?: readonly ApplicationWithId[];
  /** Their notifications (both roles). */
  notifications?: readonly (AppNotification & { id: string })[];
  /** A job seeker's saved jobs. */
  savedJobs?: readonly (SavedJob & { id: string })[];
  /** A job seeker's job alerts. */
  alerts?: readonly (JobAlert & { id: string })[];
  /** A job seeker's profile resume: its download link, or null when there is none. */
  profileResume?: string | null;
  /** Invitations to apply: a seeker's received, an employer's sent. */
  invitations?: readonly InvitationWithId[];
  /** Their message threads (both roles), each with its messages. */
  conversations?: readonly { thread: ThreadWithId; messages: readonly ChatMessageWithId[] }[];
}

type Plain = Record<string, unknown>;

const iso = (date: Date) => date.toISOString();

function application(app: ApplicationWithId): Plain {
  const { id, resumePath: _path, createdAt, statusHistory, interview, ...rest } = app;
  return {
    applicationId: id,
    ...rest,
    ...(statusHistory ? { statusHistory: Object.fromEntries(Object.entries(statusHistory).map(([status, at]) => [status, iso(at)])) } : {}),
    ...(interview ? { interview: { ...interview, at: iso(interview.at) } } : {}),
    createdAt: iso(createdAt),
  };
}

function notification(item: AppNotification & { id: string }): Plain {
  const { id, userId: _user, createdAt, ...rest } = item;
  return { notificationId: id, ...rest, createdAt: iso(createdAt) };
}

function savedJob(item: SavedJob & { id: string }): Plain {
  const { id: _id, userId: _user, savedAt, ...rest } = item;
  return { ...rest, savedAt: iso(savedAt) };
}

function alert(item: JobAlert & { id: string }): Plain {
  const { id, userId: _user, key: _key, words: _words, createdAt, ...rest } = item;
  return { alertId: id, ...rest, createdAt: iso(createdAt) };
}

function job(item: JobWithId, applications: readonly ApplicationWithId[], mobileNumber: string): Plain {
  const { keywords: _keywords, createdAt, updatedAt, ...rest } = item;
  return {
    ...rest,
    mobileNumber,
    createdAt: iso(createdAt),
    updatedAt: iso(updatedAt),
    applications: applications
      .filter((a) => a.jobId === item.jobId)
      .sort(byNewest)
      .map(application),
  };
}

function invitation(item: InvitationWithId): Plain {
  const { id, createdAt, respondedAt, ...rest } = item;
  return { invitationId: id, ...rest, createdAt: iso(createdAt), respondedAt: respondedAt ? iso(respondedAt) : null };
}

/** The person's invitations (received or sent), newest first. */
function invitationsOf(source: PersonalDataSource, field: 'seekerId' | 'employerId'): Plain[] {
  return [...(source.invitations ?? [])]
    .filter((item) => item[field] === source.uid)
    .sort(byNewest)
    .map(invitation);
}

const byNewest = (a: { createdAt: Date }, b: { createdAt: Date }) => b.createdAt.getTime() - a.createdAt.getTime();

/** A conversation of theirs: the job, the other side, and each message as sent, marked as theirs or not. */
function conversation(uid: string, { thread, messages }: { thread: ThreadWithId; messages: readonly ChatMessageWithId[] }): Plain {
  return {
    threadId: thread.id,
    jobId: thread.jobId,
    jobTitle: thread.jobTitle,
    companyName: thread.companyName,
    ...(thread.employerId === uid ? { applicantName: thread.applicantName } : {}),
    messages: [...messages]
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((message) => ({ fromMe: message.senderId === uid, text: message.text, sentAt: iso(message.createdAt) })),
  };
}

/** The export, newest first, for `JSON.stringify(…, null, 2)`. */
export function personalDataExport(source: PersonalDataSource, exportedAt: Date): Plain {
  const { uid, profile } = source;
  const role: Role = profile.role;
  const base = {
    format: PERSONAL_DATA_FORMAT,
    exportedAt: iso(exportedAt),
    profile: {
      id: uid,
      name: profile.name,
      email: profile.email,
      phoneNumber: profile.phoneNumber,
      role,
      createdAt: iso(profile.createdAt),
      ...(profile.language ? { language: profile.language } : {}),
      ...(profile.workProfile ? { workProfile: profile.workProfile } : {}),
      // "Let employers find me": the consent as last given or withdrawn, and when.
      ...(profile.findMe ? { findMe: { on: profile.findMe.on, at: iso(profile.findMe.at) } } : {}),
      ...(profile.companyAbout ? { companyAbout: profile.companyAbout } : {}),
    },
    messages: (source.conversations ?? []).filter(({ thread }) => thread.employerId === uid || thread.applicantId === uid).map((c) => conversation(uid, c)),
  };
  const notifications = [...(source.notifications ?? [])]
    .filter((n) => n.userId === uid)
    .sort(byNewest)
    .map(notification);
  if (role === 'jobseeker') {
    return {
      ...base,
      profileResume: source.profileResume ?? null,
      applications: [...(source.applications ?? [])]
        .filter((a) => a.applicantId === uid)
        .sort(byNewest)
        .map(application),
      savedJobs: [...(source.savedJobs ?? [])]
        .filter((j) => j.userId === uid)
        .sort((a, b) => b.savedAt.getTime() - a.savedAt.getTime())
        .map(savedJob),
      alerts: [...(source.alerts ?? [])]
        .filter((a) => a.userId === uid)
        .sort(byNewest)
        .map(alert),
      notifications,
      invitations: invitationsOf(source, 'seekerId'),
    };
  }
  const received = (source.applicationsToJobs ?? []).filter((a) => a.employerId === uid);
  return {
    ...base,
    jobs: [...(source.jobs ?? [])]
      .filter((j) => j.employerId === uid)
      .sort(byNewest)
      .map((j) => job(j, received, source.jobNumbers?.[j.jobId] ?? '')),
    notifications,
    invitations: invitationsOf(source, 'employerId'),
  };
}

/** The file name of the download: jobsearch-data-<yyyy-mm-dd>.json. */
export function personalDataFileName(exportedAt: Date): string {
  return `jobsearch-data-${iso(exportedAt).slice(0, 10)}.json`;
}
