// Writes the choice lists firestore.rules checks (the states, each state's districts, trades
// by degree, the site's languages) from domain/src/choices.ts and i18n/languages.ts into the generated block of the rules:
// rules cannot import, so the block is generated, never edited by hand.
//   node --import tsx scripts/gen-rules-lists.mts           rewrite the block
//   node --import tsx scripts/gen-rules-lists.mts --check   exit 1 when it is stale
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CITIES_BY_STATE, STATES, TRADES_BY_DEGREE } from '../domain/src/choices.ts';
import { LANGUAGES } from '../domain/src/i18n/languages.ts';
import { SPOKEN_LANGUAGES } from '../domain/src/work-profile.ts';

const RULES = join(fileURLToPath(new URL('..', import.meta.url)), 'firestore.rules');
const BEGIN = '    // ---- BEGIN GENERATED choice lists (scripts/gen-rules-lists.mts from domain/src/choices.ts; do not edit) ----';
const END = '    // ---- END GENERATED choice lists ----';

const quote = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** A list wrapped at 90 characters, as the map functions' lists are. */
function wrapped(values: readonly string[], indent: string): string {
  const lines: string[] = [];
  let line = '';
  for (const value of values.map(quote)) {
    if (line && line.length + value.length > 90) {
      lines.push(line);
      line = '';
    }
    line += (line ? ' ' : '') + value + ',';
  }
  if (line) lines.push(line);
  return lines
    .map((l) => `${indent}${l}`)
    .join('\n')
    .replace(/,$/, '');
}

function listFunction(name: string, comment: string, values: readonly string[]): string {
  return `    // ${comment}\n    function ${name}() {\n      return [\n${wrapped(values, '        ')}\n      ];\n    }`;
}

function mapFunction(name: string, comment: string, map: Readonly<Record<string, readonly string[]>>): string {
  const entries = Object.entries(map).map(([key, values]) => `        ${quote(key)}: [\n${wrapped(values, '          ')}\n        ]`);
  return `    // ${comment}\n    function ${name}() {\n      return {\n${entries.join(',\n')}\n      };\n    }`;
}

/** Alternatives of a regular expression matching exactly these values. */
const alternatives = (values: readonly string[]) => values.map((value) => value.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')).join('|');

/** The rules' longest regular expression (RE2): 4,096 characters. */
const MAX_PATTERN = 4000;

/** A state's regular expression, found through a few string comparisons over the sorted states and a map of at most 4. */
function stateTree(entries: readonly (readonly [string, string])[], indent: string): string {
  if (entries.length <= 4) return `{ ${entries.map(([state, pattern]) => `${quote(state)}: ${quote(pattern)}`).join(', ')} }.get(state, '')`;
  const middle = Math.floor(entries.length / 2);
  const inner = `${indent}  `;
  return `state < ${quote(entries[middle]![0])}\n${inner}? ${stateTree(entries.slice(0, middle), inner)}\n${inner}: ${stateTree(entries.slice(middle), inner)}`;
}

/**
 * The places as regular expressions: `matches()` is one expression for the rules engine, whereas
 * a list or map of ~770 districts is evaluated entry by entry, past its limit of 1,000 expressions
 * a request; and a pattern is at most 4,096 characters, so there is one a state, and the
 * districts of India in a few ranges. Codes are ASCII, so rules compare them as JavaScript does.
 */
function placePatternFunctions(): string {
  const byState = Object.entries(CITIES_BY_STATE)
    .map(([state, districts]) => [state, alternatives(districts)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const all = Object.values(CITIES_BY_STATE)
    .flat()
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const ranges: string[][] = [[]];
  for (const district of all) {
    const range = ranges[ranges.length - 1]!;
    if (alternatives([...range, district]).length > MAX_PATTERN) ranges.push([district]);
    else range.push(district);
  }
  const anyDistrict = ranges
    .map(
      (range, index) =>
        (index === ranges.length - 1 ? '' : `district < ${quote(ranges[index + 1]![0]!)} ? `) + `district.matches(${quote(alternatives(range))})`,
    )
    .join('\n        : ');
  return [
    "    // CITIES_BY_STATE: a regular expression of the state's districts ('' for no state): a job's city, an alert's.",
    `    function districtsOf(state) {\n      return ${stateTree(byState, '      ')};\n    }`,
    '',
    "    // CITIES_BY_STATE: whether this is a district of India (a work profile's preferred districts).",
    `    function isDistrict(district) {\n      return ${anyDistrict};\n    }`,
  ].join('\n');
}

export function generatedBlock(): string {
  return [
    BEGIN,
    listFunction('stateNames', "STATES: every state and union territory (a job's and an alert's state).", STATES),
    '',
    placePatternFunctions(),
    '',
    mapFunction('tradesByDegree', "TRADES_BY_DEGREE: the trades of each degree (a job's trade).", TRADES_BY_DEGREE),
    '',
    `    // LANGUAGES (domain/src/i18n/languages.ts): the codes a users document's language may hold.\n    function languageCodes() {\n      return [${LANGUAGES.map((language) => quote(language.code)).join(', ')}];\n    }`,
    '',
    listFunction('spokenLanguages', "SPOKEN_LANGUAGES (domain/src/work-profile.ts): a work profile's languages.", SPOKEN_LANGUAGES),
    END,
  ].join('\n');
}

const rules = readFileSync(RULES, 'utf8');
const start = rules.indexOf(BEGIN);
const end = rules.indexOf(END);
if (start < 0 || end < start) {
  console.error('firestore.rules has no generated choice-list block (its BEGIN and END markers).');
  process.exit(1);
}
const updated = rules.slice(0, start) + generatedBlock() + rules.slice(end + END.length);
if (process.argv.includes('--check')) {
  if (updated !== rules) {
    console.error('firestore.rules: the generated choice lists are stale; run node --import tsx scripts/gen-rules-lists.mts');
    process.exit(1);
  }
  console.log('firestore.rules: generated choice lists up to date.');
} else if (updated !== rules) {
  writeFileSync(RULES, updated);
  console.log('firestore.rules: generated choice lists rewritten.');
} else {
  console.log('firestore.rules: generated choice lists already up to date.');
}
