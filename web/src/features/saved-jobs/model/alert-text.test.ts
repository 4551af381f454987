import { english } from '@jobsearch/domain/i18n/english';
import { describe, expect, it } from 'vitest';
import { formatRupees, type Translate } from '../../../i18n';
import { alertJobsSearch, alertParts, bySlot } from './alert-text';

const none = { q: '', degree: '', trade: '', city: '', minSalary: 0 };
/** The English catalog as the screen's `t`. */
const t: Translate = (key, values) => english(key, values as Record<string, string>);

describe('alertParts', () => {
  it('names each filter of the alert in the /jobs order', () => {
    expect(alertParts({ q: ' welder night ', degree: 'ITI', trade: 'Welder', city: 'Pune', minSalary: 15000 }, t, formatRupees)).toEqual([
      'Search: welder night',
      'Degree: ITI',
      'Trade: Welder',
      'District: Pune',
      'Minimum salary: ₹15,000',
    ]);
    expect(alertParts({ ...none, city: 'Nagpur' }, t, formatRupees)).toEqual(['District: Nagpur']);
    expect(alertParts({ ...none, state: 'Maharashtra', city: 'Nagpur' }, t, formatRupees)).toEqual(['District: Nagpur']);
    expect(alertParts({ ...none, state: 'Karnataka' }, t, formatRupees)).toEqual(['State: Karnataka']);
  });
});

describe('alertJobsSearch', () => {
  it('writes the /jobs parameters of the alert', () => {
    expect(alertJobsSearch({ q: 'welder', degree: 'ITI', trade: 'Welder', city: 'Pune', minSalary: 15000 })).toBe(
      'q=welder&degree=ITI&trade=Welder&district=Pune&minSalary=15000',
    );
    expect(alertJobsSearch(none)).toBe('');
    expect(alertJobsSearch({ ...none, state: 'Karnataka', city: 'Bengaluru Urban' })).toBe('state=Karnataka&district=Bengaluru+Urban');
  });
});

describe('bySlot', () => {
  it('orders alerts by their slot number', () => {
    expect(bySlot([{ id: 'u_9' }, { id: 'u_0' }, { id: 'u_3' }]).map((a) => a.id)).toEqual(['u_0', 'u_3', 'u_9']);
  });
});
