/**
 * A job seeker's work profile: what they can do and what they want, kept in
 * `users/{uid}.workProfile` (firestore.rules repeat its limits and lists).
 * Every field is optional: '' , null or [] mean "not said". The input check
 * is work-profile-schema.ts; this module is what reading needs.
 */
import { z } from 'zod';
import { CITIES_BY_STATE } from './choices.js';

/** Field labels as the Profile screen shows them; validation messages name fields by these. */
export const WORK_PROFILE_FIELD_LABELS = {
  education: 'Highest education',
  trade: 'Trade',
  experienceYears: 'Years of experience',
  skills: 'Skills',
  districts: 'Preferred districts',
  expectedSalary: 'Expected monthly salary (₹)',
  shift: 'Preferred shift',
  languages: 'Languages I speak',
  availableFrom: 'Available from',
} as const;
export type WorkProfileField = keyof typeof WORK_PROFILE_FIELD_LABELS;
export const WORK_PROFILE_FIELDS = Object.keys(WORK_PROFILE_FIELD_LABELS) as WorkProfileField[];

/** Limits shared with firestore.rules (which repeats them: rules cannot import). */
export const WORK_PROFILE_LIMITS = {
  maxYears: 40,
  skills: 15,
  skillLength: 40,
  districts: 5,
  /** Rupees a month: a higher figure is a typo (a year's pay, an extra zero). */
  maxSalary: 1_000_000,
} as const;

/** The languages a seeker may say they speak, stored as these English names (the `choices` catalog labels them). */
export const SPOKEN_LANGUAGES = [
  'Marathi',
  'Hindi',
  'English',
  'Gujarati',
  'Urdu',
  'Kannada',
  'Telugu',
  'Tamil',
  'Malayalam',
  'Bengali',
  'Odia',
  'Punjabi',
  'Konkani',
  'Sindhi',
] as const;
export type SpokenLanguage = (typeof SPOKEN_LANGUAGES)[number];

/** The districts a seeker may prefer: every district jobs are posted in (the same place list). */
export const PROFILE_DISTRICTS: readonly string[] = Object.values(CITIES_BY_STATE).flat();

/**
 * The work profile as stored and read: lenient, so a field an older or
 * newer build wrote differently reads as "not said" instead of hiding the
 * person's whole profile.
 */
export const storedWorkProfileSchema = z.object({
  education: z.string().catch(''),
  trade: z.string().catch(''),
  experienceYears: z.number().nullable().catch(null),
  skills: z.array(z.string()).catch([]),
  districts: z.array(z.string()).catch([]),
  expectedSalary: z.number().nullable().catch(null),
  shift: z.string().catch(''),
  languages: z.array(z.string()).catch([]),
  availableFrom: z.string().catch(''),
});
export type WorkProfile = z.infer<typeof storedWorkProfileSchema>;

export const EMPTY_WORK_PROFILE: WorkProfile = {
  education: '',
  trade: '',
  experienceYears: null,
  skills: [],
  districts: [],
  expectedSalary: null,
  shift: '',
  languages: [],
  availableFrom: '',
};

/** Whether a field holds something (a number 0 counts: "0 years" is an answer). */
export function isFilled(profile: WorkProfile, field: WorkProfileField): boolean {
  const value = profile[field];
  if (Array.isArray(value)) return value.length > 0;
  return value !== '' && value !== null;
}
