import { JOBS_FIRST_PAGE_SIZE, JOBS_PAGE_SIZE } from '@jobsearch/domain/helpers';
import { searchKey } from '@jobsearch/domain/search';
import { describe, expect, it } from 'vitest';
import { filtersFromParams, filtersInUse, filtersKey, hasAnyFilter, NO_FILTERS, paramsWithFilter, paramsWithoutFilters, salaryChoices } from './jobs-query';
import { buildJobsQuery } from './list-query';

const url = (search: string) => new URLSearchParams(search);
const active = { field: 'status', op: '==', value: 'Active' } as const;

describe('URL parameters -> filters', () => {
  it('an empty URL means no filter', () => {
    expect(filtersFromParams(url(''))).toEqual({ filters: NO_FILTERS, education: null, pin: '' });
    expect(hasAnyFilter(NO_FILTERS)).toBe(false);
  });

  it('reads degree, trade, job type and the search text', () => {
    const { filters } = filtersFromParams(url('degree=ITI&trade=Fitter&jobType=Office+Job&q=+electrician++pune+'));
    expect(filters).toEqual({ ...NO_FILTERS, degree: 'ITI', trade: 'Fitter', jobType: 'Office Job', q: 'electrician pune' });
  });

  it('drops values outside the choice lists instead of failing', () => {
    const { filters } = filtersFromParams(url('degree=PhD&trade=Fitter&jobType=Remote'));
    expect(filters).toEqual(NO_FILTERS);
  });

  it('drops a trade that does not belong to the degree', () => {
    expect(filtersFromParams(url('degree=BE&trade=Fitter')).filters).toMatchObject({ degree: 'BE', trade: '' });
  });

  it('keeps a long search to the schema limit', () => {
    expect(filtersFromParams(url(`q=${'a'.repeat(300)}`)).filters.q).toHaveLength(100);
  });
});

describe("Home's ?education= in context", () => {
  it.each([
    ['Graduate', 'Graduation', ''],
    ['Postgraduate', 'Post-Graduation', ''],
    ['B.Tech', 'Graduation', 'B.Tech'],
    ['BE', 'BE', ''],
    ['10th', '10th', ''],
    ['12th', '12th', ''],
  ])('education=%s preselects degree %s and trade "%s"', (education, degree, trade) => {
    const result = filtersFromParams(url(`education=${encodeURIComponent(education)}`));
    expect(result.filters).toMatchObject({ degree, trade });
    expect(result.education).toBe(education);
  });

  it('an unknown education value is ignored', () => {
    expect(filtersFromParams(url('education=PhD'))).toEqual({ filters: NO_FILTERS, education: null, pin: '' });
  });

  it('an explicit degree wins over education', () => {
    expect(filtersFromParams(url('education=B.Tech&degree=ITI'))).toEqual({ filters: { ...NO_FILTERS, degree: 'ITI' }, education: null, pin: '' });
  });

  it('education becomes query constraints like a chosen degree and trade', () => {
    const { filters } = filtersFromParams(url('education=B.Tech'));
    // B.Tech is a Graduation trade only, so the trade alone says both.
    expect(buildJobsQuery(filters).where).toEqual([active, { field: 'searchKeys', op: 'array-contains-any', value: ['t:B.Tech'] }]);
  });

  it('changing the job type keeps the education filter', () => {
    const next = paramsWithFilter(url('education=B.Tech'), { jobType: 'Field Job' });
    expect(next.get('education')).toBe('B.Tech');
    expect(next.has('degree')).toBe(false);
    expect(filtersFromParams(next)).toEqual({
      filters: { ...NO_FILTERS, degree: 'Graduation', trade: 'B.Tech', jobType: 'Field Job', q: '' },
      education: 'B.Tech',
      pin: '',
    });
  });

  it('clearing it (degree and trade to nothing) removes it from the URL', () => {
    const next = paramsWithFilter(url('education=B.Tech&q=dev'), { degree: '', trade: '' });
    expect(next.toString()).toBe('q=dev');
  });

  it('choosing another trade turns education into explicit degree and trade', () => {
    const next = paramsWithFilter(url('education=B.Tech'), { trade: 'BCA' });
    expect(Object.fromEntries(next)).toEqual({ degree: 'Graduation', trade: 'BCA' });
    expect(filtersFromParams(next).education).toBeNull();
  });
});

describe('filter changes -> URL', () => {
  it('choosing a degree resets the trade', () => {
    const next = paramsWithFilter(url('degree=ITI&trade=Fitter&jobType=Field+Job'), { degree: 'Diploma' });
    expect(Object.fromEntries(next)).toEqual({ degree: 'Diploma', jobType: 'Field Job' });
  });

  it('empty values leave the URL, other parameters stay', () => {
    const next = paramsWithFilter(url('degree=ITI&utm=mail'), { degree: '' });
    expect(next.toString()).toBe('utm=mail');
  });

  it('clear all removes every filter parameter', () => {
    expect(paramsWithoutFilters(url('degree=ITI&trade=Fitter&jobType=Field+Job&q=x&education=BE&utm=mail')).toString()).toBe('utm=mail');
  });

  it('the key changes exactly when a filter does', () => {
    const a = filtersFromParams(url('degree=ITI')).filters;
    const b = filtersFromParams(url('degree=ITI&other=1')).filters;
    const c = filtersFromParams(url('degree=ITI&jobType=Field+Job')).filters;
    expect(filtersKey(a)).toBe(filtersKey(b));
    expect(filtersKey(a)).not.toBe(filtersKey(c));
  });
});

describe('filters -> the Firestore query the rules allow', () => {
  it('without filters: Active jobs, newest first, a short first page', () => {
    expect(buildJobsQuery(NO_FILTERS)).toEqual({
      collection: 'jobs',
      where: [active],
      orderBy: { field: 'createdAt', direction: 'desc' },
      limit: JOBS_FIRST_PAGE_SIZE,
      startAfter: null,
      clientTerms: [],
    });
    expect(JOBS_FIRST_PAGE_SIZE).toBe(10);
  });

  it('every filter and the search words are one array-contains-any on the search keys', () => {
    const q = buildJobsQuery({ ...NO_FILTERS, degree: 'ITI', trade: 'Fitter', jobType: 'Industry Job', q: '' });
    // Fitter is an ITI trade only, so the trade says the degree.
    expect(q.where).toEqual([active, { field: 'searchKeys', op: 'array-contains-any', value: [searchKey(['t:Fitter', 'j:Industry Job'])] }]);
    expect(q.clientTerms).toEqual([]);
  });

  it('a trade without a degree is not queried', () => {
    expect(buildJobsQuery({ ...NO_FILTERS, trade: 'Fitter' }).where).toEqual([active]);
  });

  it('a filter and two words make one key per choice of their meanings, under 30; four terms check the fourth on the page', () => {
    const q = buildJobsQuery({ ...NO_FILTERS, jobType: 'Field Job', q: 'Electrician Pune' });
    const keys = q.where.find((w) => w.field === 'searchKeys')!.value as string[];
    expect(keys).toContain(searchKey(['j:Field Job', 'r:Electrician', 'c:Pune']));
    expect(keys.length).toBeLessThanOrEqual(30);
    expect(q.clientTerms).toEqual([]);
    const four = buildJobsQuery({ ...NO_FILTERS, jobType: 'Field Job', city: 'Nagpur', q: 'Electrician night' });
    expect(four.clientTerms.map((t) => t.typed)).toEqual(['night']);
  });

  it('a search of only punctuation or one letter adds no constraint', () => {
    expect(buildJobsQuery({ ...NO_FILTERS, q: ' - a ' }).where).toEqual([active]);
  });

  it('the next page starts after the cursor and is longer', () => {
    const cursor = { id: 'last-doc' };
    expect(buildJobsQuery(NO_FILTERS, cursor).startAfter).toBe(cursor);
    expect(buildJobsQuery(NO_FILTERS, cursor).limit).toBe(JOBS_PAGE_SIZE);
    expect(JOBS_PAGE_SIZE).toBe(20);
  });

  it('always has the status filter the rules demand, whatever the URL', () => {
    for (const search of ['', 'degree=BE', 'q=status', 'education=10th&jobType=Field+Job']) {
      expect(buildJobsQuery(filtersFromParams(url(search)).filters).where[0]).toEqual(active);
    }
  });
});

describe('district and minimum salary', () => {
  it('read from ?district= and ?minSalary=; unknown districts and non-numbers are dropped', () => {
    expect(filtersFromParams(url('district=Pune&minSalary=20000')).filters).toEqual({ ...NO_FILTERS, state: 'Maharashtra', city: 'Pune', minSalary: 20000 });
    expect(filtersFromParams(url('district=Goa&minSalary=lots')).filters).toEqual(NO_FILTERS);
    expect(filtersFromParams(url('minSalary=-5')).filters.minSalary).toBe(0);
    expect(filtersFromParams(url('minSalary=12345678901')).filters.minSalary).toBe(0);
    expect(hasAnyFilter(filtersFromParams(url('district=Nagpur')).filters)).toBe(true);
  });

  it("count towards the Filters button's number, the search text not", () => {
    expect(filtersInUse(NO_FILTERS)).toBe(0);
    expect(filtersInUse(filtersFromParams(url('q=welder&degree=ITI&trade=Fitter&district=Nagpur&minSalary=15000')).filters)).toBe(4);
  });

  it('live in the URL beside the other filters, and leave it when cleared', () => {
    const next = paramsWithFilter(url('q=iti'), { city: 'Nashik', minSalary: 15000 });
    expect(Object.fromEntries(next)).toEqual({ q: 'iti', state: 'Maharashtra', district: 'Nashik', minSalary: '15000' });
    expect(paramsWithFilter(next, { minSalary: 0 }).toString()).toBe('q=iti&state=Maharashtra&district=Nashik');
    expect(paramsWithoutFilters(next).toString()).toBe('');
  });

  it('the district is a search key with the other filters, the minimum a range on salaryMax, still newest first', () => {
    const q = buildJobsQuery({ ...NO_FILTERS, degree: 'ITI', city: 'Pune', minSalary: 20000, q: 'electrician' });
    expect(q.where.map((w) => w.field)).toEqual(['status', 'searchKeys', 'salaryMax']);
    expect(q.where[1]!.value).toContain(searchKey(['d:ITI', 'c:Pune', 'r:Electrician']));
    expect(q.where[2]).toEqual({ field: 'salaryMax', op: '>=', value: 20000 });
    expect(q.orderBy).toEqual({ field: 'createdAt', direction: 'desc' });
  });

  it('"b.com", "iti" and "diploma" find the trade or degree they name', () => {
    for (const [word, element] of [
      ['b.com', 't:B.Com'],
      ['iti', 'd:ITI'],
      ['diploma', 'd:Diploma'],
    ]) {
      expect(buildJobsQuery({ ...NO_FILTERS, q: word!.toUpperCase() }).where[1]!.value).toContain(element);
    }
  });

  it('a state filters alone, a district of another state is dropped, and the district carries its state', () => {
    expect(filtersFromParams(url('state=Karnataka')).filters).toEqual({ ...NO_FILTERS, state: 'Karnataka' });
    expect(filtersFromParams(url('state=Karnataka&district=Bengaluru%20Urban')).filters).toEqual({
      ...NO_FILTERS,
      state: 'Karnataka',
      city: 'Bengaluru Urban',
    });
    expect(filtersFromParams(url('state=Karnataka&district=Pune')).filters).toEqual({ ...NO_FILTERS, state: 'Karnataka' });
    expect(filtersFromParams(url('state=Atlantis')).filters).toEqual(NO_FILTERS);
    const karnataka = paramsWithFilter(url('district=Pune'), { state: 'Karnataka' });
    expect(karnataka.toString()).toBe('state=Karnataka');
    // A state is a search key like the other filters; with its district, the district alone.
    expect(buildJobsQuery({ ...NO_FILTERS, state: 'Karnataka' }).where).toEqual([
      active,
      { field: 'searchKeys', op: 'array-contains-any', value: ['s:Karnataka'] },
    ]);
    expect(buildJobsQuery({ ...NO_FILTERS, state: 'Karnataka', city: 'Bengaluru Urban' }).where).toEqual([
      active,
      { field: 'searchKeys', op: 'array-contains-any', value: ['c:Bengaluru Urban'] },
    ]);
    expect(filtersInUse({ ...NO_FILTERS, state: 'Karnataka', city: 'Bengaluru Urban' })).toBe(1);
  });

  it('the key changes with district and minimum salary', () => {
    expect(filtersKey({ ...NO_FILTERS, state: 'Goa' })).not.toBe(filtersKey(NO_FILTERS));
    expect(filtersKey({ ...NO_FILTERS, city: 'Pune' })).not.toBe(filtersKey(NO_FILTERS));
    expect(filtersKey({ ...NO_FILTERS, minSalary: 5000 })).not.toBe(filtersKey(NO_FILTERS));
  });
});

describe('salaryChoices', () => {
  it('offers the minimums, plus one a shared URL carries, in order', () => {
    const offered = salaryChoices(0);
    expect(offered.length).toBeGreaterThan(0);
    expect(salaryChoices(offered[0]! + 1)).toEqual([...offered, offered[0]! + 1].sort((a, b) => a - b));
  });
});

describe('the place a PIN code chose', () => {
  const url = (query: string) => new URLSearchParams(query);

  it('is read with its district, and dropped without one or when it is no PIN', () => {
    expect(filtersFromParams(url('state=Maharashtra&district=Pune&pin=411018')).pin).toBe('411018');
    expect(filtersFromParams(url('pin=411018')).pin).toBe('');
    expect(filtersFromParams(url('state=Maharashtra&district=Pune&pin=0123')).pin).toBe('');
  });

  it('goes when the place changes or is removed, and stays for other filters', () => {
    const chosen = paramsWithFilter(url('q=welder'), { state: 'Maharashtra', city: 'Pune', pin: '411018' });
    expect(chosen.get('pin')).toBe('411018');
    expect(paramsWithFilter(chosen, { minSalary: 15000 }).get('pin')).toBe('411018');
    expect(paramsWithFilter(chosen, { city: 'Nashik' }).has('pin')).toBe(false);
    expect(paramsWithFilter(chosen, { state: '', city: '', pin: '' }).toString()).toBe('q=welder');
    expect(paramsWithoutFilters(chosen).toString()).toBe('');
  });

  it('reads a minimum salary typed in Devanagari digits', () => {
    expect(filtersFromParams(url('minSalary=१५०००')).filters.minSalary).toBe(15000);
  });
});
