import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportDto } from '../../../api/reports.js';
import { cellText } from './format.js';
import type { ChartSpec } from './report-series.js';
import { SERIES_COLOURS } from './report-series.js';
import styles from './reports.module.css';

/**
 * A report's chart (recharts, loaded only when Reporty opens): one image with a label for screen
 * readers, who read the same figures in the table beside it.
 */
export function ReportChart({ report, spec, label }: { report: ReportDto; spec: ChartSpec; label: string }) {
  const labelOf = (key: string) => report.columns.find((c) => c.key === key)?.label ?? key;
  const common = {
    responsive: true,
    style: { width: '100%', height: 260 },
    data: report.rows,
    accessibilityLayer: false,
    margin: { top: 8, right: 8, left: 0, bottom: 0 },
  };
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey={spec.x} tickFormatter={(v) => cellText(v as string)} tick={{ fontSize: 12 }} />
      <YAxis allowDecimals={spec.decimals ?? false} tick={{ fontSize: 12 }} width={48} />
      <Tooltip labelFormatter={(v) => cellText(v as string)} formatter={(value) => cellText(value as number)} />
      <Legend itemSorter={null} />
    </>
  );
  return (
    <div className={styles.chart} role="img" aria-label={label} data-testid="report-chart">
      {spec.kind === 'line' ? (
        <LineChart {...common}>
          {axes}
          {spec.series.map((key, i) => (
            <Line
              key={key}
              dataKey={key}
              name={labelOf(key)}
              stroke={SERIES_COLOURS[i % SERIES_COLOURS.length]}
              strokeWidth={2}
              connectNulls
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      ) : (
        <BarChart {...common}>
          {axes}
          {spec.series.map((key, i) => (
            <Bar
              key={key}
              dataKey={key}
              name={labelOf(key)}
              fill={SERIES_COLOURS[i % SERIES_COLOURS.length]}
              stackId={spec.kind === 'stacked' ? 'stack' : undefined}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      )}
    </div>
  );
}
