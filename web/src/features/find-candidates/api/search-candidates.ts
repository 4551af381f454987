/**
 * Find candidates' reads: a page of candidate cards and the total, straight
 * from Firestore (the rules let an employer with a proved phone list the
 * cards, which hold only what seekers share), newest active first.
 */
import { CANDIDATE_CARDS_COLLECTION, CANDIDATE_LIMITS, candidateCardSchema, type CandidateCardWithId } from '@jobsearch/domain/candidates';
import {
  collection,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentData,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { db } from '../../../lib/firebase/firestore';
import type { Page } from '../../../lib/data/paging';
import type { CandidatesQuery } from '../model/candidates-query';

export type CandidateCursor = QueryDocumentSnapshot<DocumentData>;

function candidatesQuery(plan: CandidatesQuery) {
  return query(
    collection(db, CANDIDATE_CARDS_COLLECTION),
    where('searchKeys', 'array-contains', plan.key),
    ...plan.ranges.map((range) => where(range.field, range.op, range.value)),
    orderBy('lastActiveAt', 'desc'),
  );
}

/** One page of cards after `after`; a card that does not read as one is left out (and logged). */
export async function readCandidatesPage(plan: CandidatesQuery, after: CandidateCursor | null): Promise<Page<CandidateCardWithId, CandidateCursor>> {
  const size = CANDIDATE_LIMITS.pageSize;
  const snapshot = await getDocs(query(candidatesQuery(plan), ...(after ? [startAfter(after)] : []), limit(size + 1)));
  const docs = snapshot.docs.slice(0, size);
  const rows = docs.flatMap((doc) => {
    const parsed = candidateCardSchema.safeParse({ ...doc.data(), lastActiveAt: doc.get('lastActiveAt')?.toDate?.() });
    if (parsed.success) return [{ ...parsed.data, id: doc.id }];
    console.error(`${doc.ref.path} does not match its schema`, parsed.error);
    return [];
  });
  return { rows, hasNext: snapshot.docs.length > size, last: docs.at(-1) ?? null };
}

/** How many cards the query matches. */
export async function countCandidates(plan: CandidatesQuery): Promise<number> {
  return (await getCountFromServer(candidatesQuery(plan))).data().count;
}
