/** How a job's fields read on a card and in its details (pure, shared by the jobs components), in the chosen language. */
import { choiceLabel } from '@jobsearch/domain/i18n/choice-label';
import { parseSalary } from '@jobsearch/domain/helpers';
import type { Job } from '@jobsearch/domain/schemas';
import type { Translate } from '../../../i18n';
import type { ChoiceList } from '../../../i18n/choices';

/** A choice's label (useChoiceLabel); by default the stored value as it is. */
export type ChoiceLabel = (list: ChoiceList, value: string) => string;
const asStored: ChoiceLabel = (_list, value) => value;

/** The job's role in the chosen language when it is one of the list's, else as the employer wrote it. */
export function jobRoleText(job: Pick<Job, 'jobRole' | 'title'>, t: Translate): string {
  const role = job.jobRole || job.title;
  return role ? choiceLabel(t, 'jobRole', role) : t('jobs.jobOpening');
}

/** Degree and trade as one line, each by its label: "Graduation · B.Tech". */
export function educationText(job: Pick<Job, 'degree' | 'trade'>, t: Translate, label: ChoiceLabel = asStored): string {
  return [job.degree ? label('degree', job.degree) : '', job.trade ? label('trade', job.trade) : ''].filter(Boolean).join(' · ') || t('jobs.notSpecified');
}

/** Street, city and state, as the details modal's Location (city and state by their labels). */
export function fullLocation(job: Pick<Job, 'location' | 'city' | 'state'>, t: Translate, label: ChoiceLabel = asStored): string {
  return (
    [job.location.trim(), job.city.trim() ? label('city', job.city.trim()) : '', job.state.trim() ? label('state', job.state.trim()) : '']
      .filter(Boolean)
      .join(', ') || t('jobs.notSpecified')
  );
}

/** Gender preference by its label: 'Other' reads 'Any'; no preference is 'Any' too. */
export function genderLabel(gender: string, t: Translate, label: ChoiceLabel = asStored): string {
  if (!gender || gender === 'Other') return t('jobs.anyGender');
  return label('gender', gender);
}

/** Salary as a card shows it, from the stored numbers or, failing those, the text: rupees in the chosen language's digits. */
export function salaryText(job: { salary: string; salaryMin?: number | null; salaryMax?: number | null }, rupees: (amount: number) => string): string {
  const range = job.salaryMin != null && job.salaryMax != null ? { min: job.salaryMin, max: job.salaryMax } : parseSalary(job.salary);
  if (!range) return job.salary ? `₹${job.salary}` : '';
  return range.min === range.max ? rupees(range.min) : `${rupees(range.min)} - ${rupees(range.max)}`;
}
