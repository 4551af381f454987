/**
 * The Overview's plain SVG charts as numbers (unit tested): the bars of a
 * day-by-day chart and the funnel's shares. No chart library: a lazy admin
 * route keeps its bundle small.
 */

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * One bar per value, left to right, filling `width` × `height` (SVG units) with
 * `gap` between bars; the tallest value reaches the top, a zero draws no bar,
 * and any value above zero at least a sliver, so a quiet day still shows.
 */
export function barsOf(values: readonly number[], width: number, height: number, gap = 1): Bar[] {
  if (values.length === 0) return [];
  const max = Math.max(...values, 0);
  const step = width / values.length;
  return values.map((value, i) => {
    const h = max === 0 || value <= 0 ? 0 : Math.max(1, (value / max) * height);
    return { x: i * step + gap / 2, y: height - h, width: Math.max(step - gap, 0.5), height: h };
  });
}

/** `part` of `whole` in whole percent (0 when there is no whole). */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}
