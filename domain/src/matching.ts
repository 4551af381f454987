/**
 * How a job fits a seeker's work profile: the completeness meter, the
 * "How you match" lines of a job's details and the fit score that orders
 * "Jobs for you". Pure; weights and reasons in docs/decisions.md ("Matching").
 */
import { stateOfDistrict, type Degree } from './choices.js';
import { isDegree, parseSalary, tradesFor } from './helpers.js';
import { isFilled, type WorkProfile, type WorkProfileField } from './work-profile.js';

/**
 * What each field adds to "Profile N% complete" (sums to 100), in the order
 * the meter suggests the next one: what decides most matches first.
 */
export const COMPLETENESS_WEIGHTS: Readonly<Record<WorkProfileField, number>> = {
  education: 15,
  trade: 15,
  districts: 15,
  skills: 15,
  experienceYears: 10,
  expectedSalary: 10,
  availableFrom: 10,
  shift: 5,
  languages: 5,
};

/** An education whose only trade is "Other" (10th, 12th) has no trade to add: it counts as done. */
function counts(profile: WorkProfile, field: WorkProfileField): boolean {
  if (field === 'trade' && profile.education && tradesFor(profile.education).every((trade) => trade === 'Other')) return true;
  return isFilled(profile, field);
}

export interface Completeness {
  /** 0 to 100. */
  percent: number;
  /** The most useful field still empty, or null when the profile is complete. */
  next: WorkProfileField | null;
}

export function profileCompleteness(profile: WorkProfile): Completeness {
  let percent = 0;
  let next: WorkProfileField | null = null;
  for (const [field, weight] of Object.entries(COMPLETENESS_WEIGHTS) as [WorkProfileField, number][]) {
    if (counts(profile, field)) percent += weight;
    else if (!next || weight > COMPLETENESS_WEIGHTS[next]) next = field;
  }
  return { percent, next };
}

/** What a job asks of a person and what the profile says, compared. */
export type MatchAspect = 'education' | 'district' | 'salary' | 'experience' | 'shift';
/** fits; misses; or unknown: the profile does not say (the line links to the empty field). */
export type MatchVerdict = 'fits' | 'misses' | 'unknown';

export interface MatchLine {
  aspect: MatchAspect;
  verdict: MatchVerdict;
  /** The profile field that decides it (the edit link of an unknown line). */
  field: WorkProfileField;
}
export type EducationLine = MatchLine & { aspect: 'education'; degree: string; trade: string; have: { degree: string; trade: string } };
export type DistrictLine = MatchLine & { aspect: 'district'; city: string };
export type SalaryLine = MatchLine & { aspect: 'salary'; pays: number; expected: number | null };
export type ExperienceLine = MatchLine & { aspect: 'experience'; wanted: string; years: number | null };
export type ShiftLine = MatchLine & { aspect: 'shift'; shift: string; preferred: string };
export type AnyMatchLine = EducationLine | DistrictLine | SalaryLine | ExperienceLine | ShiftLine;

/** The job fields the comparison reads. */
export interface MatchableJob {
  degree: string;
  trade: string;
  city: string;
  salary: string;
  salaryMin?: number | null;
  salaryMax?: number | null;
  experience: string;
  jobShift: string;
}

/** Schooling levels: a job asking for 10th or 12th is met by any higher education. */
const LEVEL: Readonly<Record<Degree, number>> = { '10th': 1, '12th': 2, ITI: 2, Diploma: 3, BE: 4, Graduation: 4, 'Post-Graduation': 5 };

/** Whether someone with `have` meets a job asking for `wanted`: a school level or more, else the same degree (a post-graduate meets Graduation). */
export function degreeMeets(wanted: string, have: string): boolean {
  if (!isDegree(wanted) || !isDegree(have)) return false;
  if (wanted === '10th' || wanted === '12th') return LEVEL[have] >= LEVEL[wanted];
  return wanted === have || (wanted === 'Graduation' && have === 'Post-Graduation');
}

/** Years a job's experience asks for ('1-3 years', '10+ years', '<1 year', typed text), or null when it asks none or cannot be read. */
export function experienceRange(text: string): { min: number; max: number | null } | null {
  const value = text.trim().toLowerCase();
  if (!value || value.startsWith('any')) return null;
  if (/^<\s*1\b/.test(value) || /fresher/.test(value)) return { min: 0, max: 1 };
  const range = /(\d{1,2})\s*(?:-|–|to)\s*(\d{1,2})/.exec(value);
  if (range) return { min: Number(range[1]), max: Number(range[2]) };
  const single = /(\d{1,2})\s*(\+?)/.exec(value);
  if (single) return { min: Number(single[1]), max: single[2] ? null : Number(single[1]) };
  return null;
}

function salaryTop(job: MatchableJob): number | null {
  if (job.salaryMax != null) return job.salaryMax;
  return parseSalary(job.salary)?.max ?? null;
}

function educationLine(job: MatchableJob, profile: WorkProfile): EducationLine | null {
  if (!job.degree) return null;
  const trade = job.trade === 'Other' ? '' : job.trade;
  const base = { aspect: 'education' as const, degree: job.degree, trade, have: { degree: profile.education, trade: profile.trade } };
  if (!profile.education) return { ...base, verdict: 'unknown', field: 'education' };
  if (!degreeMeets(job.degree, profile.education)) return { ...base, verdict: 'misses', field: 'education' };
  if (!trade || job.degree !== profile.education) return { ...base, verdict: 'fits', field: 'education' };
  if (!profile.trade) return { ...base, verdict: 'unknown', field: 'trade' };
  return { ...base, verdict: profile.trade === trade ? 'fits' : 'misses', field: 'trade' };
}

/**
 * The "How you match" lines of a job, in the order they are read: what the
 * job asks that the profile can answer. A job silent on something (no
 * degree, no salary, any shift or experience) gets no line for it.
 */
export function howYouMatch(job: MatchableJob, profile: WorkProfile): AnyMatchLine[] {
  const lines: (AnyMatchLine | null)[] = [educationLine(job, profile)];
  if (job.city) {
    const verdict = profile.districts.length === 0 ? 'unknown' : profile.districts.includes(job.city) ? 'fits' : 'misses';
    lines.push({ aspect: 'district', verdict, field: 'districts', city: job.city });
  }
  const pays = salaryTop(job);
  if (pays !== null) {
    const expected = profile.expectedSalary;
    lines.push({ aspect: 'salary', verdict: expected === null ? 'unknown' : pays >= expected ? 'fits' : 'misses', field: 'expectedSalary', pays, expected });
  }
  const range = experienceRange(job.experience);
  if (range) {
    const years = profile.experienceYears;
    lines.push({
      aspect: 'experience',
      verdict: years === null ? 'unknown' : years >= range.min ? 'fits' : 'misses',
      field: 'experienceYears',
      wanted: job.experience,
      years,
    });
  }
  if (job.jobShift && job.jobShift !== 'Any Shift') {
    const preferred = profile.shift;
    const verdict = !preferred ? 'unknown' : preferred === 'Any Shift' || preferred === job.jobShift ? 'fits' : 'misses';
    lines.push({ aspect: 'shift', verdict, field: 'shift', shift: job.jobShift, preferred });
  }
  return lines.filter((line): line is AnyMatchLine => line !== null);
}

/** What each aspect adds to a job's fit score (sums to 100). */
export const FIT_WEIGHTS: Readonly<Record<MatchAspect, number>> = { education: 30, district: 25, experience: 20, salary: 15, shift: 10 };
/** A fits in full, an unknown half (the profile does not say), a miss nothing; an aspect the job is silent on fits. */
const VERDICT_SHARE: Readonly<Record<MatchVerdict, number>> = { fits: 1, unknown: 0.5, misses: 0 };

/** A job's fit to the profile, 0 to 100. */
export function fitScore(job: MatchableJob, profile: WorkProfile): number {
  const lines = howYouMatch(job, profile);
  let score = 0;
  for (const [aspect, weight] of Object.entries(FIT_WEIGHTS) as [MatchAspect, number][]) {
    const line = lines.find((l) => l.aspect === aspect);
    score += weight * (line ? VERDICT_SHARE[line.verdict] : 1);
  }
  return score;
}

/** Jobs a seeker may be shown: Active, not hidden by reports, not already applied to. */
export interface RankableJob extends MatchableJob {
  jobId: string;
  status: string;
  hiddenByReports: boolean;
  createdAt: Date;
}

/** "Jobs for you": the showable jobs, best fit first, newest first among equals. */
export function rankJobs<T extends RankableJob>(jobs: readonly T[], profile: WorkProfile, appliedJobIds: ReadonlySet<string>): T[] {
  return jobs
    .filter((job) => job.status === 'Active' && !job.hiddenByReports && !appliedJobIds.has(job.jobId))
    .map((job) => ({ job, score: fitScore(job, profile) }))
    .sort((a, b) => b.score - a.score || b.job.createdAt.getTime() - a.job.createdAt.getTime())
    .map(({ job }) => job);
}

/**
 * "Jobs for you" reads at most 60 documents a view: the newest Active jobs in
 * the preferred districts and the newest asking the seeker's education (or,
 * with neither, the newest of all), then, of the best-ranked candidates, the
 * seeker's own applications to them (docs/decisions.md, "Jobs for you").
 */
export const JOBS_FOR_YOU = {
  byDistricts: 30,
  byEducation: 15,
  /** Ranked candidates whose applications are looked up (Firestore's `in` takes 30). */
  checked: 15,
  shown: 5,
} as const;

/**
 * The job alert a work profile suggests in one tap (the jobs list's alert
 * filters): its education and trade, its first preferred district and its
 * expected salary; null when it names none of these (an alert needs a filter).
 */
export function alertFromWorkProfile(
  profile: WorkProfile,
): { q: string; degree: string; trade: string; state: string; city: string; minSalary: number } | null {
  const city = profile.districts[0] ?? '';
  const alert = {
    q: '',
    degree: profile.education,
    trade: profile.education ? profile.trade : '',
    state: stateOfDistrict(city) ?? '',
    city,
    minSalary: profile.expectedSalary ?? 0,
  };
  return alert.degree || alert.city || alert.minSalary ? alert : null;
}

/** "Best match" on /jobs ranks, with rankJobs, at most this many of the newest jobs the filters find (one read each). */
export const BEST_MATCH_CANDIDATES = 100;
