import { z } from 'zod';
import {
  CHARGEABLE_OPTIONS,
  CITIES_BY_STATE,
  DEGREES,
  DISTRICTS,
  GENDERS,
  JOB_STATUSES,
  JOB_TYPES,
  REPORT_REASONS,
  REPORT_STATUSES,
  ROLES,
  STATES,
  type ReportReason,
} from './choices.js';
import { asciiDigits } from './digits.js';
import { FIELD_PROBLEMS, problem } from './problems.js';
import { DESCRIPTION_MAX_LENGTH, parseSalary, tradesFor } from './helpers.js';
import { normaliseIndianMobile } from './indian-mobile.js';
import { isLanguage, type Language } from './i18n/languages.js';
import { APPLICATION_STATUSES, interviewSchema } from './pipeline.js';
import { storedWorkProfileSchema } from './work-profile.js';
import { findMeSchema } from './candidates.js';
import { answersShapeSchema, screeningQuestionsSchema, storedScreeningQuestionsSchema } from './screening.js';

/** Field labels as the screens show them; validation messages name fields by these. */
export const JOB_FIELD_LABELS = {
  companyName: 'Company Name',
  jobRole: 'Job Role',
  jobShift: 'Job Shift',
  jobType: 'Job Type',
  salary: 'Salary',
  state: 'State',
  city: 'City',
  location: 'Street',
  degree: 'Degree',
  trade: 'Trade',
  experience: 'Experience',
  description: 'Experience Description',
  gender: 'Gender',
  chargeable: 'Chargeable',
  mobileNumber: 'Mobile Number',
} as const;
export type JobField = keyof typeof JOB_FIELD_LABELS;

/** Limits shared with firestore.rules (which repeats them: rules cannot import). */
export const LIMITS = {
  name: 100,
  email: 254,
  shortText: 100,
  street: 200,
  salaryText: 50,
  description: DESCRIPTION_MAX_LENGTH,
  url: 2048,
  path: 512,
  reportNote: 500,
  /** Different employers' numbers one account may reveal in one day in India (POST /api/jobs/{id}/contact). */
  numberRevealsPerDay: 30,
  /** An employer's About on their company page (users/{uid}.companyAbout; firestore.rules repeats it). */
  companyAbout: 500,
} as const;

const requiredText = (label: string, max: number) =>
  z
    .string({ message: FIELD_PROBLEMS.required(label) })
    .trim()
    .min(1, FIELD_PROBLEMS.required(label))
    .max(max, FIELD_PROBLEMS.tooLong(label, max));
const optionalText = (label: string, max: number) => z.string().trim().max(max, FIELD_PROBLEMS.tooLong(label, max)).default('');
export const optionalChoice = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.union([z.enum(values, { message: FIELD_PROBLEMS.invalidChoice(label) }), z.literal('')], { message: FIELD_PROBLEMS.invalidChoice(label) }).default('');

const L = JOB_FIELD_LABELS;
const genderValues = GENDERS.map((g) => g.value) as unknown as readonly ['Male', 'Female', 'Other'];

/**
 * The one shape of an email address, everywhere (profile, registration,
 * applications, bans; firestore.rules repeats it in isEmail()): letters,
 * digits and `. _ + -` before the @, a dotted domain after it. Nothing a
 * `mailto:` link would obey (`? & % =`), no `/` (an email is also a
 * bannedEmails document id), no spaces or quotes.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
/** What makes an address unsafe rather than mistyped: said with its own message. */
const UNSAFE_EMAIL_CHARACTERS = /[\s?&%=/"'`]/;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(LIMITS.email)
  .refine((email) => !UNSAFE_EMAIL_CHARACTERS.test(email), { message: FIELD_PROBLEMS.plainEmail, abort: true })
  .pipe(z.email({ message: FIELD_PROBLEMS.invalidEmail }))
  .refine((email) => EMAIL_PATTERN.test(email), FIELD_PROBLEMS.plainEmail);
/**
 * An email address, or '' for none: an account made with a phone alone has no
 * address until its owner adds one (Profile), and an application or a profile
 * then carries ''. firestore.rules accept '' only when Auth holds no address.
 */
export const optionalEmailSchema = z
  .string()
  .trim()
  .pipe(z.union([z.literal(''), emailSchema]));
export const passwordSchema = z.string().min(6, FIELD_PROBLEMS.passwordTooShort).max(128);
/** E.164 as stored: +91 and ten digits for India, other countries allowed. */
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+[1-9]\d{7,14}$/, problem('ui.invalidPhone'));
/**
 * A phone number as typed on a form (old clients send it without +91): digits
 * with an optional leading +, spaces, dashes or brackets, 10 to 15 digits, 10
 * to 20 characters (firestore.rules check the same of an application).
 */
export const typedPhoneSchema = z
  .string()
  .trim()
  .min(10, problem('ui.invalidPhone'))
  .max(20, problem('ui.invalidPhone'))
  .refine((value) => /^\+?[0-9 ()-]+$/.test(value) && /^[0-9]{10,15}$/.test(value.replace(/[^0-9]/g, '')), problem('ui.invalidPhone'));
export const roleSchema = z.enum(ROLES, { message: FIELD_PROBLEMS.invalidChoice('role') });
export const jobStatusSchema = z.enum(JOB_STATUSES, { message: 'Status must be Active or Inactive.' });
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD.');

/**
 * What an employer fills in on Post a New Job. Required fields are those of
 * docs/spec-notes.md §5; role, shift, type and experience accept free text.
 */
export const jobInputSchema = z
  .object({
    companyName: requiredText(L.companyName, LIMITS.shortText),
    jobRole: optionalText(L.jobRole, LIMITS.shortText),
    jobShift: requiredText(L.jobShift, LIMITS.shortText),
    jobType: requiredText(L.jobType, LIMITS.shortText),
    // Stored with the digits 0-9 whichever keyboard typed them ("१५०००" is 15000).
    salary: requiredText(L.salary, LIMITS.salaryText).transform(asciiDigits),
    state: z.enum(STATES, { message: FIELD_PROBLEMS.required(L.state) }),
    city: requiredText(L.city, LIMITS.shortText),
    location: requiredText(L.location, LIMITS.street),
    degree: optionalChoice(L.degree, DEGREES),
    trade: optionalText(L.trade, LIMITS.shortText),
    experience: requiredText(L.experience, LIMITS.shortText),
    description: optionalText(L.description, LIMITS.description),
    gender: optionalChoice(L.gender, genderValues),
    chargeable: optionalChoice(L.chargeable, CHARGEABLE_OPTIONS),
    // Written as people write it (+91, 0, spaces, dashes), stored as the 10-digit national number.
    mobileNumber: z
      .string()
      .trim()
      .default('')
      .refine((v) => v === '' || normaliseIndianMobile(v) !== null, FIELD_PROBLEMS.invalidMobile)
      .transform((v) => (v === '' ? '' : (normaliseIndianMobile(v) ?? v))),
    status: jobStatusSchema.default('Active'),
    /** Up to five screening questions (screening.ts); an old client that sends none posts a job without. */
    screeningQuestions: screeningQuestionsSchema,
  })
  .strict()
  .superRefine((job, ctx) => {
    const range = parseSalary(job.salary);
    if (job.salary && !range) ctx.addIssue({ code: 'custom', path: ['salary'], message: FIELD_PROBLEMS.invalidSalary });
    if (range && range.min > range.max) ctx.addIssue({ code: 'custom', path: ['salary'], message: FIELD_PROBLEMS.salaryOrder });
    if (job.city && !CITIES_BY_STATE[job.state]?.includes(job.city)) ctx.addIssue({ code: 'custom', path: ['city'], message: FIELD_PROBLEMS.cityNotInState });
    if (job.trade && !tradesFor(job.degree).includes(job.trade))
      ctx.addIssue({ code: 'custom', path: ['trade'], message: FIELD_PROBLEMS.invalidChoice(L.trade) });
  });
export type JobInput = z.output<typeof jobInputSchema>;
export type JobFormValues = z.input<typeof jobInputSchema>;

/**
 * A job as stored in `jobs/{jobId}`. keywords, salaryMin and salaryMax are
 * written by the server's jobs trigger a moment after the job itself: a job
 * read before that has none (empty keywords, null salary numbers).
 */
export const jobSchema = z.object({
  companyName: z.string(),
  jobRole: z.string(),
  title: z.string(),
  jobShift: z.string(),
  jobType: z.string(),
  salary: z.string(),
  salaryMin: z.number().nullable().default(null),
  salaryMax: z.number().nullable().default(null),
  state: z.string(),
  city: z.string(),
  location: z.string(),
  degree: z.string(),
  trade: z.string(),
  experience: z.string(),
  description: z.string(),
  gender: z.string(),
  chargeable: z.string(),
  charges: z.enum(CHARGEABLE_OPTIONS),
  status: z.string(), // any value but Active counts as inactive (docs/spec-notes.md §4)
  date: z.string(),
  employerId: z.string(),
  keywords: z.array(z.string()).default([]),
  /** The search keys of the lists (search/keys.ts), the server's like keywords. */
  searchKeys: z.array(z.string()).default([]),
  /** An admin verified the employer (employerVerifications/{employerId}); the server copies it onto each job. */
  employerVerified: z.boolean().default(false),
  /**
   * Whether the job's private contact holds a number (the jobs trigger copies the fact, never
   * the number), so the details offer Show number only when there is one; absent on a job
   * the trigger has not seen yet, which offers it as before.
   */
  hasMobileNumber: z.boolean().optional(),
  /** Open reports of the job and whether they hide it from the seekers' list (the reports trigger's). */
  openReports: z.number().default(0),
  hiddenByReports: z.boolean().default(false),
  /** The employer's screening questions (screening.ts); a job posted before them has none. */
  screeningQuestions: storedScreeningQuestionsSchema,
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type Job = z.infer<typeof jobSchema>;

/**
 * A job's contact, `jobs/{jobId}/private/contact`: the employer's mobile
 * number (the 10-digit national number, or '' for none), kept out of the job
 * document so that listing jobs lists no numbers. The owner writes it with the
 * job; seekers get it one job at a time from the API (docs/rules.md).
 */
export const jobContactSchema = z.object({
  mobileNumber: z.string(),
  employerId: z.string(),
});
export type JobContact = z.infer<typeof jobContactSchema>;
export type JobWithId = Job & { jobId: string };

/** A user's profile in `users/{uid}`. No password: Firebase Auth holds credentials. */
export const userSchema = z.object({
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  role: roleSchema,
  createdAt: z.date(),
  /** The language their mails are written in (the one they last chose on the site); none reads as English. */
  language: z
    .custom<Language>((value) => isLanguage(value))
    .optional()
    .catch(undefined),
  /** A job seeker's work profile (work-profile.ts); absent until they first save one. */
  workProfile: storedWorkProfileSchema.optional().catch(undefined),
  /** A job seeker's "Let employers find me" (candidates.ts); absent: never given. */
  findMe: findMeSchema.optional().catch(undefined),
  /** An employer's About on their company page (public-job/company-page.ts); absent until they write one. */
  companyAbout: z.string().optional().catch(undefined),
});
export type UserProfile = z.infer<typeof userSchema>;

export const nameSchema = z
  .string({ message: FIELD_PROBLEMS.required('Full Name') })
  .trim()
  .min(1, FIELD_PROBLEMS.required('Full Name'))
  .max(LIMITS.name, FIELD_PROBLEMS.tooLong('Full Name', LIMITS.name));

export const registrationSchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    password: passwordSchema,
    phoneNumber: phoneSchema,
    role: roleSchema,
  })
  .strict();
export type Registration = z.infer<typeof registrationSchema>;

/**
 * The site's sign-up: name, role and a phone proved by OTP make the account;
 * an email and a password are optional, given together or not at all (a
 * password needs an address to sign in with). The API's register keeps
 * registrationSchema, where both are required.
 */
export const siteSignUpSchema = z
  .object({
    name: nameSchema,
    email: optionalEmailSchema,
    password: z.union([z.literal(''), passwordSchema]),
    phoneNumber: phoneSchema,
    role: roleSchema,
  })
  .strict()
  .superRefine((signUp, ctx) => {
    if (signUp.email && !signUp.password) ctx.addIssue({ code: 'custom', path: ['password'], message: FIELD_PROBLEMS.required('Password') });
    if (signUp.password && !signUp.email) ctx.addIssue({ code: 'custom', path: ['email'], message: FIELD_PROBLEMS.required('Email') });
  });
export type SiteSignUp = z.infer<typeof siteSignUpSchema>;

export const loginSchema = z
  .object({
    email: emailSchema,
    password: z.string().min(1, FIELD_PROBLEMS.required('Password')),
    role: roleSchema.optional(),
  })
  .strict();

export const adminLoginSchema = z
  .object({
    email: emailSchema,
    password: z.string().min(1, FIELD_PROBLEMS.required('Password')),
  })
  .strict();

export const passwordResetSchema = z
  .object({
    phoneNumber: phoneSchema,
    newPassword: passwordSchema,
  })
  .strict();

/** Profile update: an empty password leaves the password as it is. */
export const profileUpdateSchema = z
  .object({
    name: nameSchema,
    email: optionalEmailSchema,
    password: z.union([z.literal(''), passwordSchema]).default(''),
    phoneNumber: phoneSchema,
  })
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/**
 * The API's profile update (PUT /api/auth/update): the same fields plus the
 * current password, which proves the owner (a bearer token alone does not).
 */
export const apiProfileUpdateSchema = profileUpdateSchema
  .extend({
    // An API account signs in with its email: it cannot be left without one.
    email: emailSchema,
    currentPassword: z.string().min(1, FIELD_PROBLEMS.required('Current password')).max(128),
  })
  .strict();

/** What a job seeker submits with an application. */
export const applicationInputSchema = z
  .object({
    jobId: z.string().trim().min(1, FIELD_PROBLEMS.required('jobId')).max(128),
    applicantName: z.string().trim().min(1, FIELD_PROBLEMS.required('Name')).max(LIMITS.name, FIELD_PROBLEMS.tooLong('Name', LIMITS.name)),
    email: optionalEmailSchema,
    phoneNumber: typedPhoneSchema,
    resume: z
      .string()
      .trim()
      .min(1, problem('jobs.uploadResumeFirst'))
      .max(LIMITS.url)
      .pipe(z.url({ message: 'Resume must be a link to the uploaded file.' })),
    /** Answers to the job's screening questions, in their order (readAnswers checks them against the job); an old client sends none. */
    answers: answersShapeSchema.optional(),
  })
  .strict();
export type ApplicationInput = z.infer<typeof applicationInputSchema>;

/** An application as stored in `applications/{jobId}_{applicantId}`. */
export const applicationSchema = z.object({
  jobId: z.string(),
  jobTitle: z.string(),
  companyName: z.string(),
  employerId: z.string(),
  applicantId: z.string(),
  applicantName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  resumePath: z.string(),
  resume: z.string(),
  /**
   * The hiring pipeline. Optional in the type so code written
   * before it keeps compiling; read the status with statusOf(): an
   * application stored without one (an old client's) is Applied.
   */
  status: z.enum(APPLICATION_STATUSES).optional(),
  /** When each later status was reached (Applied: createdAt). */
  statusHistory: z.record(z.string(), z.date()).optional(),
  interview: interviewSchema.optional(),
  notSelectedReason: z.string().optional(),
  /** Answers to the job's screening questions, in their order; absent: "Not answered" (an old client's application). */
  answers: z.array(z.union([z.boolean(), z.number(), z.string()])).optional(),
  /** The job's questions when it was made (questionsAnswered); absent on an application made before they were kept. */
  questions: storedScreeningQuestionsSchema,
  createdAt: z.date(),
});
export type Application = z.infer<typeof applicationSchema>;
export type ApplicationWithId = Application & { id: string };

const reportReasonValues = REPORT_REASONS.map((r) => r.value) as unknown as readonly [ReportReason, ...ReportReason[]];

/** What a job seeker's report says (the Report dialog's form). */
export const reportInputSchema = z
  .object({
    reason: z.enum(reportReasonValues, { message: problem('validation.reportChooseReason') }),
    note: z.string().trim().max(LIMITS.reportNote, problem('jobs.reportNoteTooLong')).default(''),
  })
  .strict();
export type ReportInput = z.output<typeof reportInputSchema>;

/** A report as stored in `reports/{jobId}_{reporterId}`. */
export const reportSchema = z.object({
  jobId: z.string(),
  reporterId: z.string(),
  reason: z.enum(reportReasonValues),
  note: z.string(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.date(),
  /**
   * Whether the report counts toward hiding the job: the reporter had
   * standing (domain/src/reports.ts hasStanding). Written by the reports
   * trigger only; absent until it ran.
   */
  counts: z.boolean().optional(),
});
export type Report = z.infer<typeof reportSchema>;
export type ReportWithId = Report & { id: string };

/** The largest minimum salary a list filter takes (nine digits, as parseSalary reads). */
export const MAX_MIN_SALARY = 999_999_999;

/**
 * Filters of the Available Jobs list, as they live in the URL: `state` a
 * state or union territory, `city` a district code (a job's `city`; codes name
 * one district across India), `minSalary` rupees a job's
 * `salaryMax` must reach (0: any salary).
 */
export const jobFiltersSchema = z.object({
  degree: optionalChoice('Degree', DEGREES),
  trade: z.string().max(LIMITS.shortText).default(''),
  jobType: z.union([z.enum(JOB_TYPES), z.literal('')]).default(''),
  q: z.string().max(LIMITS.shortText).default(''),
  state: optionalChoice('State', STATES),
  city: optionalChoice('District', DISTRICTS as unknown as readonly [string, ...string[]]),
  minSalary: z
    .preprocess(
      (value) => (typeof value === 'string' ? asciiDigits(value) : value),
      z.coerce
        .number({ message: FIELD_PROBLEMS.invalidChoice('Minimum salary') })
        .int({ message: FIELD_PROBLEMS.invalidChoice('Minimum salary') })
        .min(0, { message: FIELD_PROBLEMS.invalidChoice('Minimum salary') })
        .max(MAX_MIN_SALARY, { message: FIELD_PROBLEMS.invalidChoice('Minimum salary') }),
    )
    .default(0),
});
export type JobFilters = z.output<typeof jobFiltersSchema>;

/** Turns a zod error into { field: first message } for forms and API answers. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
