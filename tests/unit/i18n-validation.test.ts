import { FIELD_MESSAGES, MESSAGES } from '@jobsearch/domain/messages';
import { JOB_FIELD_LABELS } from '@jobsearch/domain/schemas';
import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { beforeAll, describe, expect, it } from 'vitest';
import english from '../../domain/src/i18n/catalogs/validation/en';
import hindi from '../../domain/src/i18n/catalogs/validation/hi';
import marathi from '../../domain/src/i18n/catalogs/validation/mr';
import { localizeFieldMessage } from '../../web/src/i18n/validation';
import type { Translate } from '../../web/src/i18n';

/** The validation catalog against the domain's own messages: English word for word, the others read back and rewritten. */
function install(locale: string, texts: Record<string, string>) {
  i18n.load(locale, Object.fromEntries(Object.entries(texts).map(([key, text]) => [`validation.${key}`, compileMessage(text)])));
}
const t: Translate = (key, values) => i18n._(key, values);

beforeAll(() => {
  install('en-IN', english);
  install('hi-IN', hindi);
  install('mr-IN', marathi);
});

const SAMPLES = [
  FIELD_MESSAGES.required(JOB_FIELD_LABELS.companyName),
  FIELD_MESSAGES.required('Full Name'),
  FIELD_MESSAGES.tooLong(JOB_FIELD_LABELS.description, 5000),
  FIELD_MESSAGES.invalidChoice(JOB_FIELD_LABELS.jobType),
  FIELD_MESSAGES.invalidEmail,
  FIELD_MESSAGES.passwordTooShort,
  FIELD_MESSAGES.invalidSalary,
  FIELD_MESSAGES.salaryOrder,
  FIELD_MESSAGES.invalidMobile,
  FIELD_MESSAGES.cityNotInState,
  MESSAGES.reportChooseReason,
];

describe('validation messages in the chosen language', () => {
  it('in English, every message comes back word for word', () => {
    i18n.activate('en-IN');
    for (const message of SAMPLES) expect(localizeFieldMessage(t, message)).toBe(message);
  });

  it('in Hindi, the template and the field label are both translated', () => {
    i18n.activate('hi-IN');
    expect(localizeFieldMessage(t, FIELD_MESSAGES.required(JOB_FIELD_LABELS.companyName))).toBe('कंपनी का नाम ज़रूरी है।');
    expect(localizeFieldMessage(t, FIELD_MESSAGES.tooLong(JOB_FIELD_LABELS.description, 5000))).toBe('अनुभव का विवरण में ज़्यादा से ज़्यादा 5000 अक्षर हो सकते हैं।');
    for (const message of SAMPLES) expect(localizeFieldMessage(t, message)).toMatch(/[\u0900-\u097F]/);
  });

  it('in Marathi, every known message is Marathi', () => {
    i18n.activate('mr-IN');
    expect(localizeFieldMessage(t, FIELD_MESSAGES.invalidEmail)).toBe(marathi.invalidEmail);
    for (const message of SAMPLES) expect(localizeFieldMessage(t, message)).toMatch(/[\u0900-\u097F]/);
  });

  it('an unknown label keeps its own words, and an unknown message comes back as it is', () => {
    i18n.activate('hi-IN');
    expect(localizeFieldMessage(t, FIELD_MESSAGES.required('Widget'))).toBe('Widget ज़रूरी है।');
    expect(localizeFieldMessage(t, 'Something else entirely.')).toBe('Something else entirely.');
    expect(localizeFieldMessage(t, hindi.invalidEmail)).toBe(hindi.invalidEmail);
  });
});
