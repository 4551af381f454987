/**
 * The Overview tab's one read: the counters the triggers keep
 * (domain/src/overview.ts), under the admin claim. The totals' shards
 * (`where kind == 'totals'`) and the shown days' shards (`where day >= first`):
 * at most COUNTER_SHARDS × (1 + OVERVIEW_DAYS) small documents, whatever the
 * number of records.
 */
import { todayInIndia } from '@jobsearch/domain/helpers';
import { OVERVIEW_COUNTERS, lastDays, overviewFrom, type Overview } from '@jobsearch/domain/overview';
import { collection, getDocs, query, where } from 'firebase/firestore';
import { db } from '../../../lib/firebase/firestore';

export async function fetchOverview(now = new Date()): Promise<Overview> {
  const today = todayInIndia(now);
  const counters = collection(db, OVERVIEW_COUNTERS);
  const [totals, days] = await Promise.all([
    getDocs(query(counters, where('kind', '==', 'totals'))),
    getDocs(query(counters, where('day', '>=', lastDays(today)[0]!))),
  ]);
  return overviewFrom(
    [...totals.docs, ...days.docs].map((doc) => doc.data()),
    today,
  );
}
