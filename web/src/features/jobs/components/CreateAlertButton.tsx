import { useState } from 'react';
import { useT } from '../../../i18n';
import { Link } from 'react-router-dom';
import { PATHS } from '../../../lib/util/paths';
import { toast } from '../../../ui/toast';
import { NEEDS_NETWORK } from '../../../ui/network-guard';
import type { JobFilters } from '../model/jobs-query';
import { say } from '../../../i18n/problems';

/**
 * "Create job alert": saves the list's current filters and
 * search words as one of the seeker's ten alerts; the seeker's alerts are listed
 * (and removed) on Saved Jobs. A refusal (no filter, ten already) says why;
 * `onNeedsPhone` is called instead when the account has not proved a phone.
 */
export function CreateAlertButton({ uid, filters, onNeedsPhone }: { uid: string; filters: JobFilters; onNeedsPhone?: () => void }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const create = async () => {
    // An account without a proved phone cannot create alerts (firestore.rules): it is shown how to prove one.
    if (onNeedsPhone) {
      onNeedsPhone();
      return;
    }
    setBusy(true);
    try {
      const { createJobAlert } = await import('../../../lib/entities/job-alerts');
      const result = await createJobAlert(uid, filters);
      const message = say(t, result.message);
      if (result.outcome === 'created') toast.success(message, { toastId: result.message });
      else toast.error(message, { toastId: result.message });
    } catch (error) {
      console.error('Creating the job alert failed', error);
      toast.error(t('jobs.alertCreateFailed'), { toastId: 'jobs.alertCreateFailed' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="jobs-alert-bar">
      <button type="button" className="button button--secondary button--small" onClick={() => void create()} disabled={busy} {...NEEDS_NETWORK}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        {t('jobs.createJobAlert')}
      </button>
      <Link to={`${PATHS.savedJobs}#job-alerts`} className="jobs-alert-bar__link">
        {t('jobs.yourJobAlerts')}
      </Link>
    </div>
  );
}
