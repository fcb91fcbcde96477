import type { Knex } from 'knex';
import { toIso } from '../../db/dialect.js';
import type { TaskScope } from './model.js';

type Row = Record<string, unknown>;
const OPEN_EXCLUDED = ['completed', 'cancelled'];

/** The Statistiky tab's counts, each one grouped query over the scope's tasks. */
export function createTaskStatsRepository(db: Knex) {
  const tasks = (scope: TaskScope) =>
    scope.companyId === null ? db('tasks as t').whereNull('t.company_id') : db('tasks as t').where('t.company_id', scope.companyId);

  async function countsBy(scope: TaskScope, column: 'status' | 'priority' | 'category'): Promise<Record<string, number>> {
    const rows = (await tasks(scope)
      .groupBy(`t.${column}`)
      .select({ key: `t.${column}` })
      .count({ n: '*' })) as Row[];
    return Object.fromEntries(rows.map((r) => [String(r.key), Number(r.n)]));
  }

  return {
    countsBy,

    async overdue(scope: TaskScope, today: string): Promise<number> {
      const row = await tasks(scope).where('t.due_date', '<', today).whereNotIn('t.status', OPEN_EXCLUDED).count({ n: '*' }).first();
      return Number(row?.n ?? 0);
    },

    /** Per assignee (user or employee; null: nobody): all, completed and overdue tasks, with the name parts. */
    async byAssignee(scope: TaskScope, today: string) {
      const rows = (await tasks(scope)
        .leftJoin('users as au', 'au.id', 't.assigned_user_id')
        .leftJoin('employees as ae', 'ae.id', 't.assigned_employee_id')
        .groupBy('t.assigned_user_id', 't.assigned_employee_id', 'au.first_name', 'au.last_name', 'au.email', 'ae.name')
        .select('t.assigned_user_id', 't.assigned_employee_id', 'au.first_name', 'au.last_name', 'au.email', 'ae.name')
        .count({ total: '*' })
        .select(
          db.raw(`sum(case when t.status = 'completed' then 1 else 0 end) as completed`),
          db.raw(`sum(case when t.due_date < ? and t.status not in ('completed', 'cancelled') then 1 else 0 end) as overdue`, [today]),
        )) as Row[];
      return rows.map((r) => ({
        assigned_to:
          r.assigned_user_id !== null && r.assigned_user_id !== undefined
            ? `user:${Number(r.assigned_user_id)}`
            : r.assigned_employee_id !== null && r.assigned_employee_id !== undefined
              ? `employee:${Number(r.assigned_employee_id)}`
              : null,
        name:
          (r.assigned_employee_id !== null && r.assigned_employee_id !== undefined
            ? (r.name as string | null)
            : [r.first_name, r.last_name].filter((v) => typeof v === 'string' && v).join(' ') || (r.email as string | null)) ?? null,
        total: Number(r.total),
        completed: Number(r.completed ?? 0),
        overdue: Number(r.overdue ?? 0),
      }));
    },

    /** The instants (ISO) tasks were completed since `since` (ISO): at most a few weeks of them. */
    async completedSince(scope: TaskScope, since: string): Promise<string[]> {
      const rows = (await tasks(scope)
        .where('t.status', 'completed')
        .where('t.completed_at', '>=', since)
        .select('t.completed_at')) as Row[];
      return rows.map((r) => toIso(r.completed_at)!).filter(Boolean);
    },
  };
}

export type TaskStatsRepository = ReturnType<typeof createTaskStatsRepository>;
