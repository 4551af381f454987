/**
 * Employers finding willing job seekers: the seeker's consent ("Let employers
 * find me", `users/{uid}.findMe`), the public candidate card the server keeps
 * from an opted-in profile (`candidateCards/{uid}`), the search over cards,
 * and invitations to apply (`invitations/{jobId}_{seekerId}`).
 *
 * A card holds only what the seeker shares: first name and initial, education,
 * trade, experience, preferred districts, skills, languages, expected salary,
 * available from and the day they were last active. Never a phone, an email
 * or a resume: employers cannot read the users document at all.
 */
import { z } from 'zod';
import { tradesFor } from './helpers.js';
import { FIELD_PROBLEMS, problem } from './problems.js';
import { WORK_PROFILE_LIMITS, type WorkProfile } from './work-profile.js';

export const CANDIDATE_CARDS_COLLECTION = 'candidateCards';
export const INVITATIONS_COLLECTION = 'invitations';
/** Server-only daily counts of the invitations each employer sent: `{employerId}_{YYYY-MM-DD}` (India's day). */
export const INVITATION_COUNTS_COLLECTION = 'invitationCounts';

export const CANDIDATE_LIMITS = {
  /** Invitations one employer may send in a day in India (the API counts them). */
  invitationsPerDay: 20,
  /**
   * Invitations one job seeker may receive in a day in India, from all employers together: a
   * thousand scripted employer accounts reach one person at most this often (the API counts them).
   */
  invitationsReceivedPerDay: 5,
  /** Results a page of Find candidates shows. */
  pageSize: 10,
  /** Days after a seeker declines one of an employer's invitations during which that employer cannot invite them again. */
  declinedQuietDays: 30,
} as const;

// ---- Consent ----------------------------------------------------------------

/** `users/{uid}.findMe`: whether the seeker lets employers find them, and when they last said so. */
export const findMeSchema = z.object({ on: z.boolean(), at: z.date() });
export type FindMe = z.infer<typeof findMeSchema>;

/** Whether a users document's consent is given (absent: never given, the default). */
export function isFindable(findMe: { on?: unknown } | null | undefined): boolean {
  return findMe?.on === true;
}

// ---- The card ---------------------------------------------------------------

/** "Asha Patil" -> "Asha P."; one word stays as it is; never more than the first name and an initial. */
export function candidateDisplayName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = (words[0] ?? '').slice(0, 40);
  const last = words.length > 1 ? words[words.length - 1]! : '';
  const initial = last ? Array.from(last)[0]!.toUpperCase() : '';
  return initial ? `${first} ${initial}.` : first;
}

/** A skill as the search compares it: trimmed, lower case. */
export const skillKey = (skill: string) => skill.trim().toLowerCase();

/** The search's element of each filter: one value each, trade naming its degree. */
const element = {
  degree: (degree: string) => `d:${degree}`,
  trade: (degree: string, trade: string) => `t:${degree}/${trade}`,
  district: (district: string) => `c:${district}`,
  skill: (skill: string) => `k:${skillKey(skill)}`,
};

/** The key of no filter: every card has it. */
export const ALL_CANDIDATES_KEY = '*';

const keyOf = (elements: readonly string[]) => (elements.length ? elements.join('|') : ALL_CANDIDATES_KEY);

/**
 * Every key a card answers to: each way of choosing nothing or one of its
 * education (as a degree or as its trade), one of its districts and one of its
 * skills (at most 3 x 6 x 16 = 288 keys). A search asks for exactly one key
 * (candidateSearchKey), so any mix of those filters is one array-contains.
 */
export function candidateSearchKeys(profile: Pick<WorkProfile, 'education' | 'trade' | 'districts' | 'skills'>): string[] {
  const education = [null, ...(profile.education ? [element.degree(profile.education)] : [])];
  if (profile.education && profile.trade) education.push(element.trade(profile.education, profile.trade));
  const districts = [null, ...profile.districts.slice(0, WORK_PROFILE_LIMITS.districts).map(element.district)];
  const skills = [null, ...[...new Set(profile.skills.map(skillKey))].slice(0, WORK_PROFILE_LIMITS.skills).map((s) => `k:${s}`)];
  const keys = new Set<string>();
  for (const e of education) for (const d of districts) for (const s of skills) keys.add(keyOf([e, d, s].filter((x): x is string => x !== null)));
  return [...keys];
}

/** The card's fields as the trigger writes them (lastActiveAt and updatedAt are the server's time). */
export function candidateCardFields(name: string, profile: WorkProfile) {
  return {
    displayName: candidateDisplayName(name),
    education: profile.education,
    trade: profile.trade,
    experienceYears: profile.experienceYears,
    districts: profile.districts,
    skills: profile.skills,
    languages: profile.languages,
    expectedSalary: profile.expectedSalary,
    availableFrom: profile.availableFrom,
    searchKeys: candidateSearchKeys(profile),
  };
}

/** `candidateCards/{uid}` as read by an employer. */
export const candidateCardSchema = z.object({
  displayName: z.string(),
  education: z.string().catch(''),
  trade: z.string().catch(''),
  experienceYears: z.number().nullable().catch(null),
  districts: z.array(z.string()).catch([]),
  skills: z.array(z.string()).catch([]),
  languages: z.array(z.string()).catch([]),
  expectedSalary: z.number().nullable().catch(null),
  availableFrom: z.string().catch(''),
  lastActiveAt: z.date(),
});
export type CandidateCard = z.infer<typeof candidateCardSchema>;
export type CandidateCardWithId = CandidateCard & { id: string };

// ---- The search ---------------------------------------------------------------

const optionalNumber = (max: number) =>
  z.preprocess(
    (value) => (value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : Number(value)),
    z.number().int().min(0).max(max).nullable().catch(null),
  );

/**
 * Find candidates' filters, as the URL carries them (unknown or malformed
 * values read as "any"): education and trade, state and district, at least
 * so many years, at most so much expected salary, a skill, available by a day.
 */
export const candidateFiltersSchema = z.object({
  degree: z.string().catch(''),
  trade: z.string().catch(''),
  state: z.string().catch(''),
  district: z.string().catch(''),
  minYears: optionalNumber(WORK_PROFILE_LIMITS.maxYears),
  maxSalary: optionalNumber(WORK_PROFILE_LIMITS.maxSalary),
  skill: z.string().trim().max(WORK_PROFILE_LIMITS.skillLength).catch(''),
  availableBy: z
    .string()
    .regex(/^20\d\d-\d\d-\d\d$/)
    .catch(''),
});
export type CandidateFilters = z.output<typeof candidateFiltersSchema>;
export const NO_CANDIDATE_FILTERS: CandidateFilters = candidateFiltersSchema.parse({});

const FILTER_PARAMS = ['degree', 'trade', 'state', 'district', 'minYears', 'maxSalary', 'skill', 'availableBy'] as const;

/** The filters of a URL's query string (a trade not of its degree is dropped). */
export function candidateFiltersOf(search: URLSearchParams): CandidateFilters {
  const raw = Object.fromEntries(FILTER_PARAMS.map((name) => [name, search.get(name) ?? undefined]));
  const filters = candidateFiltersSchema.parse(raw);
  if (filters.trade && !tradesFor(filters.degree).includes(filters.trade)) filters.trade = '';
  return filters;
}

/** The query string of filters (only those set, in a fixed order). */
export function candidateFiltersQuery(filters: CandidateFilters): string {
  const params = new URLSearchParams();
  for (const name of FILTER_PARAMS) {
    const value = filters[name];
    if (value !== '' && value !== null) params.set(name, String(value));
  }
  return params.toString();
}

/** The one search key of the filters' education, trade, district and skill. */
export function candidateSearchKey(filters: Pick<CandidateFilters, 'degree' | 'trade' | 'district' | 'skill'>): string {
  const elements: string[] = [];
  if (filters.degree && filters.trade) elements.push(element.trade(filters.degree, filters.trade));
  else if (filters.degree) elements.push(element.degree(filters.degree));
  if (filters.district) elements.push(element.district(filters.district));
  if (filters.skill.trim()) elements.push(element.skill(filters.skill));
  return keyOf(elements);
}

// ---- Invitations ------------------------------------------------------------

export const INVITATION_STATUSES = ['Sent', 'Accepted', 'Declined'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** One invitation per seeker and job: the id says both. */
export const invitationId = (jobId: string, seekerId: string) => `${jobId}_${seekerId}`;
export const invitationCountId = (employerId: string, day: string) => `${employerId}_${day}`;
/** invitationCounts/received_{seekerId}_{day}: the invitations a seeker received on one day in India. */
export const receivedInvitationCountId = (seekerId: string, day: string) => `received_${seekerId}_${day}`;

/** What an employer sends: the seeker (their card's id) and one of their Active jobs. */
export const invitationInputSchema = z
  .object({
    candidateId: z.string().trim().min(1, FIELD_PROBLEMS.required('candidateId')).max(128),
    jobId: z.string().trim().min(1, FIELD_PROBLEMS.required('jobId')).max(128),
  })
  .strict();
export type InvitationInput = z.infer<typeof invitationInputSchema>;

/** `invitations/{jobId}_{seekerId}`: written by the API only; the seeker and the employer read theirs. */
export const invitationSchema = z.object({
  jobId: z.string(),
  jobTitle: z.string(),
  companyName: z.string(),
  employerId: z.string(),
  seekerId: z.string(),
  status: z.enum(INVITATION_STATUSES),
  createdAt: z.date(),
  respondedAt: z.date().nullable().catch(null),
  /** The application Accept made with the profile resume ('' when the seeker went to Apply, or before an answer). */
  applicationId: z.string().catch(''),
});
export type Invitation = z.infer<typeof invitationSchema>;
export type InvitationWithId = Invitation & { id: string };

/** What Accept did: applied with the profile resume, or the seeker is to apply on the job's form. */
export type AcceptOutcome = { outcome: 'applied'; applicationId: string } | { outcome: 'apply'; jobId: string };

// ---- "No" means no ------------------------------------------------------------

/**
 * A job seeker's block of an employer, everywhere: `employerBlocks/{seekerId}_{employerId}`.
 * The seeker writes it in the batch that blocks one conversation (and deletes
 * it in the batch that lifts the block); every conversation of the pair is then
 * closed to messages (firestore.rules reads it), the server marks the pair's
 * other threads blocked and opens new ones blocked, and the employer's
 * invitations to that seeker are refused. The employer of the pair may read
 * this one document (the Invite button's reason), never a list of them.
 */
export const EMPLOYER_BLOCKS_COLLECTION = 'employerBlocks';
export const employerBlockId = (seekerId: string, employerId: string) => `${seekerId}_${employerId}`;

export const employerBlockSchema = z.object({
  seekerId: z.string(),
  employerId: z.string(),
  /** The conversation the block was made in. */
  threadId: z.string(),
  createdAt: z.date(),
});
export type EmployerBlock = z.infer<typeof employerBlockSchema>;

/** Why an employer may not invite a seeker, most lasting first. */
export const INVITE_REFUSALS = ['blocked', 'declined', 'applied', 'invited'] as const;
export type InviteRefusal = (typeof INVITE_REFUSALS)[number];

/** The API's error code of each refusal (409), which the web tells back as the same words. */
export const INVITE_REFUSAL_CODES: Readonly<Record<InviteRefusal, string>> = {
  blocked: 'candidate_blocked',
  declined: 'recently_declined',
  applied: 'already_applied',
  invited: 'already_invited',
};

/** What one employer and one seeker have between them, as far as inviting goes. */
export interface InviteHistory {
  /** The seeker blocked this employer (employerBlocks). */
  blocked: boolean;
  /** This employer's invitations to this seeker. */
  invitations: readonly Pick<Invitation, 'jobId' | 'status' | 'respondedAt'>[];
  /** This employer's jobs the seeker applied to. */
  appliedJobIds: readonly string[];
}

/** Whether a Declined invitation is recent enough to keep its employer quiet (CANDIDATE_LIMITS.declinedQuietDays). */
export function declinedRecently(invitation: Pick<Invitation, 'status' | 'respondedAt'>, now: Date): boolean {
  if (invitation.status !== 'Declined') return false;
  // A decline not yet dated by the server is a decline just now.
  const at = invitation.respondedAt?.getTime() ?? now.getTime();
  return now.getTime() - at < CANDIDATE_LIMITS.declinedQuietDays * 24 * 3600 * 1000;
}

/**
 * Why this employer may not invite this seeker now, or null: to any of their
 * jobs (`jobId` null: a block, or a decline in the last
 * CANDIDATE_LIMITS.declinedQuietDays days), or to `jobId` (also: applied to
 * it already, invited to it already). The API refuses by it; Find candidates
 * says it beside a disabled Invite before anyone presses it.
 */
export function inviteRefusal(history: InviteHistory, jobId: string | null, now: Date = new Date()): InviteRefusal | null {
  if (history.blocked) return 'blocked';
  if (history.invitations.some((invitation) => declinedRecently(invitation, now))) return 'declined';
  if (jobId === null) return null;
  if (history.appliedJobIds.includes(jobId)) return 'applied';
  if (history.invitations.some((invitation) => invitation.jobId === jobId)) return 'invited';
  return null;
}

/** The words of a refusal, as a problem (the API writes its English, the web the reader's language). */
export function inviteRefusalProblem(reason: InviteRefusal): string {
  switch (reason) {
    case 'blocked':
      return problem('candidates.refusedBlocked');
    case 'declined':
      return problem('candidates.refusedDeclined', { days: CANDIDATE_LIMITS.declinedQuietDays });
    case 'applied':
      return problem('candidates.refusedApplied');
    case 'invited':
      return problem('candidates.alreadyInvited');
  }
}
