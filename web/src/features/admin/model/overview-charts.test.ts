import { describe, expect, it } from 'vitest';
import { barsOf, percentOf } from './overview-charts';

describe('barsOf', () => {
  it('scales the tallest bar to the full height, and leaves zeros empty', () => {
    const bars = barsOf([0, 2, 4], 30, 40, 0);
    expect(bars.map((b) => b.height)).toEqual([0, 20, 40]);
    expect(bars.map((b) => b.x)).toEqual([0, 10, 20]);
    expect(bars[2]!.y).toBe(0);
  });
  it('draws a sliver for a small value beside a big one, and nothing for all zeros or no values', () => {
    expect(barsOf([1, 1000], 20, 10)[0]!.height).toBe(1);
    expect(barsOf([0, 0], 20, 10).every((b) => b.height === 0)).toBe(true);
    expect(barsOf([], 20, 10)).toEqual([]);
  });
});

describe('percentOf', () => {
  it('rounds to whole percent, 0 without a whole', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(5, 0)).toBe(0);
  });
});
