import { describe, expect, it } from 'vitest';
import {
  EMPTY_WORK_PROFILE,
  madeResumeMissingDetails,
  madeResumeMissingFields,
  madeResumeRequestSchema,
  PROFILE_INCOMPLETE_FOR_RESUME,
  sayProblem,
  type WorkProfile,
} from '../src/index';
import { english } from '../src/i18n/english';
import { catalogTranslator } from '../src/i18n/catalog-translator';

const profile = (fields: Partial<WorkProfile>): WorkProfile => ({ ...EMPTY_WORK_PROFILE, ...fields });

describe('what a made resume needs from the work profile', () => {
  it('names education, trade and experience of an empty profile, in the profile’s order', () => {
    expect(madeResumeMissingFields(EMPTY_WORK_PROFILE)).toEqual(['education', 'trade', 'experienceYears']);
  });

  it('is satisfied by an education, a trade and years of experience (0 years is an answer)', () => {
    expect(madeResumeMissingFields(profile({ education: 'ITI', trade: 'Welder', experienceYears: 0 }))).toEqual([]);
  });

  it('takes skills in place of a trade', () => {
    expect(madeResumeMissingFields(profile({ education: 'ITI', skills: ['Arc welding'], experienceYears: 3 }))).toEqual([]);
  });

  it('asks for skills, not a trade, when the education offers no trade but Other', () => {
    expect(madeResumeMissingFields(profile({ education: '10th', experienceYears: 2 }))).toEqual(['skills']);
    expect(madeResumeMissingFields(profile({ education: 'ITI', experienceYears: 2 }))).toEqual(['trade']);
  });

  it('names each missing field with its label in the details, in every language', () => {
    const details = madeResumeMissingDetails(['education', 'experienceYears']);
    expect(Object.keys(details)).toEqual(['education', 'experienceYears']);
    expect(sayProblem(english, details.education!)).toBe('Highest education is required.');
    expect(sayProblem(catalogTranslator('mr'), details.experienceYears!)).toContain('अनुभवाची वर्षे');
    expect(sayProblem(catalogTranslator('hi'), PROFILE_INCOMPLETE_FOR_RESUME)).toContain('रिज़्यूमे');
  });
});

describe('the made-resume request', () => {
  it('takes a job, whether to show the phone and one of the site’s languages, and nothing else', () => {
    expect(madeResumeRequestSchema.parse({ jobId: 'job-1', showPhone: false, language: 'mr' })).toEqual({ jobId: 'job-1', showPhone: false, language: 'mr' });
    expect(madeResumeRequestSchema.safeParse({ jobId: 'job-1', showPhone: 'yes', language: 'mr' }).success).toBe(false);
    expect(madeResumeRequestSchema.safeParse({ jobId: 'job-1', showPhone: true, language: 'ta' }).success).toBe(false);
    expect(madeResumeRequestSchema.safeParse({ jobId: 'job-1', showPhone: true, language: 'en', email: 'a@b.in' }).success).toBe(false);
  });
});
