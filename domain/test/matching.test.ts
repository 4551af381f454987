import { describe, expect, it } from 'vitest';
import {
  COMPLETENESS_WEIGHTS,
  alertInputSchema,
  alertFromWorkProfile,
  EMPTY_WORK_PROFILE,
  FIT_WEIGHTS,
  degreeMeets,
  experienceRange,
  fitScore,
  howYouMatch,
  matchLineText,
  profileCompleteness,
  rankJobs,
  skillsFor,
  workProfileSchema,
  type WorkProfile,
} from '../src/index';
import { english } from '../src/i18n/english';
import { catalogTranslator } from '../src/i18n/catalog-translator';
import type { Translate } from '../src/i18n/translate';

const profile = (over: Partial<WorkProfile> = {}): WorkProfile => ({ ...EMPTY_WORK_PROFILE, ...over });
const welder = profile({
  education: 'ITI',
  trade: 'Welder',
  experienceYears: 1,
  districts: ['Pune'],
  expectedSalary: 20000,
  shift: 'Day Shift',
});
const job = (over: Record<string, unknown> = {}) => ({
  jobId: 'j',
  degree: 'ITI',
  trade: 'Welder',
  city: 'Pune',
  salary: '15000 - 25000',
  salaryMin: 15000,
  salaryMax: 25000,
  experience: '<1 year',
  jobShift: 'Day Shift',
  status: 'Active',
  hiddenByReports: false,
  createdAt: new Date('2026-11-01T00:00:00Z'),
  ...over,
});
const t: Translate = (key, values) => english(key, values);
const rupees = (n: number) => `₹${n}`;

describe('completeness meter', () => {
  it('weighs to 100 and counts 0 years as an answer', () => {
    expect(Object.values(COMPLETENESS_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    expect(profileCompleteness(EMPTY_WORK_PROFILE)).toEqual({ percent: 0, next: 'education' });
    expect(profileCompleteness(profile({ experienceYears: 0 })).percent).toBe(10);
  });
  it('suggests the heaviest empty field next, in the weights order among equals', () => {
    expect(profileCompleteness(profile({ education: 'ITI' })).next).toBe('trade');
    expect(profileCompleteness(welder)).toEqual({ percent: 70, next: 'skills' });
  });
  it('counts the trade as done for an education whose only trade is Other', () => {
    expect(profileCompleteness(profile({ education: '10th' }))).toEqual({ percent: 30, next: 'districts' });
  });
  it('is 100 with nothing next when every field is filled', () => {
    const full = profile({ ...welder, skills: ['Arc welding'], languages: ['Marathi'], availableFrom: '2026-12-01' });
    expect(profileCompleteness(full)).toEqual({ percent: 100, next: null });
  });
});

describe('how you match', () => {
  it('writes the lines of the issue: trade matches, district, experience short', () => {
    const lines = howYouMatch(job({ experience: '3-5 years' }), welder);
    expect(lines.map((l) => [l.aspect, l.verdict])).toEqual([
      ['education', 'fits'],
      ['district', 'fits'],
      ['salary', 'fits'],
      ['experience', 'misses'],
      ['shift', 'fits'],
    ]);
    expect(lines.map((l) => matchLineText(l, t, rupees))).toEqual([
      'ITI Welder: matches',
      'Pune: in your districts',
      'Pays up to ₹25000: meets your ₹20000',
      'Needs 3-5 years: you have 1',
      'Day Shift: suits you',
    ]);
  });
  it("is written in the reader's language, choice values by their labels", () => {
    const lines = howYouMatch(job({ experience: '3-5 years' }), welder);
    const hindi = lines.map((l) => matchLineText(l, catalogTranslator('hi'), rupees));
    expect(hindi[1]).toBe('पुणे: आपके ज़िलों में');
    expect(hindi[3]).toBe('3-5 साल चाहिए: आपके पास 1 है');
    expect(matchLineText(lines[0]!, catalogTranslator('mr'), rupees)).toBe('ITI वेल्डर: जुळते');
  });
  it('says what misses and which empty field to add', () => {
    const lines = howYouMatch(job({ trade: 'Fitter', city: 'Nagpur', salaryMax: 12000, jobShift: 'Night Shift' }), welder);
    expect(lines.map((l) => matchLineText(l, t, rupees))).toEqual([
      'Needs ITI Fitter: you have ITI Welder',
      'Nagpur: not in your districts',
      'Pays up to ₹12000: below your ₹20000',
      'Needs <1 year: you have 1',
      'Night Shift: you prefer Day Shift',
    ]);
    const empty = howYouMatch(job(), EMPTY_WORK_PROFILE);
    expect(empty.every((l) => l.verdict === 'unknown')).toBe(true);
    expect(empty.map((l) => l.field)).toEqual(['education', 'districts', 'expectedSalary', 'experienceYears', 'shift']);
    expect(howYouMatch(job(), profile({ education: 'ITI' }))[0]).toMatchObject({ verdict: 'unknown', field: 'trade' });
  });
  it('leaves out what the job does not ask', () => {
    const lines = howYouMatch(
      job({ degree: '', trade: '', salary: '', salaryMin: null, salaryMax: null, experience: 'Any Years', jobShift: 'Any Shift' }),
      welder,
    );
    expect(lines.map((l) => l.aspect)).toEqual(['district']);
  });
  it('reads degrees: school levels are met by more, others by the same degree', () => {
    expect(degreeMeets('10th', 'Graduation')).toBe(true);
    expect(degreeMeets('12th', '10th')).toBe(false);
    expect(degreeMeets('ITI', 'Diploma')).toBe(false);
    expect(degreeMeets('Graduation', 'Post-Graduation')).toBe(true);
    expect(degreeMeets('BE', 'Graduation')).toBe(false);
    expect(degreeMeets('Graduation', '')).toBe(false);
  });
  it('reads experience as listed and as typed', () => {
    expect(experienceRange('<1 year')).toEqual({ min: 0, max: 1 });
    expect(experienceRange('1-3 years')).toEqual({ min: 1, max: 3 });
    expect(experienceRange('10+ years')).toEqual({ min: 10, max: null });
    expect(experienceRange('2 to 4 yrs')).toEqual({ min: 2, max: 4 });
    expect(experienceRange('Fresher')).toEqual({ min: 0, max: 1 });
    expect(experienceRange('Any Years')).toBeNull();
    expect(experienceRange('some')).toBeNull();
  });
});

describe('Jobs for you ranking', () => {
  it('weighs to 100: a perfect fit scores 100, an unknown half its weight', () => {
    expect(Object.values(FIT_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    expect(fitScore(job(), welder)).toBe(100);
    expect(fitScore(job(), EMPTY_WORK_PROFILE)).toBe(50);
    expect(fitScore(job({ city: 'Nagpur' }), welder)).toBe(75);
  });
  it('puts the best fit first, newest first among equals, and drops inactive, hidden and applied jobs', () => {
    const jobs = [
      job({ jobId: 'far', city: 'Nagpur', createdAt: new Date('2026-11-05T00:00:00Z') }),
      job({ jobId: 'old-fit' }),
      job({ jobId: 'new-fit', createdAt: new Date('2026-11-03T00:00:00Z') }),
      job({ jobId: 'inactive', status: 'Inactive' }),
      job({ jobId: 'hidden', hiddenByReports: true }),
      job({ jobId: 'applied' }),
    ];
    expect(rankJobs(jobs, welder, new Set(['applied'])).map((j) => j.jobId)).toEqual(['new-fit', 'old-fit', 'far']);
  });
});

describe('work profile input', () => {
  it('takes an empty profile, and typed numbers', () => {
    expect(workProfileSchema.parse({})).toEqual(EMPTY_WORK_PROFILE);
    expect(workProfileSchema.parse({ experienceYears: '3', expectedSalary: ' ' })).toMatchObject({ experienceYears: 3, expectedSalary: null });
  });
  it('refuses what the rules refuse, naming the field', () => {
    const problems = (input: unknown) => workProfileSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(problems({ experienceYears: 41 })).toEqual([['experienceYears', 'validation.outOfRange{"label":"Years of experience","min":0,"max":40}']]);
    expect(problems({ education: 'ITI', trade: 'B.Com' })?.[0]?.[0]).toBe('trade');
    expect(problems({ trade: 'Welder' })?.[0]?.[0]).toBe('trade');
    expect(problems({ districts: ['Pune', 'Thane', 'Nashik', 'Nagpur', 'Satara', 'Sangli'] })?.[0]?.[1]).toContain('validation.tooMany');
    expect(problems({ districts: ['Atlantis'] })?.[0]?.[0]).toBe('districts.0');
    expect(problems({ skills: ['Welding', 'welding'] })?.[0]?.[1]).toContain('validation.repeated');
    expect(problems({ skills: ['x'.repeat(41)] })?.[0]?.[1]).toContain('validation.tooLong');
    expect(problems({ languages: ['Klingon'] })?.[0]?.[0]).toBe('languages.0');
    expect(problems({ availableFrom: '2026-02-30' })?.[0]?.[0]).toBe('availableFrom');
    expect(problems({ expectedSalary: 0 })?.[0]?.[0]).toBe('expectedSalary');
    expect(problems({ isAdmin: true })).toHaveLength(1);
  });
  it("suggests the trade's own skills before the general ones", () => {
    expect(skillsFor('Welder').slice(0, 2)).toEqual(['Arc welding', 'MIG welding']);
    expect(skillsFor('Other')[0]).toBe('Computer basics');
  });
});

describe('the job alert a work profile suggests', () => {
  it('takes education, trade, the first district and the expected salary, as the alert schema accepts them', () => {
    const alert = alertFromWorkProfile(profile({ ...welder, districts: ['Pune', 'Thane'] }));
    expect(alert).toEqual({ q: '', degree: 'ITI', trade: 'Welder', state: 'Maharashtra', city: 'Pune', minSalary: 20000 });
    expect(alertInputSchema.safeParse(alert).success).toBe(true);
    expect(alertFromWorkProfile(profile({ skills: ['Arc welding'], shift: 'Day Shift' }))).toBeNull();
  });
});
