import { describe, expect, it } from 'vitest';
import { firstPage, nextPage, pageStart, previousPage } from './paging';

describe('cursor paging', () => {
  it('walks forward and back with cursors', () => {
    let p = firstPage<string>();
    expect(pageStart(p)).toBeNull();
    p = nextPage(p, 'last-of-1');
    expect(p.index).toBe(1);
    expect(pageStart(p)).toBe('last-of-1');
    p = nextPage(p, 'last-of-2');
    expect(pageStart(p)).toBe('last-of-2');
    p = previousPage(p);
    expect(pageStart(p)).toBe('last-of-1');
    // Going forward again from page 2 replaces the later cursors.
    p = nextPage(p, 'new-last-of-2');
    expect(p.starts).toEqual([null, 'last-of-1', 'new-last-of-2']);
    p = previousPage(previousPage(previousPage(p)));
    expect(p.index).toBe(0);
    expect(pageStart(p)).toBeNull();
  });
});
