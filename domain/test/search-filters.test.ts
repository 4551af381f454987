// Degree and trade are searchable; district and minimum salary filter the list.
import { describe, expect, it } from 'vitest';
import { english } from '../src/i18n/english';
import { CITIES_BY_STATE, derivedJobFields, jobFiltersSchema, jobMatchesFilters, matchesSearchWords, MESSAGES, searchKeywords, searchPlan } from '../src/index';

const job = {
  jobRole: 'Accountant',
  companyName: 'Sahyadri Traders',
  city: 'Pune',
  degree: 'Graduation',
  trade: 'B.Com',
  jobType: 'Office Job',
  salary: '15000 - 25000',
  salaryMax: 25000,
};
const filters = (change: Partial<ReturnType<typeof jobFiltersSchema.parse>> = {}) => ({ ...jobFiltersSchema.parse({}), ...change });

describe('search keywords: degree and trade', () => {
  it('"b.com", "bcom", "graduation" and their prefixes find a B.Com job', () => {
    const keywords = searchKeywords(job);
    expect(keywords).toEqual(expect.arrayContaining(['b.com', 'bcom', 'bc', 'graduation', 'gr', 'accountant', 'pune', 'sahyadri']));
  });

  it('"iti" and "diploma" find jobs of those degrees, and the trade as well', () => {
    expect(searchKeywords({ ...job, degree: 'ITI', trade: 'Electrician' })).toEqual(expect.arrayContaining(['iti', 'electrician']));
    expect(searchKeywords({ ...job, degree: 'Diploma', trade: 'Civil Engineering' })).toEqual(expect.arrayContaining(['diploma', 'civil', 'engineering']));
  });

  it('a job without degree or trade is searched by role, company and city as before', () => {
    expect(searchKeywords({ jobRole: 'Driver', companyName: 'Acme', city: 'Nagpur' }).sort()).toEqual(
      searchKeywords({ jobRole: 'Driver', companyName: 'Acme', city: 'Nagpur', degree: '', trade: '' }).sort(),
    );
  });

  it('the trigger derives them (derivedJobFields), with the salary numbers', () => {
    const derived = derivedJobFields(job);
    expect(derived.keywords).toContain('b.com');
    expect(derived).toMatchObject({ salaryMin: 15000, salaryMax: 25000 });
  });

  it('the search box plans "b.com" and "iti" as keywords the job holds', () => {
    expect(searchPlan('B.Com')).toEqual({ keyword: 'b.com', rest: [] });
    expect(searchPlan('iti pune')).toEqual({ keyword: 'pune', rest: ['iti'] });
    expect(matchesSearchWords({ ...job, degree: 'ITI', trade: 'Fitter' }, ['iti'])).toBe(true);
    expect(matchesSearchWords(job, ['iti'])).toBe(false);
  });
});

describe('list filters: district and minimum salary', () => {
  it('read from URL text: a district of Maharashtra and a whole number of rupees', () => {
    expect(jobFiltersSchema.parse({ city: 'Pune', minSalary: '20000' })).toMatchObject({ city: 'Pune', minSalary: 20000 });
    expect(jobFiltersSchema.parse({})).toMatchObject({ city: '', minSalary: 0 });
    expect(jobFiltersSchema.safeParse({ city: 'Goa' }).success).toBe(false);
    expect(jobFiltersSchema.safeParse({ minSalary: '-5' }).success).toBe(false);
    expect(jobFiltersSchema.safeParse({ minSalary: 'lots' }).success).toBe(false);
    expect(CITIES_BY_STATE.Maharashtra).toHaveLength(36);
  });

  it('a job qualifies when its salaryMax reaches the minimum; a job without salary numbers does not', () => {
    expect(jobMatchesFilters(job, filters({ minSalary: 25000 }))).toBe(true);
    expect(jobMatchesFilters(job, filters({ minSalary: 25001 }))).toBe(false);
    expect(jobMatchesFilters({ ...job, salaryMax: null }, filters({ minSalary: 5000 }))).toBe(false);
    expect(jobMatchesFilters({ ...job, salaryMax: null }, filters())).toBe(true);
  });

  it('every filter narrows as the query does: district, degree, trade, job type, words', () => {
    expect(jobMatchesFilters(job, filters({ city: 'Pune', degree: 'Graduation', trade: 'B.Com', jobType: 'Office Job', q: 'bcom sahyadri' }))).toBe(true);
    expect(jobMatchesFilters(job, filters({ city: 'Nagpur' }))).toBe(false);
    expect(jobMatchesFilters(job, filters({ degree: 'ITI' }))).toBe(false);
    expect(jobMatchesFilters(job, filters({ degree: 'Graduation', trade: 'BCA' }))).toBe(false);
    expect(jobMatchesFilters(job, filters({ jobType: 'Field Job' }))).toBe(false);
    expect(jobMatchesFilters(job, filters({ q: 'diploma' }))).toBe(false);
  });
});

describe('messages of the list', () => {
  it('counts jobs with Indian digit grouping', () => {
    expect(english('jobs.jobsTotal', { count: 128 })).toBe('128 jobs');
    expect(english('jobs.jobsTotal', { count: 1 })).toBe('1 job');
    expect(english('jobs.jobsTotal', { count: 123456 })).toBe('1,23,456 jobs');
    expect(MESSAGES.jobNoLongerAccepting).toBe('This job is no longer accepting applications.');
  });
});
