/** Which suggestions a combobox lists for what is typed (pure, unit tested). */

export const MAX_SUGGESTIONS = 400;

const same = (option: string) => option;

/**
 * Options containing the typed text, in their stored value (the English code)
 * or in their label (the chosen language's, given by `labelOf`): an option
 * equal to it first, then those starting with it, then the rest that contain
 * it. An empty box lists everything (the combobox opens a filled box with an
 * empty filter, so the other choices are still offered there).
 */
export function filterSuggestions(options: readonly string[], text: string, labelOf: (option: string) => string = same, max = MAX_SUGGESTIONS): string[] {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return options.slice(0, max);
  const ranks: string[][] = [[], [], []];
  for (const option of options) {
    const rank = Math.min(rankOf(option.toLowerCase(), wanted), rankOf(labelOf(option).toLowerCase(), wanted));
    ranks[rank]?.push(option);
  }
  return ranks.flat().slice(0, max);
}

/** 0 equal, 1 starts with, 2 contains, 3 neither. */
function rankOf(text: string, wanted: string): number {
  if (text === wanted) return 0;
  if (text.startsWith(wanted)) return 1;
  return text.includes(wanted) ? 2 : 3;
}

/** Arrow keys move through the list and wrap around; -1 means no option is active. */
export function moveActive(active: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (active < 0) return step === 1 ? 0 : count - 1;
  return (active + step + count) % count;
}

/**
 * Where an opened list starts: on the current value when it is one of the
 * options (typed as a value or as its label), else on the first option (Down),
 * the last (Up) or none.
 */
export function openingIndex(all: readonly string[], value: string, labelOf: (option: string) => string, from: 1 | -1 | 0): number {
  const wanted = value.trim().toLowerCase();
  const current = all.findIndex((o) => o.toLowerCase() === wanted || labelOf(o).toLowerCase() === wanted);
  return current >= 0 ? current : from === -1 ? all.length - 1 : from === 1 ? 0 : -1;
}

/** A label typed in full (in Hindi or Marathi) stands for its stored value; other text stays as typed. */
export function valueForTyped(options: readonly string[], typed: string, labelOf: (option: string) => string): string {
  const wanted = typed.trim().toLowerCase();
  return options.find((o) => o.toLowerCase() !== wanted && labelOf(o).toLowerCase() === wanted) ?? typed;
}
