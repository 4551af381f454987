/** How a job's public page words its salary in the chosen language (pure). */
import { formatSalary } from '@jobsearch/domain/helpers';
import type { PublicJob } from '@jobsearch/domain/public-job';
import { formatRupees, type Translate } from '../../../i18n';

/** The salary as the server's page writes it: "₹15,000 - ₹25,000 a month"; null when the job gives none. */
export function salaryText(t: Translate, job: Pick<PublicJob, 'salary' | 'salaryMin' | 'salaryMax'>): string | null {
  const salary = formatSalary(job, formatRupees);
  return salary ? t('jobPage.salaryPerMonth', { salary }) : null;
}
