import {
  CHARGEABLE_OPTIONS,
  DISTRICTS,
  DEGREES,
  EXPERIENCE_LEVELS,
  GENDERS,
  JOB_SHIFTS,
  JOB_STATUSES,
  JOB_ROLES,
  JOB_TYPES,
  REPORT_REASONS,
  REPORT_STATUSES,
  ROLES,
  STATES,
  TRADES,
} from '../../../choices';
import { APPLICATION_STATUSES, NOT_SELECTED_REASONS } from '../../../pipeline';
import { SKILLS } from '../../../skills';
import { SPOKEN_LANGUAGES } from '../../../work-profile';
import type { Catalog } from '../../catalog';

/**
 * The labels of the choice lists, keyed `<list>:<stored value>`. Stored values
 * stay the English codes of choices.ts; only what people read changes. A job
 * role typed in the employer's own words (not one of the list's) has no label
 * and shows as it was typed.
 */
const same = (list: string, values: readonly string[]) => values.map((value) => [`${list}:${value}`, value] as const);
const labelled = (list: string, entries: readonly { value: string; label: string }[]) =>
  entries.map((entry) => [`${list}:${entry.value}`, entry.label] as const);

export default Object.fromEntries([
  ...same('degree', DEGREES),
  ...same('shift', JOB_SHIFTS),
  ...same('jobType', JOB_TYPES),
  ...same('experience', EXPERIENCE_LEVELS),
  ...labelled('gender', GENDERS),
  ...same('chargeable', CHARGEABLE_OPTIONS),
  ...same('jobStatus', JOB_STATUSES),
  ...labelled('reportReason', REPORT_REASONS),
  ...same('reportStatus', REPORT_STATUSES),
  ...same('role', ROLES),
  ...same('state', STATES),
  ...same('city', DISTRICTS),
  ...same('applicationStatus', APPLICATION_STATUSES),
  ...same('notSelectedReason', NOT_SELECTED_REASONS),
  ...same('jobRole', JOB_ROLES),
  ...same('trade', TRADES),
  ...same('skill', SKILLS),
  ...same('spokenLanguage', SPOKEN_LANGUAGES),
]) satisfies Catalog;
