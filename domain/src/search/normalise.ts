/**
 * How the search box and the jobs' search keys read words, in any script:
 * Latin without case or accents ("Café" is "cafe"), Devanagari without the
 * nukta ("फ़" is "फ") and with chandrabindu read as anusvara ("माँ" is "मां"),
 * joiners dropped, and dots inside a word left out ("b.com" is "bcom").
 */
const LATIN_ACCENTS = /[\u0300-\u036f]/g;
const NUKTA = /\u093c/g;
const CHANDRABINDU = /\u0901/g;
const JOINERS = /[\u200c\u200d]/g;
/** A word is letters, their marks (Devanagari's vowel signs) and digits; + and # stay for "c++", "c#". */
const NOT_WORD = /[^\p{L}\p{M}\p{N}+#.]+/u;

export const MIN_SEARCH_WORD = 2;
export const MAX_SEARCH_WORD = 20;

/** One text as the search reads it (same length of words, spacing kept). */
export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(LATIN_ACCENTS, '')
    .replace(NUKTA, '')
    .replace(CHANDRABINDU, '\u0902')
    .replace(JOINERS, '')
    .normalize('NFC')
    .toLowerCase();
}

/** The words of a text, normalised, in order (repeats kept): 2 to 20 characters, dots dropped. */
export function searchWordsOf(text: string): string[] {
  return normaliseSearchText(text)
    .split(NOT_WORD)
    .map((word) => [...word.replace(/\./g, '')].slice(0, MAX_SEARCH_WORD).join(''))
    .filter((word) => [...word].length >= MIN_SEARCH_WORD);
}

/** Whether a word is written in Devanagari (typos are compared within one script). */
export const isDevanagari = (word: string) => /[\u0900-\u097f]/.test(word);

/**
 * Words too common to search by: they would only widen a search of several
 * words, and they would take a job's few combined words from better ones.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'and',
  'or',
  'the',
  'of',
  'for',
  'in',
  'at',
  'to',
  'a',
  'an',
  'with',
  'job',
  'jobs',
  'pvt',
  'ltd',
  'private',
  'limited',
  'our',
  'we',
  'you',
  'is',
  'are',
  'will',
  'be',
  'on',
  'as',
  'by',
  'from',
  'per',
  'all',
  'है',
  'हैं',
  'पर',
  'भी',
  'आहे',
  'व',
  'वर',
  'ही',
  'हे',
  'और',
  'या',
  'के',
  'की',
  'का',
  'में',
  'से',
  'को',
  'व',
  'आणि',
  'किंवा',
  'ची',
  'चा',
  'चे',
  'मध्ये',
  'नौकरी',
  'नोकरी',
]);
