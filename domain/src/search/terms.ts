/**
 * A search text as terms: each term is what one typed name or word may
 * stand for (any one of its alternatives), and a job matches when it has
 * an alternative of every term. Alternatives are search elements:
 *   c:<district>  s:<state>  d:<degree>  t:<trade>  r:<job role>  h:<shift>  j:<job type>
 *   w:<word>      (a word of the job's text, normalised; English for listed names)
 * A name of the catalogs (any language, or a romanised spelling) stands for
 * its list's value; a word one or two typing mistakes away from a one-word
 * name, or the beginning of one, also stands for that name.
 */
import { buildLexicon, searchLexicon, type Lexicon, type LexiconEntry, type SearchedList } from './lexicon.js';
import { isDevanagari, searchWordsOf, STOP_WORDS } from './normalise.js';
import { editDistance, typosAllowed } from './typos.js';

export interface SearchTerm {
  /** The words as typed (normalised), for messages and tests. */
  typed: string;
  /** Any one of these elements satisfies the term; most exact first. */
  alternatives: string[];
}

const PREFIX: Record<SearchedList, string> = { city: 'c', state: 's', degree: 'd', trade: 't', jobRole: 'r', shift: 'h', jobType: 'j' };

/** The element a listed value is searched by: `c:Pune`, `r:Welder`... */
export const listElement = (list: SearchedList, value: string) => `${PREFIX[list]}:${value}`;
export const wordElement = (word: string) => `w:${word}`;

/** How many one-word names a beginning of a word may stand for (each is keys of every query it joins). */
const MAX_BEGINNINGS = 3;

/** The elements of listed values, and the English words of a role, trade, shift or job type (a custom role may hold them as words). */
function entryElements(entries: readonly LexiconEntry[]): string[] {
  const out: string[] = [];
  for (const entry of entries) out.push(listElement(entry.list, entry.value));
  for (const entry of entries) {
    if (entry.list === 'city' || entry.list === 'state' || entry.list === 'degree') continue;
    const words = searchWordsOf(entry.value).filter((w) => !STOP_WORDS.has(w));
    if (words.length === 1) out.push(wordElement(words[0]!));
  }
  return out;
}

/** How many letters two words begin with alike. */
function sharedBeginning(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  return i;
}

/**
 * The one-word name nearest to a word by edit distance, in its own script,
 * within the mistakes its length allows: the best correction only (of names
 * as near, the one beginning most like the word: "nagpr" is Nagpur, not
 * "nagar"), since each alternative multiplies a search's keys.
 */
export function nearestNames(word: string, lexicon: Lexicon = searchLexicon()): string[] {
  const allowed = typosAllowed(word);
  if (allowed === 0) return [];
  const names = isDevanagari(word) ? lexicon.words.devanagari : lexicon.words.latin;
  let best = allowed + 1;
  let nearest: string | null = null;
  for (const name of names) {
    const distance = editDistance(word, name, Math.min(best, allowed));
    if (distance === 0 || distance > allowed) continue;
    if (distance < best || (distance === best && nearest !== null && sharedBeginning(word, name) > sharedBeginning(word, nearest))) {
      best = distance;
      nearest = name;
    }
  }
  return nearest === null ? [] : [nearest];
}

/** One-word names a word of 3+ letters begins ("weld" -> welder, welding). */
function namesBeginningWith(word: string, lexicon: Lexicon): string[] {
  if ([...word].length < 3) return [];
  const names = isDevanagari(word) ? lexicon.words.devanagari : lexicon.words.latin;
  return names.filter((name) => name !== word && name.startsWith(word)).slice(0, MAX_BEGINNINGS);
}

const unique = (items: string[]) => [...new Set(items)];

/**
 * Whether a typed name is also searched as a free word of the text: not a
 * place's name (a place narrows like its filter), nor a Devanagari name
 * whose English word is searched already (a job's text is searched by the
 * English word of the roles and trades it names in Hindi or Marathi).
 */
function needsTypedWord(typed: string, entries: readonly LexiconEntry[], alternatives: readonly string[]): boolean {
  if (entries.some((entry) => entry.list === 'city' || entry.list === 'state')) return false;
  return !(isDevanagari(typed) && alternatives.some((element) => element.startsWith('w:')));
}

/**
 * The terms of a search text. Names of several words ("mumbai city",
 * "रात की शिफ़्ट") are read before single words; words too common to
 * search by ("and", "में") are left out unless part of a name.
 */
export function searchTerms(text: string, lexicon: Lexicon = searchLexicon()): SearchTerm[] {
  const words = searchWordsOf(text);
  const terms: SearchTerm[] = [];
  for (let i = 0; i < words.length;) {
    let matched = false;
    for (let n = Math.min(lexicon.longest, words.length - i); n >= 1 && !matched; n--) {
      const typed = words.slice(i, i + n).join(' ');
      const entries = lexicon.byName.get(typed);
      if (!entries) continue;
      const alternatives = entryElements(entries);
      if (n === 1 && needsTypedWord(typed, entries, alternatives)) alternatives.push(wordElement(typed));
      terms.push({ typed, alternatives: unique(alternatives) });
      i += n;
      matched = true;
    }
    if (matched) continue;
    const word = words[i]!;
    i++;
    if (STOP_WORDS.has(word)) continue;
    const near = nearestNames(word, lexicon).flatMap((name) => entryElements(lexicon.byName.get(name) ?? []));
    const begun = namesBeginningWith(word, lexicon).flatMap((name) => entryElements(lexicon.byName.get(name) ?? []));
    terms.push({ typed: word, alternatives: unique([wordElement(word), ...near, ...begun]) });
  }
  // The same term twice ("welder welder") asks nothing more.
  const seen = new Set<string>();
  return terms.filter((term) => {
    const key = [...term.alternatives].sort().join('|');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export { buildLexicon };
