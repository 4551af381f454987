import type { JobWithId } from '@jobsearch/domain/schemas';
import { useT } from '../../../i18n';

/** A plain warning on a job marked Chargeable: JobSearch India never asks job seekers for money. */
export function ChargeableWarning({ job }: { job: Pick<JobWithId, 'chargeable'> }) {
  const t = useT();
  if (job.chargeable !== 'Yes') return null;
  return (
    <p className="job-warning" role="note">
      {t('jobs.chargeableWarning')}
    </p>
  );
}
