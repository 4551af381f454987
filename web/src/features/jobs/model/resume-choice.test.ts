import { EMPTY_WORK_PROFILE, type WorkProfile } from '@jobsearch/domain/work-profile';
import { describe, expect, it } from 'vitest';
import type { Translate } from '../../../i18n';
import { defaultResumeSource, keepByDefault, madeResumeReadiness, missingFieldsOf, missingFieldsText } from './resume-choice';

const welder: WorkProfile = { ...EMPTY_WORK_PROFILE, education: 'ITI', trade: 'Welder', skills: ['TIG welding'], experienceYears: 4 };

describe('the resume a seeker applies with by default', () => {
  it('is the file kept on the profile, else the made resume of a ready work profile, else a file to upload', () => {
    expect(defaultResumeSource({ hasProfileResume: true, madeResumeReady: true })).toBe('saved');
    expect(defaultResumeSource({ hasProfileResume: false, madeResumeReady: true })).toBe('made');
    expect(defaultResumeSource({ hasProfileResume: false, madeResumeReady: false })).toBe('upload');
  });

  it('keeps an uploaded file for next time when the profile keeps none yet', () => {
    expect(keepByDefault(false)).toBe(true);
    expect(keepByDefault(true)).toBe(false);
  });
});

describe('how far a work profile goes towards a made resume', () => {
  it('is ready with education, a trade and the years of experience (0 years is an answer)', () => {
    expect(madeResumeReadiness(welder)).toEqual({ ready: true, toAdd: [] });
    expect(madeResumeReadiness({ ...welder, experienceYears: 0 }).ready).toBe(true);
  });

  it("says up front what the server would ask for, in the Profile page's order", () => {
    expect(madeResumeReadiness(undefined)).toEqual({ ready: false, toAdd: ['education', 'trade', 'experienceYears'] });
    expect(madeResumeReadiness({ ...EMPTY_WORK_PROFILE, districts: ['Pune'], shift: 'Day Shift' }).toAdd).toEqual(['education', 'trade', 'experienceYears']);
    expect(madeResumeReadiness({ ...welder, experienceYears: null })).toEqual({ ready: false, toAdd: ['experienceYears'] });
  });
});

describe("the server's refusal of a made resume", () => {
  it("reads the missing fields from the answer's details, in the Profile page's order", () => {
    expect(missingFieldsOf({ skills: 'Skills is required.', education: 'Highest education is required.' })).toEqual(['education', 'skills']);
    // A list of names reads the same; unknown names are left out.
    expect(missingFieldsOf({ 0: 'experienceYears', 1: 'trade', 2: 'photo' })).toEqual(['trade', 'experienceYears']);
  });

  it('still names something to add when the answer names no field it knows', () => {
    expect(missingFieldsOf({})).toEqual(['education', 'trade', 'experienceYears']);
  });

  it("says what to add with the work profile's field labels", () => {
    const t = ((key: string, values?: Record<string, unknown>) => (values ? `${key}(${String(values.fields)})` : `[${key}]`)) as Translate;
    expect(missingFieldsText(['trade', 'skills'], t)).toBe('jobs.madeResumeNeeds([validation.label:Trade], [validation.label:Skills])');
  });
});
