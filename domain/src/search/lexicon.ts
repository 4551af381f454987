/**
 * The names the search box understands, from the one source of truth: the
 * `choices` catalogs, which name every degree, trade, job role, shift, job
 * type, state and district in English, हिन्दी and मराठी, plus a short table
 * of common romanised spellings no catalog holds. A name found in a query
 * stands for its stored English value, so "वेल्डर", "welder" and "weldr"
 * search the same jobs.
 */
import choicesHi from '../i18n/catalogs/choices/hi.js';
import choicesMr from '../i18n/catalogs/choices/mr.js';
import { CHOICE_VALUES } from '../i18n/choice-label.js';
import { DISTRICT_NAMES_BY_STATE, STATE_NAMES, type PlaceName } from '../place-names.js';
import { isDevanagari, searchWordsOf } from './normalise.js';

/** The lists whose names are searched: places narrow like filters, the others stand for their English words. */
export const SEARCHED_LISTS = ['city', 'state', 'degree', 'trade', 'jobRole', 'shift', 'jobType'] as const;
export type SearchedList = (typeof SEARCHED_LISTS)[number];

/** One value of a list with every name it may be typed as. */
export interface LexiconEntry {
  list: SearchedList;
  value: string;
  names: readonly string[];
}

/**
 * Spellings people type that no catalog holds: old names of places, the
 * romanised Hindi and Marathi words for trades, and the one word a shift or
 * job type goes by. Keyed `<list>:<value>` as the catalogs are; a value
 * missing from its list is ignored.
 */
export const ROMANISED_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  'shift:Night Shift': ['night', 'रात', 'रात्र', 'raat'],
  'shift:Day Shift': ['day', 'दिन', 'दिवस', 'din'],
  'jobType:Work From Home': ['wfh', 'work from home', 'घर से', 'घरून'],
  'jobType:Field Job': ['field'],
  'jobType:Office Job': ['office'],
  'jobType:Industry Job': ['industry', 'factory', 'फैक्ट्री', 'कारखाना'],
  'city:Pune': ['poona', 'punë'],
  'city:Mumbai City': ['bombay', 'mumbai'],
  'city:Mumbai Suburban': ['bombay', 'mumbai'],
  'city:Chhatrapati Sambhajinagar': ['aurangabad', 'sambhajinagar'],
  'city:Ahilyanagar': ['ahmednagar', 'nagar'],
  'city:Dharashiv': ['osmanabad'],
  'city:Solapur': ['sholapur'],
  'city:Nashik': ['nasik'],
  'city:Thane': ['thana'],
  'city:Kolhapur': ['kolapur'],
  'jobRole:Mason': ['mistri', 'mistry', 'raj mistri', 'मिस्त्री', 'राजमिस्त्री', 'गवंडी'],
  'jobRole:Electrician': ['bijli mistri', 'wireman', 'बिजली मिस्त्री', 'वायरमन'],
  'jobRole:Driver': ['draivar', 'drivar', 'ड्राइवर', 'ड्रायव्हर', 'चालक'],
  'jobRole:Carpenter': ['badhai', 'sutar', 'बढ़ई', 'सुतार'],
  'jobRole:Plumber': ['nalsaz', 'प्लंबर'],
  'jobRole:Welder': ['vellder', 'वेल्डिंग'],
  'jobRole:Security Guard': ['chowkidar', 'watchman', 'चौकीदार', 'वॉचमन'],
  'jobRole:Tailor': ['darzi', 'darji', 'शिंपी', 'दर्जी'],
};

type Labels = Readonly<Record<string, string>>;

/** Last words a district's name may be typed without ("bengaluru" is Bengaluru Urban or Rural). */
const PLACE_QUALIFIERS = new Set(['urban', 'rural', 'city', 'suburban', 'शहरी', 'ग्रामीण', 'शहर', 'उपनगर', 'उपनगरीय']);

/**
 * The names of every state and district, from the generated place names
 * (place-names.ts, the source the catalogs' labels come from too): English,
 * हिन्दी and मराठी, each also without a last word such as "Urban".
 */
export function placeSearchNames(
  states: readonly PlaceName[] = STATE_NAMES,
  districtsByState: Readonly<Record<string, readonly PlaceName[]>> = DISTRICT_NAMES_BY_STATE,
): Record<string, string[]> {
  const namesOf = (place: PlaceName) =>
    [place.en, place.hi, place.mr].flatMap((name) => {
      const words = name.trim().split(/\s+/);
      return words.length > 1 && PLACE_QUALIFIERS.has(words.at(-1)!.toLowerCase()) ? [name, words.slice(0, -1).join(' ')] : [name];
    });
  const out: Record<string, string[]> = {};
  for (const state of states) out[`state:${state.code}`] = namesOf(state);
  for (const districts of Object.values(districtsByState)) for (const district of districts) out[`city:${district.code}`] = namesOf(district);
  return out;
}

/**
 * The entries of the searched lists: each value's English name, its हिन्दी
 * and मराठी labels and its romanised spellings; a state's or district's
 * names from place-names.ts. `values` defaults to the choice lists (a state
 * or district generated there is searched with no change here).
 */
export function lexiconEntries(
  values: Readonly<Record<SearchedList, readonly string[]>> = CHOICE_VALUES,
  labels: readonly Labels[] = [choicesHi, choicesMr],
  spellings: Readonly<Record<string, readonly string[]>> = ROMANISED_SPELLINGS,
  places: Readonly<Record<string, readonly string[]>> = placeSearchNames(),
): LexiconEntry[] {
  return SEARCHED_LISTS.flatMap((list) =>
    values[list].map((value) => {
      const key = `${list}:${value}`;
      const names = [
        value,
        ...(places[key] ?? []),
        ...labels.map((catalog) => catalog[key]).filter((name): name is string => Boolean(name)),
        ...(spellings[key] ?? []),
      ];
      return { list, value, names: [...new Set(names)] };
    }),
  );
}

/** The entries, looked up by a name's normalised words joined by spaces, and by single words for typos and beginnings. */
export interface Lexicon {
  /** Every name (its words joined by one space) -> the entries it names. */
  byName: ReadonlyMap<string, readonly LexiconEntry[]>;
  /** The one-word names, by script, for the nearest-name (typo) and beginning-of-word lookups. */
  words: { latin: readonly string[]; devanagari: readonly string[] };
  /** The longest name, in words. */
  longest: number;
}

export function buildLexicon(entries: readonly LexiconEntry[]): Lexicon {
  const byName = new Map<string, LexiconEntry[]>();
  let longest = 1;
  for (const entry of entries) {
    for (const name of entry.names) {
      const words = searchWordsOf(name);
      if (words.length === 0) continue;
      longest = Math.max(longest, words.length);
      const key = words.join(' ');
      const named = byName.get(key) ?? [];
      if (!named.includes(entry)) named.push(entry);
      byName.set(key, named);
    }
  }
  const single = [...byName.keys()].filter((name) => !name.includes(' ')).sort();
  return {
    byName,
    words: { latin: single.filter((w) => !isDevanagari(w)), devanagari: single.filter(isDevanagari) },
    longest,
  };
}

let defaultLexicon: Lexicon | null = null;

/** The lexicon of the catalogs and the romanised spellings, built once. */
export function searchLexicon(): Lexicon {
  defaultLexicon ??= buildLexicon(lexiconEntries());
  return defaultLexicon;
}
