import { describe, expect, it } from 'vitest';
import {
  applicationId,
  educationToFilter,
  formatPhone,
  formatRupees,
  formatSalary,
  matchesSearchWords,
  normaliseDateFilter,
  normalisePhone,
  parseSalary,
  problem,
  resumeContentType,
  resumeFileProblem,
  safeFileName,
  searchKeywords,
  searchPlan,
  todayInIndia,
  tradesFor,
  RESUME_MAX_BYTES,
} from '../src/index';

describe('salary', () => {
  it('reads Min - Max text with commas, rupee signs and dashes', () => {
    expect(parseSalary('15000 - 25000')).toEqual({ min: 15000, max: 25000 });
    expect(parseSalary('₹15,000–₹25,000')).toEqual({ min: 15000, max: 25000 });
    expect(parseSalary('20000')).toEqual({ min: 20000, max: 20000 });
    expect(parseSalary('about 20k')).toBeNull();
    expect(parseSalary('')).toBeNull();
  });

  it('formats rupees with Indian digit grouping', () => {
    expect(formatRupees(1200000)).toBe('₹12,00,000');
    expect(formatRupees(15000)).toBe('₹15,000');
    expect(formatSalary({ salary: '15000 - 25000' })).toBe('₹15,000 - ₹25,000');
    expect(formatSalary({ salary: 'x', salaryMin: 100000, salaryMax: 100000 })).toBe('₹1,00,000');
    expect(formatSalary({ salary: 'Negotiable' })).toBe('₹Negotiable');
  });
});

describe('dates', () => {
  it("uses India's date for the posting date, not UTC's", () => {
    // 20:00 UTC on 1 Jan is 01:30 on 2 Jan in India.
    expect(todayInIndia(new Date('2025-01-01T20:00:00Z'))).toBe('2025-01-02');
    expect(todayInIndia(new Date('2025-01-01T10:00:00Z'))).toBe('2025-01-01');
  });

  it('reads the admin date picker with slashes as dashes', () => {
    expect(normaliseDateFilter('2025/05/17')).toBe('2025-05-17');
    expect(normaliseDateFilter('17/05/2025')).toBe('2025-05-17');
    expect(normaliseDateFilter(' 2025-05-17 ')).toBe('2025-05-17');
  });
});

describe('phone numbers', () => {
  it('prepends +91 to a number without a leading + and returns E.164', () => {
    expect(normalisePhone('9876543210')).toBe('+919876543210');
    expect(normalisePhone('+91 98765 43210')).toBe('+919876543210');
    expect(normalisePhone('+1 650-253-0000')).toBe('+16502530000');
  });

  it('refuses numbers shorter than 10 characters or invalid ones', () => {
    expect(normalisePhone('98765')).toBeNull();
    expect(normalisePhone('0000000000')).toBeNull();
    expect(normalisePhone('abcdefghijk')).toBeNull();
  });

  it('writes stored numbers for people', () => {
    expect(formatPhone('+919876543210')).toBe('+91 98765 43210');
  });
});

describe('education mapping (docs/spec-notes.md, reading notes)', () => {
  it('maps the home buttons onto degree filters', () => {
    expect(educationToFilter('Graduate')).toEqual({ degree: 'Graduation' });
    expect(educationToFilter('Postgraduate')).toEqual({ degree: 'Post-Graduation' });
    expect(educationToFilter('B.Tech')).toEqual({ degree: 'Graduation', trade: 'B.Tech' });
    expect(educationToFilter('BE')).toEqual({ degree: 'BE' });
    expect(educationToFilter('10th')).toEqual({ degree: '10th' });
    expect(educationToFilter('12th')).toEqual({ degree: '12th' });
    expect(educationToFilter('PhD')).toBeNull();
  });

  it('gives trades for known degrees only', () => {
    expect(tradesFor('ITI')).toContain('Fitter');
    expect(tradesFor('Astrology')).toEqual([]);
  });
});

describe('resume files', () => {
  const pdf = { name: 'cv.pdf', type: 'application/pdf', size: 1000 };
  it('accepts PDF, DOC and DOCX up to 5 MB', () => {
    expect(resumeFileProblem(pdf)).toBeNull();
    expect(resumeFileProblem({ name: 'cv.doc', type: 'application/msword', size: 10 })).toBeNull();
    expect(resumeFileProblem({ name: 'cv.docx', type: '', size: 10 })).toBeNull();
    expect(resumeFileProblem({ ...pdf, size: RESUME_MAX_BYTES })).toBeNull();
  });

  it('refuses other types and larger files with a clear message', () => {
    expect(resumeFileProblem({ name: 'photo.png', type: 'image/png', size: 10 })).toBe(problem('validation.resumeWrongType'));
    expect(resumeFileProblem({ ...pdf, size: RESUME_MAX_BYTES + 1 })).toBe(problem('validation.resumeTooLarge'));
  });

  it('derives the content type from the extension when the browser gives none', () => {
    expect(resumeContentType({ name: 'cv.docx', type: '' })).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(resumeContentType({ name: 'cv.pdf', type: 'application/pdf' })).toBe('application/pdf');
  });

  it('makes file names safe for a Storage path', () => {
    expect(safeFileName('My CV (final).pdf')).toBe('My_CV_final_.pdf');
    expect(safeFileName('../../etc/passwd')).not.toContain('/');
  });
});

describe('search', () => {
  const job = { jobRole: 'Electrician', companyName: 'Sahyadri Infra Pvt Ltd', city: 'Mumbai Suburban' };
  it('stores every 2+ letter prefix of role, company and city words', () => {
    const keywords = searchKeywords(job);
    expect(keywords).toEqual(expect.arrayContaining(['el', 'electrician', 'sahyadri', 'sa', 'mumbai', 'suburban']));
    expect(keywords).not.toContain('e');
  });

  it('queries the longest word and filters the rest on the page', () => {
    expect(searchPlan('Electrician pune')).toEqual({ keyword: 'electrician', rest: ['pune'] });
    expect(searchPlan('  ')).toEqual({ keyword: null, rest: [] });
    expect(matchesSearchWords(job, ['mumbai'])).toBe(true);
    expect(matchesSearchWords(job, ['pune'])).toBe(false);
  });
});

it('names an application by its job and applicant, so a second one is the same document', () => {
  expect(applicationId('job1', 'uid9')).toBe('job1_uid9');
});
