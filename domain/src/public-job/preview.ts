/**
 * What WhatsApp previews and the page's head read of a job (headline and
 * summary), and the job's facts in the order the page shows them.
 */
import { GENDERS } from '../choices.js';
import { formatSalary } from '../helpers.js';
import type { PublicJob } from './page-data.js';

/** "Fitter at Tata Motors, Pune": the page's title (before " · JobSearch India") and og:title. */
export function publicJobHeadline(job: Pick<PublicJob, 'role' | 'companyName' | 'city'>): string {
  return `${job.role} at ${job.companyName}${job.city ? `, ${job.city}` : ''}`;
}

/** The meta and og description: role, company, city, salary and type, then the start of the description; at most 160 characters. */
export function publicJobSummary(job: PublicJob): string {
  const salary = formatSalary(job);
  const facts = [
    `${job.role} at ${job.companyName}${job.city ? ` in ${job.city}, ${job.state}` : ''}.`,
    salary ? `Salary ${salary} a month.` : '',
    [job.jobType, job.jobShift].filter(Boolean).join(', ') ? `${[job.jobType, job.jobShift].filter(Boolean).join(', ')}.` : '',
    job.description.replace(/\s+/g, ' ').trim(),
  ]
    .filter(Boolean)
    .join(' ');
  return facts.length <= 160 ? facts : `${facts.slice(0, 159).trimEnd()}\u2026`;
}

/** Gender preference by its label ('Other' reads 'Any'). */
export function publicGenderLabel(gender: string): string {
  if (!gender) return 'Any';
  return GENDERS.find((g) => g.value === gender)?.label ?? gender;
}

/** A fact's value: the job's own text, or a catalogue text (jobPage namespace) the screen translates. */
export type PublicFactValue = { text: string } | { key: 'notSpecified' | 'notDisclosed' | 'anyGender' } | { key: 'salaryPerMonth'; salary: string };
export type PublicFactLabel = 'companyName' | 'jobRole' | 'jobShift' | 'location' | 'jobType' | 'salary' | 'experience' | 'gender' | 'education' | 'chargeable';

/**
 * A job's facts in the details dialog's order, labelled by their jobPage
 * catalogue keys; the server's HTML and the app's page draw the same rows. The
 * mobile number is not among them: only the signed-in app shows it.
 */
export function publicJobFacts(job: PublicJob): [PublicFactLabel, PublicFactValue][] {
  const or = (value: string): PublicFactValue => (value.trim() ? { text: value.trim() } : { key: 'notSpecified' });
  const salary = formatSalary(job);
  return [
    ['companyName', { text: job.companyName }],
    ['jobRole', { text: job.role }],
    ['jobShift', or(job.jobShift)],
    [
      'location',
      or(
        [job.location, job.city, job.state]
          .map((p) => p.trim())
          .filter(Boolean)
          .join(', '),
      ),
    ],
    ['jobType', or(job.jobType)],
    ['salary', salary ? { key: 'salaryPerMonth', salary } : { key: 'notDisclosed' }],
    ['experience', or(job.experience)],
    ['gender', job.gender ? { text: publicGenderLabel(job.gender) } : { key: 'anyGender' }],
    ['education', or([job.degree, job.trade].filter(Boolean).join(' \u00b7 '))],
    ['chargeable', { text: job.charges }],
  ];
}
