import { JOB_ROLES, JOB_SHIFTS } from '@jobsearch/domain/choices';
import { describe, expect, it } from 'vitest';
import { filterSuggestions, moveActive, openingIndex, valueForTyped } from './suggestions';

describe('suggestions', () => {
  it('lists every option for an empty box', () => {
    expect(filterSuggestions(JOB_SHIFTS, '')).toEqual([...JOB_SHIFTS]);
  });

  it('shows the match when the text equals an option, not the whole list from the top', () => {
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

describe('opening the list', () => {
  const labels: Record<string, string> = { Day: 'दिन', Night: 'रात' };
  const labelOf = (option: string) => labels[option] ?? option;
  it('starts on the current value, typed as a value or as its label', () => {
    expect(openingIndex(['Day', 'Night'], ' night ', labelOf, 0)).toBe(1);
    expect(openingIndex(['Day', 'Night'], 'रात', labelOf, 1)).toBe(1);
  });
  it('else on the first (Down), the last (Up) or none', () => {
    expect(openingIndex(['Day', 'Night'], 'x', labelOf, 1)).toBe(0);
    expect(openingIndex(['Day', 'Night'], 'x', labelOf, -1)).toBe(1);
    expect(openingIndex(['Day', 'Night'], 'x', labelOf, 0)).toBe(-1);
  });
  it('takes a label typed in full as its value, and keeps other text as typed', () => {
    expect(valueForTyped(['Day', 'Night'], 'रात ', labelOf)).toBe('Night');
    expect(valueForTyped(['Day', 'Night'], 'Ni', labelOf)).toBe('Ni');
    expect(valueForTyped(['Day', 'Night'], 'Day ', labelOf)).toBe('Day ');
  });
});

describe('suggestions in the chosen language', () => {
  const hindi: Record<string, string> = { Welder: 'वेल्डर', Electrician: 'इलेक्ट्रीशियन', Wireman: 'वायरमैन' };
  const labelOf = (option: string) => hindi[option] ?? option;
  it('match the label typed in Devanagari and the English code alike', () => {
    expect(filterSuggestions(JOB_ROLES, 'वेल', labelOf)).toEqual(['Welder']);
    expect(filterSuggestions(JOB_ROLES, 'weld', labelOf)).toEqual(['Welder']);
    expect(filterSuggestions(['Wireman', 'Welder'], 'वेल्डर', labelOf)).toEqual(['Welder']);
  });
  it('rank by the better of the two: equal, then starting with, then containing', () => {
    expect(filterSuggestions(['Electrician', 'Auto Electrician'], 'इलेक्ट्री', (o) => (o === 'Auto Electrician' ? 'ऑटो इलेक्ट्रीशियन' : labelOf(o)))).toEqual([
      'Electrician',
      'Auto Electrician',
    ]);
  });
});
