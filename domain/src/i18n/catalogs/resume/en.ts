import type { Catalog } from '../../catalog';

/**
 * The resume the server makes from a work profile (functions/src/made-resume/),
 * in the reader's language: its headings and labels, and the problem of a
 * profile too empty for one.
 */
export default {
  /** The PDF's title (its document properties, a viewer's window). */
  documentTitle: 'Resume of {name}',
  phone: 'Phone',
  /** The first section: what the person has learnt and can do. */
  headingWork: 'Education and experience',
  education: 'Education',
  trade: 'Trade',
  experience: 'Experience',
  experienceYears: '{n, plural, one {# year} other {# years}}',
  skills: 'Skills',
  languages: 'Languages spoken',
  /** The second section: what the person wants. */
  headingWanted: 'The work I am looking for',
  districts: 'Preferred districts',
  availableFrom: 'Available from',
  expectedSalary: 'Expected salary',
  salaryPerMonth: '{amount} a month',
  shift: 'Preferred shift',
  /** The foot of the page. */
  madeFrom: 'Made on {date} with JobSearch India from this person’s work profile.',
  /** POST /api/applications/made-resume for a profile without what a resume needs (422, the fields in `details`). */
  profileIncomplete: 'Your work profile is too empty for a resume: add your education, your trade or skills and your years of experience first.',
} satisfies Catalog;
