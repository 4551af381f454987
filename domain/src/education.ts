/**
 * Home's education buttons (docs/spec-notes.md §3, "Education filter values"):
 * `value` goes to `/jobs?education=`, `label` is shown.
 */
export const EDUCATION_FILTERS = [
  { value: '10th', label: '10th Pass' },
  { value: '12th', label: '12th Pass' },
  { value: 'Graduate', label: 'Graduate' },
  { value: 'Postgraduate', label: 'Postgraduate' },
  { value: 'B.Tech', label: 'B.Tech' },
  { value: 'BE', label: 'BE' },
] as const;
export type EducationFilter = (typeof EDUCATION_FILTERS)[number]['value'];
