import type { Knex } from 'knex';
import type { OutboxMessageDto } from '../../contract/mail.js';
import { likeContains, toIso } from '../../db/dialect.js';

const LISTED = ['id', 'message_id', 'recipients', 'subject', 'size', 'created_at'];

const toListed = (r: Record<string, unknown>): OutboxMessageDto => ({
  id: Number(r.id),
  message_id: String(r.message_id),
  recipients: String(r.recipients),
  subject: String(r.subject),
  size: Number(r.size),
  created_at: toIso(r.created_at)!,
});

/** A binary column: a Buffer from both drivers (better-sqlite3 and pg), a Uint8Array or a string just in case. */
const toBuffer = (value: unknown): Buffer =>
  Buffer.isBuffer(value) ? value : value instanceof Uint8Array ? Buffer.from(value) : Buffer.from(String(value), 'binary');

/**
 * The outbox without SMTP (`outbox_messages`): the messages the outbox transport stored, newest first, their
 * bytes read one at a time. Bounded by `prune`, which keeps the newest N by id.
 */
export function createOutboxRepository(db: Knex) {
  return {
    async insert(message: { messageId: string; recipients: string; subject: string; eml: Buffer }, now: Date): Promise<number> {
      const [row] = await db('outbox_messages')
        .insert({
          message_id: message.messageId,
          recipients: message.recipients,
          subject: message.subject,
          size: message.eml.length,
          eml: message.eml,
          created_at: now.toISOString(),
        })
        .returning('id');
      return Number(typeof row === 'object' ? row.id : row);
    },

    /**
     * Deletes every row older than the newest `keep`, counting by id from `newestId` (the row just stored):
     * one DELETE by the primary key, no count. Ids come from one sequence, so a gap (a failed insert) at
     * most keeps a few rows fewer.
     */
    async prune(newestId: number, keep: number): Promise<number> {
      return db('outbox_messages')
        .where('id', '<=', newestId - keep)
        .delete();
    },

    /** A page of messages without their bytes, newest first; `search` in the recipients and the subject, in any case. */
    async list(filter: { search?: string; offset: number; limit: number }): Promise<{ messages: OutboxMessageDto[]; total: number }> {
      const base = () => {
        const q = db('outbox_messages');
        if (filter.search) {
          const like = likeContains(filter.search.toLowerCase());
          q.where((w) =>
            w.whereRaw("lower(recipients) LIKE ? ESCAPE '\\'", [like]).orWhereRaw("lower(subject) LIKE ? ESCAPE '\\'", [like]),
          );
        }
        return q;
      };
      const [rows, total] = await Promise.all([
        base().select(LISTED).orderBy('id', 'desc').offset(filter.offset).limit(filter.limit),
        base().count({ n: '*' }).first(),
      ]);
      return { messages: (rows as Array<Record<string, unknown>>).map(toListed), total: Number(total?.n ?? 0) };
    },

    /** The stored bytes of one message; undefined when there is no such row (never stored, or pruned). */
    async eml(id: number): Promise<Buffer | undefined> {
      const row = (await db('outbox_messages').where({ id }).first('eml')) as { eml: unknown } | undefined;
      return row ? toBuffer(row.eml) : undefined;
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
