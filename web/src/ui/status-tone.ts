/** The colour family of an application's status, for its badge (the text always says the status). */
import type { ApplicationStatus } from '@jobsearch/domain/pipeline';

export function statusTone(status: ApplicationStatus): 'neutral' | 'progress' | 'good' | 'bad' {
  switch (status) {
    case 'Applied':
    case 'Viewed':
      return 'neutral';
    case 'Shortlisted':
    case 'Interview':
      return 'progress';
    case 'Offered':
    case 'Hired':
      return 'good';
    case 'Not selected':
      return 'bad';
  }
}
