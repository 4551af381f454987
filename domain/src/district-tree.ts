// The search tree of every district code and its state that firestore.rules' generated
// stateOfDistrict() walks (scripts/gen-rules-lists.mts writes it; the rules tests visit each leaf).
import { CITIES_BY_STATE } from './choices.js';

/** Districts a leaf holds: small, as every entry counts towards a request's 1,000 expressions. */
const LEAF = 8;

export type DistrictEntry = readonly [district: string, state: string];
export type DistrictTree = { readonly leaf: readonly DistrictEntry[] } | { readonly pivot: string; readonly below: DistrictTree; readonly from: DistrictTree };

function split(entries: readonly DistrictEntry[]): DistrictTree {
  if (entries.length <= LEAF) return { leaf: entries };
  const middle = Math.floor(entries.length / 2);
  return { pivot: entries[middle]![0], below: split(entries.slice(0, middle)), from: split(entries.slice(middle)) };
}

/** Every district with its state, sorted as the rules compare strings (by bytes: the codes are ASCII). */
export function districtTree(): DistrictTree {
  const entries = Object.entries(CITIES_BY_STATE)
    .flatMap(([state, districts]) => districts.map((district) => [district, state] as const))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (entries.some(([district]) => /[^\x20-\x7e]/.test(district))) throw new Error('a district code is not ASCII: the rules would order it otherwise');
  return split(entries);
}

/** The leaves, left to right. */
export function districtLeaves(tree: DistrictTree = districtTree()): (readonly DistrictEntry[])[] {
  return 'leaf' in tree ? [tree.leaf] : [...districtLeaves(tree.below), ...districtLeaves(tree.from)];
}
