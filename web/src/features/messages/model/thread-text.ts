/** How a conversation names the other side (pure). */
import type { Thread } from '@jobsearch/domain/threads';
import type { Translate } from '../../../i18n';

/** To a seeker, the company; to an employer, the applicant (who, having left, has no name). */
export function otherSideName(thread: Pick<Thread, 'companyName' | 'applicantName'>, role: 'jobseeker' | 'employer', t: Translate): string {
  if (role === 'jobseeker') return thread.companyName;
  return thread.applicantName || t('messages.applicantLeft');
}
