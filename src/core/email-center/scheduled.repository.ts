import type { Knex } from 'knex';
import type { ScheduledEmailDto, ScheduledStatus } from '../../contract/email-center.js';
import { toIso } from '../../db/dialect.js';
import { dialectFor, type SqlDialect } from '../../db/sql-dialect.js';
import { SCHEDULED_LIST_LIMIT } from './model.js';

/** What a scheduled e-mail holds besides its status (create and edit write these). */
export interface ScheduledFields {
  country_code: string;
  to_email: string;
  cc_email: string | null;
  bcc_email: string | null;
  subject: string;
  html_content: string | null;
  text_content: string | null;
  scheduled_at: Date;
  timezone: string;
  personalization_data: Record<string, string>;
}

/** A file of a scheduled e-mail as uploaded, and as the queue takes it. */
export interface ScheduledFile {
  filename: string;
  contentType: string;
  content: Buffer;
}
type AttachmentInfo = ScheduledEmailDto['attachments'][number];

/** A stored row with what the job needs besides the DTO. */
export interface ScheduledRow extends ScheduledEmailDto {
  queueId: number | null;
  createdBy: number | null;
}

function parseJson<T>(raw: unknown, fallback: T): T {
  if (typeof raw !== 'string' || !raw) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

const toRow = (r: Record<string, unknown>): ScheduledRow => ({
  id: Number(r.id),
  country: String(r.country_code),
  to_email: String(r.to_email),
  cc_email: (r.cc_email as string | null) ?? null,
  bcc_email: (r.bcc_email as string | null) ?? null,
  subject: String(r.subject),
  html_content: (r.html_content as string | null) ?? null,
  text_content: (r.text_content as string | null) ?? null,
  scheduled_at: toIso(r.scheduled_at)!,
  timezone: String(r.timezone),
  status: String(r.status) as ScheduledStatus,
  attachments: [],
  personalization_data: parseJson(r.personalization_data, {}),
  error_message: (r.error_message as string | null) ?? null,
  queued: r.queued_at != null,
  sent_at: toIso(r.sent_at),
  created_at: toIso(r.created_at)!,
  updated_at: toIso(r.updated_at)!,
  queueId: r.queue_id == null ? null : Number(r.queue_id),
  createdBy: r.created_by == null ? null : Number(r.created_by),
});

const columnsOf = (fields: ScheduledFields) => ({
  ...fields,
  scheduled_at: fields.scheduled_at.toISOString(),
  personalization_data: JSON.stringify(fields.personalization_data),
});

/** scheduled_emails: the list, edits, and the job's hand-over to the queue and settling. */
export function createScheduledRepository(db: Knex, dialect: SqlDialect = dialectFor(db)) {
  /** The rows with their files' names, types and sizes (scheduled_email_attachments), in upload order. */
  const withAttachments = async (rows: ScheduledRow[]): Promise<ScheduledRow[]> => {
    if (rows.length === 0) return rows;
    const files = await db('scheduled_email_attachments')
      .whereIn(
        'scheduled_email_id',
        rows.map((r) => r.id),
      )
      .orderBy('id')
      .select('id', 'scheduled_email_id', 'filename', 'content_type', 'size');
    const byEmail = new Map<number, AttachmentInfo[]>();
    for (const f of files) {
      const list = byEmail.get(Number(f.scheduled_email_id)) ?? [];
      list.push({ id: Number(f.id), filename: String(f.filename), content_type: String(f.content_type), size: Number(f.size) });
      byEmail.set(Number(f.scheduled_email_id), list);
    }
    return rows.map((r) => ({ ...r, attachments: byEmail.get(r.id) ?? [] }));
  };
  const find = async (id: number): Promise<ScheduledRow | undefined> => {
    const row = await db('scheduled_emails').where({ id }).first();
    return row ? (await withAttachments([toRow(row)]))[0] : undefined;
  };
  return {
    async list(status?: ScheduledStatus): Promise<ScheduledRow[]> {
      const q = db('scheduled_emails')
        .select('*')
        .orderBy([
          { column: 'scheduled_at', order: 'asc' },
          { column: 'id', order: 'asc' },
        ])
        .limit(SCHEDULED_LIST_LIMIT);
      if (status) q.where('status', status);
      return withAttachments((await q).map(toRow));
    },

    find,

    /** The row under a write lock (PostgreSQL: FOR UPDATE), for a change decided on what it holds. */
    async findLocked(id: number): Promise<ScheduledRow | undefined> {
      await dialect.lockRow(db, 'scheduled_emails', id);
      return find(id);
    },

    async insert(fields: ScheduledFields, createdBy: number | null, now: Date, demo = false): Promise<number> {
      const iso = now.toISOString();
      const [row] = await db('scheduled_emails')
        .insert({ ...columnsOf(fields), created_by: createdBy, is_demo: demo, status: 'scheduled', created_at: iso, updated_at: iso })
        .returning('id');
      return Number(typeof row === 'object' ? row.id : row);
    },

    /** Changes a row still scheduled and not queued; answers whether it did. */
    async update(id: number, fields: ScheduledFields, now: Date): Promise<boolean> {
      const changed = await db('scheduled_emails')
        .where({ id, status: 'scheduled' })
        .whereNull('queued_at')
        .update({ ...columnsOf(fields), updated_at: now.toISOString() });
      return changed > 0;
    },

    async cancel(id: number, now: Date): Promise<boolean> {
      const changed = await db('scheduled_emails')
        .where({ id, status: 'scheduled' })
        .whereNull('queued_at')
        .update({ status: 'cancelled', updated_at: now.toISOString() });
      return changed > 0;
    },

    async remove(id: number): Promise<boolean> {
      return (await db('scheduled_emails').where({ id }).delete()) > 0;
    },

    /** How many files a scheduled e-mail holds and their bytes together. */
    async attachmentTotals(id: number): Promise<{ count: number; bytes: number }> {
      const row = await db('scheduled_email_attachments')
        .where({ scheduled_email_id: id })
        .count({ n: '*' })
        .sum({ bytes: 'size' })
        .first();
      return { count: Number(row?.n ?? 0), bytes: Number(row?.bytes ?? 0) };
    },

    async addAttachments(id: number, files: ScheduledFile[], now: Date): Promise<void> {
      for (const f of files) {
        await db('scheduled_email_attachments').insert({
          scheduled_email_id: id,
          filename: f.filename,
          content_type: f.contentType,
          size: f.content.length,
          content: f.content,
          created_at: now.toISOString(),
        });
      }
    },

    async removeAttachment(id: number, attachmentId: number): Promise<boolean> {
      return (await db('scheduled_email_attachments').where({ id: attachmentId, scheduled_email_id: id }).delete()) > 0;
    },

    /** The files with their contents, for the queue. */
    async attachmentFiles(id: number): Promise<ScheduledFile[]> {
      const rows = await db('scheduled_email_attachments')
        .where({ scheduled_email_id: id })
        .orderBy('id')
        .select('filename', 'content_type', 'content');
      return rows.map((r) => ({ filename: String(r.filename), contentType: String(r.content_type), content: Buffer.from(r.content) }));
    },

    /** Ids of scheduled rows due at `now` and not yet queued, oldest first. */
    async dueIds(now: Date, limit: number): Promise<number[]> {
      const rows = await db('scheduled_emails')
        .where('status', 'scheduled')
        .whereNull('queued_at')
        .where('scheduled_at', '<=', now.toISOString())
        .orderBy([
          { column: 'scheduled_at', order: 'asc' },
          { column: 'id', order: 'asc' },
        ])
        .limit(limit)
        .select('id');
      return rows.map((r) => Number(r.id));
    },

    async markQueued(id: number, queueId: number, now: Date): Promise<boolean> {
      const iso = now.toISOString();
      const changed = await db('scheduled_emails')
        .where({ id, status: 'scheduled' })
        .whereNull('queued_at')
        .update({ queue_id: queueId, queued_at: iso, updated_at: iso });
      return changed > 0;
    },

    /** A row that could not be queued (a refused address …), or whose queue row ended unsent. */
    async markFailed(id: number, error: string, now: Date): Promise<boolean> {
      const changed = await db('scheduled_emails')
        .where({ id, status: 'scheduled' })
        .update({ status: 'failed', error_message: error.slice(0, 2000), updated_at: now.toISOString() });
      return changed > 0;
    },

    async markSent(id: number, sentAt: Date, now: Date): Promise<boolean> {
      const changed = await db('scheduled_emails')
        .where({ id, status: 'scheduled' })
        .update({ status: 'sent', sent_at: sentAt.toISOString(), error_message: null, updated_at: now.toISOString() });
      return changed > 0;
    },

    /**
     * Queued rows whose queue row has ended: sent, or failed, cancelled (closed) or suppressed. A row
     * in `unknown` waits for the admin's resend or close in the queue.
     */
    async settled(limit: number): Promise<Array<{ id: number; queueStatus: string; error: string | null; sentAt: string | null }>> {
      const rows = await db({ s: 'scheduled_emails' })
        .join({ q: 'email_queue' }, 'q.id', 's.queue_id')
        .where('s.status', 'scheduled')
        .whereIn('q.status', ['sent', 'failed', 'cancelled', 'suppressed'])
        .orderBy('s.id')
        .limit(limit)
        .select({ id: 's.id', queueStatus: 'q.status', error: 'q.last_error', sentAt: 'q.sent_at' });
      return rows.map((r) => ({ id: Number(r.id), queueStatus: String(r.queueStatus), error: r.error ?? null, sentAt: toIso(r.sentAt) }));
    },

    /** Scheduled e-mails still waiting (the summary's count). */
    async waiting(): Promise<number> {
      const row = await db('scheduled_emails').where('status', 'scheduled').count({ n: '*' }).first();
      return Number(row?.n ?? 0);
    },
  };
}

export type ScheduledRepository = ReturnType<typeof createScheduledRepository>;
