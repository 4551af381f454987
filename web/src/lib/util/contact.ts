/** How people reach the team: shown in the footer and on the legal pages. */
export { SUPPORT_EMAIL } from '@jobsearch/domain/constants';
export const POSTAL_ADDRESS = ['JobSearch India, 3rd Floor, Sai Plaza,', 'FC Road, Shivajinagar,', 'Pune, Maharashtra 411005, India'] as const;
