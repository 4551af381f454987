/**
 * The statuses an application moves through and the reasons of Not selected: lists of their
 * own, so the catalogs' choice labels (i18n/choice-label.ts), which the search's lexicon reads,
 * need not load the pipeline, whose alerts read the search.
 */
/** The forward path of an application, then the one side exit. */
export const APPLICATION_STATUSES = ['Applied', 'Viewed', 'Shortlisted', 'Interview', 'Offered', 'Hired', 'Not selected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** The status of a new application, and of an old one stored without any. */
export const INITIAL_STATUS: ApplicationStatus = 'Applied';
/** The forward path alone, in order. */
export const FORWARD_STATUSES: readonly ApplicationStatus[] = ['Applied', 'Viewed', 'Shortlisted', 'Interview', 'Offered', 'Hired'];

/** The optional reasons an employer gives with Not selected. */
export const NOT_SELECTED_REASONS = [
  'Position filled',
  'Experience does not match',
  'Qualification does not match',
  'Location does not match',
  'Did not attend the interview',
  'Other',
] as const;
export type NotSelectedReason = (typeof NOT_SELECTED_REASONS)[number];
