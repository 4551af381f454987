/**
 * An applicant's status and the control that moves it: a select offering
 * only the moves firestore.rules allow from the current status
 * (nextStatuses); Interview and Not selected ask for their details in a
 * dialog first. The table is live, so the new status shows as the rules
 * accept it.
 */
import { statusOf, type ApplicationStatus } from '@jobsearch/domain/pipeline';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import { StatusBadge } from '../../../ui/StatusBadge';
import { toast } from '../../../ui/toast';
import { moveApplicant } from '../api/move-applicant';
import type { Applicant } from '../api/use-applicants';
import { asksDetails, checkStatusChange, nextStatuses } from '../model/applicants';
import { InterviewDialog } from './InterviewDialog';
import { NotSelectedDialog } from './NotSelectedDialog';
import { problemText } from './problem-text';

export function StatusControl({ applicant }: { applicant: Applicant }) {
  const t = useT();
  const choiceLabel = useChoiceLabel();
  const current = statusOf(applicant);
  const options = nextStatuses(current);
  const [asking, setAsking] = useState<'Interview' | 'Not selected' | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (to: ApplicationStatus) => {
    if (asksDetails(to)) {
      setAsking(to);
      return;
    }
    const checked = checkStatusChange(current, to, {});
    if (!checked.ok) {
      toast.error(problemText(t, Object.values(checked.errors)[0]) ?? t('applications.statusChangeFailed'));
      return;
    }
    setBusy(true);
    await moveApplicant(applicant, checked.change);
    setBusy(false);
  };

  return (
    <div className="status-control">
      <StatusBadge status={current} />
      {options.length === 0 ? (
        <span className="muted status-control__final">{t('applications.statusFinal')}</span>
      ) : (
        <select
          className="status-control__select"
          aria-label={t('applications.moveApplicant', { name: applicant.applicantName })}
          value=""
          disabled={busy}
          onChange={(event) => void choose(event.target.value as ApplicationStatus)}
        >
          <option value="" disabled>
            {t('applications.movePlaceholder')}
          </option>
          {options.map((status) => (
            <option key={status} value={status}>
              {choiceLabel('applicationStatus', status)}
            </option>
          ))}
        </select>
      )}
      {asking === 'Interview' ? <InterviewDialog applicant={applicant} from={current} onClose={() => setAsking(null)} /> : null}
      {asking === 'Not selected' ? <NotSelectedDialog applicant={applicant} from={current} onClose={() => setAsking(null)} /> : null}
    </div>
  );
}
