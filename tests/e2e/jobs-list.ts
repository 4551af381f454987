/**
 * The jobs list on /jobs as the e2e files about finding and applying to jobs
 * read it: its messages, its cards, its total line, and the people they make.
 */
import { english } from '@jobsearch/domain/i18n/english';
import { MESSAGES } from '@jobsearch/domain/messages';
import type { Page } from 'playwright-core';
import { createUser, type TestUser } from '../support';
import { expect } from './harness';

/** The messages of the list and the apply form, by what they say. */
export const JOBS_TEXT = {
  loading: MESSAGES.jobsLoading,
  acceptTerms: 'I accept the terms and conditions', // the checkbox's label
  uploading: MESSAGES.resumeUploading,
  uploadFirst: MESSAGES.uploadResumeFirst,
  applied: MESSAGES.applySucceeded,
  alreadyApplied: MESSAGES.alreadyApplied,
  wrongType: english('validation.resumeWrongType'),
  tooLarge: english('validation.resumeTooLarge'),
  employersDenied: MESSAGES.employersCannotViewJobs,
};

/** A word capitalised, as a company name made of a unique word reads. */
export const capitalised = (word: string) => word[0]!.toUpperCase() + word.slice(1);

export const employer = (): Promise<TestUser> => createUser({ role: 'employer' });
export const seekerUser = (): Promise<TestUser> => createUser({ role: 'jobseeker' });

export const cardOf = (page: Page, company: string) => page.locator('.job-card', { hasText: company });

export function companiesShown(page: Page): Promise<string[]> {
  return page.locator('.job-card__company').allTextContents();
}

/** The list's total line once the count has arrived. */
export async function expectTotal(page: Page, total: number, shown: number) {
  await expect
    .poll(() => page.locator('.jobs-count').textContent(), { timeout: 15_000 })
    .toBe(`${english('jobs.jobsTotal', { count: total })} · ${english('jobs.jobsShowing', { shown, total })}`);
}
