/**
 * A job's search keys: what the jobs trigger stores in `searchKeys`, so one
 * `array-contains-any` finds the jobs having every term of a search, filters
 * included, and Firestore's count() counts them (docs/decisions.md, "Search
 * in every script"). A key is a set of up to three elements (terms.ts),
 * sorted and joined by "|": "c:Pune|r:Welder|w:night". Single words are
 * stored as each of their beginnings ("p:wel"), so one word typed finds
 * jobs by the start of any word.
 */
import { listedValue } from '../i18n/choice-label.js';
import { searchLexicon, type Lexicon } from './lexicon.js';
import { MIN_SEARCH_WORD, searchWordsOf, STOP_WORDS } from './normalise.js';
import { listElement, wordElement } from './terms.js';

export const SEARCH_LIMITS = {
  /** Elements in one key: a search of more terms checks the others on the page (and has no total). */
  elementsPerKey: 3,
  /** A job's first words that combine with its listed values (and two of them with each other) in keys. */
  combinedWords: 8,
  /** A job's first words whose beginnings are keys, for a search of one word. */
  prefixedWords: 10,
  /** A job's first words that are keys whole (the prefixed ones and the next), for a search of one word. */
  wholeWords: 30,
  /** Firestore's bound on the values of one array-contains-any. */
  keysPerQuery: 30,
} as const;

export interface SearchableJobText {
  jobRole?: string;
  title?: string;
  companyName: string;
  city: string;
  state?: string;
  degree?: string;
  trade?: string;
  jobShift?: string;
  jobType?: string;
  description?: string;
}

/** The job's listed values as elements, and its words (role, trade, title, company, shift, job type, then description), normalised. */
export function jobSearchElements(job: SearchableJobText, lexicon: Lexicon = searchLexicon()): { listed: string[]; words: string[] } {
  const listed: string[] = [];
  const add = (element: string | null) => element && !listed.includes(element) && listed.push(element);
  add(job.city ? listElement('city', job.city) : null);
  add(job.state ? listElement('state', job.state) : null);
  add(job.degree ? listElement('degree', job.degree) : null);
  add(job.trade && job.trade !== 'Other' ? listElement('trade', job.trade) : null);
  const role = job.jobRole ? listedValue('jobRole', job.jobRole) : null;
  add(role ? listElement('jobRole', role) : null);
  add(job.jobShift ? listElement('shift', job.jobShift) : null);
  add(job.jobType ? listElement('jobType', job.jobType) : null);

  // The fields' words first, then the English of roles and trades their text names in Hindi or Marathi, then the description's.
  const fields = searchWordsOf([job.jobRole, job.trade, job.title, job.companyName, job.jobShift, job.jobType].filter(Boolean).join(' \n '));
  const description = searchWordsOf(job.description ?? '');
  const english = [...fields, ...description].flatMap((word) => namedRoleOrTrade(word, lexicon));
  const words = [...new Set([...fields, ...english, ...description])].filter((word) => !STOP_WORDS.has(word) && word !== 'other' && word !== 'shift');
  return { listed, words };
}

/** The English word of a one-word role or trade a word names ("वेल्डर" is "welder"). */
function namedRoleOrTrade(word: string, lexicon: Lexicon): string[] {
  return (lexicon.byName.get(word) ?? [])
    .filter((entry) => entry.list === 'jobRole' || entry.list === 'trade')
    .map((entry) => searchWordsOf(entry.value))
    .filter((english) => english.length === 1)
    .map((english) => english[0]!);
}

/** FNV-1a over UTF-16 units from a seed, as an unsigned 32-bit number. */
function fnv1a(text: string, seed: number): number {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/**
 * The key of a set of elements: one element as it is ("c:Pune", "p:wel"),
 * several as 42 bits of hash of their sorted list in 9 characters, since a
 * job holds hundreds of them and every read of the list carries them (a
 * search of 30 keys over 10^5 jobs of 600 keys meets a wrong job about once
 * in 2,000 searches).
 */
export function searchKey(elements: readonly string[]): string {
  const sorted = [...new Set(elements)].sort();
  if (sorted.length === 1) return sorted[0]!;
  const text = sorted.join('|');
  const high = fnv1a(text, 0x811c9dc5).toString(36).padStart(7, '0');
  const low = (fnv1a(text, 0x9747b28c) >>> 22).toString(36).padStart(2, '0');
  return `${high}${low}`;
}

/** Every subset of 2..size of the items. */
function combinations(items: readonly string[], size: number): string[][] {
  const out: string[][] = [];
  const walk = (start: number, chosen: string[]) => {
    if (chosen.length >= 2) out.push(chosen);
    if (chosen.length === size) return;
    for (let i = start; i < items.length; i++) walk(i + 1, [...chosen, items[i]!]);
  };
  walk(0, []);
  return out;
}

/**
 * Whether a set of elements is one a search may ask (plan.ts asks no other):
 * a district says its state, so never both; and three elements hold two free
 * words only beside a place ("welder pune" of a job whose text says welder,
 * and one more word), since every set of three with two of a job's words
 * would double its keys.
 */
export function isSearchedSet(elements: readonly string[]): boolean {
  const isPlace = (e: string) => e.startsWith('c:') || e.startsWith('s:');
  if (elements.some((e) => e.startsWith('c:')) && elements.some((e) => e.startsWith('s:'))) return false;
  const words = elements.filter((e) => e.startsWith('w:')).length;
  return elements.length < 3 || words <= 1 || (words === 2 && elements.some(isPlace));
}

/** The beginnings of a word, 2 letters and longer, the word itself last. */
export function wordBeginnings(word: string): string[] {
  const letters = [...word];
  return letters.slice(MIN_SEARCH_WORD - 1).map((_, i) => letters.slice(0, i + MIN_SEARCH_WORD).join(''));
}

export const prefixElement = (beginning: string) => `p:${beginning}`;

/**
 * The keys the jobs trigger stores: each listed value alone, each beginning
 * of its first words alone (whole words further on), and every set of two
 * or three of its listed values and first words a search may ask
 * (isSearchedSet).
 */
export function jobSearchKeys(job: SearchableJobText, lexicon: Lexicon = searchLexicon()): string[] {
  const { listed, words } = jobSearchElements(job, lexicon);
  // A word naming one of the job's own listed values is searched by that element too ("welder" is also r:Welder,
  // "night" h:Night Shift), so it takes no place in the sets.
  const namesListed = (word: string) => (lexicon.byName.get(word) ?? []).some((entry) => listed.includes(listElement(entry.list, entry.value)));
  const combined = words.filter((word) => !namesListed(word)).slice(0, SEARCH_LIMITS.combinedWords);
  const pool = [...listed, ...combined.map(wordElement)];
  const keys = new Set<string>(listed);
  for (const word of words.slice(0, SEARCH_LIMITS.prefixedWords)) for (const beginning of wordBeginnings(word)) keys.add(prefixElement(beginning));
  for (const word of words.slice(SEARCH_LIMITS.prefixedWords, SEARCH_LIMITS.wholeWords)) keys.add(prefixElement(word));
  for (const set of combinations(pool, SEARCH_LIMITS.elementsPerKey)) if (isSearchedSet(set)) keys.add(searchKey(set));
  return [...keys];
}
