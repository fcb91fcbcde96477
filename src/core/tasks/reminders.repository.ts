import type { Knex } from 'knex';

type Row = Record<string, unknown>;

/** A task the daily job reminds of, with who it is for. */
export interface ReminderCandidate {
  id: number;
  company_id: number | null;
  title: string;
  due_date: string;
  priority: string;
  assignee_name: string | null;
  assignee_email: string | null;
  country: string;
}

/**
 * task_reminders: one row per task and Prague day. A claim inserts the row unless that key is there,
 * so of runs that overlap or repeat exactly one reminds of a task on a day.
 */
export function createTaskRemindersRepository(db: Knex) {
  return {
    /** Open tasks (not completed or cancelled) due `tomorrow` or before `today`, not yet reminded on `today`; at most `limit`. */
    async candidates(today: string, tomorrow: string, limit: number): Promise<ReminderCandidate[]> {
      const rows = (await db('tasks as t')
        .leftJoin('users as au', 'au.id', 't.assigned_user_id')
        .leftJoin('employees as ae', 'ae.id', 't.assigned_employee_id')
        .leftJoin('companies as c', 'c.id', 't.company_id')
        .whereNotNull('t.due_date')
        .where((w) => w.where('t.due_date', tomorrow).orWhere('t.due_date', '<', today))
        .whereNotIn('t.status', ['completed', 'cancelled'])
        .where('t.is_demo', false)
        .whereNotExists(db('task_reminders as r').whereRaw('r.task_id = t.id').where('r.day', today).select(db.raw('1')))
        .orderBy('t.id')
        .limit(limit)
        .select(
          't.id',
          't.company_id',
          't.title',
          't.due_date',
          't.priority',
          't.assigned_employee_id',
          'au.first_name',
          'au.last_name',
          'au.email as user_email',
          'ae.name as employee_name',
          'ae.email as employee_email',
          'c.country_code',
        )) as Row[];
      return rows.map((r) => {
        const employee = r.assigned_employee_id !== null && r.assigned_employee_id !== undefined;
        const userName = [r.first_name, r.last_name].filter((v) => typeof v === 'string' && v).join(' ') || null;
        return {
          id: Number(r.id),
          company_id: r.company_id === null || r.company_id === undefined ? null : Number(r.company_id),
          title: String(r.title),
          due_date: String(r.due_date),
          priority: String(r.priority),
          assignee_name: employee ? ((r.employee_name as string | null) ?? null) : userName,
          assignee_email: ((employee ? r.employee_email : r.user_email) as string | null) || null,
          country: typeof r.country_code === 'string' ? r.country_code : 'CZ',
        };
      });
    },

    /** Whether this claim got the task's row of `day` (false: another run reminded of it already). */
    async claim(taskId: number, day: string, kind: string, now: Date): Promise<boolean> {
      const rows = await db('task_reminders')
        .insert({ task_id: taskId, day, kind, created_at: now.toISOString() })
        .onConflict(['task_id', 'day'])
        .ignore()
        .returning('task_id');
      return rows.length > 0;
    },
  };
}

export type TaskRemindersRepository = ReturnType<typeof createTaskRemindersRepository>;
