/**
 * The last days as small bar charts, one per daily count (plain SVG, drawn
 * for the eye only), and the same numbers as a table for screen readers.
 */
import { OVERVIEW_DAILY, type OverviewDay } from '@jobsearch/domain/overview';
import { formatNumber, useT } from '../../../i18n';
import { formatDate } from '../../../lib/util/dates';
import { barsOf } from '../model/overview-charts';

const WIDTH = 300;
const HEIGHT = 60;

export function DailyCharts({ days }: { days: readonly OverviewDay[] }) {
  const t = useT();
  return (
    <ul className="overview__charts" aria-hidden="true">
      {OVERVIEW_DAILY.map((key) => {
        const values = days.map((day) => day[key]);
        const sum = values.reduce((a, b) => a + b, 0);
        return (
          <li key={key} className="overview__chart" data-testid={`overview-chart-${key}`}>
            <span className="overview__chart-title">{t(`admin.daily:${key}`)}</span>
            <span className="overview__chart-sum">{t('admin.dailySum', { count: sum, days: days.length })}</span>
            <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" focusable="false">
              <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="overview__axis" />
              {barsOf(values, WIDTH, HEIGHT).map((bar, i) =>
                bar.height > 0 ? <rect key={days[i]!.day} x={bar.x} y={bar.y} width={bar.width} height={bar.height} rx="1" /> : null,
              )}
            </svg>
            <span className="overview__chart-range">
              <span>{formatDate(days[0]?.day ?? '')}</span>
              <span>{formatDate(days.at(-1)?.day ?? '')}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The charts' numbers, newest day first, for screen readers (visually hidden). */
export function DailyTable({ days }: { days: readonly OverviewDay[] }) {
  const t = useT();
  return (
    <table className="visually-hidden">
      <caption>{t('admin.dailyTable', { days: days.length })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('admin.day')}</th>
          {OVERVIEW_DAILY.map((key) => (
            <th key={key} scope="col">
              {t(`admin.daily:${key}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {[...days].reverse().map((day) => (
          <tr key={day.day}>
            <th scope="row">{formatDate(day.day)}</th>
            {OVERVIEW_DAILY.map((key) => (
              <td key={key}>{formatNumber(day[key])}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
