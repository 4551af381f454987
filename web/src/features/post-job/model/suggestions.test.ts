import { JOB_ROLES, JOB_SHIFTS } from '@jobsearch/domain/choices';
import { describe, expect, it } from 'vitest';
import { filterSuggestions, moveActive } from './suggestions';

describe('suggestions', () => {
  it('lists every option for an empty box', () => {
    expect(filterSuggestions(JOB_SHIFTS, '')).toEqual([...JOB_SHIFTS]);
  });

  it('shows the match when the text equals an option, not the whole list from the top (issue 20 item 10)', () => {
    expect(filterSuggestions(JOB_SHIFTS, 'night shift')).toEqual(['Night Shift']);
    expect(filterSuggestions(['Driver', 'Delivery Driver', 'Driver Helper', 'Electrician'], ' driver ')).toEqual([
      'Driver',
      'Driver Helper',
      'Delivery Driver',
    ]);
    const roles = filterSuggestions(JOB_ROLES, 'Electrician');
    expect(roles[0]).toBe('Electrician');
    expect(roles.every((r) => r.toLowerCase().includes('electrician'))).toBe(true);
    expect(roles.length).toBeLessThan(JOB_ROLES.length);
  });

  it('filters by the typed text, options starting with it first', () => {
    expect(filterSuggestions(['Day Shift', 'Night Shift', 'Any Shift'], 'n')).toEqual(['Night Shift', 'Any Shift']);
    expect(filterSuggestions(JOB_SHIFTS, 'zzz')).toEqual([]);
  });

  it('lists all job roles, from Ac Technician to Writer', () => {
    const all = filterSuggestions(JOB_ROLES, '');
    expect(all.length).toBe(JOB_ROLES.length);
    expect(all.length).toBeGreaterThan(250);
    expect(filterSuggestions(JOB_ROLES, 'elec')[0]).toMatch(/^Elec/);
  });

  it('moves the active option with wrap-around', () => {
    expect(moveActive(-1, 3, 1)).toBe(0);
    expect(moveActive(-1, 3, -1)).toBe(2);
    expect(moveActive(2, 3, 1)).toBe(0);
    expect(moveActive(0, 3, -1)).toBe(2);
    expect(moveActive(0, 0, 1)).toBe(-1);
  });
});
