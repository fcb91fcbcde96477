import type { Knex } from 'knex';
import type { TaskAttachmentDto, TaskCommentDto, TaskSubtaskDto } from '../../contract/tasks.js';
import { toBool, toIso } from '../../db/dialect.js';

type Row = Record<string, unknown>;
const insertedId = (rows: Array<{ id: number } | number>) => {
  const first = rows[0];
  return Number(typeof first === 'object' ? first.id : first);
};

const toComment = (r: Row): TaskCommentDto => ({
  id: Number(r.id),
  content: String(r.content),
  author_id: r.author_id === null || r.author_id === undefined ? null : Number(r.author_id),
  author_name: String(r.author_name),
  is_internal: toBool(r.is_internal),
  created_at: toIso(r.created_at)!,
});
const toSubtask = (r: Row): TaskSubtaskDto => ({
  id: Number(r.id),
  title: String(r.title),
  completed: toBool(r.completed),
  position: Number(r.position),
  created_at: toIso(r.created_at)!,
});
const ATTACHMENT_COLUMNS = ['id', 'filename', 'content_type', 'size', 'uploaded_by_name', 'created_at'];
const toAttachment = (r: Row): TaskAttachmentDto => ({
  id: Number(r.id),
  filename: String(r.filename),
  content_type: String(r.content_type),
  size: Number(r.size),
  uploaded_by_name: String(r.uploaded_by_name),
  created_at: toIso(r.created_at)!,
});

/** A task's comments, subtasks and attachments (the caller has checked that the task is in scope). */
export function createTaskItemsRepository(db: Knex) {
  return {
    async comments(taskId: number): Promise<TaskCommentDto[]> {
      const rows = await db('task_comments').where('task_id', taskId).orderBy(['created_at', 'id']).select('*');
      return (rows as Row[]).map(toComment);
    },
    async addComment(taskId: number, c: { authorId: number; authorName: string; content: string; isInternal: boolean }, now: Date) {
      return insertedId(
        await db('task_comments')
          .insert({
            task_id: taskId,
            author_id: c.authorId,
            author_name: c.authorName,
            content: c.content,
            is_internal: c.isInternal,
            created_at: now.toISOString(),
          })
          .returning('id'),
      );
    },
    async removeComment(taskId: number, id: number): Promise<boolean> {
      return (await db('task_comments').where({ task_id: taskId, id }).delete()) > 0;
    },

    async subtasks(taskId: number): Promise<TaskSubtaskDto[]> {
      const rows = await db('task_subtasks').where('task_id', taskId).orderBy(['position', 'id']).select('*');
      return (rows as Row[]).map(toSubtask);
    },
    async subtaskCount(taskId: number): Promise<number> {
      const row = await db('task_subtasks').where('task_id', taskId).count({ n: '*' }).first();
      return Number(row?.n ?? 0);
    },
    /** Adds a subtask after the last one. */
    async addSubtask(taskId: number, title: string, now: Date): Promise<number> {
      const last = await db('task_subtasks').where('task_id', taskId).max({ p: 'position' }).first();
      const position = last?.p === null || last?.p === undefined ? 0 : Number(last.p) + 1;
      return insertedId(
        await db('task_subtasks')
          .insert({ task_id: taskId, title, completed: false, position, created_at: now.toISOString() })
          .returning('id'),
      );
    },
    async updateSubtask(taskId: number, id: number, fields: { title?: string; completed?: boolean }): Promise<boolean> {
      if (fields.title === undefined && fields.completed === undefined) {
        return Boolean(await db('task_subtasks').where({ task_id: taskId, id }).first('id'));
      }
      return (await db('task_subtasks').where({ task_id: taskId, id }).update(fields)) > 0;
    },
    async removeSubtask(taskId: number, id: number): Promise<boolean> {
      return (await db('task_subtasks').where({ task_id: taskId, id }).delete()) > 0;
    },

    async attachments(taskId: number): Promise<TaskAttachmentDto[]> {
      const rows = await db('task_attachments').where('task_id', taskId).orderBy('id').select(ATTACHMENT_COLUMNS);
      return (rows as Row[]).map(toAttachment);
    },
    /** How many files a task holds and their bytes together. */
    async attachmentTotals(taskId: number): Promise<{ count: number; bytes: number }> {
      const row = await db('task_attachments').where('task_id', taskId).count({ n: '*' }).sum({ b: 'size' }).first();
      return { count: Number(row?.n ?? 0), bytes: Number(row?.b ?? 0) };
    },
    async addAttachment(
      taskId: number,
      file: { filename: string; contentType: string; content: Buffer },
      by: { id: number; name: string },
      now: Date,
    ): Promise<number> {
      return insertedId(
        await db('task_attachments')
          .insert({
            task_id: taskId,
            filename: file.filename.slice(0, 255),
            content_type: file.contentType.slice(0, 190),
            size: file.content.length,
            content: file.content,
            uploaded_by: by.id,
            uploaded_by_name: by.name,
            created_at: now.toISOString(),
          })
          .returning('id'),
      );
    },
    /** One file with its content, for download. */
    async attachmentFile(taskId: number, id: number): Promise<{ filename: string; contentType: string; content: Buffer } | undefined> {
      const row = (await db('task_attachments').where({ task_id: taskId, id }).first('filename', 'content_type', 'content')) as
        Row | undefined;
      return row
        ? { filename: String(row.filename), contentType: String(row.content_type), content: Buffer.from(row.content as Buffer) }
        : undefined;
    },
    async removeAttachment(taskId: number, id: number): Promise<boolean> {
      return (await db('task_attachments').where({ task_id: taskId, id }).delete()) > 0;
    },
  };
}

export type TaskItemsRepository = ReturnType<typeof createTaskItemsRepository>;
