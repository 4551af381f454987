import { describe, expect, it } from 'vitest';
import {
  employmentTypeOf,
  isPublicJob,
  isWellFormedJobId,
  jobPostingJsonLd,
  jobPostingSchema,
  jsonForScript,
  pickSimilarJobs,
  publicJobFacts,
  publicJobHeadline,
  publicJobSummary,
  toPublicJob,
  validThroughOf,
  JOB_TYPES,
  type JobWithId,
} from '../src/index';
import { catalogTranslator as translatorOf } from '../src/i18n/catalog-translator';
import { english } from '../src/i18n/english';
import en from '../src/i18n/catalogs/jobPage/en';
import hi from '../src/i18n/catalogs/jobPage/hi';
import mr from '../src/i18n/catalogs/jobPage/mr';

import { storedJob } from './stored-job';

const NOW = new Date('2026-11-23T10:00:00Z');
const SITE = 'https://jobs.example.in';

const job = storedJob;

describe('the public job model', () => {
  it('never carries the contact number or server bookkeeping, and the employer uid only as its company page id', () => {
    // A job stored before numbers moved to its private contact may still hold one: the model drops it.
    const model = toPublicJob({ ...job(), mobileNumber: '9876543210' } as JobWithId, true);
    const { companyId, ...rest } = model;
    const text = JSON.stringify(rest);
    expect(text).not.toContain('9876543210');
    expect(text).not.toContain('emp1');
    expect(companyId).toBe('emp1');
    expect(model).not.toHaveProperty('mobileNumber');
    expect(model).not.toHaveProperty('employerId');
    expect(model.hasMobileNumber).toBe(true);
    expect(toPublicJob(job()).hasMobileNumber).toBe(false);
  });

  it('is public only while Active and not hidden by reports', () => {
    expect(isPublicJob(job())).toBe(true);
    expect(isPublicJob(job({ status: 'Inactive' }))).toBe(false);
    expect(isPublicJob(job({ hiddenByReports: true }))).toBe(false);
  });

  it('reads salary numbers from the text when the trigger has not written them yet', () => {
    expect(toPublicJob(job({ salaryMin: null, salaryMax: null, salary: '12,000 - 18,000' }))).toMatchObject({ salaryMin: 12000, salaryMax: 18000 });
  });

  it('heads and summarises with role, company and city, the summary at most 160 characters', () => {
    const model = toPublicJob(job({ description: 'x'.repeat(400) }));
    expect(publicJobHeadline(model, english)).toBe('Fitter at Tata Motors, Pune');
    const summary = publicJobSummary(model, english);
    expect(summary.startsWith('Fitter at Tata Motors in Pune, Maharashtra. Salary ₹15,000 - ₹25,000 a month.')).toBe(true);
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(publicJobHeadline(toPublicJob(job({ jobRole: '', title: '' })), english)).toBe('Job opening at Tata Motors, Pune');
  });

  it('heads, summarises and lists its facts in the reader’s language, choices by their labels and digits 0-9', () => {
    const hindi = translatorOf('hi');
    const model = toPublicJob(job({ trade: 'Fitter', degree: 'ITI', description: 'Fit parts.' }));
    expect(publicJobHeadline(model, hindi)).toBe('Tata Motors में फ़िटर, पुणे');
    expect(publicJobSummary(model, hindi)).toBe('Tata Motors में फ़िटर, पुणे, महाराष्ट्र। वेतन ₹15,000 - ₹25,000 प्रति माह। इंडस्ट्री जॉब, दिन की शिफ़्ट। Fit parts.');
    const marathi = Object.fromEntries(publicJobFacts(model, translatorOf('mr')));
    expect(marathi).toMatchObject({ jobRole: 'फिटर', jobShift: 'दिवसाची पाळी', education: 'ITI · फिटर', salary: 'दरमहा ₹15,000 - ₹25,000' });
    // A role in the employer's own words stays as written.
    expect(publicJobHeadline(toPublicJob(job({ jobRole: 'Gear cutter' })), hindi)).toBe('Tata Motors में Gear cutter, पुणे');
  });

  it('accepts only well-formed ids', () => {
    expect(isWellFormedJobId('AbC_12-x')).toBe(true);
    for (const bad of ['', 'a/b', '..', 'a b', '<script>', 'x'.repeat(129)]) expect(isWellFormedJobId(bad), bad).toBe(false);
  });
});

describe('the JobPosting JSON-LD', () => {
  const posting = jobPostingJsonLd(toPublicJob(job()), SITE, NOW);

  it('validates against the JobPosting shape', () => {
    expect(jobPostingSchema.safeParse(posting).success).toBe(true);
  });

  it('has every property Google requires, with the right types', () => {
    expect(posting['@context']).toBe('https://schema.org/');
    expect(posting['@type']).toBe('JobPosting');
    expect(posting.title).toBe('Fitter');
    expect(posting.datePosted).toBe('2026-11-20');
    expect(typeof posting.description).toBe('string');
    expect(posting.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Tata Motors' });
    expect(posting.jobLocation).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', streetAddress: 'Pimpri MIDC', addressLocality: 'Pune', addressRegion: 'Maharashtra', addressCountry: 'IN' },
    });
  });

  it('has the recommended ones we have: salary in INR a month, employment type, validThrough, directApply, identifier, url', () => {
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'INR',
      value: { '@type': 'QuantitativeValue', minValue: 15000, maxValue: 25000, unitText: 'MONTH' },
    });
    expect(posting.employmentType).toBe('FULL_TIME');
    expect(posting.directApply).toBe(true);
    expect(posting.identifier).toEqual({ '@type': 'PropertyValue', name: 'JobSearch India', value: 'job123' });
    expect(posting.url).toBe('https://jobs.example.in/job/job123');
    expect(Date.parse(posting.validThrough)).toBeGreaterThan(NOW.getTime());
  });

  it('gives a single salary as one value, and leaves baseSalary out without numbers', () => {
    const one = jobPostingJsonLd(toPublicJob(job({ salary: '20000', salaryMin: 20000, salaryMax: 20000 })), SITE, NOW);
    expect(one.baseSalary?.value).toEqual({ '@type': 'QuantitativeValue', value: 20000, unitText: 'MONTH' });
    const none = jobPostingJsonLd(toPublicJob(job({ salary: 'negotiable', salaryMin: null, salaryMax: null })), SITE, NOW);
    expect(none).not.toHaveProperty('baseSalary');
    expect(jobPostingSchema.safeParse(none).success).toBe(true);
  });

  it('marks Work From Home as telecommute for applicants in India', () => {
    const remote = jobPostingJsonLd(toPublicJob(job({ jobType: 'Work From Home' })), SITE, NOW);
    expect(remote.jobLocationType).toBe('TELECOMMUTE');
    expect(remote.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'India' });
    expect(jobPostingSchema.safeParse(remote).success).toBe(true);
  });

  it("maps every job type to Google's employmentType enum, an unknown one to OTHER", () => {
    for (const type of JOB_TYPES) expect(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN']).toContain(employmentTypeOf(type));
    expect(employmentTypeOf('Something else')).toBe('OTHER');
  });

  it('writes the description as escaped HTML with its facts', () => {
    const hostile = jobPostingJsonLd(toPublicJob(job({ description: '<b>bold</b> & more\n\nsecond' })), SITE, NOW);
    expect(hostile.description).toBe(
      '<p>&lt;b&gt;bold&lt;/b&gt; &amp; more</p><p>second</p><ul><li>Job type: Industry Job</li><li>Shift: Day Shift</li><li>Experience: 1-3 years</li><li>Education: ITI, Fitter</li></ul>',
    );
  });

  it('is valid a week beyond serving and at least 30 days after posting', () => {
    expect(validThroughOf('2026-11-20', NOW)).toBe('2026-12-20T18:29:59.000Z');
    expect(validThroughOf('2025-01-01', NOW)).toBe(new Date(NOW.getTime() + 7 * 86_400_000).toISOString());
  });

  it('fails the shape when a required property is missing or of the wrong type', () => {
    const { title: _title, ...untitled } = posting;
    expect(jobPostingSchema.safeParse(untitled).success).toBe(false);
    expect(jobPostingSchema.safeParse({ ...posting, datePosted: '20/11/2026' }).success).toBe(false);
    expect(jobPostingSchema.safeParse({ ...posting, employmentType: 'Field Job' }).success).toBe(false);
    expect(jobPostingSchema.safeParse({ ...posting, directApply: 'yes' }).success).toBe(false);
  });

  it('cannot close its script element: hostile text is escaped inside the JSON', () => {
    const text = jsonForScript(jobPostingJsonLd(toPublicJob(job({ jobRole: '</script><script>alert(1)</script>', title: 'x' })), SITE, NOW));
    expect(text).not.toMatch(/<\/?script/i);
    expect(JSON.parse(text).title).toBe('</script><script>alert(1)</script>');
  });
});

describe('similar open jobs', () => {
  const job = (jobId: string, jobRole: string, trade: string, city: string) => ({ jobId, jobRole, trade, city });
  const candidates = [
    job('lecturer', 'Lecturer', 'M.A', 'Pune'),
    job('courier-beed', 'Courier Boy', 'Other', 'Beed'),
    job('delivery-nagpur', 'Delivery Boy', 'Other', 'Nagpur'),
    job('job123', 'Delivery Boy', 'Other', 'Pune'),
    job('delivery-pune', 'delivery boy', '', 'Pune'),
    job('delivery-nagpur', 'Delivery Boy', 'Other', 'Nagpur'),
    job('clerk-beed', 'Clerk', 'Other', 'Beed'),
  ];
  it('offers the same role first (its district before others), then its district; never a job alike in nothing', () => {
    const like = { jobId: 'job123', jobRole: 'Delivery Boy', trade: 'Other', city: 'Pune' };
    expect(pickSimilarJobs(like, candidates).map((j) => j.jobId)).toEqual(['delivery-pune', 'delivery-nagpur', 'lecturer']);
  });
  it('counts a particular trade as alike, Other as nothing', () => {
    const welders = [job('w1', 'Fabricator', 'Welder', 'Beed'), job('o1', 'Helper', 'Other', 'Beed'), job('c1', 'Clerk', '', 'Satara')];
    expect(pickSimilarJobs({ jobRole: 'Welder', trade: 'Welder', city: 'Satara' }, welders).map((j) => j.jobId)).toEqual(['w1', 'c1']);
    expect(pickSimilarJobs({ jobRole: 'Helper', trade: 'Other', city: 'Pune' }, welders).map((j) => j.jobId)).toEqual(['o1']);
  });
  it('without anything to go by, the first five, once each', () => {
    expect(pickSimilarJobs({}, candidates).map((j) => j.jobId)).toEqual(['lecturer', 'courier-beed', 'delivery-nagpur', 'job123', 'delivery-pune']);
  });
});

describe('the jobPage catalogue', () => {
  it('has every key in Hindi and Marathi with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    for (const translation of [hi, mr]) {
      expect(Object.keys(translation).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(en)) expect(placeholders(translation[key as keyof typeof en]), key).toEqual(placeholders(text));
    }
  });
});
