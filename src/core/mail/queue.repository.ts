import type { Knex } from 'knex';
import { toIso, toBool } from '../../db/dialect.js';
import { dialectFor, type SqlDialect } from '../../db/sql-dialect.js';
import type { QueueStatus } from '../../contract/mail.js';
import { suppressedBecause, type QueueKind } from './model.js';
import { NOTIFICATION_LIFETIME_MS, NOTIFICATION_TEXTS } from '../notifications/model.js';
import { createNotificationRepository, notificationRow, notificationTypeOnSql } from '../notifications/notifications.repository.js';

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
  /** a reply's threading headers (compose from the inbox); null otherwise */
  in_reply_to: string | null;
  references: string | null;
  /** a business's own message (salon E-maily): its name and address as the sender; null: the operator's */
  from_name: string | null;
  from_email: string | null;
  bulk: boolean;
  status: QueueStatus;
  attempts: number;
  send_after: string;
  created_at: string;
  sent_at: string | null;
  last_error: string | null;
}

export type NewQueueRow = Omit<
  QueueRow,
  | 'id'
  | 'status'
  | 'attempts'
  | 'created_at'
  | 'sent_at'
  | 'last_error'
  | 'send_after'
  | 'in_reply_to'
  | 'references'
  | 'from_name'
  | 'from_email'
> & {
  status?: QueueStatus;
  in_reply_to?: string | null;
  references?: string | null;
  from_name?: string | null;
  from_email?: string | null;
  send_after: Date;
  company_id?: number | null;
  campaign_id?: number | null;
  created_by?: number | null;
};

const COLUMNS = [
  'id',
  'message_id',
  'country_code',
  'kind',
  'template_id',
  'to_email',
  'to_name',
  'cc',
  'bcc',
  'subject',
  'html_content',
  'text_content',
  'in_reply_to',
  'references',
  'from_name',
  'from_email',
  'bulk',
  'status',
  'attempts',
  'send_after',
  'created_at',
  'sent_at',
  'last_error',
];

function toQueueRow(r: Record<string, unknown>): QueueRow {
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

/**
 * The durable outbound ledger (email_queue): every state change is one conditional UPDATE. A message
 * is written (insert, setContent, insertLinks, insertAttachments) by the repository of the unit of
 * work's transaction, so it is queued whole or not at all.
 */
export function createQueueRepository(db: Knex, dialect: SqlDialect = dialectFor(db)) {
  return {
    async insert(row: NewQueueRow, now: Date): Promise<number> {
      const iso = now.toISOString();
      const [inserted] = await db('email_queue')
        .insert({ ...row, status: row.status ?? 'pending', send_after: row.send_after.toISOString(), created_at: iso, updated_at: iso })
        .returning('id');
      return Number(typeof inserted === 'object' ? inserted.id : inserted);
    },
    async setContent(id: number, html: string | null, text: string) {
      await db('email_queue').where({ id }).update({ html_content: html, text_content: text });
    },
    async insertLinks(queueId: number, urls: string[]): Promise<number[]> {
      const ids: number[] = [];
      for (const url of urls) {
        const [row] = await db('email_links').insert({ queue_id: queueId, url }).returning('id');
        ids.push(Number(typeof row === 'object' ? row.id : row));
      }
      return ids;
    },
    async insertAttachments(queueId: number, files: Array<{ filename: string; contentType: string; content: Buffer; cid?: string }>) {
      for (const f of files) {
        await db('email_attachments').insert({
          queue_id: queueId,
          filename: f.filename,
          content_type: f.contentType,
          size: f.content.length,
          content: f.content,
          content_id: f.cid ?? null,
        });
      }
    },
    async attachmentsOf(queueId: number) {
      const rows = await db('email_attachments')
        .where({ queue_id: queueId })
        .orderBy('id')
        .select('filename', 'content_type', 'content', 'content_id');
      return rows.map((r: Record<string, unknown>) => ({
        filename: String(r.filename),
        contentType: String(r.content_type),
        content: Buffer.from(r.content as Buffer),
        ...(r.content_id ? { cid: String(r.content_id) } : {}),
      }));
    },
    async attachmentCounts(queueIds: number[]): Promise<Map<number, number>> {
      if (!queueIds.length) return new Map();
      const rows = await db('email_attachments').whereIn('queue_id', queueIds).groupBy('queue_id').select('queue_id').count({ n: '*' });
      return new Map(rows.map((r: Record<string, unknown>) => [Number(r.queue_id), Number(r.n)]));
    },

    /**
     * Rows a dead worker left behind once their lease ran out: a row it had handed to the transport
     * may or may not have gone out, so it becomes `unknown` for the operator (never re-sent blindly);
     * a row it had only claimed goes back to `pending`; a row it had marked sent gets the sent-mail
     * entry the worker did not get to write.
     */
    async recoverExpired(now: Date): Promise<{ unknown: number; released: number }> {
      const iso = now.toISOString();
      const expired = () => db('email_queue').where('status', 'sending').andWhere('lease_until', '<', iso);
      const unknown = await expired().whereNotNull('handed_at').update({
        status: 'unknown',
        last_error: 'Přerušeno během odesílání: nevíme, zda zpráva odešla.',
        lease_until: null,
        updated_at: iso,
      });
      const released = await expired()
        .whereNull('handed_at')
        .update({ status: 'pending', claimed_by: null, lease_until: null, updated_at: iso });
      await finishSent(db, dialect, (q) => q.andWhere('lease_until', '<', iso));
      return { unknown, released };
    },

    /**
     * Claims up to `limit` due rows for `worker` in one statement (UPDATE ... RETURNING): PostgreSQL skips
     * rows another worker is claiming (SKIP LOCKED); on SQLite the statement holds the one write lock.
     */
    async claim(worker: string, now: Date, leaseUntil: Date, limit: number): Promise<QueueRow[]> {
      const iso = now.toISOString();
      const claim = { status: 'sending', claimed_by: worker, lease_until: leaseUntil.toISOString(), handed_at: null, updated_at: iso };
      // the due rows in the due index's order (send_after, id); the rows found are pending and held by
      // this statement, so the UPDATE finds them by id alone (a test of their status here would let the
      // planner look for the ids along the due index instead of the key)
      const due = db('email_queue')
        .where('status', 'pending')
        .andWhere('send_after', '<=', iso)
        .orderBy([{ column: 'send_after' }, { column: 'id' }])
        .limit(limit)
        .select('id');
      const rows = await dialect.idsSkippingLocked(db, 'email_queue', due).update(claim).returning(COLUMNS);
      return (rows as Record<string, unknown>[]).map(toQueueRow).sort((a, b) => a.send_after.localeCompare(b.send_after) || a.id - b.id);
    },

    /** Marks the row as handed to the transport (counts an attempt); false when the claim was lost. */
    async markHanded(id: number, worker: string, now: Date): Promise<boolean> {
      return handOver(db, id, worker, now.toISOString());
    },

    /**
     * The worker's one statement per message: row `id` is sent and, in the same statement (so in the
     * same commit), `nextId`, the next row of the claim, is handed over; each only if this worker still
     * holds it in the state it expects. A crash before it leaves `id` handed (it becomes unknown) and
     * `nextId` only claimed (it goes back to pending); after it, only `nextId` is in doubt. The sent row
     * keeps a lease (`keepUntil`) until its sent-mail entry is written by finishSent, or by
     * recoverExpired after a crash. Answers whether `nextId` was handed (false: its claim was lost, it
     * must not be sent).
     */
    async markSent(id: number, worker: string, response: string, now: Date, keepUntil: Date, nextId?: number): Promise<boolean> {
      const params = {
        id,
        next: nextId ?? -1, // no row has it
        worker,
        iso: now.toISOString(),
        response: response.slice(0, 2000),
        keepUntil: keepUntil.toISOString(),
      };
      // a named statement: PostgreSQL parses and plans it once per connection of the pool (SQLite's
      // driver ignores the option)
      const rows = dialect.rowsOf<{ id: number | string }>(await db.raw(MARK_SENT, params).options({ name: 'email-queue-mark-sent' }));
      return nextId !== undefined && rows.some((r) => Number(r.id) === nextId);
    },

    /** Writes the sent-mail entries of rows marked sent (one transaction for a claim's worth). */
    async finishSent(ids: number[]): Promise<void> {
      if (ids.length) await finishSent(db, dialect, (q) => q.whereIn('id', ids));
    },

    async markFailed(row: QueueRow, worker: string, error: string, now: Date): Promise<void> {
      const iso = now.toISOString();
      await db.transaction(async (trx) => {
        const n = await trx('email_queue')
          .where({ id: row.id, claimed_by: worker })
          .whereIn('status', ['sending', 'unknown'])
          .update({ status: 'failed', last_error: error.slice(0, 2000), lease_until: null, updated_at: iso });
        if (n !== 1) return;
        await insertFailed(trx, row, iso, error.slice(0, 2000));
        // the operator's notification, in the same transaction (a rare path)
        await createNotificationRepository(trx).insert(
          notificationRow(
            {
              companyId: null,
              type: 'error',
              title: NOTIFICATION_TEXTS.sendFailed,
              message: error.slice(0, 2000),
              data: { recipient: row.to_email, subject: row.subject },
            },
            now,
          ),
        );
      });
    },

    /** A row that may or may not have gone out: the operator resends or closes it. */
    async markUnknown(row: QueueRow, worker: string, error: string, now: Date): Promise<void> {
      await db('email_queue')
        .where({ id: row.id, claimed_by: worker, status: 'sending' })
        .update({ status: 'unknown', last_error: error.slice(0, 2000), lease_until: null, updated_at: now.toISOString() });
    },

    async retryLater(row: QueueRow, worker: string, error: string, sendAfter: Date, now: Date): Promise<void> {
      await db('email_queue')
        .where({ id: row.id, claimed_by: worker, status: 'sending' })
        .update({
          status: 'pending',
          send_after: sendAfter.toISOString(),
          last_error: error.slice(0, 2000),
          claimed_by: null,
          lease_until: null,
          handed_at: null,
          updated_at: now.toISOString(),
        });
    },

    /** A claimed row to an address on the suppression list: settled, with the list's reason in words. */
    async markSuppressed(id: number, worker: string, now: Date, reason = 'unsubscribe'): Promise<void> {
      await db('email_queue')
        .where({ id, claimed_by: worker, status: 'sending' })
        .update({ status: 'suppressed', last_error: suppressedBecause(reason), lease_until: null, updated_at: now.toISOString() });
    },

    /** Claimed rows this worker did not get to: back to pending. */
    async release(worker: string, ids: number[], now: Date): Promise<void> {
      if (!ids.length) return;
      await db('email_queue')
        .whereIn('id', ids)
        .andWhere({ claimed_by: worker, status: 'sending' })
        .whereNull('handed_at')
        .update({ status: 'pending', claimed_by: null, lease_until: null, updated_at: now.toISOString() });
    },

    /** A page of the queue, newest first; with `companyId` only the messages that company composed (salon E-maily). */
    async list(status: QueueStatus | undefined, offset: number, limit: number, companyId: number | null = null) {
      const scoped = () => (companyId === null ? db('email_queue') : db('email_queue').where({ company_id: companyId, kind: 'compose' }));
      const base = () => (status ? scoped().where({ status }) : scoped());
      const [rows, total, counts] = await Promise.all([
        base().orderBy('id', 'desc').offset(offset).limit(limit).select(COLUMNS),
        base().count({ n: '*' }).first(),
        scoped().groupBy('status').select('status').count({ n: '*' }),
      ]);
      return {
        rows: rows.map(toQueueRow),
        total: Number(total?.n ?? 0),
        counts: Object.fromEntries(counts.map((c: Record<string, unknown>) => [String(c.status), Number(c.n)])),
      };
    },

    async find(id: number, companyId: number | null = null): Promise<QueueRow | undefined> {
      const q = db('email_queue').where({ id });
      if (companyId !== null) q.where({ company_id: companyId, kind: 'compose' });
      const row = await q.first(COLUMNS);
      return row ? toQueueRow(row) : undefined;
    },

    /** The operator's (or, for its own messages, the company's) decision on an unknown or failed row. */
    async decide(id: number, action: 'resend' | 'close', now: Date, companyId: number | null = null): Promise<boolean> {
      const iso = now.toISOString();
      const update =
        action === 'resend'
          ? { status: 'pending', send_after: iso, attempts: 0, claimed_by: null, lease_until: null, handed_at: null, updated_at: iso }
          : { status: 'cancelled', lease_until: null, updated_at: iso };
      const q = db('email_queue').where({ id }).whereIn('status', ['unknown', 'failed']);
      if (companyId !== null) q.where({ company_id: companyId, kind: 'compose' });
      const n = await q.update(update);
      return n === 1;
    },

    /** Holds company `companyId`'s compose until the transaction ends (its daily limit is counted under it; SQLite holds its one write lock already). */
    lockCompanyCompose: (companyId: number) => dialect.lockKey(db, `company-compose:${companyId}`),

    /** The messages company `companyId` composed since `since` (its daily limit). */
    async composedByCompanySince(companyId: number, since: Date): Promise<number> {
      const row = await db('email_queue')
        .where({ company_id: companyId, kind: 'compose' })
        .andWhere('created_at', '>=', since.toISOString())
        .count({ n: '*' })
        .first();
      return Number(row?.n ?? 0);
    },

    /** Which of `addresses` are on the suppression list (lower-cased), each with its reason (unsubscribe, bounce, manual). */
    async suppressedAmong(addresses: string[]): Promise<Map<string, string>> {
      const lower = [...new Set(addresses.map((a) => a.toLowerCase()))];
      if (!lower.length) return new Map();
      const rows = await db('email_suppressions').whereIn('email', lower).select('email', 'reason');
      return new Map(rows.map((r: { email: string; reason: string }) => [r.email, r.reason]));
    },
  };
}

/**
 * markSent's statement, with knex's named bindings: one UPDATE of both rows (the sent one and the next
 * one handed over), so both changes commit together. It is fixed text rather than a query builder
 * because it runs once per message on the line's serial path (the next message's end of DATA waits
 * for its commit), where compiling a builder costs about as much as running the statement. Its text
 * never changes, so it can be a named (prepared) statement.
 */
const MARK_SENT = `update email_queue set
  status = case when id = :id then 'sent' else status end,
  sent_at = case when id = :id then :iso else sent_at end,
  smtp_response = case when id = :id then :response else smtp_response end,
  lease_until = case when id = :id then :keepUntil else lease_until end,
  last_error = case when id = :id then null else last_error end,
  updated_at = :iso,
  handed_at = case when id = :next then :iso else handed_at end,
  attempts = case when id = :next then attempts + 1 else attempts end
  where id in (:id, :next) and claimed_by = :worker
    and ((id = :id and status in ('sending', 'unknown')) or (id = :next and status = 'sending'))
  returning id`;

async function handOver(q: Knex, id: number, worker: string, iso: string): Promise<boolean> {
  const n = await q('email_queue')
    .where({ id, claimed_by: worker, status: 'sending' })
    .update({ handed_at: iso, attempts: q.raw('attempts + 1'), updated_at: iso });
  return n === 1;
}

/** Sent mail from the queue keeps its content in the queue row (read through queue_id), not a copy. */
const SENT_COLUMNS = 'queue_id, country_code, message_id, to_email, cc, bcc, subject, template_id, status, sent_at, error_message';
/** A row sent again after the operator resent it (failed before) updates its entry. */
const SENT_AGAIN =
  'on conflict (queue_id) do update set status = excluded.status, sent_at = excluded.sent_at, error_message = excluded.error_message';

/**
 * The operator's `email_sent` notifications of sent rows the admin composed (kind `compose`): columns
 * and the SELECT list over a row of email_queue (created when it was sent, expiring
 * NOTIFICATION_LIFETIME_MS later), with the recipient and subject as its data.
 */
const NOTICE_COLUMNS = 'company_id, type, title, message, data, is_read, created_at, expires_at';
const noticeOf = (dialect: SqlDialect) =>
  `cast(null as integer), 'email_sent', ?, cast(null as text), ${dialect.jsonObjectText({ recipient: 'to_email', subject: 'subject' })}, false, sent_at, ${dialect.secondsAfter(
    'sent_at',
    NOTIFICATION_LIFETIME_MS / 1000,
  )}`;

/**
 * Sent rows still holding a lease (chosen by `which`) get their sent_emails entry, copied from the
 * row, and lose the lease; those the admin composed also notify the operator (email_sent). Safe to run
 * twice or from two workers at once.
 * PostgreSQL (writable WITHs): one statement (the rows the UPDATE releases are exactly the rows the
 * INSERTs enter). SQLite: one transaction, which holds the only write lock throughout.
 */
async function finishSent(db: Knex, dialect: SqlDialect, which: (q: Knex.QueryBuilder) => Knex.QueryBuilder) {
  const sent = (q: Knex) => which(q('email_queue').where('status', 'sent').whereNotNull('lease_until'));
  const entry = "id, country_code, message_id, to_email, cc, bcc, subject, template_id, 'sent', sent_at, null";
  const notice = noticeOf(dialect);
  if (dialect.writableCte) {
    const released = sent(db)
      .update({ lease_until: null })
      .returning(['id', 'country_code', 'message_id', 'to_email', 'cc', 'bcc', 'subject', 'template_id', 'sent_at', 'kind'])
      .toSQL();
    await db.raw(
      `with released as (${released.sql}), entered as (insert into sent_emails (${SENT_COLUMNS}) select ${entry} from released ${SENT_AGAIN}) ` +
        `insert into email_notifications (${NOTICE_COLUMNS}) select ${notice} from released where kind = 'compose' and ${notificationTypeOnSql('email_sent')}`,
      [...released.bindings, NOTIFICATION_TEXTS.emailSent],
    );
    return;
  }
  await db.transaction(async (trx) => {
    const select = sent(trx).select(trx.raw(entry)).toSQL();
    await trx.raw(`insert into sent_emails (${SENT_COLUMNS}) ${select.sql} ${SENT_AGAIN}`, select.bindings);
    const notices = sent(trx)
      .andWhere('kind', 'compose')
      .andWhereRaw(notificationTypeOnSql('email_sent'))
      .select(trx.raw(notice, [NOTIFICATION_TEXTS.emailSent]))
      .toSQL();
    await trx.raw(`insert into email_notifications (${NOTICE_COLUMNS}) ${notices.sql}`, notices.bindings);
    await sent(trx).update({ lease_until: null });
  });
}

async function insertFailed(trx: Knex.Transaction, row: QueueRow, iso: string, error: string) {
  await trx('sent_emails')
    .insert({
      queue_id: row.id,
      country_code: row.country_code,
      message_id: row.message_id,
      to_email: row.to_email,
      cc: row.cc,
      bcc: row.bcc,
      subject: row.subject,
      template_id: row.template_id,
      status: 'failed',
      sent_at: iso,
      error_message: error,
    })
    .onConflict('queue_id')
    .merge(['status', 'sent_at', 'error_message']);
}

export type QueueRepository = ReturnType<typeof createQueueRepository>;
