/** The seeker's job alerts: each opens the jobs it describes, and can be removed. */
import { PIPELINE_LIMITS } from '@jobsearch/domain/pipeline';
import { Link } from 'react-router-dom';
import { formatRupees, useT } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import { removeJobAlert } from '../../../lib/entities/job-alerts';
import { PATHS } from '../../../lib/util/paths';
import { PageLoading } from '../../../ui/PageLoading';
import { toast } from '../../../ui/toast';
import { useBusyIds } from '../api/use-busy-ids';
import type { AlertsList } from '../api/use-saved';
import { NEEDS_NETWORK } from '../../../ui/network-guard';
import { alertJobsSearch, alertParts, bySlot } from '../model/alert-text';

/** `alerts`: the live list, or offline the last-seen one (the page shows the offline notice). */
export function AlertList({ alerts }: { alerts: AlertsList }) {
  const t = useT();
  const label = useChoiceLabel();
  const [busy, whileBusy] = useBusyIds();
  const remove = (id: string) =>
    whileBusy(id, async () => {
      if (await removeJobAlert(id)) toast.success(t('savedJobs.alertRemoved'), { toastId: 'savedJobs.alertRemoved' });
      else toast.error(t('savedJobs.alertRemoveFailed'), { toastId: 'savedJobs.alertRemoveFailed' });
    });

  return (
    <section className="job-alerts" id="job-alerts" aria-labelledby="job-alerts-title">
      <h2 id="job-alerts-title">{t('savedJobs.alertsTitle')}</h2>
      {alerts.status === 'loading' ? <PageLoading /> : null}
      {alerts.status === 'error' ? (
        <p className="error-text" role="alert">
          {t('savedJobs.alertsLoadFailed')}
        </p>
      ) : null}
      {alerts.status === 'ready' && alerts.rows.length === 0 ? <p className="muted">{t('savedJobs.noAlerts')}</p> : null}
      {alerts.status === 'ready' && alerts.rows.length > 0 ? (
        <>
          <p className="muted job-alerts__count">{t('savedJobs.alertsCount', { count: alerts.rows.length, max: PIPELINE_LIMITS.alertsPerSeeker })}</p>
          <ul className="job-alerts__list">
            {bySlot(alerts.rows).map((alert) => {
              const text = alertParts(alert, t, formatRupees, label).join(' · ');
              const search = alertJobsSearch(alert);
              return (
                <li key={alert.id} className="card job-alert">
                  <Link className="job-alert__text" to={search ? `${PATHS.jobs}?${search}` : PATHS.jobs}>
                    {text}
                  </Link>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    disabled={busy.has(alert.id)}
                    onClick={() => void remove(alert.id)}
                    {...NEEDS_NETWORK}
                  >
                    {t('savedJobs.alertRemove')}
                    <span className="visually-hidden">: {text}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}
