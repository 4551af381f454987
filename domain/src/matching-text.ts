/**
 * A "How you match" line in the reader's language ("ITI Welder: matches",
 * "Pune: in your districts", "Needs 3-5 years: you have 1"), by the `matching`
 * catalog; choice values by their labels, rupees as the caller writes them.
 */
import { choiceLabel } from './i18n/choice-label.js';
import type { MessageKey } from './i18n/catalogs/index';
import type { Translate } from './i18n/translate.js';
import type { AnyMatchLine, MatchVerdict } from './matching.js';

/** A degree and its trade as one phrase: "ITI Welder", "Graduation". */
export function educationPhrase(t: Translate, degree: string, trade: string): string {
  const degreeText = choiceLabel(t, 'degree', degree);
  return trade && trade !== 'Other' ? `${degreeText} ${choiceLabel(t, 'trade', trade)}` : degreeText;
}

const VERDICT_KEY: Readonly<Record<MatchVerdict, 'Fits' | 'Misses' | 'Unknown'>> = { fits: 'Fits', misses: 'Misses', unknown: 'Unknown' };

export function matchLineText(line: AnyMatchLine, t: Translate, rupees: (amount: number) => string): string {
  const verdict = VERDICT_KEY[line.verdict];
  switch (line.aspect) {
    case 'education': {
      const education = educationPhrase(t, line.degree, line.trade);
      const have = educationPhrase(t, line.have.degree, line.have.trade);
      return t(`matching.education${verdict}` as MessageKey, { education, have });
    }
    case 'district':
      return t(`matching.district${verdict}` as MessageKey, { city: choiceLabel(t, 'city', line.city) });
    case 'salary':
      return t(`matching.salary${verdict}` as MessageKey, { pays: rupees(line.pays), expected: line.expected === null ? '' : rupees(line.expected) });
    case 'experience': {
      const wanted = choiceLabel(t, 'experience', line.wanted);
      return line.years === null ? t('matching.experienceUnknown', { wanted }) : t('matching.experienceKnown', { wanted, years: line.years });
    }
    case 'shift':
      return t(`matching.shift${verdict}` as MessageKey, {
        shift: choiceLabel(t, 'shift', line.shift),
        preferred: line.preferred ? choiceLabel(t, 'shift', line.preferred) : '',
      });
  }
}
