import { describe, expect, it } from 'vitest';
import { companyKey, isVerifiedCompany } from '../src/index';

describe('the verified mark follows the verified company name', () => {
  it('matches the same name whatever its case, spacing or Unicode form', () => {
    expect(isVerifiedCompany('Shakti  Fabricators', 'shakti fabricators')).toBe(true);
    expect(isVerifiedCompany(' ＡＢＣ Ltd', 'ABC LTD')).toBe(true);
    expect(companyKey('  A\u00a0 B ')).toBe('a b');
  });

  it('refuses another name, a missing name or a blank one', () => {
    expect(isVerifiedCompany('Tata Motors Ltd', 'Shakti Fabricators')).toBe(false);
    expect(isVerifiedCompany('Shakti Fabricators', undefined)).toBe(false);
    expect(isVerifiedCompany('', '  ')).toBe(false);
    expect(isVerifiedCompany(undefined, 'Shakti')).toBe(false);
  });
});
