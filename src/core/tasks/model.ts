import { DateTime } from 'luxon';
import type { TaskStatus, TaskUpdateValues } from '../../contract/tasks.js';

export { TASK_CATEGORIES, TASK_LIMITS, TASK_PRIORITIES, TASK_STATUSES, TASK_PRIORITY_LABELS } from '../../contract/tasks.js';

/** Whose tasks: the operator's back office (companyId null) or one business. */
export interface TaskScope {
  companyId: number | null;
}

/** Who acts: the session's user, recorded as assigner, comment author and uploader. */
export interface TaskActor {
  id: number;
  name: string;
}

/** Days of tasks (due, start, overdue, reminders) are in this zone. */
export const TASK_TIMEZONE = 'Europe/Prague';

/** Statistics: completed tasks per week over this many weeks. */
export const STATS_WEEKS = 8;

/** Czech texts the server sends. */
export const TASK_TEXTS = {
  notFound: 'Úkol nenalezen',
  commentNotFound: 'Komentář nenalezen',
  subtaskNotFound: 'Podúkol nenalezen',
  attachmentNotFound: 'Příloha nenalezena',
  noFiles: 'Vyberte soubor',
  assigneeUnknown: 'Vybraná osoba nemůže dostat úkol',
  tooManySubtasks: (max: number) => `Úkol může mít nejvýše ${max} podúkolů`,
  startAfterDue: 'Datum zahájení nemůže být po termínu',
  /** the assignee's notification */
  assignedTitle: (title: string) => `Nový úkol: ${title}`,
  dueTomorrowTitle: (title: string) => `Zítra je termín úkolu: ${title}`,
  overdueTitle: (title: string) => `Zpožděno: ${title}`,
  rowAssignee: 'Přiřazeno',
  rowAssigner: 'Zadal(a)',
  rowDue: 'Termín',
  rowPriority: 'Priorita',
  unknownPerson: 'Neznámý',
  unassigned: 'Nepřiřazeno',
} as const;

/** Today's calendar day in Prague (`YYYY-MM-DD`). */
export const pragueDay = (instant: Date): string => DateTime.fromJSDate(instant, { zone: TASK_TIMEZONE }).toISODate()!;

/** The day `days` after `day` (`YYYY-MM-DD`). */
export const addDays = (day: string, days: number): string => DateTime.fromISO(day, { zone: TASK_TIMEZONE }).plus({ days }).toISODate()!;

/** The Monday of the Prague week holding `day`. */
export const weekStart = (day: string): string => DateTime.fromISO(day, { zone: TASK_TIMEZONE }).startOf('week').toISODate()!;

/** Overdue: a due date before today (Prague) and not completed; a cancelled task is never overdue. */
export const isOverdue = (task: { due_date: string | null; status: string }, today: string): boolean =>
  task.due_date !== null && task.due_date < today && task.status !== 'completed' && task.status !== 'cancelled';

/** The status a progress value means (the slider): 100 completed, above 0 in_progress, 0 todo. */
export const statusOfProgress = (progress: number): TaskStatus => (progress >= 100 ? 'completed' : progress > 0 ? 'in_progress' : 'todo');

export interface StatusProgress {
  status: TaskStatus;
  progress: number;
  /** ISO instant, null unless completed */
  completed_at: string | null;
}

/**
 * The rules of a change to status and progress, from the task as it is:
 * - progress alone sets the status (100 completed, above 0 in_progress, 0 todo);
 * - a status (with or without progress): completed sets progress 100; todo without progress sets 0;
 *   in_progress or review without progress keeps it, except that leaving completed at 100 goes back
 *   to 90 (100 means done); cancelled keeps it; a progress sent with it is kept as sent;
 * - the completed date is set when a task becomes completed (kept while it stays so) and cleared by
 *   any other status.
 */
export function applyStatusRules(
  current: StatusProgress,
  change: Pick<TaskUpdateValues, 'status' | 'progress'>,
  now: Date,
): StatusProgress {
  let status = current.status;
  let progress = current.progress;
  if (change.status !== undefined) {
    status = change.status;
    if (status === 'completed') progress = 100;
    else if (change.progress !== undefined) progress = change.progress;
    else if (status === 'todo') progress = 0;
    else if ((status === 'in_progress' || status === 'review') && progress >= 100) progress = 90;
  } else if (change.progress !== undefined) {
    progress = change.progress;
    status = statusOfProgress(progress);
  }
  const completed_at =
    status === 'completed' ? (current.status === 'completed' && current.completed_at ? current.completed_at : now.toISOString()) : null;
  return { status, progress, completed_at };
}

/** `user:<id>` / `employee:<id>` into its parts. */
export function parseAssignee(key: string): { kind: 'user' | 'employee'; id: number } {
  const [kind, id] = key.split(':');
  return { kind: kind === 'employee' ? 'employee' : 'user', id: Number(id) };
}
