import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { FinanceDto } from '../../../api/finance.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { bucketLabel, minorMoney } from './format.js';
import styles from './finance.module.css';

/** Series colours: indigo and green, each at least 3:1 against the light and the dark surface. */
const SERIES = [
  { key: 'bookings', color: '#6366f1', label: 'salon.finance.bookings' },
  { key: 'orders', color: '#16a34a', label: 'salon.finance.orders' },
] as const;

/**
 * The period's revenue per bucket as stacked bars (recharts; this file is loaded lazily, so the chart
 * library stays out of every other bundle), and the same figures as a table for screen readers.
 */
export function FinanceChart({ data }: { data: FinanceDto }) {
  const { t } = useI18n();
  const rows = data.series.map((b) => ({ ...b, label: bucketLabel(data.period, b.label) }));
  const money = (amount: number) => minorMoney(amount, data.currency);
  return (
    <>
      <div className={styles.chart} role="img" aria-label={t('salon.finance.chartLabel')} data-testid="finance-chart">
        <BarChart
          responsive
          style={{ width: '100%', height: 280 }}
          data={rows}
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, left: 8, bottom: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={8} />
          <YAxis tickFormatter={(value: number) => money(Number(value))} tick={{ fontSize: 12 }} width={88} />
          <Tooltip formatter={(value) => money(Number(value))} />
          <Legend />
          {SERIES.map((s) => (
            <Bar key={s.key} dataKey={s.key} name={t(s.label)} stackId="revenue" fill={s.color} isAnimationActive={false} />
          ))}
        </BarChart>
      </div>
      {/* the wrapper is hidden, not the table: a table keeps its columns' width and would widen the page on a phone */}
      <div className="visually-hidden">
        <table data-testid="finance-chart-table">
          <caption>{t('salon.finance.chartTable')}</caption>
          <thead>
            <tr>
              {[t('salon.finance.bucket'), t('salon.finance.bookings'), t('salon.finance.orders'), t('salon.finance.noShow')].map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((b) => (
              <tr key={b.start}>
                <th scope="row">{b.label}</th>
                <td>{money(b.bookings)}</td>
                <td>{money(b.orders)}</td>
                <td>{money(b.no_show)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
