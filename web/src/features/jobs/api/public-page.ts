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

/** The page data in a data block's text, when it is this job's. */
function parseData(text: string | null | undefined, jobId: string): PublicPageData | null {
  if (!text) return null;
  const parsed = publicPageDataSchema.safeParse(JSON.parse(text));
  if (!parsed.success) return null;
  const id = parsed.data.kind === 'job' ? parsed.data.job.jobId : parsed.data.jobId;
  return id === jobId ? parsed.data : null;
}

function dataOf(document: Document, jobId: string): PublicPageData | null {
  return parseData(document.getElementById(PUBLIC_PAGE_DATA_ID)?.textContent, jobId);
}

/**
 * The data block read from a fetched page's text. Not through DOMParser: the page carries
 * the site's stylesheet inline, allowed by its own policy but not by this document's, and
 * parsing it would log a refused style. The block's JSON never holds "<" (jsonForScript).
 */
const DATA_BLOCK = new RegExp(`<script type="application/json" id="${PUBLIC_PAGE_DATA_ID}">([^<]*)</script>`);
function dataOfHtml(html: string, jobId: string): PublicPageData | null {
  return parseData(DATA_BLOCK.exec(html)?.[1], jobId);
}

/** The data of the page the browser loaded, when it is this job's. */
export function prerenderedPage(jobId: string): PublicPageData | null {
  try {
    return dataOf(document, jobId);
  } catch {
    return null;
  }
}

export async function fetchPublicPage(jobId: string): Promise<PublicPageData> {
  const response = await fetch(publicJobPagePath(jobId), { headers: { accept: 'text/html', 'x-public-page-data': '1' } });
  const html = await response.text();
  const data = dataOfHtml(html, jobId);
  if (!data) throw new Error(`No job data in the page of ${jobId} (HTTP ${response.status})`);
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
