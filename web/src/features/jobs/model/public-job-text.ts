/** How a job's public page words its facts, salary and headline in the chosen language (pure). */
import type { PublicFactLabel, PublicFactValue, PublicJob } from '@jobsearch/domain/public-job';
import { formatRupees, type Translate } from '../../../i18n';
import type { ChoiceList } from '../../../i18n/choices';

/** The salary in the chosen language's digits: "₹15,000 - ₹25,000 a month"; null without numbers. */
export function salaryText(t: Translate, job: Pick<PublicJob, 'salaryMin' | 'salaryMax'>): string | null {
  if (job.salaryMin == null || job.salaryMax == null) return null;
  const salary = job.salaryMin === job.salaryMax ? formatRupees(job.salaryMin) : `${formatRupees(job.salaryMin)} - ${formatRupees(job.salaryMax)}`;
  return t('jobPage.salaryPerMonth', { salary });
}

/** The rows whose values are stored choices, shown by their label in the chosen language. */
const CHOICE_OF: Partial<Record<PublicFactLabel, ChoiceList>> = {
  jobShift: 'shift',
  jobType: 'jobType',
  experience: 'experience',
  chargeable: 'chargeable',
};

export function factText(
  t: Translate,
  choice: (list: ChoiceList, value: string) => string,
  job: PublicJob,
  label: PublicFactLabel,
  value: PublicFactValue,
): string {
  if (label === 'gender' && job.gender) return choice('gender', job.gender);
  if ('text' in value) {
    const list = CHOICE_OF[label];
    return list ? choice(list, value.text) : value.text;
  }
  if (value.key === 'salaryPerMonth') return salaryText(t, job) ?? t('jobPage.salaryPerMonth', { salary: value.salary });
  return t(`jobPage.${value.key}`);
}

/** "Fitter at Tata Motors, Pune", in the chosen language. */
export const headlineOf = (t: Translate, job: PublicJob) =>
  job.city ? t('jobPage.shareText', { role: job.role, company: job.companyName, city: job.city }) : `${job.role} \u00b7 ${job.companyName}`;
