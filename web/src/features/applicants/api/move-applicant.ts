/** A status change as the employer makes it: written, then a toast saying whether it went through. */
import type { StatusChange } from '@jobsearch/domain/pipeline';
import { translate } from '../../../i18n';
import { choiceLabel } from '../../../i18n/choices';
import { toast } from '../../../ui/toast';
import { changeApplicationStatus } from './change-status';
import type { Applicant } from './use-applicants';

/** Whether the move was written. */
export async function moveApplicant(applicant: Applicant, change: StatusChange): Promise<boolean> {
  try {
    await changeApplicationStatus(applicant.id, change);
    toast.success(translate('applications.statusChanged', { status: choiceLabel('applicationStatus', change.status) }));
    return true;
  } catch (error) {
    console.error('Changing the application status failed', error);
    toast.error(translate('applications.statusChangeFailed'));
    return false;
  }
}
