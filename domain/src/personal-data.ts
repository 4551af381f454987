/**
 * "Download my data" (India's DPDP Act 2023, issue 18 outcome 5): the JSON a
 * person gets of what we hold about them. Pure: the screen (or a function)
 * reads the documents and hands them here. A job seeker gets their profile and
 * their applications; an employer their profile, their jobs and the
 * applications to each. Dates become ISO strings; the search index
 * (`keywords`) and Storage paths are left out (the download link stays).
 */
import type { Role } from './choices.js';
import type { ApplicationWithId, JobWithId, UserProfile } from './schemas.js';

export const PERSONAL_DATA_FORMAT = 'jobsearch-india/personal-data@1';

export interface PersonalDataSource {
  uid: string;
  profile: UserProfile;
  /** A job seeker's own applications. */
  applications?: readonly ApplicationWithId[];
  /** An employer's jobs. */
  jobs?: readonly JobWithId[];
  /** An employer: the applications to their jobs. */
  applicationsToJobs?: readonly ApplicationWithId[];
}

type Plain = Record<string, unknown>;

const iso = (date: Date) => date.toISOString();

function application(app: ApplicationWithId): Plain {
  const { id, resumePath: _path, createdAt, ...rest } = app;
  return { applicationId: id, ...rest, createdAt: iso(createdAt) };
}

function job(item: JobWithId, applications: readonly ApplicationWithId[]): Plain {
  const { keywords: _keywords, createdAt, updatedAt, ...rest } = item;
  return {
    ...rest,
    createdAt: iso(createdAt),
    updatedAt: iso(updatedAt),
    applications: applications
      .filter((a) => a.jobId === item.jobId)
      .sort(byNewest)
      .map(application),
  };
}

const byNewest = (a: { createdAt: Date }, b: { createdAt: Date }) => b.createdAt.getTime() - a.createdAt.getTime();

/** The export, newest first, for `JSON.stringify(…, null, 2)`. */
export function personalDataExport(source: PersonalDataSource, exportedAt: Date): Plain {
  const { uid, profile } = source;
  const role: Role = profile.role;
  const base = {
    format: PERSONAL_DATA_FORMAT,
    exportedAt: iso(exportedAt),
    profile: { id: uid, name: profile.name, email: profile.email, phoneNumber: profile.phoneNumber, role, createdAt: iso(profile.createdAt) },
  };
  if (role === 'jobseeker') {
    return {
      ...base,
      applications: [...(source.applications ?? [])]
        .filter((a) => a.applicantId === uid)
        .sort(byNewest)
        .map(application),
    };
  }
  const received = (source.applicationsToJobs ?? []).filter((a) => a.employerId === uid);
  return {
    ...base,
    jobs: [...(source.jobs ?? [])]
      .filter((j) => j.employerId === uid)
      .sort(byNewest)
      .map((j) => job(j, received)),
  };
}

/** The file name of the download: jobsearch-data-<yyyy-mm-dd>.json. */
export function personalDataFileName(exportedAt: Date): string {
  return `jobsearch-data-${iso(exportedAt).slice(0, 10)}.json`;
}
