import { formatSalary } from '@jobsearch/domain/helpers';
import { english } from '@jobsearch/domain/i18n/english';
import { describe, expect, it } from 'vitest';
import { formatRupees, type Translate } from '../../../i18n';
import { educationText, fullLocation, genderLabel, jobRoleText, salaryText } from './job-text';

/** The English catalog as the screens' `t` (these texts have no placeholders). */
const t: Translate = (key) => english(key);
const NOT_SPECIFIED = english('jobs.notSpecified');

describe('how a job reads', () => {
  it('salary in rupees with Indian digit grouping', () => {
    expect(formatSalary({ salary: '150000 - 1200000', salaryMin: 150000, salaryMax: 1200000 })).toBe('₹1,50,000 - ₹12,00,000');
  });

  it('salary through the chosen language writes, in English, what formatSalary writes', () => {
    for (const job of [
      { salary: '150000 - 1200000', salaryMin: 150000, salaryMax: 1200000 },
      { salary: '15000 - 15000', salaryMin: 15000, salaryMax: 15000 },
      { salary: '12000 - 18000' },
      { salary: 'Negotiable' },
      { salary: '' },
    ]) {
      expect(salaryText(job, formatRupees)).toBe(formatSalary(job));
    }
  });

  it('gender Other reads Any, and no preference too', () => {
    expect(genderLabel('Other', t)).toBe('Any');
    expect(genderLabel('', t)).toBe('Any');
    expect(genderLabel('Female', t)).toBe('Female');
  });

  it('location is street, city and state, skipping blanks', () => {
    expect(fullLocation({ location: 'FC Road', city: 'Pune', state: 'Maharashtra' }, t)).toBe('FC Road, Pune, Maharashtra');
    expect(fullLocation({ location: ' ', city: 'Pune', state: 'Maharashtra' }, t)).toBe('Pune, Maharashtra');
    expect(fullLocation({ location: '', city: '', state: '' }, t)).toBe(NOT_SPECIFIED);
    expect(NOT_SPECIFIED).toBe('Not specified');
  });

  it('degree and trade on one line', () => {
    expect(educationText({ degree: 'Graduation', trade: 'B.Tech' }, t)).toBe('Graduation · B.Tech');
    expect(educationText({ degree: 'BE', trade: '' }, t)).toBe('BE');
    expect(educationText({ degree: '', trade: '' }, t)).toBe(NOT_SPECIFIED);
  });

  it('a job without a role still has a title', () => {
    expect(jobRoleText({ jobRole: '', title: '' }, t)).toBe('Job opening');
    expect(jobRoleText({ jobRole: 'Welder', title: 'Welder' }, t)).toBe('Welder');
  });
});
