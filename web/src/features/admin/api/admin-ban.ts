/**
 * Banning a person through the function API (POST /admin/ban/{id}, docs/api.md):
 * their verified phone and their email go on the ban lists, then the same
 * cascade as a delete removes them and what hangs off them.
 */
import { callApi } from '../../../lib/data/api';

export async function banPerson(uid: string): Promise<void> {
  await callApi<unknown>('POST', `/admin/ban/${encodeURIComponent(uid)}`);
}
