import { describe, expect, it } from 'vitest';
import { matchesSearch, searchRows, searchWords } from './admin-search';

const priya = { text: ['Priya Sharma', 'priya@example.test'], phones: ['+919810000001'] };

describe('admin search', () => {
  it('splits the query into lower-case words', () => {
    expect(searchWords('  Priya   SHARMA ')).toEqual(['priya', 'sharma']);
    expect(searchWords('   ')).toEqual([]);
  });

  it('matches every word anywhere in the texts, case ignored', () => {
    expect(matchesSearch(priya, 'pri sharma')).toBe(true);
    expect(matchesSearch(priya, 'EXAMPLE.test')).toBe(true);
    expect(matchesSearch(priya, 'priya kumar')).toBe(false);
    expect(matchesSearch(priya, '')).toBe(true);
  });

  it('finds a phone number however it is typed', () => {
    expect(matchesSearch(priya, '98100')).toBe(true);
    expect(matchesSearch(priya, '98100 00001')).toBe(true);
    expect(matchesSearch(priya, '+91 98100-00001')).toBe(true);
    expect(matchesSearch(priya, '98200')).toBe(false);
    // Digits are not looked for in the texts' letters, nor letters in phones.
    expect(matchesSearch({ text: ['Welder'], phones: ['+919810000001'] }, 'welder 0001')).toBe(true);
    expect(matchesSearch({ text: ['Welder'] }, '0001')).toBe(false);
  });

  it('shows the first matches and counts them all', () => {
    const rows = Array.from({ length: 120 }, (_, i) => ({ name: i % 2 ? `Odd ${i}` : `Even ${i}` }));
    const found = searchRows(rows, (r) => ({ text: [r.name] }), 'odd', 50);
    expect(found.total).toBe(60);
    expect(found.rows).toHaveLength(50);
    expect(found.rows[0]).toEqual({ name: 'Odd 1' });
  });
});
