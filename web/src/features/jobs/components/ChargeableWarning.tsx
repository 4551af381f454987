import { MESSAGES } from '@jobsearch/domain/messages';
import type { JobWithId } from '@jobsearch/domain/schemas';

/** A plain warning on a job marked Chargeable: JobSearch India never asks job seekers for money. */
export function ChargeableWarning({ job }: { job: Pick<JobWithId, 'chargeable'> }) {
  if (job.chargeable !== 'Yes') return null;
  return (
    <p className="job-warning" role="note">
      {MESSAGES.chargeableWarning}
    </p>
  );
}
