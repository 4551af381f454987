import { EMPTY_WORK_PROFILE, resumeBytesMatch, type WorkProfile } from '@jobsearch/domain';
import { describe, expect, it } from 'vitest';
import { readPdfText } from '../../../tests/support/pdf-text';
import { madeResumePdf, type MadeResumeInput } from './pdf';

const MARATHI_SEEKER: MadeResumeInput = {
  name: 'सुनील पाटील',
  phoneNumber: null,
  language: 'mr',
  workProfile: {
    ...EMPTY_WORK_PROFILE,
    education: 'ITI',
    trade: 'Welder',
    experienceYears: 6,
    skills: ['Arc welding', 'Gas cutting'],
    districts: ['Pune', 'Nashik'],
    languages: ['Marathi', 'Hindi'],
    availableFrom: '2026-12-01',
    expectedSalary: 18000,
    shift: 'Day Shift',
  },
  madeAt: new Date('2026-11-20T06:00:00Z'),
};
const EMAIL = 'sunil.patil@example.in';

/** A profile as full as the schema allows, with the longest words: it must still fit on two pages. */
const fullest: WorkProfile = {
  education: 'Diploma',
  trade: 'Mechanical',
  experienceYears: 40,
  skills: Array.from({ length: 15 }, (_, i) => `${'स्वयंचलित यंत्रसामग्री'.slice(0, 20)} ${i} ${'x'.repeat(12)}`),
  districts: ['Pune', 'Nashik', 'Mumbai', 'Thane', 'Nagpur'],
  languages: ['Marathi', 'Hindi', 'English', 'Gujarati', 'Urdu', 'Kannada', 'Telugu', 'Tamil', 'Malayalam', 'Bengali', 'Odia', 'Punjabi', 'Konkani', 'Sindhi'],
  availableFrom: '2026-12-01',
  expectedSalary: 1_000_000,
  shift: 'Night Shift',
};

describe('a resume made from the work profile', () => {
  it('is a PDF whose text holds the name, the trade and the Marathi labels in Devanagari, in their logical order', async () => {
    const bytes = await madeResumePdf(MARATHI_SEEKER);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(resumeBytesMatch('application/pdf', bytes)).toBe(true);
    const text = await readPdfText(bytes);
    expect(text.pages).toBe(1);
    // Shaped glyphs that map back to their letters: these words have no vowel sign drawn before its consonant.
    expect(text.glyphText).toContain('सुनील पाटील');
    expect(text.glyphText).toContain('वेल्डर');
    // With ActualText, every text in the order it is typed (शिक्षण's ि is drawn before श).
    for (const words of ['सुनील पाटील', 'वेल्डर', 'शिक्षण आणि अनुभव', 'शिक्षण', 'कौशल्ये', 'अनुभव', '6 वर्षे', 'पुणे', 'नाशिक', 'मराठी', 'दरमहा ₹18,000', 'मला हवे असलेले काम'])
      expect(text.actualText).toContain(words);
  });

  it('never holds the email, and the phone only when it is given', async () => {
    const withoutPhone = await readPdfText(await madeResumePdf(MARATHI_SEEKER));
    const withPhone = await readPdfText(await madeResumePdf({ ...MARATHI_SEEKER, phoneNumber: '+919810000001' }));
    for (const text of [withoutPhone, withPhone]) {
      expect(text.glyphText).not.toContain(EMAIL);
      expect(text.glyphText).not.toContain('@');
    }
    expect(withoutPhone.glyphText.replace(/\s/g, '')).not.toContain('9810000001');
    expect(withoutPhone.actualText).not.toContain('फोन');
    expect(withPhone.actualText).toContain('फोन: +91 98100 00001');
  });

  it('writes labels and choices in English and Hindi too', async () => {
    const english = await readPdfText(await madeResumePdf({ ...MARATHI_SEEKER, name: 'Sunil Patil', language: 'en' }));
    for (const words of ['Sunil Patil', 'Welder', 'Education and experience', '6 years', 'Pune, Nashik', '₹18,000 a month', '1 Dec 2026'])
      expect(english.actualText).toContain(words);
    const hindi = await readPdfText(await madeResumePdf({ ...MARATHI_SEEKER, language: 'hi' }));
    for (const words of ['शिक्षा और अनुभव', '6 साल', 'पुणे']) expect(hindi.actualText).toContain(words);
  });

  it('leaves out what the profile does not say', async () => {
    const text = await readPdfText(
      await madeResumePdf({ ...MARATHI_SEEKER, language: 'en', workProfile: { ...EMPTY_WORK_PROFILE, education: 'ITI', trade: 'Welder', experienceYears: 0 } }),
    );
    expect(text.actualText).toContain('0 years');
    expect(text.actualText).not.toContain('The work I am looking for');
    expect(text.actualText).not.toContain('Expected salary');
  });

  it('stays small, on one or two pages, with the fullest profile', async () => {
    for (const language of ['en', 'hi', 'mr'] as const) {
      const bytes = await madeResumePdf({ name: 'सुनील पाटील Ramchandra Deshmukh-Kulkarni', phoneNumber: '+919810000001', language, workProfile: fullest });
      expect(bytes.length).toBeLessThan(200_000);
      const { pages } = await readPdfText(bytes);
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(pages).toBeLessThanOrEqual(2);
    }
  });
});
