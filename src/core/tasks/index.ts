import type { SystemTexts } from '../mail/system-texts.service.js';
import type { OutboundMessage } from '../mail/outbound.service.js';
import type { QueueRepository } from '../mail/queue.repository.js';
import type { AttachmentRule } from '../attachments/rule.js';
import type { Clock } from '../clock.port.js';
import type { Repositories, UnitOfWork } from '../unit-of-work.js';
import { createTaskItemsService } from './items.service.js';
import { createTaskReminders } from './reminders.service.js';
import { createTaskService } from './tasks.service.js';
import { createTaskStats } from './stats.service.js';

/**
 * Tasks (Správa úkolů) of the back office and of each business: `tasks` (list, detail, create, change,
 * delete, assignees), `items` (comments, subtasks, files), `stats`, and `reminders` (the daily job).
 */
export function createTasks(deps: {
  repos: Repositories;
  uow: UnitOfWork;
  clock: Clock;
  texts: SystemTexts;
  outbound: { enqueueWithin(queue: QueueRepository, messages: OutboundMessage[]): Promise<number[]> };
  baseUrl(country: string): string;
  /** the allowed types of attachments (MARKETPLACE_ATTACHMENT_TYPES) */
  attachments: AttachmentRule;
}) {
  const notices = { texts: deps.texts, outbound: deps.outbound, baseUrl: deps.baseUrl };
  const tasks = createTaskService({
    ...notices,
    uow: deps.uow,
    tasks: deps.repos.tasks,
    items: deps.repos.taskItems,
    people: deps.repos.taskPeople,
    clock: deps.clock,
  });
  return {
    ...tasks,
    items: createTaskItemsService({
      uow: deps.uow,
      tasks: deps.repos.tasks,
      items: deps.repos.taskItems,
      clock: deps.clock,
      attachments: deps.attachments,
      detail: tasks.detail,
    }),
    stats: createTaskStats({ repo: deps.repos.taskStats, clock: deps.clock }),
    /** the `task-reminders` job: due tomorrow and overdue, once per task and day */
    reminders: createTaskReminders({ ...notices, uow: deps.uow, repo: deps.repos.taskReminders, clock: deps.clock }),
  };
}

export { type TaskActor, type TaskScope } from './model.js';
