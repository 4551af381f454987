/**
 * How a list of jobs is searched: the filters and the words of the search
 * box become terms (terms.ts); up to three of them go to Firestore as the
 * keys of one `array-contains-any` on `searchKeys` (every way of picking one
 * alternative of each), so the query's count() is the honest total. A search
 * of more terms checks the others on the page (`rest`) and has no total.
 */
import { stateOfDistrict, TRADES_BY_DEGREE } from '../choices.js';
import { searchLexicon, type Lexicon } from './lexicon.js';
import { isSearchedSet, jobSearchElements, prefixElement, SEARCH_LIMITS, searchKey, type SearchableJobText } from './keys.js';
import { listElement, searchTerms, type SearchTerm } from './terms.js';

export interface SearchFilters {
  q?: string;
  degree?: string;
  trade?: string;
  jobType?: string;
  city?: string;
  state?: string;
}

export interface JobSearchPlan {
  /** The keys of the query's array-contains-any; empty when nothing narrows the list. */
  keys: string[];
  /** Terms the query could not carry, checked on each page read. */
  rest: SearchTerm[];
}

const exact = (typed: string, element: string): SearchTerm => ({ typed, alternatives: [element] });

/** A trade named in one degree's list says the degree too ("Welder" is ITI), so it takes no key of its own. */
function tradeImpliesDegree(trade: string, degree: string): boolean {
  const degrees = Object.entries(TRADES_BY_DEGREE).filter(([, trades]) => trades.includes(trade));
  return degrees.length === 1 && degrees[0]![0] === degree;
}

/** The terms of the filters (each one exact element) followed by those of the search text. */
export function filterTerms(filters: SearchFilters, lexicon: Lexicon = searchLexicon()): SearchTerm[] {
  const terms: SearchTerm[] = [];
  const trade = filters.trade && filters.trade !== 'Other' ? filters.trade : '';
  if (filters.degree && !(trade && tradeImpliesDegree(trade, filters.degree))) terms.push(exact(filters.degree, listElement('degree', filters.degree)));
  if (trade) terms.push(exact(trade, listElement('trade', trade)));
  if (filters.jobType) terms.push(exact(filters.jobType, listElement('jobType', filters.jobType)));
  if (filters.city) terms.push(exact(filters.city, listElement('city', filters.city)));
  else if (filters.state) terms.push(exact(filters.state, listElement('state', filters.state)));
  terms.push(...searchTerms(filters.q ?? '', lexicon));
  return terms;
}

/** A set's elements without a state its district already says ("pune maharashtra" is c:Pune). */
function withoutStatedState(set: readonly string[]): string[] {
  const statesOfDistricts = new Set(set.filter((e) => e.startsWith('c:')).map((e) => `s:${stateOfDistrict(e.slice(2)) ?? ''}`));
  return [...new Set(set)].filter((e) => !statesOfDistricts.has(e));
}

/**
 * Every way of picking one alternative of each term, as keys, less the sets
 * no job stores (isSearchedSet); one element alone that is a word is
 * searched by its beginning.
 */
function keysOf(terms: readonly SearchTerm[]): string[] {
  let sets: string[][] = [[]];
  for (const term of terms) sets = sets.flatMap((set) => term.alternatives.map((element) => [...set, element]));
  const keys = sets.map(withoutStatedState).flatMap((elements) => {
    if (elements.length === 1 && elements[0]!.startsWith('w:')) return [prefixElement(elements[0]!.slice(2))];
    return isSearchedSet(elements) ? [searchKey(elements)] : [];
  });
  return [...new Set(keys)];
}

/** A term only free words of the text satisfy. */
const isFreeWord = (term: SearchTerm) => term.alternatives.every((element) => element.startsWith('w:'));
const isPlace = (term: SearchTerm) => term.alternatives.every((element) => element.startsWith('c:') || element.startsWith('s:'));

/** Whether three terms have keys a job stores (isSearchedSet): one free word at most, or two beside a place. */
function combine(terms: readonly SearchTerm[]): boolean {
  const free = terms.filter(isFreeWord).length;
  return terms.length < 3 || free <= 1 || (free === 2 && terms.some(isPlace));
}

/**
 * The plan of a search: the first terms (filters first) whose alternatives
 * multiply to at most 30 keys, up to three of which one at most is a free
 * word unless beside a place (the sets a job stores: keys.ts); the rest on
 * the page. A term of more than 30 alternatives alone keeps its 30 most exact.
 */
export function jobSearchPlan(filters: SearchFilters, lexicon: Lexicon = searchLexicon()): JobSearchPlan {
  const terms = filterTerms(filters, lexicon);
  const chosen: SearchTerm[] = [];
  const rest: SearchTerm[] = [];
  let product = 1;
  for (const term of terms) {
    const count = term.alternatives.length;
    const fits = chosen.length < SEARCH_LIMITS.elementsPerKey && combine([...chosen, term]);
    if (fits && product * count <= SEARCH_LIMITS.keysPerQuery) {
      chosen.push(term);
      product *= count;
    } else rest.push(term);
  }
  if (chosen.length === 0 && rest.length > 0) chosen.push({ ...rest[0]!, alternatives: rest.shift()!.alternatives.slice(0, SEARCH_LIMITS.keysPerQuery) });
  // Terms whose every set is one no job stores would ask nothing: the last goes to the page.
  while (chosen.length > 1 && keysOf(chosen).length === 0) rest.unshift(chosen.pop()!);
  return { keys: chosen.length > 0 ? keysOf(chosen) : [], rest };
}

/** Whether a job has an alternative of every term (the page's check of the terms the query could not carry). */
export function jobHasTerms(job: SearchableJobText, terms: readonly SearchTerm[], lexicon: Lexicon = searchLexicon()): boolean {
  if (terms.length === 0) return true;
  const { listed, words } = jobSearchElements(job, lexicon);
  const elements = new Set([...listed, ...words.map((word) => `w:${word}`)]);
  return terms.every((term) => term.alternatives.some((element) => elements.has(element)));
}
