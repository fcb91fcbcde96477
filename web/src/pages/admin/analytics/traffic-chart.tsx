import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { WebAnalytics } from '../../../api/web-analytics.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { formatCount, formatDay, formatDayLong } from '../email-analytics/format.js';
import styles from './analytics.module.css';

type Day = WebAnalytics['chartData'][number];

/** Series colours: indigo and green, each at least 3:1 against the light and the dark surface. */
const SERIES = [
  { key: 'pageViews', color: '#6366f1', label: 'admin.webAnalytics.pageViews' },
  { key: 'uniqueVisitors', color: '#16a34a', label: 'admin.webAnalytics.visitors' },
] as const;

/** Page views and visitors per day as lines (recharts), and the same numbers as a hidden table for screen readers. */
export function TrafficChart({ days, testId = 'web-analytics-chart' }: { days: Day[]; testId?: string }) {
  const { t } = useI18n();
  return (
    <>
      <div className={styles.chart} role="img" aria-label={t('admin.webAnalytics.chartLabel')} data-testid={testId}>
        <LineChart
          responsive
          style={{ width: '100%', height: 260 }}
          data={days}
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, left: 0, bottom: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={formatDay} tick={{ fontSize: 12 }} minTickGap={16} />
          <YAxis allowDecimals={false} tickFormatter={formatCount} tick={{ fontSize: 12 }} width={48} />
          <Tooltip labelFormatter={(date) => formatDayLong(String(date))} formatter={(value) => formatCount(Number(value))} />
          <Legend formatter={(name) => <span className={styles.legend}>{name}</span>} />
          {SERIES.map((s) => (
            <Line
              key={s.key}
              type="monotone"
              dataKey={s.key}
              name={t(s.label)}
              stroke={s.color}
              dot={false}
              strokeWidth={2}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </div>
      {/* the wrapper is hidden, not the table: a table keeps its columns' width and would widen the page on a phone */}
      <div className="visually-hidden">
        <table data-testid={`${testId}-table`}>
          <caption>{t('admin.webAnalytics.chartTable')}</caption>
          <thead>
            <tr>
              {[t('admin.webAnalytics.date'), t('admin.webAnalytics.pageViews'), t('admin.webAnalytics.visitors')].map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <th scope="row">{formatDayLong(d.date)}</th>
                <td>{formatCount(d.pageViews)}</td>
                <td>{formatCount(d.uniqueVisitors)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
