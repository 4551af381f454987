import { describe, expect, it } from 'vitest';
import { CITIES_BY_STATE, DEGREES, EDUCATION_FILTERS, EXPERIENCE_LEVELS, GENDERS, JOB_ROLES, JOB_SHIFTS, JOB_TYPES, TRADES_BY_DEGREE } from '../src/index';

describe('choice lists (docs/spec-notes.md §3)', () => {
  it('has the six education filters with their labels, in order', () => {
    expect(EDUCATION_FILTERS.map((e) => e.value)).toEqual(['10th', '12th', 'Graduate', 'Postgraduate', 'B.Tech', 'BE']);
    expect(EDUCATION_FILTERS.map((e) => e.label)).toEqual(['10th Pass', '12th Pass', 'Graduate', 'Postgraduate', 'B.Tech', 'BE']);
  });

  it('has the seven degree options in order', () => {
    expect(DEGREES).toEqual(['10th', '12th', 'ITI', 'Diploma', 'BE', 'Graduation', 'Post-Graduation']);
  });

  it('has the shifts, types, experience and gender lists word for word', () => {
    expect(JOB_SHIFTS).toEqual(['Day Shift', 'Night Shift', 'Any Shift']);
    expect(JOB_TYPES).toEqual(['Field Job', 'Office Job', 'Work From Home', 'Industry Job']);
    expect(EXPERIENCE_LEVELS).toEqual(['<1 year', '1-3 years', '3-5 years', '5-10 years', '10+ years', 'Any Years']);
    expect(GENDERS).toEqual([
      { value: 'Male', label: 'Male' },
      { value: 'Female', label: 'Female' },
      { value: 'Other', label: 'Any' },
    ]);
  });

  it('gives every degree a trade list, Other only for 10th and 12th', () => {
    expect(TRADES_BY_DEGREE['10th']).toEqual(['Other']);
    expect(TRADES_BY_DEGREE['12th']).toEqual(['Other']);
    for (const degree of DEGREES) expect(TRADES_BY_DEGREE[degree].length).toBeGreaterThan(0);
  });

  it('lists the real trades: NCVT for ITI, ~24 diplomas, ~25 BE branches', () => {
    expect(TRADES_BY_DEGREE.ITI).toEqual(expect.arrayContaining(['Fitter', 'Electrician', 'Welder', 'Turner', 'Machinist', 'COPA']));
    expect(TRADES_BY_DEGREE.ITI.length).toBeGreaterThanOrEqual(15);
    expect(TRADES_BY_DEGREE.Diploma.length).toBeGreaterThanOrEqual(24);
    expect(TRADES_BY_DEGREE.BE.length).toBeGreaterThanOrEqual(25);
  });

  it('reads the lost {host} entries of Graduation as B.Com and M.Com', () => {
    expect(TRADES_BY_DEGREE.Graduation).toEqual(['B.A', 'B.Com', 'M.Com', 'B.Sc.', 'M.Sc.', 'B.Tech', 'M.Tech', 'B.B.A', 'BCA', 'Other']);
  });

  it('has 16 post-graduate programmes and no Other', () => {
    expect(TRADES_BY_DEGREE['Post-Graduation']).toHaveLength(16);
    expect(TRADES_BY_DEGREE['Post-Graduation']).not.toContain('Other');
  });

  it('lists the 36 districts of Maharashtra, each once', () => {
    const cities = CITIES_BY_STATE.Maharashtra;
    expect(cities).toHaveLength(36);
    expect(new Set(cities).size).toBe(36);
    expect(cities).toEqual(expect.arrayContaining(['Mumbai City', 'Mumbai Suburban', 'Pune', 'Nagpur', 'Nashik', 'Thane']));
  });

  it('suggests about 300 distinct job roles from Ac Technician to Writer, sorted', () => {
    expect(JOB_ROLES.length).toBeGreaterThanOrEqual(290);
    expect(new Set(JOB_ROLES).size).toBe(JOB_ROLES.length);
    expect(JOB_ROLES[0]).toBe('Ac Technician');
    expect(JOB_ROLES[JOB_ROLES.length - 1]).toBe('Writer');
    const sorted = [...JOB_ROLES].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    expect(JOB_ROLES).toEqual(sorted);
  });
});
