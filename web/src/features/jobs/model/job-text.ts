/** How a job's fields read on a card and in its details (pure, shared by the jobs components). */
import { GENDERS } from '@jobsearch/domain/choices';
import type { Job } from '@jobsearch/domain/schemas';

export const NOT_SPECIFIED = 'Not specified';

export function jobRoleText(job: Pick<Job, 'jobRole' | 'title'>): string {
  return job.jobRole || job.title || 'Job opening';
}

/** Degree and trade as one line: "Graduation · B.Tech". */
export function educationText(job: Pick<Job, 'degree' | 'trade'>): string {
  return [job.degree, job.trade].filter(Boolean).join(' · ') || NOT_SPECIFIED;
}

/** Street, city and state, as the details modal's Location. */
export function fullLocation(job: Pick<Job, 'location' | 'city' | 'state'>): string {
  return (
    [job.location, job.city, job.state]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(', ') || NOT_SPECIFIED
  );
}

/** Gender preference by its label: 'Other' reads 'Any'; no preference is 'Any' too. */
export function genderLabel(gender: string): string {
  if (!gender) return 'Any';
  return GENDERS.find((g) => g.value === gender)?.label ?? gender;
}
