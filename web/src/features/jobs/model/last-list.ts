/**
 * The jobs list's last-seen copy (lib/offline/last-seen.ts): the first page a seeker
 * last saw, for the filters it was read with, and its total. Shown offline
 * (or when the read fails) only for the same filters: a list for other
 * filters would answer a question the seeker did not ask.
 */
import { jobSchema, type JobWithId } from '@jobsearch/domain/schemas';
import { readRows } from '../../../lib/offline/last-seen';

export interface LastList {
  filtersKey: string;
  jobs: JobWithId[];
  total: number | null;
}

/**
 * What is stored: the cards' jobs without their search keywords and keys (server-written,
 * most of a job's bytes, never shown), and never an employer's number (a job
 * stored before numbers left the job document may still hold one).
 */
export function lastListToStore(filtersKey: string, jobs: readonly JobWithId[], total: number | null): LastList {
  const stored = jobs.map((job) => {
    const { mobileNumber: _number, ...fields } = job as JobWithId & { mobileNumber?: unknown };
    return { ...fields, keywords: [], searchKeys: [] };
  });
  return { filtersKey, jobs: stored, total };
}

/** The stored list when it was read for `filtersKey`; its jobs read back through the job schema. */
export function lastListFor(data: unknown, filtersKey: string): { jobs: JobWithId[]; total: number | null } | null {
  if (!data || typeof data !== 'object') return null;
  const stored = data as Partial<LastList>;
  if (stored.filtersKey !== filtersKey || !Array.isArray(stored.jobs)) return null;
  const jobs = readRows(stored.jobs, jobSchema, 'jobId');
  const total = typeof stored.total === 'number' ? stored.total : null;
  return { jobs, total };
}
