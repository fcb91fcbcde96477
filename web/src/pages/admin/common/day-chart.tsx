import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount, formatDay, formatDayLong } from '../email-analytics/format.js';

/** One series of a day chart: the day's field it shows, its colour and its name (the legend, the table's column). */
export interface DaySeries<Key extends string> {
  key: Key;
  color: string;
  name: string;
}

/**
 * Counts per day as lines or grouped bars (recharts) for the eye, and the same numbers as a table for
 * screen readers: the chart is one image with `label` saying so (`testId`), the table (`tableTestId`,
 * its rows `rowTestId`) is visually hidden.
 */
export function DayChart<Key extends string, Day extends { date: string } & Record<Key, number>>({
  kind,
  days,
  series,
  label,
  caption,
  dateColumn,
  classNames,
  testId,
  tableTestId,
  rowTestId,
}: {
  kind: 'line' | 'bar';
  days: Day[];
  series: ReadonlyArray<DaySeries<Key>>;
  label: string;
  /** the table's caption */
  caption: string;
  dateColumn: string;
  /** the chart's frame and the legend's names (a CSS module's classes) */
  classNames: { chart: string | undefined; legend: string | undefined };
  testId: string;
  tableTestId: string;
  rowTestId?: string;
}) {
  const Chart = kind === 'line' ? LineChart : BarChart;
  return (
    <>
      <div className={classNames.chart} role="img" aria-label={label} data-testid={testId}>
        <Chart
          responsive
          style={{ width: '100%', height: 260 }}
          data={days}
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, left: 0, bottom: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={formatDay} tick={{ fontSize: 12 }} minTickGap={kind === 'line' ? 16 : undefined} />
          <YAxis allowDecimals={false} tickFormatter={formatCount} tick={{ fontSize: 12 }} width={48} />
          <Tooltip labelFormatter={(date) => formatDayLong(String(date))} formatter={(value) => formatCount(Number(value))} />
          <Legend formatter={(name) => <span className={classNames.legend}>{name}</span>} />
          {series.map((s) =>
            kind === 'line' ? (
              <Line
                key={s.key}
                type="monotone"
                dataKey={s.key}
                name={s.name}
                stroke={s.color}
                dot={false}
                strokeWidth={2}
                isAnimationActive={false}
              />
            ) : (
              <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.color} isAnimationActive={false} radius={[3, 3, 0, 0]} />
            ),
          )}
        </Chart>
      </div>
      {/* a plain table, not the kit's scrolling frame: a hidden region that scrolls would need a tab stop */}
      {/* the wrapper is hidden, not the table: a table keeps its columns' width and would widen the page on a phone */}
      <div className="visually-hidden">
        <table data-testid={tableTestId}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {[dateColumn, ...series.map((s) => s.name)].map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date} data-testid={rowTestId}>
                <th scope="row">{formatDayLong(day.date)}</th>
                {series.map((s) => (
                  <td key={s.key}>{formatCount(day[s.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
