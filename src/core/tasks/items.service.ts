import type { TaskDto } from '../../contract/tasks.js';
import { DomainError } from '../errors.js';
import type { AttachmentRule } from '../attachments/rule.js';
import { admitAttachments, attachmentErrors, type ComposeAttachment } from '../mail/compose.service.js';
import { ATTACHMENTS_TOTAL_MAX_BYTES, MAX_ATTACHMENTS } from '../mail/model.js';
import type { Clock } from '../clock.port.js';
import type { UnitOfWork } from '../unit-of-work.js';
import { TASK_LIMITS, TASK_TEXTS, type TaskActor, type TaskScope } from './model.js';
import type { TaskRepository } from './task.repository.js';

export interface TaskItemsDeps {
  uow: UnitOfWork;
  tasks: Pick<TaskRepository, 'current'>;
  items: { attachmentFile: import('./items.repository.js').TaskItemsRepository['attachmentFile'] };
  clock: Clock;
  /** the allowed types of attachments (MARKETPLACE_ATTACHMENT_TYPES) */
  attachments: AttachmentRule;
  /** the task with everything, as answered after a change */
  detail(scope: TaskScope, id: number): Promise<TaskDto>;
}

/**
 * A task's comments (with the internal flag), subtasks (in order, done or not) and files. Files follow
 * the upload rules of compose (src/core/mail: 10 MB a file, the allowed types of src/core/attachments, at
 * most 20 files and 25 MB together per task). Each change first finds the task in the scope: another scope's is 404.
 */
export function createTaskItemsService(deps: TaskItemsDeps) {
  const notFound = (message: string = TASK_TEXTS.notFound) => new DomainError('not_found', message);

  /** Runs a change of task `id`'s items in one write, after finding (and locking) the task in the scope. */
  async function change(scope: TaskScope, id: number, work: (tx: Parameters<Parameters<UnitOfWork['write']>[0]>[0]) => Promise<void>) {
    await deps.uow.write(async (tx) => {
      await tx.tasks.lock(id);
      if (!(await tx.tasks.current(scope, id))) throw notFound();
      await work(tx);
      await tx.tasks.touch(id, deps.clock.now());
    });
    return deps.detail(scope, id);
  }

  return {
    addComment: (scope: TaskScope, actor: TaskActor, id: number, input: { content: string; is_internal: boolean }) =>
      change(scope, id, async (tx) => {
        await tx.taskItems.addComment(
          id,
          { authorId: actor.id, authorName: actor.name, content: input.content, isInternal: input.is_internal },
          deps.clock.now(),
        );
      }),
    removeComment: (scope: TaskScope, id: number, commentId: number) =>
      change(scope, id, async (tx) => {
        if (!(await tx.taskItems.removeComment(id, commentId))) throw notFound(TASK_TEXTS.commentNotFound);
      }),

    addSubtask: (scope: TaskScope, id: number, title: string) =>
      change(scope, id, async (tx) => {
        if ((await tx.taskItems.subtaskCount(id)) >= TASK_LIMITS.subtasks) {
          throw DomainError.validation([{ field: 'title', message: TASK_TEXTS.tooManySubtasks(TASK_LIMITS.subtasks) }]);
        }
        await tx.taskItems.addSubtask(id, title, deps.clock.now());
      }),
    updateSubtask: (scope: TaskScope, id: number, subtaskId: number, fields: { title?: string; completed?: boolean }) =>
      change(scope, id, async (tx) => {
        if (!(await tx.taskItems.updateSubtask(id, subtaskId, fields))) throw notFound(TASK_TEXTS.subtaskNotFound);
      }),
    removeSubtask: (scope: TaskScope, id: number, subtaskId: number) =>
      change(scope, id, async (tx) => {
        if (!(await tx.taskItems.removeSubtask(id, subtaskId))) throw notFound(TASK_TEXTS.subtaskNotFound);
      }),

    /** Adds uploaded files (already read whole and checked by the form reader; checked again here). */
    attach: (scope: TaskScope, actor: TaskActor, id: number, files: ComposeAttachment[]) => {
      if (files.length === 0) throw DomainError.validation([{ field: 'file', message: TASK_TEXTS.noFiles }]);
      const admitted = admitAttachments(deps.attachments, files);
      return change(scope, id, async (tx) => {
        const held = await tx.taskItems.attachmentTotals(id);
        if (held.count + admitted.length > MAX_ATTACHMENTS) throw attachmentErrors.tooMany();
        if (held.bytes + admitted.reduce((sum, f) => sum + f.content.length, 0) > ATTACHMENTS_TOTAL_MAX_BYTES)
          throw attachmentErrors.totalTooLarge();
        for (const file of admitted) await tx.taskItems.addAttachment(id, file, actor, deps.clock.now());
      });
    },
    removeAttachment: (scope: TaskScope, id: number, attachmentId: number) =>
      change(scope, id, async (tx) => {
        if (!(await tx.taskItems.removeAttachment(id, attachmentId))) throw notFound(TASK_TEXTS.attachmentNotFound);
      }),
    /** One file of a task of the scope, for download. */
    async attachmentFile(scope: TaskScope, id: number, attachmentId: number) {
      if (!(await deps.tasks.current(scope, id))) throw notFound();
      const file = await deps.items.attachmentFile(id, attachmentId);
      if (!file) throw notFound(TASK_TEXTS.attachmentNotFound);
      return file;
    },
  };
}
