/**
 * What WhatsApp previews and the page's head read of a job (headline and
 * summary), and the job's facts in the order the page shows them, in the
 * reader's language: `t` is the server's translator for the page's language,
 * or the web app's. Choice values show by their labels; the employer's own
 * words (company, street, description) as written.
 */
import { formatSalary } from '../helpers.js';
import { choiceLabel } from '../i18n/choice-label.js';
import type { ChoiceList, Translate } from '../i18n/translate.js';
import type { PublicJob } from './page-data.js';

/** The role and the city by their labels. */
function labelled(t: Translate, job: Pick<PublicJob, 'role' | 'city'>) {
  return { role: choiceLabel(t, 'jobRole', job.role), city: job.city ? choiceLabel(t, 'city', job.city) : '' };
}

/** "Fitter at Tata Motors, Pune": the page's title (before " · JobSearch India"), og:title and the similar jobs' links. */
export function publicJobHeadline(job: Pick<PublicJob, 'role' | 'companyName' | 'city'>, t: Translate): string {
  const { role, city } = labelled(t, job);
  return city ? t('jobPage.shareText', { role, company: job.companyName, city }) : t('jobPage.headlineNoCity', { role, company: job.companyName });
}

/** The meta and og description: role, company, city, salary and type, then the start of the description; at most 160 characters. */
export function publicJobSummary(job: PublicJob, t: Translate): string {
  const { role, city } = labelled(t, job);
  const salary = formatSalary(job);
  const kinds = [job.jobType && choiceLabel(t, 'jobType', job.jobType), job.jobShift && choiceLabel(t, 'shift', job.jobShift)].filter(Boolean).join(', ');
  const facts = [
    city
      ? t('jobPage.summaryWhere', { role, company: job.companyName, city, state: choiceLabel(t, 'state', job.state) })
      : t('jobPage.summaryNoWhere', { role, company: job.companyName }),
    salary ? t('jobPage.summarySalary', { salary }) : '',
    kinds ? t('jobPage.summaryKinds', { kinds }) : '',
    job.description.replace(/\s+/g, ' ').trim(),
  ]
    .filter(Boolean)
    .join(' ');
  return facts.length <= 160 ? facts : `${facts.slice(0, 159).trimEnd()}\u2026`;
}

export type PublicFactLabel = 'companyName' | 'jobRole' | 'jobShift' | 'location' | 'jobType' | 'salary' | 'experience' | 'gender' | 'education' | 'chargeable';

/**
 * A job's facts in the details dialog's order, labelled by their jobPage
 * catalogue keys, their values in the language `t` writes; the server's HTML
 * and the app's page draw the same rows. The mobile number is not among them:
 * only the signed-in app shows it. `rupees` writes an amount (en-IN's by default).
 */
export function publicJobFacts(job: PublicJob, t: Translate, rupees?: (amount: number) => string): [PublicFactLabel, string][] {
  const label = (list: ChoiceList, value: string) => (value.trim() ? choiceLabel(t, list, value.trim()) : '');
  const or = (value: string) => value || t('jobPage.notSpecified');
  const salary = formatSalary(job, rupees);
  return [
    ['companyName', job.companyName],
    ['jobRole', label('jobRole', job.role)],
    ['jobShift', or(label('shift', job.jobShift))],
    ['location', or([job.location.trim(), label('city', job.city), label('state', job.state)].filter(Boolean).join(', '))],
    ['jobType', or(label('jobType', job.jobType))],
    ['salary', salary ? t('jobPage.salaryPerMonth', { salary }) : t('jobPage.notDisclosed')],
    ['experience', or(label('experience', job.experience))],
    ['gender', job.gender && job.gender !== 'Other' ? label('gender', job.gender) : t('jobPage.anyGender')],
    ['education', or([label('degree', job.degree), label('trade', job.trade)].filter(Boolean).join(' \u00b7 '))],
    ['chargeable', label('chargeable', job.charges)],
  ];
}
