import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useOperatorTimeZone } from '../../../app/site-settings.js';
import type { ServerStatsMinuteDto } from '../../../api/monitoring.js';
import { LoadFailed } from '../../../components/ui/states.js';
import { useI18n } from '../../../i18n/i18n-context.js';
import { formatAxis, formatNumber, formatPercent } from './format.js';
import { useServerHistory } from './queries.js';
import { PERIOD_NAMES, type Period } from './thresholds.js';
import styles from './webserver.module.css';

const USAGE = [
  { key: 'cpu_percent', name: 'cpu', color: '#6366f1' },
  { key: 'memory_percent', name: 'memory', color: '#16a34a' },
  { key: 'disk_percent', name: 'disk', color: '#f97316' },
] as const;
const TRAFFIC = [
  { key: 'requests', name: 'requests', color: '#2563eb' },
  { key: 'errors', name: 'errors', color: '#dc2626' },
] as const;

/** The minute history of 1 h, 24 h or 7 d as two line charts: CPU, memory and disk in %, requests and errors a minute. */
export function HistoryCharts({ period, onPeriod }: { period: Period; onPeriod: (period: Period) => void }) {
  const { t } = useI18n();
  const history = useServerHistory(period);
  const timeZone = useOperatorTimeZone();
  const minutes = history.data?.history ?? [];
  return (
    <section className={styles.panel} aria-labelledby="webserver-history-title" data-testid="webserver-history">
      <h3 id="webserver-history-title" className={styles.panelTitle}>
        {t('admin.webserver.history')}
      </h3>
      <div className={styles.periods} role="group" aria-label={t('admin.webserver.periods')}>
        {PERIOD_NAMES.map((name) => (
          <button
            key={name}
            type="button"
            className="button"
            aria-pressed={period === name}
            onClick={() => onPeriod(name)}
            data-testid={`webserver-period-${name}`}
          >
            {t(`admin.webserver.period.${name}`)}
          </button>
        ))}
      </div>
      {history.status === 'error' ? (
        <LoadFailed
          error={history.error}
          message={t('admin.webserver.historyFailed')}
          onRetry={history.reload}
          testId="webserver-history-error"
        />
      ) : history.status === 'ready' && minutes.length === 0 ? (
        <p data-testid="webserver-history-empty">{t('admin.webserver.historyEmpty')}</p>
      ) : (
        <div className={styles.charts}>
          <Chart
            label={t('admin.webserver.usageChart')}
            minutes={minutes}
            series={USAGE}
            long={period !== '1h'}
            timeZone={timeZone}
            percent
            testId="webserver-chart-usage"
          />
          <Chart
            label={t('admin.webserver.trafficChart')}
            minutes={minutes}
            series={TRAFFIC}
            long={period !== '1h'}
            timeZone={timeZone}
            testId="webserver-chart-traffic"
          />
        </div>
      )}
    </section>
  );
}

type Series = readonly { key: keyof ServerStatsMinuteDto; name: string; color: string }[];

function Chart(props: {
  label: string;
  minutes: ServerStatsMinuteDto[];
  series: Series;
  long: boolean;
  timeZone: string;
  percent?: boolean;
  testId: string;
}) {
  const { t } = useI18n();
  const { minutes, series, long, percent, timeZone } = props;
  const value = (n: number) => (percent ? formatPercent(n) : formatNumber(n));
  const name = (s: Series[number]) => t(`admin.webserver.series.${s.name}` as 'admin.webserver.series.cpu');
  const last = minutes.at(-1);
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartCaption}>{props.label}</figcaption>
      <div role="img" aria-label={props.label} data-testid={props.testId}>
        <LineChart
          responsive
          style={{ width: '100%', height: 220 }}
          data={minutes}
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, left: 0, bottom: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="minute"
            tickFormatter={(iso: string) => formatAxis(iso, long, timeZone)}
            tick={{ fontSize: 12 }}
            minTickGap={24}
          />
          <YAxis domain={percent ? [0, 100] : [0, 'auto']} allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
          <Tooltip labelFormatter={(iso) => formatAxis(String(iso), true, timeZone)} formatter={(n) => value(Number(n))} />
          <Legend />
          {series.map((s) => (
            <Line key={s.key} dataKey={s.key} name={name(s)} stroke={s.color} dot={false} isAnimationActive={false} strokeWidth={2} />
          ))}
        </LineChart>
      </div>
      {last && <p className="visually-hidden">{series.map((s) => `${name(s)}: ${value(Number(last[s.key]))}`).join(', ')}</p>}
    </figure>
  );
}
