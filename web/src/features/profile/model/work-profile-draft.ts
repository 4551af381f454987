/** The work profile's form: what it starts from, what Save checks, and the list entries it adds. */
import { fieldErrors } from '@jobsearch/domain/schemas';
import { EMPTY_WORK_PROFILE, WORK_PROFILE_FIELDS, type WorkProfile, type WorkProfileField } from '@jobsearch/domain/work-profile';
import { workProfileSchema } from '@jobsearch/domain/work-profile-schema';

/** The form's values: numbers as typed text. */
export type WorkProfileDraft = Omit<WorkProfile, 'experienceYears' | 'expectedSalary'> & { experienceYears: string; expectedSalary: string };

export function workProfileDraft(stored: WorkProfile | undefined): WorkProfileDraft {
  const profile = stored ?? EMPTY_WORK_PROFILE;
  return {
    ...profile,
    experienceYears: profile.experienceYears === null ? '' : String(profile.experienceYears),
    expectedSalary: profile.expectedSalary === null ? '' : String(profile.expectedSalary),
  };
}

export type WorkProfileCheck = { ok: true; profile: WorkProfile } | { ok: false; errors: Partial<Record<WorkProfileField, string>> };

/** The draft as it will be stored, or each field's first problem (a list's entry is its list's problem). */
export function checkWorkProfile(draft: WorkProfileDraft): WorkProfileCheck {
  const parsed = workProfileSchema.safeParse(draft);
  if (parsed.success) return { ok: true, profile: parsed.data };
  const errors: Partial<Record<WorkProfileField, string>> = {};
  for (const [path, message] of Object.entries(fieldErrors(parsed.error))) {
    const field = path.split('.')[0] as WorkProfileField;
    if (WORK_PROFILE_FIELDS.includes(field)) errors[field] ??= message;
  }
  return { ok: false, errors };
}

/**
 * A typed entry added to a list: the listed value when it is one's label or
 * value in any letter case ("arc welding", "आर्क वेल्डिंग"), else the text as
 * typed; null when it is blank or already there.
 */
export function addedEntry(typed: string, listed: readonly string[], labelOf: (value: string) => string, current: readonly string[]): string | null {
  const text = typed.trim().replace(/\s+/g, ' ');
  if (!text) return null;
  const lower = text.toLowerCase();
  const value = listed.find((entry) => entry.toLowerCase() === lower || labelOf(entry).toLowerCase() === lower) ?? text;
  return current.some((entry) => entry.toLowerCase() === value.toLowerCase()) ? null : value;
}
