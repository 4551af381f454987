/**
 * The work profile as a seeker (Profile) or an old client (PUT /api/auth/update)
 * writes it. Every field is optional; a field left out is "not said". Numbers
 * may come as typed text ("5"); blank text is "not said".
 */
import { z } from 'zod';
import { DEGREES, JOB_SHIFTS } from './choices.js';
import { asciiDigits } from './digits.js';
import { tradesFor } from './helpers.js';
import { FIELD_PROBLEMS, problem } from './problems.js';
import { apiProfileUpdateSchema, optionalChoice } from './schemas.js';
import { PROFILE_DISTRICTS, SPOKEN_LANGUAGES, WORK_PROFILE_FIELD_LABELS as W, WORK_PROFILE_LIMITS as LIMIT } from './work-profile.js';

const outOfRange = (label: string, min: number, max: number) => problem('validation.outOfRange', { label, min, max });
const tooMany = (label: string, max: number) => problem('validation.tooMany', { label, max });
const repeated = (label: string) => problem('validation.repeated', { label });

/** A whole number from min to max, or null; '' and absent are null, "12" is 12, and so is "१२" (a Devanagari keyboard's digits). */
const optionalWholeNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    (value) =>
      value === undefined || (typeof value === 'string' && value.trim() === '') ? null : typeof value === 'string' ? Number(asciiDigits(value.trim())) : value,
    z
      .number({ message: outOfRange(label, min, max) })
      .int(outOfRange(label, min, max))
      .min(min, outOfRange(label, min, max))
      .max(max, outOfRange(label, min, max))
      .nullable(),
  );

/** A list of at most max different entries. */
const distinctList = <T extends z.ZodType<string>>(label: string, item: T, max: number) =>
  z
    .array(item)
    .max(max, tooMany(label, max))
    .refine((items) => new Set(items.map((entry) => entry.toLowerCase())).size === items.length, repeated(label))
    .default([]);

const listChoice = (label: string, values: readonly string[]) => z.string().refine((value) => values.includes(value), FIELD_PROBLEMS.invalidChoice(label));

/** YYYY-MM-DD of a real day (firestore.rules check the shape). */
const optionalDay = (label: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || (/^20\d\d-\d\d-\d\d$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)), {
      message: FIELD_PROBLEMS.invalidChoice(label),
    })
    .default('');

export const workProfileSchema = z
  .object({
    education: optionalChoice(W.education, DEGREES),
    trade: z.string().trim().default(''),
    experienceYears: optionalWholeNumber(W.experienceYears, 0, LIMIT.maxYears),
    skills: distinctList(
      W.skills,
      z
        .string()
        .trim()
        .min(1, FIELD_PROBLEMS.required(W.skills))
        .max(LIMIT.skillLength, FIELD_PROBLEMS.tooLong(W.skills, LIMIT.skillLength))
        .refine((skill) => !/[\n\r|]/.test(skill), FIELD_PROBLEMS.invalidChoice(W.skills)),
      LIMIT.skills,
    ),
    districts: distinctList(W.districts, listChoice(W.districts, PROFILE_DISTRICTS), LIMIT.districts),
    expectedSalary: optionalWholeNumber(W.expectedSalary, 1, LIMIT.maxSalary),
    shift: optionalChoice(W.shift, JOB_SHIFTS),
    languages: distinctList(W.languages, listChoice(W.languages, SPOKEN_LANGUAGES), SPOKEN_LANGUAGES.length),
    availableFrom: optionalDay(W.availableFrom),
  })
  .strict()
  .superRefine((profile, ctx) => {
    // The trade is one of the education's (the job form's lists): none without an education.
    if (profile.trade && !tradesFor(profile.education).includes(profile.trade))
      ctx.addIssue({ code: 'custom', path: ['trade'], message: FIELD_PROBLEMS.invalidChoice(W.trade) });
  });
export type WorkProfileInput = z.input<typeof workProfileSchema>;

/**
 * PUT /api/auth/update: the account's fields and, for a job seeker, the whole
 * work profile; an old client that sends none leaves the stored one as it is.
 */
export const apiAccountUpdateSchema = apiProfileUpdateSchema.extend({ workProfile: workProfileSchema.optional() }).strict();
