import { describe, expect, it } from 'vitest';
import { companyNameKeys, companyNameRulesKey, isUsableNameKey, nameTakenBy, reservedCompanyKey } from '../src/company-names';

describe('verified company names', () => {
  it('reserves a name under its NFKC key: case, spacing and full-width letters aside', () => {
    expect(reservedCompanyKey('Shri Sai Fabricators')).toBe('shrisaifabricators');
    expect(reservedCompanyKey('ＳＨＲＩ Sai  Fabricators')).toBe('shrisaifabricators');
    expect(reservedCompanyKey(' shri\u00a0sai\u3000FABRICATORS ')).toBe('shrisaifabricators');
    expect(reservedCompanyKey('A/B Traders')).toBe('abtraders');
    // Devanagari has no case: the letters stay as written, spaces aside.
    expect(reservedCompanyKey('श्री साई फैब्रिकेटर्स')).toBe('श्रीसाईफैब्रिकेटर्स');
  });

  it("the rules' key is the name lower-cased without spaces or '/', no NFKC (what firestore.rules compute)", () => {
    expect(companyNameRulesKey('Shri Sai  Fabricators')).toBe('shrisaifabricators');
    expect(companyNameRulesKey('ＳＨＲＩ Sai Fabricators')).not.toBe('shrisaifabricators');
    expect(companyNameKeys('ＳＨＲＩ Sai Fabricators')).toEqual(['shrisaifabricators', companyNameRulesKey('ＳＨＲＩ Sai Fabricators')]);
    expect(companyNameKeys('Shri Sai Fabricators')).toEqual(['shrisaifabricators']);
  });

  it('keeps keys Firestore cannot take as ids out of the look-ups', () => {
    expect(isUsableNameKey('shri')).toBe(true);
    for (const bad of ['', '.', '..', '__x__', 'x'.repeat(1501)]) expect(isUsableNameKey(bad)).toBe(false);
    expect(companyNameKeys('  ..  ')).toEqual([]);
  });

  it('a name is taken only when another employer holds it (the owner, and a free name, are fine)', () => {
    const held = { employerIds: ['emp1'], companyName: 'Shri Sai Fabricators' };
    expect(nameTakenBy([held], 'emp2')).toEqual(held);
    expect(nameTakenBy([held], 'emp1')).toBeNull();
    expect(nameTakenBy([null, undefined], 'emp2')).toBeNull();
    expect(nameTakenBy([{ companyName: 'no owner' }, { employerIds: [], companyName: 'x' }], 'emp2')).toBeNull();
    // Verified for two employers of the same name: both may use it, a third may not.
    const both = { employerIds: ['emp1', 'emp3'], companyName: 'Shri Sai Fabricators' };
    expect(nameTakenBy([both], 'emp3')).toBeNull();
    expect(nameTakenBy([null, both], 'emp2')).toEqual(both);
  });
});
