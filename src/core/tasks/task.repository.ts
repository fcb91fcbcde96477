import type { Knex } from 'knex';
import type { TaskSummaryDto } from '../../contract/tasks.js';
import { foldText } from '../../contract/text.js';
import { likeContains, toIso } from '../../db/dialect.js';
import { dialectFor, type SqlDialect } from '../../db/sql-dialect.js';
import { TASK_TEXTS, isOverdue, type TaskScope } from './model.js';

/** The columns a create or an edit writes (days as `YYYY-MM-DD`, tags as a list). */
export interface TaskFields {
  title?: string;
  description?: string | null;
  assigned_user_id?: number | null;
  assigned_employee_id?: number | null;
  assigned_by?: number | null;
  assigned_by_name?: string;
  priority?: string;
  status?: string;
  category?: string;
  tags?: string[];
  due_date?: string | null;
  start_date?: string | null;
  completed_at?: string | null;
  estimated_hours?: number;
  actual_hours?: number | null;
  progress?: number;
  is_demo?: boolean;
}

/** The list's filters as the repository takes them (the assignee already split). */
export interface TaskFilter {
  q?: string;
  assignee?: { kind: 'user' | 'employee'; id: number };
  category?: string;
  status?: string;
  priority?: string;
  dueFrom?: string;
  dueTo?: string;
  /** true: only overdue tasks on `today`; false: none of them */
  overdue?: boolean;
}

type Row = Record<string, unknown>;
const text = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));
const personName = (first: unknown, last: unknown, email: unknown): string | null =>
  [text(first), text(last)].filter(Boolean).join(' ') || text(email);

function parseTags(value: unknown): string[] {
  if (typeof value !== 'string' || !value) return [];
  try {
    const list: unknown = JSON.parse(value);
    return Array.isArray(list) ? list.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

/** The columns of a task row as the API shows it, with its people and counts. */
const SELECT = [
  't.*',
  'au.first_name as au_first',
  'au.last_name as au_last',
  'au.email as au_email',
  'ae.name as ae_name',
  'ae.email as ae_email',
  'ab.first_name as ab_first',
  'ab.last_name as ab_last',
  'ab.email as ab_email',
];
const COUNTS = {
  comment_count: 'select count(*) from task_comments c where c.task_id = t.id',
  subtask_count: 'select count(*) from task_subtasks s where s.task_id = t.id',
  subtasks_done: 'select count(*) from task_subtasks s where s.task_id = t.id and s.completed = ?',
  attachment_count: 'select count(*) from task_attachments a where a.task_id = t.id',
};

function assigneeKeyOf(r: Row): string | null {
  if (r.assigned_user_id !== null && r.assigned_user_id !== undefined) return `user:${Number(r.assigned_user_id)}`;
  if (r.assigned_employee_id !== null && r.assigned_employee_id !== undefined) return `employee:${Number(r.assigned_employee_id)}`;
  return null;
}

/** A joined task row as a list shows it; `today` (Prague) decides overdue. */
function toTaskSummary(r: Row, today: string): TaskSummaryDto {
  const assignedTo = assigneeKeyOf(r);
  const status = String(r.status) as TaskSummaryDto['status'];
  const dueDate = text(r.due_date);
  return {
    id: Number(r.id),
    company_id: r.company_id === null || r.company_id === undefined ? null : Number(r.company_id),
    title: String(r.title),
    description: text(r.description),
    assigned_to: assignedTo,
    assignee_name:
      (assignedTo?.startsWith('employee:') ? text(r.ae_name) : personName(r.au_first, r.au_last, r.au_email)) ?? TASK_TEXTS.unassigned,
    assignee_email: assignedTo?.startsWith('employee:') ? text(r.ae_email) : text(r.au_email),
    assigned_by: r.assigned_by === null || r.assigned_by === undefined ? null : Number(r.assigned_by),
    assigner_name: personName(r.ab_first, r.ab_last, r.ab_email) ?? text(r.assigned_by_name) ?? TASK_TEXTS.unknownPerson,
    priority: String(r.priority) as TaskSummaryDto['priority'],
    status,
    category: String(r.category) as TaskSummaryDto['category'],
    tags: parseTags(r.tags),
    due_date: dueDate,
    start_date: text(r.start_date),
    completed_date: toIso(r.completed_at),
    estimated_hours: Number(r.estimated_hours ?? 0),
    actual_hours: r.actual_hours === null || r.actual_hours === undefined ? null : Number(r.actual_hours),
    progress: Number(r.progress ?? 0),
    overdue: isOverdue({ due_date: dueDate, status }, today),
    comment_count: Number(r.comment_count ?? 0),
    subtask_count: Number(r.subtask_count ?? 0),
    subtasks_done: Number(r.subtasks_done ?? 0),
    attachment_count: Number(r.attachment_count ?? 0),
    created_at: toIso(r.created_at)!,
    updated_at: toIso(r.updated_at)!,
  };
}

/** The row's form of the fields: tags as JSON, and the folded search text when title or description change. */
function rowOf(fields: TaskFields, current?: { title: string; description: string | null }): Row {
  const { tags, ...rest } = fields;
  const row: Row = { ...rest };
  if (tags !== undefined) row.tags = JSON.stringify(tags);
  if (fields.title !== undefined || fields.description !== undefined) {
    const title = fields.title ?? current?.title ?? '';
    const description = fields.description !== undefined ? fields.description : (current?.description ?? null);
    row.search_text = foldText(`${title} ${description ?? ''}`);
  }
  return row;
}

/** Every query of tasks themselves; each bound to one scope (the back office or one company). */
export function createTaskRepository(db: Knex, dialect: SqlDialect = dialectFor(db)) {
  const inScope = (q: Knex.QueryBuilder, scope: TaskScope, column = 't.company_id') =>
    scope.companyId === null ? q.whereNull(column) : q.where(column, scope.companyId);

  const joined = (scope: TaskScope) =>
    inScope(
      db('tasks as t')
        .leftJoin('users as au', 'au.id', 't.assigned_user_id')
        .leftJoin('employees as ae', 'ae.id', 't.assigned_employee_id')
        .leftJoin('users as ab', 'ab.id', 't.assigned_by'),
      scope,
    );

  const withCounts = (q: Knex.QueryBuilder) =>
    q.select([
      ...SELECT,
      db.raw(`(${COUNTS.comment_count}) as comment_count`),
      db.raw(`(${COUNTS.subtask_count}) as subtask_count`),
      db.raw(`(${COUNTS.subtasks_done}) as subtasks_done`, [true]),
      db.raw(`(${COUNTS.attachment_count}) as attachment_count`),
    ]);

  function filtered(scope: TaskScope, filter: TaskFilter, today: string) {
    const q = joined(scope);
    if (filter.q) q.whereRaw(`t.search_text LIKE ? ESCAPE '\\'`, [likeContains(foldText(filter.q))]);
    if (filter.assignee?.kind === 'user') q.where('t.assigned_user_id', filter.assignee.id);
    if (filter.assignee?.kind === 'employee') q.where('t.assigned_employee_id', filter.assignee.id);
    if (filter.category) q.where('t.category', filter.category);
    if (filter.status) q.where('t.status', filter.status);
    if (filter.priority) q.where('t.priority', filter.priority);
    if (filter.dueFrom) q.where('t.due_date', '>=', filter.dueFrom);
    if (filter.dueTo) q.where('t.due_date', '<=', filter.dueTo);
    if (filter.overdue === true) q.where('t.due_date', '<', today).whereNotIn('t.status', ['completed', 'cancelled']);
    if (filter.overdue === false)
      q.where((w) => w.whereNull('t.due_date').orWhere('t.due_date', '>=', today).orWhereIn('t.status', ['completed', 'cancelled']));
    return q;
  }

  return {
    /** Holds the task's row until the write commits (PostgreSQL; SQLite's write lock already does). */
    lock: (id: number) => dialect.lockRow(db, 'tasks', id),

    /** One page of the scope's tasks matching the filter (due date ascending, no date last, then newest) and how many match. */
    async list(scope: TaskScope, filter: TaskFilter, today: string, page: { offset: number; limit: number }) {
      const [rows, count] = await Promise.all([
        withCounts(filtered(scope, filter, today))
          .orderByRaw('case when t.due_date is null then 1 else 0 end, t.due_date asc, t.id desc')
          .offset(page.offset)
          .limit(page.limit),
        filtered(scope, filter, today).count({ n: '*' }).first(),
      ]);
      return { tasks: (rows as Row[]).map((r) => toTaskSummary(r, today)), total: Number(count?.n ?? 0) };
    },

    /** One task of the scope, as lists show it; undefined when it is not the scope's. */
    async find(scope: TaskScope, id: number, today: string): Promise<TaskSummaryDto | undefined> {
      const row = (await withCounts(joined(scope).where('t.id', id)).first()) as Row | undefined;
      return row ? toTaskSummary(row, today) : undefined;
    },

    /** The stored state of a task of the scope that a change starts from (locked in a write). */
    async current(scope: TaskScope, id: number) {
      const row = (await inScope(db('tasks as t'), scope)
        .where('t.id', id)
        .first(
          't.id',
          't.title',
          't.description',
          't.status',
          't.progress',
          't.completed_at',
          't.assigned_user_id',
          't.assigned_employee_id',
        )) as Row | undefined;
      if (!row) return undefined;
      return {
        title: String(row.title),
        description: text(row.description),
        status: String(row.status) as TaskSummaryDto['status'],
        progress: Number(row.progress),
        completed_at: toIso(row.completed_at),
        assigned_to: assigneeKeyOf(row),
      };
    },

    async insert(scope: TaskScope, fields: TaskFields, now: Date): Promise<number> {
      const iso = now.toISOString();
      const [row] = await db('tasks')
        .insert({ ...rowOf(fields), company_id: scope.companyId, created_at: iso, updated_at: iso })
        .returning('id');
      return Number(typeof row === 'object' ? row.id : row);
    },

    /** Whether the scope's task `id` existed. */
    async update(scope: TaskScope, id: number, fields: TaskFields, current: { title: string; description: string | null }, now: Date) {
      const changed = await inScope(db('tasks'), scope, 'company_id')
        .where('id', id)
        .update({ ...rowOf(fields, current), updated_at: now.toISOString() });
      return changed > 0;
    },

    /** Marks the task changed (a comment, subtask or file was added or removed). */
    async touch(id: number, now: Date): Promise<void> {
      await db('tasks').where('id', id).update({ updated_at: now.toISOString() });
    },

    async remove(scope: TaskScope, id: number): Promise<boolean> {
      return (await inScope(db('tasks'), scope, 'company_id').where('id', id).delete()) > 0;
    },
  };
}

export type TaskRepository = ReturnType<typeof createTaskRepository>;
