import type { WebAnalytics } from '../../../api/web-analytics.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { DayChart } from '../common/day-chart.js';
import styles from './analytics.module.css';

type Day = WebAnalytics['chartData'][number];

/** Page views and visitors per day as lines (recharts), and the same numbers as a hidden table for screen readers. */
export function TrafficChart({ days, testId = 'web-analytics-chart' }: { days: Day[]; testId?: string }) {
  const { t } = useI18n();
  return (
    <DayChart
      kind="line"
      days={days}
      // series colours: indigo and green, each at least 3:1 against the light and the dark surface
      series={[
        { key: 'pageViews', color: '#6366f1', name: t('admin.webAnalytics.pageViews') },
        { key: 'uniqueVisitors', color: '#16a34a', name: t('admin.webAnalytics.visitors') },
      ]}
      label={t('admin.webAnalytics.chartLabel')}
      caption={t('admin.webAnalytics.chartTable')}
      dateColumn={t('admin.webAnalytics.date')}
      classNames={{ chart: styles.chart, legend: styles.legend }}
      testId={testId}
      tableTestId={`${testId}-table`}
    />
  );
}
