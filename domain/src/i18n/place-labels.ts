/**
 * The `choices` catalog's labels of every state and district in one language,
 * from the generated place names (place-names.ts): the catalogs spread them in,
 * so the names have one source.
 */
import { DISTRICT_NAMES_BY_STATE, STATE_NAMES } from '../place-names.js';

export function placeLabels(language: 'hi' | 'mr'): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const state of STATE_NAMES) {
    labels[`state:${state.code}`] = state[language];
    for (const district of DISTRICT_NAMES_BY_STATE[state.code]) labels[`city:${district.code}`] = district[language];
  }
  return labels;
}
