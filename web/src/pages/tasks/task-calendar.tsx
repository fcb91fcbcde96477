import { useSearchParams } from 'react-router';
import type { TaskScope } from '../../api/tasks.js';
import { LoadFailed, Loading } from '../../components/ui/states.js';
import { Icon } from '../../components/back-office-icon.js';
import { useI18n } from '../../i18n/i18n-context.js';
import { useTaskMonth } from './queries.js';
import {
  byDueDay,
  formatDay,
  monthGrid,
  monthTitle,
  parseMonth,
  pragueToday,
  shiftMonth,
  weekdayNames,
  type TaskFilters,
} from './task-rules.js';
import styles from './tasks.module.css';

/**
 * Kalendář: a month (Monday first, Czech month names, Europe/Prague) with each task on its due date;
 * the month is in `?mesic=yyyy-MM`, the screen's filters apply. A task opens its detail.
 */
export function TaskCalendar({ scope, filters, onOpen }: { scope: TaskScope; filters: TaskFilters; onOpen: (id: number) => void }) {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const today = pragueToday();
  const month = parseMonth(params.get('mesic'), today);
  const weeks = monthGrid(month);
  const from = weeks[0]?.[0]?.day ?? '';
  const to = weeks[weeks.length - 1]?.[6]?.day ?? '';
  const data = useTaskMonth(scope, filters, from, to);
  const days = byDueDay(data.data?.tasks ?? []);
  const title = monthTitle(month);
  const go = (next: string) =>
    setParams(
      (current) => {
        const p = new URLSearchParams(current);
        p.set('mesic', next);
        return p;
      },
      { replace: true },
    );

  return (
    <div className={styles.calendar} data-testid="task-calendar">
      <div className={styles.calendarHead}>
        <button
          type="button"
          className="ui-icon-button"
          onClick={() => go(shiftMonth(month, -1))}
          aria-label={t('tasks.calendar.prev')}
          data-testid="task-calendar-prev"
        >
          <Icon name="arrowLeft" size={18} />
        </button>
        <h3 className={styles.calendarTitle} aria-live="polite" data-testid="task-calendar-month">
          {title}
        </h3>
        <button
          type="button"
          className="ui-icon-button"
          onClick={() => go(shiftMonth(month, 1))}
          aria-label={t('tasks.calendar.next')}
          data-testid="task-calendar-next"
        >
          <Icon name="arrowRight" size={18} />
        </button>
        <button type="button" className="button button--ghost button--small" onClick={() => go(today.slice(0, 7))}>
          {t('tasks.calendar.today')}
        </button>
      </div>
      {data.status === 'error' ? (
        <LoadFailed error={data.error} fallback={t('tasks.loadFailed')} onRetry={data.reload} testId="task-calendar-error" />
      ) : !data.data ? (
        <Loading label={t('tasks.loading')} />
      ) : (
        <table className={styles.calendarGrid} aria-busy={data.status === 'loading'}>
          <caption className="visually-hidden">{t('tasks.calendar.grid', { month: title })}</caption>
          <thead>
            <tr>
              {weekdayNames().map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week[0]?.day}>
                {week.map(({ day, inMonth }) => {
                  const list = days.get(day) ?? [];
                  return (
                    <td
                      key={day}
                      className={`${styles.calendarDay}${inMonth ? '' : ` ${styles.calendarOut}`}${day === today ? ` ${styles.calendarToday}` : ''}`}
                      data-testid="task-calendar-day"
                      data-day={day}
                    >
                      <span className={styles.calendarNumber} aria-hidden="true">
                        {Number(day.slice(8))}
                      </span>
                      <span className="visually-hidden">{formatDay(day)}</span>
                      {list.length > 0 && (
                        <ul className={styles.calendarTasks}>
                          {list.map((task) => (
                            <li key={task.id}>
                              <button
                                type="button"
                                className={`${styles.calendarTask}${task.overdue ? ` ${styles.overdue}` : ''}`}
                                onClick={() => onOpen(task.id)}
                                data-testid="task-calendar-task"
                              >
                                {task.title}
                                {task.overdue && <span className="visually-hidden"> ({t('tasks.overdue')})</span>}
                              </button>
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="ui-muted">{t('tasks.calendar.noDue')}</p>
    </div>
  );
}
