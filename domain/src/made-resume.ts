/**
 * "Apply without a file": the server makes a PDF resume from the seeker's
 * work profile (POST /api/applications/made-resume). What the request says,
 * and what a profile must hold first, shared by the API and the web app.
 */
import { z } from 'zod';
import { tradesFor } from './helpers.js';
import { LANGUAGES, type Language } from './i18n/languages.js';
import { FIELD_PROBLEMS, problem } from './problems.js';
import { applicationInputSchema } from './schemas.js';
import { WORK_PROFILE_FIELD_LABELS, WORK_PROFILE_FIELDS, isFilled, type WorkProfile, type WorkProfileField } from './work-profile.js';

const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as [Language, ...Language[]];

/** The body of POST /api/applications/made-resume: the job, whether the phone goes on the resume, and the resume's language. */
export const madeResumeRequestSchema = z
  .object({
    jobId: applicationInputSchema.shape.jobId,
    /** The phone number is printed only when the person ticks "show my phone"; the email never is. */
    showPhone: z.boolean(),
    language: z.enum(LANGUAGE_CODES),
  })
  .strict();
export type MadeResumeRequest = z.infer<typeof madeResumeRequestSchema>;

/**
 * The work-profile fields a made resume cannot do without, in the profile's
 * order: the education, what the person does (a trade, or skills when there
 * is no trade) and the years of experience. Empty when a resume can be made.
 * A missing trade is asked for as skills when the education offers no trade
 * but "Other" (10th, 12th), as the completeness meter counts it.
 */
export function madeResumeMissingFields(profile: WorkProfile): WorkProfileField[] {
  const missing = new Set<WorkProfileField>();
  if (!isFilled(profile, 'education')) missing.add('education');
  if (!isFilled(profile, 'trade') && !isFilled(profile, 'skills')) {
    const noRealTrade = isFilled(profile, 'education') && tradesFor(profile.education).every((trade) => trade === 'Other');
    missing.add(noRealTrade ? 'skills' : 'trade');
  }
  if (!isFilled(profile, 'experienceYears')) missing.add('experienceYears');
  return WORK_PROFILE_FIELDS.filter((field) => missing.has(field));
}

/** The problem the API answers (422 `profile_incomplete`) for a profile too empty for a resume. */
export const PROFILE_INCOMPLETE_FOR_RESUME = problem('resume.profileIncomplete');

/** The answer's `details`: each missing field, by its name, with the problem naming its label. */
export function madeResumeMissingDetails(missing: readonly WorkProfileField[]): Record<string, string> {
  return Object.fromEntries(missing.map((field) => [field, FIELD_PROBLEMS.required(WORK_PROFILE_FIELD_LABELS[field])]));
}
