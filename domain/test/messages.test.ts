import { english } from '../src/i18n/english';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/index';

// A sample of the catalogue checked against docs/spec-notes.md §8 letter for letter.
describe('the error catalogue', () => {
  it.each([
    ['jobsLoadFailed', 'Failed to load jobs. Please try again later.'],
    ['applyFailed', '❌ Failed to apply. Please try again.'],
    ['applySucceeded', '✅ Your job application was submitted successfully!'],
    ['employersCannotViewJobs', "Access denied: Employers can't view job listings."],
    ['adminLoadFailed', 'Failed to load data. Please try again.....'],
    ['passwordsDontMatch', "Passwords don't match"],
    ['invalidPhoneForgot', 'Please enter a valid phone number'],
    ['resumeUploading', 'Wait for 3 seconds resume is uploading...'],
  ] as const)('%s', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it('fills in the status of status messages', () => {
    expect(english('postedJobs.statusChanged', { status: 'Inactive' })).toBe('Job status changed to Inactive');
    expect(english('postedJobs.confirmStatusChange', { status: 'Active' })).toBe('Are you sure you want to mark this job as Active?');
  });

  it("says a login with the wrong role in the catalogue's words, then what was wrong", () => {
    expect(english('auth.wrongRoleEmployer')).toBe('Invalid credentials or data. This account is not registered as an employer.');
    expect(english('auth.wrongRoleJobseeker')).toBe('Invalid credentials or data. This account is not registered as a job seeker.');
  });
});
