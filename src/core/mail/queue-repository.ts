import type { Knex } from 'knex';
import { toIso, toBool } from '../../db/dialect.js';
import { dialectOf, writeTransaction } from '../../db/index.js';
import type { QueueStatus } from '../../contract/mail.js';
import type { QueueKind } from './model.js';

export interface QueueRow {
  id: number;
  message_id: string;
  country_code: string;
  kind: QueueKind;
  template_id: number | null;
  to_email: string;
  to_name: string | null;
  cc: string | null;
  bcc: string | null;
  subject: string;
  html_content: string | null;
  text_content: string;
  bulk: boolean;
  status: QueueStatus;
  attempts: number;
  send_after: string;
  created_at: string;
  sent_at: string | null;
  last_error: string | null;
}

export type NewQueueRow = Omit<QueueRow, 'id' | 'status' | 'attempts' | 'created_at' | 'sent_at' | 'last_error' | 'send_after'> & {
  status?: QueueStatus;
  send_after: Date;
  company_id?: number | null;
  campaign_id?: number | null;
  created_by?: number | null;
};

const COLUMNS = ['id', 'message_id', 'country_code', 'kind', 'template_id', 'to_email', 'to_name', 'cc', 'bcc', 'subject', 'html_content',
  'text_content', 'bulk', 'status', 'attempts', 'send_after', 'created_at', 'sent_at', 'last_error'];

export function toQueueRow(r: Record<string, unknown>): QueueRow {
  return {
    ...(r as unknown as QueueRow),
    id: Number(r.id),
    template_id: r.template_id === null ? null : Number(r.template_id),
    bulk: toBool(r.bulk),
    attempts: Number(r.attempts),
    send_after: toIso(r.send_after)!,
    created_at: toIso(r.created_at)!,
    sent_at: toIso(r.sent_at),
  };
}

/** The durable outbound ledger (email_queue): every state change is one conditional UPDATE. */
export function createQueueRepository(db: Knex) {
  return {
    async insert(trx: Knex.Transaction, row: NewQueueRow, now: Date): Promise<number> {
      const iso = now.toISOString();
      const [inserted] = await trx('email_queue')
        .insert({ ...row, status: row.status ?? 'pending', send_after: row.send_after.toISOString(), created_at: iso, updated_at: iso })
        .returning('id');
      return Number(typeof inserted === 'object' ? inserted.id : inserted);
    },
    async setContent(trx: Knex.Transaction, id: number, html: string | null, text: string) {
      await trx('email_queue').where({ id }).update({ html_content: html, text_content: text });
    },
    async insertLinks(trx: Knex.Transaction, queueId: number, urls: string[]): Promise<number[]> {
      const ids: number[] = [];
      for (const url of urls) {
        const [row] = await trx('email_links').insert({ queue_id: queueId, url }).returning('id');
        ids.push(Number(typeof row === 'object' ? row.id : row));
      }
      return ids;
    },
    async insertAttachments(trx: Knex.Transaction, queueId: number, files: Array<{ filename: string; contentType: string; content: Buffer }>) {
      for (const f of files) {
        await trx('email_attachments').insert({ queue_id: queueId, filename: f.filename, content_type: f.contentType, size: f.content.length, content: f.content });
      }
    },
    async attachmentsOf(queueId: number) {
      const rows = await db('email_attachments').where({ queue_id: queueId }).orderBy('id').select('filename', 'content_type', 'content');
      return rows.map((r: Record<string, unknown>) => ({ filename: String(r.filename), contentType: String(r.content_type), content: Buffer.from(r.content as Buffer) }));
    },
    async attachmentCounts(queueIds: number[]): Promise<Map<number, number>> {
      if (!queueIds.length) return new Map();
      const rows = await db('email_attachments').whereIn('queue_id', queueIds).groupBy('queue_id').select('queue_id').count({ n: '*' });
      return new Map(rows.map((r: Record<string, unknown>) => [Number(r.queue_id), Number(r.n)]));
    },

    /**
     * Rows a dead worker left behind once their lease ran out: a row it had handed to the transport
     * may or may not have gone out, so it becomes `unknown` for the operator (never re-sent blindly);
     * a row it had only claimed goes back to `pending`.
     */
    async recoverExpired(now: Date): Promise<{ unknown: number; released: number }> {
      const iso = now.toISOString();
      const expired = () => db('email_queue').where('status', 'sending').andWhere('lease_until', '<', iso);
      const unknown = await expired().whereNotNull('handed_at').update({
        status: 'unknown', last_error: 'Přerušeno během odesílání: nevíme, zda zpráva odešla.', lease_until: null, updated_at: iso,
      });
      const released = await expired().whereNull('handed_at').update({ status: 'pending', claimed_by: null, lease_until: null, updated_at: iso });
      return { unknown, released };
    },

    /** Claims up to `limit` due rows for `worker` (PostgreSQL: SKIP LOCKED; SQLite: one write transaction). */
    async claim(worker: string, now: Date, leaseUntil: Date, limit: number): Promise<QueueRow[]> {
      const iso = now.toISOString();
      const claim = { status: 'sending', claimed_by: worker, lease_until: leaseUntil.toISOString(), handed_at: null, updated_at: iso };
      const due = (q: Knex) => q('email_queue').where('status', 'pending').andWhere('send_after', '<=', iso).orderBy([{ column: 'send_after' }, { column: 'id' }]).limit(limit);
      if (dialectOf(db) === 'postgres') {
        const rows = await db('email_queue')
          .whereIn('id', due(db).select('id').forUpdate().skipLocked())
          .update(claim)
          .returning(COLUMNS);
        return (rows as Record<string, unknown>[]).map(toQueueRow).sort((a, b) => a.send_after.localeCompare(b.send_after) || a.id - b.id);
      }
      return writeTransaction(db, async (trx) => {
        const ids = (await due(trx).select('id')).map((r: { id: number }) => Number(r.id));
        if (!ids.length) return [];
        await trx('email_queue').whereIn('id', ids).update(claim);
        const rows = await trx('email_queue').whereIn('id', ids).orderBy([{ column: 'send_after' }, { column: 'id' }]).select(COLUMNS);
        return rows.map(toQueueRow);
      });
    },

    /** Marks the row as handed to the transport (counts an attempt); false when the claim was lost. */
    async markHanded(id: number, worker: string, now: Date): Promise<boolean> {
      const n = await db('email_queue')
        .where({ id, claimed_by: worker, status: 'sending' })
        .update({ handed_at: now.toISOString(), attempts: db.raw('attempts + 1'), updated_at: now.toISOString() });
      return n === 1;
    },

    /** Sent: the ledger row and the sent-mail entry in one transaction. */
    async markSent(row: QueueRow, worker: string, response: string, now: Date): Promise<void> {
      const iso = now.toISOString();
      await db.transaction(async (trx) => {
        const n = await trx('email_queue')
          .where({ id: row.id, claimed_by: worker })
          .whereIn('status', ['sending', 'unknown'])
          .update({ status: 'sent', sent_at: iso, smtp_response: response.slice(0, 2000), lease_until: null, last_error: null, updated_at: iso });
        if (n === 1) await insertSent(trx, row, 'sent', iso, null);
      });
    },

    async markFailed(row: QueueRow, worker: string, error: string, now: Date): Promise<void> {
      const iso = now.toISOString();
      await db.transaction(async (trx) => {
        const n = await trx('email_queue')
          .where({ id: row.id, claimed_by: worker })
          .whereIn('status', ['sending', 'unknown'])
          .update({ status: 'failed', last_error: error.slice(0, 2000), lease_until: null, updated_at: iso });
        if (n === 1) await insertSent(trx, row, 'failed', iso, error.slice(0, 2000));
      });
    },

    async retryLater(row: QueueRow, worker: string, error: string, sendAfter: Date, now: Date): Promise<void> {
      await db('email_queue')
        .where({ id: row.id, claimed_by: worker, status: 'sending' })
        .update({ status: 'pending', send_after: sendAfter.toISOString(), last_error: error.slice(0, 2000), claimed_by: null, lease_until: null, handed_at: null, updated_at: now.toISOString() });
    },

    async markSuppressed(id: number, worker: string, now: Date): Promise<void> {
      await db('email_queue').where({ id, claimed_by: worker, status: 'sending' })
        .update({ status: 'suppressed', last_error: 'Adresa je odhlášená z odběru.', lease_until: null, updated_at: now.toISOString() });
    },

    /** Claimed rows this worker did not get to: back to pending. */
    async release(worker: string, ids: number[], now: Date): Promise<void> {
      if (!ids.length) return;
      await db('email_queue').whereIn('id', ids).andWhere({ claimed_by: worker, status: 'sending' }).whereNull('handed_at')
        .update({ status: 'pending', claimed_by: null, lease_until: null, updated_at: now.toISOString() });
    },

    async list(status: QueueStatus | undefined, offset: number, limit: number) {
      const base = () => (status ? db('email_queue').where({ status }) : db('email_queue'));
      const [rows, total, counts] = await Promise.all([
        base().orderBy('id', 'desc').offset(offset).limit(limit).select(COLUMNS),
        base().count({ n: '*' }).first(),
        db('email_queue').groupBy('status').select('status').count({ n: '*' }),
      ]);
      return {
        rows: rows.map(toQueueRow),
        total: Number(total?.n ?? 0),
        counts: Object.fromEntries(counts.map((c: Record<string, unknown>) => [String(c.status), Number(c.n)])),
      };
    },

    async find(id: number): Promise<QueueRow | undefined> {
      const row = await db('email_queue').where({ id }).first(COLUMNS);
      return row ? toQueueRow(row) : undefined;
    },

    /** The operator's decision on an unknown or failed row. */
    async decide(id: number, action: 'resend' | 'close', now: Date): Promise<boolean> {
      const iso = now.toISOString();
      const update = action === 'resend'
        ? { status: 'pending', send_after: iso, attempts: 0, claimed_by: null, lease_until: null, handed_at: null, updated_at: iso }
        : { status: 'cancelled', lease_until: null, updated_at: iso };
      const n = await db('email_queue').where({ id }).whereIn('status', ['unknown', 'failed']).update(update);
      return n === 1;
    },

    async suppressedAmong(addresses: string[]): Promise<Set<string>> {
      const lower = [...new Set(addresses.map((a) => a.toLowerCase()))];
      if (!lower.length) return new Set();
      const rows = await db('email_suppressions').whereIn('email', lower).select('email');
      return new Set(rows.map((r: { email: string }) => r.email));
    },
  };
}

async function insertSent(trx: Knex.Transaction, row: QueueRow, status: 'sent' | 'failed', iso: string, error: string | null) {
  await trx('sent_emails').insert({
    queue_id: row.id, country_code: row.country_code, message_id: row.message_id, to_email: row.to_email, cc: row.cc, bcc: row.bcc,
    subject: row.subject, content: row.text_content, html_content: row.html_content, template_id: row.template_id, status, sent_at: iso, error_message: error,
  });
}

export type QueueRepository = ReturnType<typeof createQueueRepository>;
