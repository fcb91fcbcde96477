import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { EmailAnalytics } from '../../../api/email-analytics.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { formatCount, formatDay, formatDayLong } from './format.js';
import styles from './email-analytics.module.css';

type Day = EmailAnalytics['chartData'][number];

/** Series colours: indigo, green and orange, each at least 3:1 against the light and the dark surface. */
const SERIES = [
  { key: 'sent', color: '#6366f1' },
  { key: 'opened', color: '#16a34a' },
  { key: 'clicked', color: '#f97316' },
] as const;

/**
 * The last 7 days as grouped bars (recharts) for the eye, and the same numbers as a table for screen
 * readers: the chart is one image with a label saying so, the table is visually hidden.
 */
export function TrendChart({ days }: { days: Day[] }) {
  const { t } = useI18n();
  const label = (key: (typeof SERIES)[number]['key']) => t(`admin.emailAnalytics.${key}`);
  return (
    <>
      <div className={styles.chart} role="img" aria-label={t('admin.emailAnalytics.chartLabel')} data-testid="email-analytics-chart">
        <BarChart
          responsive
          style={{ width: '100%', height: 260 }}
          data={days}
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, left: 0, bottom: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={formatDay} tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} tickFormatter={formatCount} tick={{ fontSize: 12 }} width={48} />
          <Tooltip labelFormatter={(date) => formatDayLong(String(date))} formatter={(value) => formatCount(Number(value))} />
          <Legend formatter={(name) => <span className={styles.legend}>{name}</span>} />
          {SERIES.map((s) => (
            <Bar key={s.key} dataKey={s.key} name={label(s.key)} fill={s.color} isAnimationActive={false} radius={[3, 3, 0, 0]} />
          ))}
        </BarChart>
      </div>
      {/* a plain table, not the kit's scrolling frame: a hidden region that scrolls would need a tab stop */}
      {/* the wrapper is hidden, not the table: a table keeps its columns' width and would widen the page on a phone */}
      <div className="visually-hidden">
        <table data-testid="email-analytics-trend-table">
          <caption>{t('admin.emailAnalytics.trendTable')}</caption>
          <thead>
            <tr>
              {[t('admin.emailAnalytics.date'), label('sent'), label('opened'), label('clicked')].map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date} data-testid="email-analytics-trend-row">
                <th scope="row">{formatDayLong(d.date)}</th>
                <td>{formatCount(d.sent)}</td>
                <td>{formatCount(d.opened)}</td>
                <td>{formatCount(d.clicked)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
