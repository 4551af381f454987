import type { CollectionReference, Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { badRequest } from '../errors';
import { log } from '../log';
import { API_MESSAGES } from '../messages';
import { MalformedDocumentError } from './converters';

/** One page of a list: at most `limit` items after the document `after`. */
export interface Page {
  limit: number;
  after?: string | undefined;
}

/** The items of a page, and the id to pass as `after` for the next one (null on the last page). */
export interface PageResult<T> {
  items: T[];
  nextAfter: string | null;
}

/**
 * Runs a query ordered by createdAt for one page. The cursor is the id of a
 * document the same query returns; its snapshot positions the query.
 */
export async function fetchPage<T, R>(
  collection: CollectionReference<T>,
  query: Query<T>,
  page: Page,
  toItem: (doc: QueryDocumentSnapshot<T>) => R,
): Promise<PageResult<R>> {
  let docs: QueryDocumentSnapshot<T>[];
  if (page.after) {
    const cursor = await collection.doc(page.after).withConverter(null).get();
    const unknown = () => badRequest('invalid_input', API_MESSAGES.invalidInput, { after: API_MESSAGES.unknownCursor });
    if (!cursor.exists || cursor.get('createdAt') == null) throw unknown();
    // Read from the cursor itself: it must be the first document (an item of
    // this very list, same filters, same order; otherwise `after` would tell a
    // caller whether a document they may not read exists, an Inactive job or
    // another employer's applicant), and the page is what follows it.
    const fromCursor = await query
      .startAt(cursor)
      .limit(page.limit + 1)
      .get();
    if (fromCursor.docs[0]?.id !== cursor.id) throw unknown();
    docs = fromCursor.docs.slice(1);
  } else {
    docs = (await query.limit(page.limit).get()).docs;
  }
  const items: R[] = [];
  for (const doc of docs) {
    const item = readOrSkip(doc, toItem);
    if (item !== undefined) items.push(item);
  }
  const last = docs[docs.length - 1];
  return { items, nextAfter: docs.length === page.limit && last ? last.id : null };
}

/** One malformed document is logged and left out rather than breaking a whole list. */
function readOrSkip<T, R>(doc: QueryDocumentSnapshot<T>, toItem: (doc: QueryDocumentSnapshot<T>) => R): R | undefined {
  try {
    return toItem(doc);
  } catch (error) {
    if (!(error instanceof MalformedDocumentError)) throw error;
    log.warn('Skipped a malformed document', { path: error.path, problems: error.problems });
    return undefined;
  }
}
