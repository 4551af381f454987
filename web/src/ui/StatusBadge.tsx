/** An application's status as a small coloured label: the employer's applicant table and the seeker's My Applications alike. */
import type { ApplicationStatus } from '@jobsearch/domain/pipeline';
import { useChoiceLabel } from '../i18n/choices';
import { statusTone } from './status-tone';
import './status-badge.css';

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const choiceLabel = useChoiceLabel();
  return (
    <span className={`status-badge status-badge--${statusTone(status)}`} data-testid="applicant-status">
      {choiceLabel('applicationStatus', status)}
    </span>
  );
}
