import type { EmailAnalytics } from '../../../api/email-analytics.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { DayChart } from '../common/day-chart.js';
import styles from './email-analytics.module.css';

type Day = EmailAnalytics['chartData'][number];

/**
 * The last 7 days as grouped bars (recharts) for the eye, and the same numbers as a table for screen
 * readers: the chart is one image with a label saying so, the table is visually hidden.
 */
export function TrendChart({ days }: { days: Day[] }) {
  const { t } = useI18n();
  return (
    <DayChart
      kind="bar"
      days={days}
      // series colours: indigo, green and orange, each at least 3:1 against the light and the dark surface
      series={[
        { key: 'sent', color: '#6366f1', name: t('admin.emailAnalytics.sent') },
        { key: 'opened', color: '#16a34a', name: t('admin.emailAnalytics.opened') },
        { key: 'clicked', color: '#f97316', name: t('admin.emailAnalytics.clicked') },
      ]}
      label={t('admin.emailAnalytics.chartLabel')}
      caption={t('admin.emailAnalytics.trendTable')}
      dateColumn={t('admin.emailAnalytics.date')}
      classNames={{ chart: styles.chart, legend: styles.legend }}
      testId="email-analytics-chart"
      tableTestId="email-analytics-trend-table"
      rowTestId="email-analytics-trend-row"
    />
  );
}
