import { describe, expect, it } from 'vitest';
import { JOB_ROLES, TRADES } from '../src/choices';
import { CATALOGS } from '../src/i18n/all-catalogs';
import { catalogTranslator as translatorOf } from '../src/i18n/catalog-translator';
import { CHOICE_VALUES, choiceLabel, listedValue } from '../src/i18n/choice-label';
import { english } from '../src/i18n/english';
import { LANGUAGES } from '../src/i18n/languages';
import { choiceKey, type ChoiceList } from '../src/i18n/translate';

describe('a stored choice in the reader’s language', () => {
  it('every value of every list has a label in every language, in Devanagari for roles and trades', () => {
    for (const { code } of LANGUAGES)
      for (const [list, values] of Object.entries(CHOICE_VALUES) as [ChoiceList, readonly string[]][])
        for (const value of values) expect(CATALOGS[code].choices, `${code} ${list}:${value}`).toHaveProperty(choiceKey(list, value).slice('choices.'.length));
    for (const code of ['hi', 'mr'] as const) {
      const t = translatorOf(code);
      for (const [list, values] of [
        ['jobRole', JOB_ROLES],
        ['trade', TRADES],
      ] as const)
        for (const value of values) expect(choiceLabel(t, list, value), `${code} ${value}`).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('labels a listed value, whatever its case and spaces; anything else stays as written', () => {
    const hindi = translatorOf('hi');
    const marathi = translatorOf('mr');
    expect(choiceLabel(hindi, 'jobRole', 'Welder')).toBe('वेल्डर');
    expect(choiceLabel(marathi, 'jobRole', ' delivery boy ')).toBe('डिलिव्हरी बॉय');
    expect(choiceLabel(marathi, 'trade', 'Electrician')).toBe('इलेक्ट्रिशियन');
    expect(choiceLabel(hindi, 'city', 'Pune')).toBe('पुणे');
    expect(choiceLabel(hindi, 'jobRole', 'Gear cutter')).toBe('Gear cutter');
    expect(choiceLabel(hindi, 'jobRole', '')).toBe('');
    expect(choiceLabel(english, 'jobRole', 'welder')).toBe('Welder');
    expect(choiceLabel(english, 'gender', 'Other')).toBe('Any');
    expect(listedValue('trade', 'b.com')).toBe('B.Com');
    expect(listedValue('trade', 'Gear cutting')).toBeNull();
  });
});
