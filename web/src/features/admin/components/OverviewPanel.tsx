/**
 * The Overview tab, where the dashboard opens: the totals, the last days as
 * small charts (and a table for screen readers) and the pipeline funnel, from
 * the counters the triggers keep (api/admin-overview.ts). Read once when
 * shown; Refresh reads again, and a delete elsewhere marks it stale.
 */
import { OVERVIEW_TOTALS, type Overview } from '@jobsearch/domain/overview';
import { formatNumber, useT } from '../../../i18n';
import { useRead } from '../../../lib/data/use-read';
import { fetchOverview } from '../api/admin-overview';
import { adminListTag } from '../api/use-admin-list';
import { AdminPanel } from './AdminPanel';
import { DailyCharts, DailyTable } from './DailyCharts';
import { PipelineFunnel } from './PipelineFunnel';
import './overview.css';

export function OverviewPanel({ selected }: { selected: boolean }) {
  const t = useT();
  const read = useRead('overview', selected, () => fetchOverview(), 'Loading the admin overview failed', { tags: [adminListTag('overview')] });
  return (
    <AdminPanel
      tab="overview"
      selected={selected}
      status={read.state.status}
      empty={null}
      onRetry={read.reload}
      before={
        <div className="overview__toolbar">
          <button type="button" className="button button--secondary button--small" onClick={read.reload} disabled={read.state.status === 'loading'}>
            {t('admin.overviewRefresh')}
          </button>
        </div>
      }
    >
      {read.state.status === 'done' ? <OverviewBody overview={read.state.value} /> : null}
    </AdminPanel>
  );
}

function OverviewBody({ overview }: { overview: Overview }) {
  const t = useT();
  return (
    <div className="overview">
      <section className="overview__section" aria-labelledby="overview-totals">
        <h2 id="overview-totals" className="overview__heading">
          {t('admin.overviewTotals')}
        </h2>
        <dl className="overview__totals" data-testid="overview-totals">
          {OVERVIEW_TOTALS.map((key) => (
            <div key={key} className="overview__total">
              <dt>{t(`admin.total:${key}`)}</dt>
              <dd>{formatNumber(overview.totals[key])}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="overview__section" aria-labelledby="overview-days">
        <h2 id="overview-days" className="overview__heading">
          {t('admin.overviewDays', { days: overview.days.length })}
        </h2>
        <DailyCharts days={overview.days} />
        <DailyTable days={overview.days} />
      </section>
      <PipelineFunnel funnel={overview.funnel} />
    </div>
  );
}
