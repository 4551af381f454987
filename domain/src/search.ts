/** The search box in every script and spelling: terms, a job's search keys, and the plan of a list's query. */
export { normaliseSearchText, searchWordsOf } from './search/normalise.js';
export { editDistance, typosAllowed } from './search/typos.js';
export {
  buildLexicon,
  lexiconEntries,
  placeSearchNames,
  ROMANISED_SPELLINGS,
  searchLexicon,
  SEARCHED_LISTS,
  type Lexicon,
  type LexiconEntry,
} from './search/lexicon.js';
export { listElement, nearestNames, searchTerms, wordElement, type SearchTerm } from './search/terms.js';
export { jobSearchElements, jobSearchKeys, SEARCH_LIMITS, searchKey, type SearchableJobText } from './search/keys.js';
export { filterTerms, jobHasTerms, jobSearchPlan, type JobSearchPlan, type SearchFilters } from './search/plan.js';
