import { MESSAGES } from '../../../messages';
import type { Catalog } from '../../catalog';

/** My Applications: the seeker's applications, each with its status badge and history. */
export default {
  lead: 'The jobs you have applied to, newest first.',
  loading: MESSAGES.myApplicationsLoading,
  loadFailed: MESSAGES.myApplicationsLoadFailed,
  noApplicationsYet: MESSAGES.noApplicationsYet,
  browseJobs: 'Browse Jobs',
  count: '{count, plural, one {# application} other {# applications}}',
  jobOpening: 'Job opening',
  appliedOn: 'Applied on ',
  viewResume: 'View resume',
  viewResumeOf: ' for {role} at {company} (opens in a new tab)',
  messageEmployer: 'Message the employer',
  messageEmployerAbout: ' about {role} at {company}',
  resumeLinkMissing: MESSAGES.resumeLinkMissing,
  status: 'Status: ',
  timelineLabel: `${MESSAGES.statusTimelineLabel}: {role}`,
  interviewAt: 'Interview: {when}, {where}',
  interviewPhoneCall: MESSAGES.interviewPhoneCall,
  notSelectedReason: 'Reason: {reason}.',
} as const satisfies Catalog;
