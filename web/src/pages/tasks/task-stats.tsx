import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { TaskScope, TaskStatsDto } from '../../api/tasks.js';
import { LoadFailed, Loading } from '../../components/ui/states.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { useTaskStats } from './queries.js';
import { CATEGORIES, formatDay, PRIORITIES, STATUSES } from './task-rules.js';
import styles from './tasks.module.css';

interface Row {
  label: string;
  count: number;
}

/** Statistiky: the figures, then bars by status, priority, category, assignee and completed per week (each with its table). */
export function TaskStats({ scope }: { scope: TaskScope }) {
  const { t } = useI18n();
  const data = useTaskStats(scope);
  if (data.status === 'error')
    return <LoadFailed error={data.error} fallback={t('tasks.loadFailed')} onRetry={data.reload} testId="task-stats-error" />;
  const stats: TaskStatsDto | null = data.data;
  if (!stats) return <Loading label={t('tasks.loading')} />;
  const open = stats.total - (stats.by_status.completed ?? 0) - (stats.by_status.cancelled ?? 0);
  const figures = [
    { key: 'total', value: stats.total },
    { key: 'open', value: open },
    { key: 'completed', value: stats.by_status.completed ?? 0 },
    { key: 'overdue', value: stats.overdue },
  ] as const;
  const charts: Array<{ id: string; title: string; rows: Row[] }> = [
    {
      id: 'status',
      title: t('tasks.stats.byStatus'),
      rows: STATUSES.map((s) => ({ label: t(`tasks.status.${s}`), count: stats.by_status[s] ?? 0 })),
    },
    {
      id: 'priority',
      title: t('tasks.stats.byPriority'),
      rows: PRIORITIES.map((p) => ({ label: t(`tasks.priority.${p}`), count: stats.by_priority[p] ?? 0 })),
    },
    { id: 'category', title: t('tasks.stats.byCategory'), rows: CATEGORIES.map((c) => ({ label: c, count: stats.by_category[c] ?? 0 })) },
    {
      id: 'assignee',
      title: t('tasks.stats.byAssignee'),
      rows: stats.by_assignee.map((a) => ({ label: a.name || t('tasks.unassigned'), count: a.total })),
    },
    {
      id: 'week',
      title: t('tasks.stats.perWeek'),
      rows: stats.completed_per_week.map((w) => ({ label: formatDay(w.week_start), count: w.count })),
    },
  ];
  return (
    <div className={styles.stats} data-testid="task-stats">
      <ul className={styles.figures}>
        {figures.map((f) => (
          <li key={f.key} className={`${styles.figure}${f.key === 'overdue' && f.value > 0 ? ` ${styles.overdue}` : ''}`}>
            <span>{t(`tasks.stats.${f.key}`)}</span>
            <strong data-testid={`task-stats-${f.key}`}>{f.value}</strong>
          </li>
        ))}
      </ul>
      <div className={styles.charts}>
        {charts.map((chart) => (
          <StatsChart key={chart.id} id={chart.id} title={chart.title} rows={chart.rows} />
        ))}
      </div>
    </div>
  );
}

/** One bar chart for the eye, the same numbers as a visually hidden table for screen readers. */
function StatsChart({ id, title, rows }: { id: string; title: string; rows: Row[] }) {
  const { t } = useI18n();
  const headingId = `task-stats-${id}`;
  return (
    <section className={styles.chartBox} aria-labelledby={headingId} data-testid={`task-chart-${id}`}>
      <h3 id={headingId} className={styles.chartTitle}>
        {title}
      </h3>
      <div role="img" aria-label={t('tasks.stats.chartLabel', { title })}>
        <BarChart
          responsive
          style={{ width: '100%', height: 220 }}
          data={rows}
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, left: 0, bottom: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="label"
            tick={{ fontSize: 11 }}
            interval={0}
            angle={rows.length > 5 ? -30 : 0}
            textAnchor={rows.length > 5 ? 'end' : 'middle'}
            height={rows.length > 5 ? 60 : 30}
          />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={32} />
          <Tooltip />
          <Bar dataKey="count" name={t('tasks.stats.count')} fill="#6366f1" isAnimationActive={false} radius={[3, 3, 0, 0]} />
        </BarChart>
      </div>
      {/* the wrapper is hidden, not the table: a table keeps its columns' width and would widen the page on a phone */}
      <div className="visually-hidden">
        <table data-testid={`task-chart-${id}-table`}>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{title}</th>
              <th scope="col">{t('tasks.stats.count')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
