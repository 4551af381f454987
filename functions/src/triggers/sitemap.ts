import { db } from '../store/firebase';
import { syncCompanyEntry, syncSitemapEntry } from '../store/sitemap';
import { idOf, type Written } from './on-write';

/**
 * The sitemap's stored copy (functions/src/store/sitemap.ts) follows every
 * job write: an Active job that reports have not hidden has an entry with its
 * last change; any other job (or a deleted one) has none. /sitemap.xml is
 * served from that copy, never from a query over the jobs. The job's employer's
 * company page follows too: listed while one of their jobs is.
 */
export async function keepSitemapEntry(event: Written): Promise<void> {
  await syncSitemapEntry(db, idOf(event));
  const employers = new Set([event.data?.before.get('employerId'), event.data?.after.get('employerId')].filter((id) => typeof id === 'string' && id !== ''));
  for (const employerId of employers) await syncCompanyEntry(db, employerId as string);
}
