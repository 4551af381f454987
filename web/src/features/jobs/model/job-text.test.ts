import { formatSalary } from '@jobsearch/domain/helpers';
import { describe, expect, it } from 'vitest';
import { educationText, fullLocation, genderLabel, jobRoleText, NOT_SPECIFIED } from './job-text';

describe('how a job reads', () => {
  it('salary in rupees with Indian digit grouping', () => {
    expect(formatSalary({ salary: '150000 - 1200000', salaryMin: 150000, salaryMax: 1200000 })).toBe('₹1,50,000 - ₹12,00,000');
  });

  it('gender Other reads Any, and no preference too', () => {
    expect(genderLabel('Other')).toBe('Any');
    expect(genderLabel('')).toBe('Any');
    expect(genderLabel('Female')).toBe('Female');
  });

  it('location is street, city and state, skipping blanks', () => {
    expect(fullLocation({ location: 'FC Road', city: 'Pune', state: 'Maharashtra' })).toBe('FC Road, Pune, Maharashtra');
    expect(fullLocation({ location: ' ', city: 'Pune', state: 'Maharashtra' })).toBe('Pune, Maharashtra');
    expect(fullLocation({ location: '', city: '', state: '' })).toBe(NOT_SPECIFIED);
  });

  it('degree and trade on one line', () => {
    expect(educationText({ degree: 'Graduation', trade: 'B.Tech' })).toBe('Graduation · B.Tech');
    expect(educationText({ degree: 'BE', trade: '' })).toBe('BE');
    expect(educationText({ degree: '', trade: '' })).toBe(NOT_SPECIFIED);
  });

  it('a job without a role still has a title', () => {
    expect(jobRoleText({ jobRole: '', title: '' })).toBe('Job opening');
    expect(jobRoleText({ jobRole: 'Welder', title: 'Welder' })).toBe('Welder');
  });
});
