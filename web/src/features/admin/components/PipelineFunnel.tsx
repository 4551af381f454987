/** The pipeline funnel, Applied to Hired: each step's applications as a bar with its number and share of Applied. */
import type { Overview } from '@jobsearch/domain/overview';
import { useT } from '../../../i18n';
import { useChoiceLabel } from '../../../i18n/choices';
import { percentOf } from '../model/overview-charts';

export function PipelineFunnel({ funnel }: { funnel: Overview['funnel'] }) {
  const t = useT();
  const choiceLabel = useChoiceLabel();
  const applied = funnel[0]?.reached ?? 0;
  return (
    <section className="overview__section" aria-labelledby="overview-funnel">
      <h2 id="overview-funnel" className="overview__heading">
        {t('admin.funnelTitle')}
      </h2>
      <p className="muted overview__note">{t('admin.funnelNote')}</p>
      <ol className="overview__funnel" data-testid="overview-funnel">
        {funnel.map(({ stage, reached }) => (
          <li key={stage} className="overview__funnel-step">
            <span className="overview__funnel-label">{choiceLabel('applicationStatus', stage)}</span>
            <span className="overview__funnel-track" aria-hidden="true">
              <span className="overview__funnel-bar" style={{ width: `${applied > 0 ? Math.max((reached / applied) * 100, reached > 0 ? 1 : 0) : 0}%` }} />
            </span>
            <span className="overview__funnel-count">{t('admin.funnelReached', { count: reached, percent: percentOf(reached, applied) })}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
