import type { TaskCreateValues, TaskDto, TaskListQuery, TaskSummaryDto, TaskUpdateValues } from '../../contract/tasks.js';
import { contractProblem } from '../../contract/messages.js';
import { DomainError } from '../errors.js';
import type { Clock } from '../clock.port.js';
import type { UnitOfWork } from '../unit-of-work.js';
import type { Repositories } from '../unit-of-work.js';
import { applyStatusRules, parseAssignee, pragueDay, TASK_TEXTS, type TaskActor, type TaskScope } from './model.js';
import type { TextsOf } from '../mail/system-texts.service.js';
import { noticeTexts, sendTaskNotice, type NoticeDeps } from './notices.js';
import type { TaskItemsRepository } from './items.repository.js';
import type { TaskPeopleRepository } from './people.repository.js';
import type { TaskFields, TaskFilter, TaskRepository } from './task.repository.js';

export interface TaskServiceDeps extends NoticeDeps {
  uow: UnitOfWork;
  tasks: TaskRepository;
  items: TaskItemsRepository;
  people: TaskPeopleRepository;
  clock: Clock;
}

type Tx = Pick<Repositories, 'tasks' | 'notifications' | 'queue'>;

/**
 * Tasks of one scope (the back office or one business): list with filters, one task with its
 * comments, subtasks and files, create, change by the status rules (status, progress, completed date),
 * delete. A task of another scope is not found (404). Whoever is newly given a task gets a notice
 * (notification and e-mail, notices.ts) in the same transaction; giving a task to oneself does not.
 */
export function createTaskService(deps: TaskServiceDeps) {
  const today = () => pragueDay(deps.clock.now());
  const notFound = () => new DomainError('not_found', TASK_TEXTS.notFound);

  /** The assignee of a request, checked against the scope: a new assignment must be an active person of it. */
  async function assigneeOf(scope: TaskScope, key: string) {
    const who = parseAssignee(key);
    const person = await deps.people.assignee(scope, who);
    if (!person || !person.is_active) throw DomainError.validation([contractProblem('assigned_to', 'tasks.assignedTo')]);
    return { who, person };
  }

  function checkDays(start: string | null | undefined, due: string | null | undefined) {
    if (start && due && start > due) throw DomainError.validation([{ field: 'start_date', message: TASK_TEXTS.startAfterDue }]);
  }

  async function detail(scope: TaskScope, id: number): Promise<TaskDto> {
    const task = await deps.tasks.find(scope, id, today());
    if (!task) throw notFound();
    const [comments, subtasks, attachments] = await Promise.all([
      deps.items.comments(id),
      deps.items.subtasks(id),
      deps.items.attachments(id),
    ]);
    return { ...task, comments, subtasks, attachments };
  }

  /** What a notice needs from outside the transaction: the scope's country and its templates. */
  async function noticeContext(scope: TaskScope) {
    const country = await deps.people.countryOf(scope);
    return { country, texts: await noticeTexts(deps, country, ['task_assigned']) };
  }

  async function notifyAssignee(
    tx: Tx,
    ctx: { country: string; texts: TextsOf },
    scope: TaskScope,
    actor: TaskActor,
    id: number,
    key: string,
    person: { name: string; email: string | null },
  ) {
    if (key === `user:${actor.id}`) return;
    const task = await tx.tasks.find(scope, id, today());
    if (!task) return;
    await sendTaskNotice(
      deps,
      tx,
      {
        key: 'task_assigned',
        companyId: scope.companyId,
        country: ctx.country,
        taskId: id,
        title: task.title,
        priority: task.priority,
        dueDate: task.due_date,
        assigneeName: person.name,
        assigneeEmail: person.email,
        assignerName: actor.name,
      },
      ctx.texts,
      deps.clock.now(),
    );
  }

  return {
    detail,

    async list(
      scope: TaskScope,
      query: TaskListQuery & { page: number; limit: number },
    ): Promise<{ tasks: TaskSummaryDto[]; total: number }> {
      const filter: TaskFilter = {
        q: query.q || undefined,
        assignee: query.assigned_to ? parseAssignee(query.assigned_to) : undefined,
        category: query.category,
        status: query.status,
        priority: query.priority,
        dueFrom: query.due_from,
        dueTo: query.due_to,
        overdue: query.overdue === undefined ? undefined : query.overdue === 'true',
      };
      return deps.tasks.list(scope, filter, today(), { offset: (query.page - 1) * query.limit, limit: query.limit });
    },

    /** A new task is todo with progress 0, assigned by the actor. */
    async create(scope: TaskScope, actor: TaskActor, input: TaskCreateValues): Promise<TaskDto> {
      const { who, person } = await assigneeOf(scope, input.assigned_to);
      checkDays(input.start_date, input.due_date);
      const fields: TaskFields = {
        title: input.title,
        description: input.description,
        assigned_user_id: who.kind === 'user' ? who.id : null,
        assigned_employee_id: who.kind === 'employee' ? who.id : null,
        assigned_by: actor.id,
        assigned_by_name: actor.name,
        priority: input.priority,
        status: 'todo',
        category: input.category,
        tags: input.tags,
        due_date: input.due_date,
        start_date: input.start_date,
        completed_at: null,
        estimated_hours: input.estimated_hours,
        progress: 0,
      };
      const ctx = await noticeContext(scope);
      const id = await deps.uow.write(async (tx) => {
        const created = await tx.tasks.insert(scope, fields, deps.clock.now());
        await notifyAssignee(tx, ctx, scope, actor, created, input.assigned_to, person);
        return created;
      });
      return detail(scope, id);
    },

    /** Changes only the fields sent; status, progress and the completed date follow the status rules (model.ts). */
    async update(scope: TaskScope, actor: TaskActor, id: number, input: TaskUpdateValues): Promise<TaskDto> {
      const before = await deps.tasks.current(scope, id);
      if (!before) throw notFound();
      // the form sends the assignee unchanged too: only a new one is checked (and notified)
      const assignee =
        input.assigned_to !== undefined && input.assigned_to !== before.assigned_to
          ? await assigneeOf(scope, input.assigned_to)
          : undefined;
      const ctx = assignee ? await noticeContext(scope) : undefined;
      await deps.uow.write(async (tx) => {
        await tx.tasks.lock(id);
        const current = await tx.tasks.current(scope, id);
        if (!current) throw notFound();
        const now = deps.clock.now();
        const { status, progress, completed_at } = applyStatusRules(current, input, now);
        const fields: TaskFields = { status, progress, completed_at };
        for (const key of [
          'title',
          'description',
          'priority',
          'category',
          'tags',
          'due_date',
          'start_date',
          'estimated_hours',
          'actual_hours',
        ] as const) {
          if (input[key] !== undefined) Object.assign(fields, { [key]: input[key] });
        }
        if (input.start_date !== undefined || input.due_date !== undefined) {
          const stored = await tx.tasks.find(scope, id, pragueDay(now));
          checkDays(
            input.start_date !== undefined ? input.start_date : stored?.start_date,
            input.due_date !== undefined ? input.due_date : stored?.due_date,
          );
        }
        const reassigned = assignee && input.assigned_to !== current.assigned_to;
        if (assignee && reassigned) {
          fields.assigned_user_id = assignee.who.kind === 'user' ? assignee.who.id : null;
          fields.assigned_employee_id = assignee.who.kind === 'employee' ? assignee.who.id : null;
        }
        await tx.tasks.update(scope, id, fields, current, now);
        if (assignee && ctx && reassigned) await notifyAssignee(tx, ctx, scope, actor, id, input.assigned_to!, assignee.person);
      });
      return detail(scope, id);
    },

    async remove(scope: TaskScope, id: number): Promise<void> {
      if (!(await deps.tasks.remove(scope, id))) throw notFound();
    },

    /** Who can be given a task in the scope (inactive ones are listed, marked, for existing tasks). */
    assignees: (scope: TaskScope) => deps.people.assignees(scope),
  };
}
