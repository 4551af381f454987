/**
 * The public job page's data: the server renders /job/{jobId} with
 * the job in a JSON data block; the app reads it from the page it was loaded
 * with, or, after moving to another job's page inside the app, fetches that
 * page's HTML and reads the block from its text. No Firestore: a visitor may not
 * read jobs, and the page never carries the contact number.
 */
import { PUBLIC_PAGE_DATA_ID, publicPageDataSchema, type PublicPageData } from '@jobsearch/domain/public-job';
import { useMemo } from 'react';
import { publicJobPagePath } from '../../../lib/util/paths';
import { useReadOnce } from '../../../lib/data/use-read';
import { fetchDataBlock, loadedDataBlock } from '../../../lib/data/page-data-block';

/** The page data in a data block, when it is this job's. */
function parseData(value: unknown, jobId: string): PublicPageData | null {
  const parsed = publicPageDataSchema.safeParse(value);
  if (!parsed.success) return null;
  const id = parsed.data.kind === 'job' ? parsed.data.job.jobId : parsed.data.jobId;
  return id === jobId ? parsed.data : null;
}

/** The data of the page the browser loaded, when it is this job's. */
export function prerenderedPage(jobId: string): PublicPageData | null {
  return parseData(loadedDataBlock(PUBLIC_PAGE_DATA_ID), jobId);
}

export async function fetchPublicPage(jobId: string): Promise<PublicPageData> {
  const { status, value } = await fetchDataBlock(publicJobPagePath(jobId), PUBLIC_PAGE_DATA_ID);
  const data = parseData(value, jobId);
  if (!data) throw new Error(`No job data in the page of ${jobId} (HTTP ${status})`);
  return data;
}

export type PublicPageState = { status: 'loading' } | { status: 'ready'; data: PublicPageData } | { status: 'error' };

export function usePublicPage(jobId: string): PublicPageState {
  // The page the browser loaded carries its own job: read its data block once, not on every render.
  const initial = useMemo(() => prerenderedPage(jobId), [jobId]);
  const read = useReadOnce(jobId, initial === null, fetchPublicPage, 'Reading the job page failed');
  if (initial) return { status: 'ready', data: initial };
  return read.status === 'done' ? { status: 'ready', data: read.value } : read;
}
