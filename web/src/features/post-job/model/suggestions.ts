/** Which suggestions a combobox lists for what is typed (pure, unit tested). */

export const MAX_SUGGESTIONS = 400;

/**
 * Options containing the typed text, those starting with it first. An empty
 * box, or text that already equals an option, lists everything, so opening
 * a filled box still offers the other choices.
 */
export function filterSuggestions(options: readonly string[], text: string, max = MAX_SUGGESTIONS): string[] {
  const wanted = text.trim().toLowerCase();
  if (!wanted || options.some((o) => o.toLowerCase() === wanted)) return options.slice(0, max);
  const starts: string[] = [];
  const contains: string[] = [];
  for (const option of options) {
    const lower = option.toLowerCase();
    if (lower.startsWith(wanted)) starts.push(option);
    else if (lower.includes(wanted)) contains.push(option);
  }
  return [...starts, ...contains].slice(0, max);
}

/** Arrow keys move through the list and wrap around; -1 means no option is active. */
export function moveActive(active: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (active < 0) return step === 1 ? 0 : count - 1;
  return (active + step + count) % count;
}
