/**
 * Deleting a record through the function API: it also removes what hangs
 * off it (the Auth account, an employer's jobs, a job's applications), which
 * the browser's SDK cannot do.
 */
import { callApi } from '../../../lib/data/api';
import { deletePath, type AdminTabId } from '../model/admin-model';

export async function deleteAdminRecord(tab: AdminTabId, id: string): Promise<void> {
  await callApi<unknown>('DELETE', deletePath(tab, id));
}
