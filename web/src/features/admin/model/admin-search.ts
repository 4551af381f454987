/**
 * The admin tabs' search, pure and unit tested. The lists
 * are paged, so filtering the loaded page would hide matches on other pages;
 * a search loads the tab's records (with its filters) up to ADMIN_SEARCH_BOUND,
 * newest first, and filters those. The bound is said on screen when reached.
 */

/** How many records one search reads at most, per tab. */
export const ADMIN_SEARCH_BOUND = 2000;
/** A search reads the records this many at a time. */
export const ADMIN_SEARCH_PAGE = 500;
/** How many matches show at once; the count says how many more there are. */
export const ADMIN_SEARCH_SHOWN = 50;
/** Typing waits this long before the search runs. */
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;

/** What a row is searched by: words (name, email, company, role) and phone numbers. */
export interface SearchFields {
  text: readonly string[];
  phones?: readonly string[];
}

const digits = (value: string) => value.replace(/\D/g, '');

/** The query's words, lower-cased; an empty query has none. */
export function searchWords(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * Every word of the query is found in the row: in one of its texts (any part,
 * case ignored), or, for a word of digits (spaces, + and - ignored), in one of
 * its phone numbers, so "98100 00001" and "+919810000001" both find +91 98100 00001.
 */
export function matchesSearch(fields: SearchFields, query: string): boolean {
  const words = searchWords(query);
  if (!words.length) return true;
  const text = fields.text.join('\n').toLowerCase();
  const phones = (fields.phones ?? []).map(digits);
  const queryDigits = digits(query);
  // A query of one phone number typed with spaces: its digits together.
  if (queryDigits.length >= 4 && /^[\d\s+()-]+$/.test(query.trim()) && phones.some((p) => p.includes(queryDigits))) return true;
  return words.every((word) => {
    if (text.includes(word)) return true;
    const wordDigits = digits(word);
    return wordDigits.length > 0 && /^[\d+()-]+$/.test(word) && phones.some((p) => p.includes(wordDigits));
  });
}

/** The matches of `rows`, the first `shown` of them, and how many there are. */
export function searchRows<T>(rows: readonly T[], fieldsOf: (row: T) => SearchFields, query: string, shown = ADMIN_SEARCH_SHOWN): { rows: T[]; total: number } {
  const matches = rows.filter((row) => matchesSearch(fieldsOf(row), query));
  return { rows: matches.slice(0, shown), total: matches.length };
}
