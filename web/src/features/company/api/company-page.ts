/**
 * A company page's data: the server renders /company/{companyId} with the
 * company and its open jobs in a JSON data block; the app reads it from the
 * page it was loaded with, or fetches that page's HTML after moving to it
 * inside the app. No Firestore: a visitor reads no profile and no job.
 */
import { PUBLIC_COMPANY_DATA_ID, publicCompanyDataSchema, type PublicCompanyData } from '@jobsearch/domain/public-job';
import { useMemo } from 'react';
import { fetchDataBlock, loadedDataBlock } from '../../../lib/data/page-data-block';
import { useReadOnce } from '../../../lib/data/use-read';
import { publicCompanyPagePath } from '../../../lib/util/paths';

/** The data in a block, when it is this company's. */
function parseData(value: unknown, companyId: string): PublicCompanyData | null {
  const parsed = publicCompanyDataSchema.safeParse(value);
  if (!parsed.success) return null;
  const id = parsed.data.kind === 'company' ? parsed.data.company.companyId : parsed.data.companyId;
  return id === companyId ? parsed.data : null;
}

async function fetchCompanyPage(companyId: string): Promise<PublicCompanyData> {
  // Asked again each time: the employer comes here from Profile right after changing the About.
  const { status, value } = await fetchDataBlock(publicCompanyPagePath(companyId), PUBLIC_COMPANY_DATA_ID, { revalidate: true });
  const data = parseData(value, companyId);
  if (!data) throw new Error(`No company data in the page of ${companyId} (HTTP ${status})`);
  return data;
}

export type CompanyPageState = { status: 'loading' } | { status: 'ready'; data: PublicCompanyData } | { status: 'error' };

export function useCompanyPage(companyId: string): CompanyPageState {
  // The page the browser loaded carries its own company: read its data block once.
  const initial = useMemo(() => parseData(loadedDataBlock(PUBLIC_COMPANY_DATA_ID), companyId), [companyId]);
  const read = useReadOnce(companyId, initial === null, fetchCompanyPage, 'Reading the company page failed');
  if (initial) return { status: 'ready', data: initial };
  return read.status === 'done' ? { status: 'ready', data: read.value } : read;
}
