/**
 * The apply form's resume choices, without React or Firebase: which one is
 * chosen before the seeker touches anything, whether "Keep this resume" starts
 * ticked, and what a resume made from the work profile still lacks.
 */
import { labelKey } from '@jobsearch/domain/problems';
import { madeResumeMissingFields } from '@jobsearch/domain/made-resume';
import { EMPTY_WORK_PROFILE, WORK_PROFILE_FIELD_LABELS, WORK_PROFILE_FIELDS, type WorkProfile, type WorkProfileField } from '@jobsearch/domain/work-profile';
import type { Translate } from '../../../i18n';

/** The resume the application carries: the profile's file (copied), one the server makes from the work profile, or a file uploaded now. */
export type ResumeSource = 'saved' | 'made' | 'upload';

/** How far the work profile goes towards a made resume. */
export interface MadeResumeReadiness {
  /** Nothing missing: the made resume may be the one chosen by default. */
  ready: boolean;
  /** The fields to add first, said with the option before any submit (none: nothing to say). */
  toAdd: WorkProfileField[];
}

/** The server's own rule (domain/src/made-resume.ts), so the form says up front what the server would refuse. */
export function madeResumeReadiness(work: WorkProfile | undefined): MadeResumeReadiness {
  const toAdd = madeResumeMissingFields(work ?? EMPTY_WORK_PROFILE);
  return { ready: toAdd.length === 0, toAdd };
}

/** What to ask for when a refusal names no field this build knows: what every made resume needs. */
const ALWAYS_NEEDED: readonly WorkProfileField[] = ['education', 'trade', 'experienceYears'];

/**
 * The work-profile fields a refusal names, in the Profile page's order: the answer's `details` is
 * keyed by field (each with its English message); a list of field names is read too.
 */
export function missingFieldsOf(details: Readonly<Record<string, string>>): WorkProfileField[] {
  const named = new Set([...Object.keys(details), ...Object.values(details)]);
  const fields = WORK_PROFILE_FIELDS.filter((field) => named.has(field));
  // A refusal that names no field we know still has to say something to add.
  return fields.length > 0 ? fields : [...ALWAYS_NEEDED];
}

/**
 * The choice before the seeker makes one: the person's own resume follows them, the file kept on
 * the profile first, else the one made from a work profile that has what it needs; otherwise a file.
 */
export function defaultResumeSource(args: { hasProfileResume: boolean; madeResumeReady: boolean }): ResumeSource {
  if (args.hasProfileResume) return 'saved';
  return args.madeResumeReady ? 'made' : 'upload';
}

/** "Keep this resume for my next applications" starts ticked for someone who keeps none yet. */
export function keepByDefault(hasProfileResume: boolean): boolean {
  return !hasProfileResume;
}

/** "To make your resume, first add to your work profile: Trade, Skills." in the reader's language, with the Profile page's labels. */
export function missingFieldsText(fields: readonly WorkProfileField[], t: Translate): string {
  return t('jobs.madeResumeNeeds', { fields: fields.map((field) => t(labelKey(WORK_PROFILE_FIELD_LABELS[field]))).join(', ') });
}
