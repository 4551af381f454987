/**
 * A stored choice value in the reader's language: the one labelling function
 * of the web app (i18n/choices.ts), the mails and the public job pages
 * (functions/src/i18n). Stored values stay the English codes of choices.ts.
 */
import {
  CHARGEABLE_OPTIONS,
  CITIES_BY_STATE,
  DEGREES,
  EXPERIENCE_LEVELS,
  GENDERS,
  JOB_ROLES,
  JOB_SHIFTS,
  JOB_STATUSES,
  JOB_TYPES,
  REPORT_REASONS,
  REPORT_STATUSES,
  ROLES,
  STATES,
  TRADES,
} from '../choices.js';
import { APPLICATION_STATUSES, NOT_SELECTED_REASONS } from '../application-status.js';
import { SKILLS } from '../skills.js';
import { SPOKEN_LANGUAGES } from '../work-profile.js';
import { choiceKey, type ChoiceList, type Translate } from './translate.js';

/** Every list's stored values: the `choices` catalog has a label for each, in every language. */
export const CHOICE_VALUES: Readonly<Record<ChoiceList, readonly string[]>> = {
  degree: DEGREES,
  shift: JOB_SHIFTS,
  jobType: JOB_TYPES,
  experience: EXPERIENCE_LEVELS,
  gender: GENDERS.map((gender) => gender.value),
  chargeable: CHARGEABLE_OPTIONS,
  jobStatus: JOB_STATUSES,
  reportReason: REPORT_REASONS.map((reason) => reason.value),
  reportStatus: REPORT_STATUSES,
  role: ROLES,
  state: STATES,
  city: Object.values(CITIES_BY_STATE).flat(),
  applicationStatus: APPLICATION_STATUSES,
  notSelectedReason: NOT_SELECTED_REASONS,
  jobRole: JOB_ROLES,
  trade: TRADES,
  skill: SKILLS,
  spokenLanguage: SPOKEN_LANGUAGES,
};

const byLowerCase = new Map<ChoiceList, Map<string, string>>();

/** The list's own spelling of a value, whatever its case and surrounding spaces ("welder " is Welder); null when the list has none. */
export function listedValue(list: ChoiceList, value: string): string | null {
  let values = byLowerCase.get(list);
  if (!values) {
    values = new Map(CHOICE_VALUES[list].map((listed) => [listed.toLowerCase(), listed]));
    byLowerCase.set(list, values);
  }
  return values.get(value.trim().toLowerCase()) ?? null;
}

/**
 * A stored value in the language `t` writes: its label from the `choices`
 * catalog, or the value as it is when the list does not know it (a role typed
 * in the employer's own words, an old document).
 */
export function choiceLabel(t: Translate, list: ChoiceList, value: string): string {
  const listed = listedValue(list, value);
  return listed === null ? value : t(choiceKey(list, listed));
}
