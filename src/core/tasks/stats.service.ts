import type { TaskStatsDto } from '../../contract/tasks.js';
import type { Clock } from '../clock.port.js';
import {
  addDays,
  pragueDay,
  STATS_WEEKS,
  TASK_CATEGORIES,
  TASK_PRIORITIES,
  TASK_STATUSES,
  TASK_TEXTS,
  weekStart,
  type TaskScope,
} from './model.js';
import type { TaskStatsRepository } from './stats.repository.js';
import { DateTime } from 'luxon';
import { TASK_TIMEZONE } from './model.js';

const zeroes = <K extends string>(keys: readonly K[], counts: Record<string, number>) =>
  Object.fromEntries(keys.map((k) => [k, counts[k] ?? 0])) as Record<K, number>;

/** The Statistiky tab: counts by status, priority, category and assignee, overdue, completed per week. */
export function createTaskStats(deps: { repo: TaskStatsRepository; clock: Clock }) {
  return async function stats(scope: TaskScope): Promise<Omit<TaskStatsDto, 'success'>> {
    const today = pragueDay(deps.clock.now());
    const firstWeek = addDays(weekStart(today), -7 * (STATS_WEEKS - 1));
    const since = DateTime.fromISO(firstWeek, { zone: TASK_TIMEZONE }).toUTC().toISO()!;
    const [byStatus, byPriority, byCategory, overdue, byAssignee, completed] = await Promise.all([
      deps.repo.countsBy(scope, 'status'),
      deps.repo.countsBy(scope, 'priority'),
      deps.repo.countsBy(scope, 'category'),
      deps.repo.overdue(scope, today),
      deps.repo.byAssignee(scope, today),
      deps.repo.completedSince(scope, since),
    ]);
    const weeks = Array.from({ length: STATS_WEEKS }, (_, i) => ({ week_start: addDays(firstWeek, 7 * i), count: 0 }));
    for (const at of completed) {
      const week = weeks.find((w) => w.week_start === weekStart(pragueDay(new Date(at))));
      if (week) week.count += 1;
    }
    return {
      total: Object.values(byStatus).reduce((a, b) => a + b, 0),
      overdue,
      by_status: zeroes(TASK_STATUSES, byStatus),
      by_priority: zeroes(TASK_PRIORITIES, byPriority),
      by_category: zeroes(TASK_CATEGORIES, byCategory),
      by_assignee: byAssignee
        .map((a) => ({ ...a, name: a.name ?? TASK_TEXTS.unassigned }))
        .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name, 'cs')),
      completed_per_week: weeks,
    };
  };
}
