import { MESSAGES } from '../../../messages';
import type { Catalog } from '../../catalog';

/** Saved Jobs: the seeker's saved jobs (a closed one shown as closed) and job alerts. */
export default {
  lead: 'The jobs you saved, newest first, and your job alerts.',
  loading: MESSAGES.savedJobsLoading,
  loadFailed: MESSAGES.savedJobsLoadFailed,
  noSavedJobs: MESSAGES.noSavedJobs,
  browseJobs: 'Browse Jobs',
  savedOn: 'Saved on',
  closed: 'Closed',
  savedJobDeleted: MESSAGES.savedJobDeleted,
  savedJobClosed: MESSAGES.savedJobClosed,
  view: MESSAGES.savedJobView,
  unsave: MESSAGES.unsaveJob,
  itemOf: ': {role} at {company}',
  unsaveFailed: MESSAGES.unsaveJobFailed,
  alertsTitle: 'Job alerts',
  alertsLoadFailed: MESSAGES.alertsLoadFailed,
  noAlerts: MESSAGES.noAlerts,
  alertsCount: '{count, number} of {max, number} job alerts',
  alertRemove: MESSAGES.alertRemove,
  alertRemoved: MESSAGES.alertRemoved,
  alertRemoveFailed: MESSAGES.alertRemoveFailed,
  alertSearch: 'Search: {q}',
  alertDegree: 'Degree: {degree}',
  alertTrade: 'Trade: {trade}',
  alertState: 'State: {state}',
  alertDistrict: 'District: {district}',
  alertMinSalary: 'Minimum salary: {rupees}',
} as const satisfies Catalog;
