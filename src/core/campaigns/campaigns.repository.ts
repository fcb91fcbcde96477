import type { Knex } from 'knex';
import { toIso } from '../../db/dialect.js';
import { dialectFor, type SqlDialect } from '../../db/sql-dialect.js';
import { scoreRange, type ScoreFilter } from '../prospects/model.js';
import {
  INSERT_CHUNK,
  RECIPIENT_STATUSES,
  type Campaign,
  type CampaignRecipient,
  type CampaignStatus,
  type NewRecipient,
  type ProspectSegment,
  type RecipientStatus,
} from './model.js';

const COUNTS = [
  'total_recipients',
  'sent_count',
  'failed_count',
  'opened_count',
  'clicked_count',
  'bounced_count',
  'unsubscribed_count',
] as const;

function toCampaign(r: Record<string, unknown>): Campaign {
  const counts = Object.fromEntries(COUNTS.map((c) => [c, Number(r[c] ?? 0)])) as Record<(typeof COUNTS)[number], number>;
  return {
    id: Number(r.id),
    country_code: String(r.country_code),
    name: String(r.name),
    subject: String(r.subject),
    html_content: (r.html_content as string | null) ?? null,
    text_content: (r.text_content as string | null) ?? null,
    template_id: r.template_id === null || r.template_id === undefined ? null : Number(r.template_id),
    status: r.status as CampaignStatus,
    interval_seconds: Number(r.interval_seconds),
    scheduled_at: toIso(r.scheduled_at),
    started_at: toIso(r.started_at),
    completed_at: toIso(r.completed_at),
    ...counts,
    created_at: toIso(r.created_at)!,
    updated_at: toIso(r.updated_at)!,
  };
}

const toRecipient = (r: Record<string, unknown>): CampaignRecipient => ({
  id: Number(r.id),
  email_address: String(r.email_address),
  name: (r.name as string | null) ?? null,
  company_name: (r.company_name as string | null) ?? null,
  city: (r.city as string | null) ?? null,
  prospect_id: r.prospect_id === null || r.prospect_id === undefined ? null : Number(r.prospect_id),
  status: r.status as RecipientStatus,
  sent_at: toIso(r.sent_at),
  error_message: (r.error_message as string | null) ?? null,
});

/** A recipient as the feeder renders it. */
export interface FeedRecipient extends CampaignRecipient {
  campaign_id: number;
}

/** The queue's statuses a recipient takes over once its message is settled. */
const SETTLED_QUEUE = ['sent', 'failed', 'suppressed', 'unknown'];

/**
 * Every query of campaigns and their recipients. Recipients are written in multi-row INSERTs of
 * INSERT_CHUNK; a recipient's outcome is copied from its queue row by `settle` (one UPDATE), and the
 * campaign's counts are recounted from the recipients, sent mail and the suppression list, so they are
 * true whatever path a message took. Built on the database or on a unit of work's transaction.
 */
export function createCampaignRepository(db: Knex, dialect: SqlDialect = dialectFor(db)) {
  return {
    async list(country: string | undefined, offset: number, limit: number): Promise<{ campaigns: Campaign[]; total: number }> {
      const base = () => (country ? db('email_campaigns').where('country_code', country) : db('email_campaigns'));
      const [rows, total] = await Promise.all([
        base()
          .orderBy([
            { column: 'created_at', order: 'desc' },
            { column: 'id', order: 'desc' },
          ])
          .offset(offset)
          .limit(limit),
        base().count({ n: '*' }).first(),
      ]);
      return { campaigns: rows.map(toCampaign), total: Number(total?.n ?? 0) };
    },

    async find(id: number): Promise<Campaign | undefined> {
      const row = await db('email_campaigns').where({ id }).first();
      return row ? toCampaign(row) : undefined;
    },

    /**
     * Fresh planner statistics of the outbound queue, after a campaign put many rows on it: from the
     * statistics of a smaller queue, PostgreSQL plans the worker's claim as a read and sort of every
     * due row instead of a walk of the due index's first rows.
     */
    refreshQueueStatistics: () => dialect.refreshStatistics(db, ['email_queue']),

    /** The campaign, locked for the rest of the transaction (PostgreSQL; SQLite's write lock is held already). */
    async lock(id: number): Promise<Campaign | undefined> {
      await dialect.lockRow(db, 'email_campaigns', id);
      return this.find(id);
    },

    async insert(row: Record<string, unknown>, now: Date): Promise<number> {
      const iso = now.toISOString();
      const [inserted] = await db('email_campaigns')
        .insert({ ...row, created_at: iso, updated_at: iso })
        .returning('id');
      return Number(typeof inserted === 'object' ? inserted.id : inserted);
    },

    async update(id: number, columns: Record<string, unknown>, now: Date, onlyIn?: CampaignStatus[]): Promise<boolean> {
      const q = db('email_campaigns').where({ id });
      if (onlyIn) q.whereIn('status', onlyIn);
      return (await q.update({ ...columns, updated_at: now.toISOString() })) === 1;
    },

    async remove(id: number): Promise<boolean> {
      await db('email_campaign_recipients').where({ campaign_id: id }).delete();
      return (await db('email_campaigns').where({ id }).delete()) === 1;
    },

    /** Adds recipients in multi-row INSERTs; an address on the suppression list is stored `suppressed`. Answers how many. */
    async insertRecipients(campaignId: number, recipients: NewRecipient[], now: Date): Promise<number> {
      const iso = now.toISOString();
      for (let i = 0; i < recipients.length; i += INSERT_CHUNK) {
        const chunk = recipients.slice(i, i + INSERT_CHUNK);
        const suppressed = new Set(
          (
            await db('email_suppressions')
              .whereIn(
                'email',
                chunk.map((r) => r.email),
              )
              .select('email')
          ).map((r: { email: string }) => r.email),
        );
        await db('email_campaign_recipients').insert(
          chunk.map((r) => ({
            campaign_id: campaignId,
            email_address: r.email,
            name: r.name ?? null,
            company_name: r.company_name ?? null,
            city: r.city ?? null,
            prospect_id: r.prospect_id ?? null,
            status: suppressed.has(r.email) ? 'suppressed' : 'pending',
            created_at: iso,
          })),
        );
      }
      return recipients.length;
    },

    async removeRecipients(campaignId: number): Promise<void> {
      await db('email_campaign_recipients').where({ campaign_id: campaignId }).delete();
    },

    /** The prospects of a segment that have an address, by id (memory stays flat). */
    async *segment(filter: ProspectSegment, pageSize = 2000): AsyncGenerator<NewRecipient> {
      let after = 0;
      for (;;) {
        const q = db('prospects').whereNotNull('email').where('email', '<>', '').where('id', '>', after);
        if (filter.country) q.where('country_code', filter.country);
        if (filter.region) q.where('region_slug', filter.region);
        if (filter.category) q.where('category', filter.category);
        if (filter.score) q.whereBetween('web_quality_score', scoreRange(filter.score as ScoreFilter));
        if (filter.never_emailed) q.whereNull('email_sent_date');
        if (filter.not_replied) q.where((w) => w.whereNull('website_interest').orWhereNot('website_interest', 'replied'));
        const rows = await q.orderBy('id').limit(pageSize).select('id', 'email', 'name', 'city');
        for (const r of rows)
          yield { email: String(r.email), company_name: r.name ?? null, city: r.city ?? null, prospect_id: Number(r.id) };
        if (rows.length < pageSize) return;
        after = Number(rows[rows.length - 1].id);
      }
    },

    async recipients(campaignId: number, status: RecipientStatus | undefined, offset: number, limit: number) {
      const base = () => {
        const q = db('email_campaign_recipients').where({ campaign_id: campaignId });
        return status ? q.where({ status }) : q;
      };
      const rows = await base().orderBy('id').offset(offset).limit(limit);
      const total = await base().count({ n: '*' }).first();
      return { recipients: rows.map(toRecipient), total: Number(total?.n ?? 0) };
    },

    /** The next pending recipients to put on the queue, in order. */
    async pending(campaignId: number, limit: number): Promise<FeedRecipient[]> {
      const rows = await db('email_campaign_recipients').where({ campaign_id: campaignId, status: 'pending' }).orderBy('id').limit(limit);
      return rows.map((r: Record<string, unknown>) => ({ ...toRecipient(r), campaign_id: campaignId }));
    },

    /**
     * The queue rows of a batch of recipients, in one multi-row INSERT (content written by setContents
     * once their ids, which the signed links need, are known); answers the queue id of each recipient.
     */
    async insertQueueRows(
      rows: Array<Record<string, unknown> & { campaign_recipient_id: number }>,
      now: Date,
    ): Promise<Map<number, number>> {
      if (!rows.length) return new Map();
      const iso = now.toISOString();
      await db('email_queue').insert(rows.map((r) => ({ ...r, created_at: iso, updated_at: iso })));
      const ids = await db('email_queue')
        .whereIn(
          'campaign_recipient_id',
          rows.map((r) => r.campaign_recipient_id),
        )
        .select('id', 'campaign_recipient_id');
      return new Map(ids.map((r: { id: unknown; campaign_recipient_id: unknown }) => [Number(r.campaign_recipient_id), Number(r.id)]));
    },

    /** The tracked links of a batch's messages, in one INSERT; answers each queue row's link ids in order. */
    async insertLinks(links: Array<{ queue_id: number; url: string }>): Promise<Map<number, number[]>> {
      const byQueue = new Map<number, number[]>();
      if (!links.length) return byQueue;
      for (let i = 0; i < links.length; i += INSERT_CHUNK) await db('email_links').insert(links.slice(i, i + INSERT_CHUNK));
      const rows = await db('email_links')
        .whereIn('queue_id', [...new Set(links.map((l) => l.queue_id))])
        .orderBy('id')
        .select('id', 'queue_id');
      for (const r of rows as Array<{ id: unknown; queue_id: unknown }>) {
        const list = byQueue.get(Number(r.queue_id)) ?? [];
        list.push(Number(r.id));
        byQueue.set(Number(r.queue_id), list);
      }
      return byQueue;
    },

    /** Each message's rendered content, one UPDATE for the batch (UPDATE … FROM VALUES, on both engines). */
    async setContents(contents: Array<{ id: number; html: string | null; text: string }>): Promise<void> {
      for (let i = 0; i < contents.length; i += INSERT_CHUNK) {
        const chunk = contents.slice(i, i + INSERT_CHUNK);
        const values = chunk.map(() => '(cast(? as integer), cast(? as text), cast(? as text))').join(', ');
        await db.raw(
          `update email_queue set html_content = v.column2, text_content = v.column3 from (values ${values}) as v where email_queue.id = v.column1`,
          chunk.flatMap((c) => [c.id, c.html, c.text]),
        );
      }
    },

    /** Recipients just queued take their queue row's id (the queue holds one row per recipient). */
    async markQueued(ids: number[]): Promise<void> {
      if (!ids.length) return;
      await db('email_campaign_recipients')
        .whereIn('id', ids)
        .where('status', 'pending')
        .update({
          status: 'queued',
          queue_id: db.raw('(select q.id from email_queue q where q.campaign_recipient_id = email_campaign_recipients.id)'),
        });
    },

    /**
     * Takes the campaign's unsent messages off the queue: rows not yet claimed, and rows claimed but not
     * handed to the transport (the worker's hand-over then finds nothing and does not send them). A row
     * already handed over goes on. Their recipients are pending again. Answers how many came off.
     */
    async dropUnsent(campaignId: number): Promise<number> {
      const dropped = await db('email_queue')
        .where({ campaign_id: campaignId })
        .where((w) => w.where('status', 'pending').orWhere((s) => s.where('status', 'sending').whereNull('handed_at')))
        .delete();
      await db('email_campaign_recipients')
        .where({ campaign_id: campaignId, status: 'queued' })
        .whereNotExists(db('email_queue').select(db.raw('1')).whereRaw('email_queue.id = email_campaign_recipients.queue_id'))
        .update({ status: 'pending', queue_id: null });
      return dropped;
    },

    /**
     * Recipients whose message is settled take its outcome (sent, failed, suppressed, unknown; an
     * unknown one the operator resent follows it), then the counts are recounted: sent includes the
     * bounced (they went out), opened and clicked are recipients whose sent mail was opened or clicked,
     * unsubscribed those who unsubscribed through this campaign's message.
     */
    async settle(campaignId: number, now: Date): Promise<void> {
      const queueOf = (column: string) => db.raw(`(select q.${column} from email_queue q where q.id = email_campaign_recipients.queue_id)`);
      await db('email_campaign_recipients')
        .where({ campaign_id: campaignId })
        .whereIn('status', ['queued', 'unknown'])
        .whereExists(
          db('email_queue')
            .select(db.raw('1'))
            .whereRaw('email_queue.id = email_campaign_recipients.queue_id')
            .whereIn('email_queue.status', SETTLED_QUEUE)
            .whereRaw('email_queue.status <> email_campaign_recipients.status'),
        )
        .update({ status: queueOf('status'), sent_at: queueOf('sent_at'), error_message: queueOf('last_error') });
      await this.recount(campaignId, now);
    },

    async recount(campaignId: number, now: Date): Promise<void> {
      const byStatus = await this.statusCounts(campaignId);
      const joined = (table: string, on: string) =>
        db({ r: 'email_campaign_recipients' }).join({ x: table }, `x.${on}`, 'r.queue_id').where('r.campaign_id', campaignId);
      // one after the other: on a transaction the statements share one connection
      const opened = await joined('sent_emails', 'queue_id').where('x.opened_count', '>', 0).count({ n: '*' }).first();
      const clicked = await joined('sent_emails', 'queue_id').where('x.clicked_count', '>', 0).count({ n: '*' }).first();
      const unsubscribed = await joined('email_suppressions', 'queue_id').where('x.reason', 'unsubscribe').count({ n: '*' }).first();
      const total = Object.values(byStatus).reduce((a, b) => a + b, 0);
      await db('email_campaigns')
        .where({ id: campaignId })
        .update({
          total_recipients: total,
          sent_count: byStatus.sent + byStatus.bounced,
          failed_count: byStatus.failed,
          bounced_count: byStatus.bounced,
          opened_count: Number(opened?.n ?? 0),
          clicked_count: Number(clicked?.n ?? 0),
          unsubscribed_count: Number(unsubscribed?.n ?? 0),
          updated_at: now.toISOString(),
        });
    },

    async statusCounts(campaignId: number): Promise<Record<RecipientStatus, number>> {
      const rows = await db('email_campaign_recipients')
        .where({ campaign_id: campaignId })
        .groupBy('status')
        .select('status')
        .count({ n: '*' });
      const counts = Object.fromEntries(RECIPIENT_STATUSES.map((s) => [s, 0])) as Record<RecipientStatus, number>;
      for (const r of rows as Array<{ status: RecipientStatus; n: unknown }>) counts[r.status] = Number(r.n);
      return counts;
    },

    /** Campaigns the job looks after: sending ones, and scheduled ones that are due. */
    async active(now: Date): Promise<Array<{ id: number; status: CampaignStatus }>> {
      const rows = await db('email_campaigns')
        .where('status', 'sending')
        .orWhere((w) => w.where('status', 'scheduled').where('scheduled_at', '<=', now.toISOString()))
        .orderBy('id')
        .select('id', 'status');
      return rows.map((r: { id: unknown; status: CampaignStatus }) => ({ id: Number(r.id), status: r.status }));
    },

    /** When the next recipient is due (the stagger continues from there); null before the first is fed. */
    async nextSendAt(campaignId: number): Promise<Date | null> {
      const row = await db('email_campaigns').where({ id: campaignId }).first('next_send_at');
      const iso = toIso(row?.next_send_at);
      return iso ? new Date(iso) : null;
    },

    /** Messages of the campaign sent since `since` (the rate). */
    async sentSince(campaignId: number, since: Date): Promise<number> {
      const row = await db('email_queue')
        .where({ campaign_id: campaignId, status: 'sent' })
        .where('sent_at', '>=', since.toISOString())
        .count({ n: '*' })
        .first();
      return Number(row?.n ?? 0);
    },

    async lastErrors(campaignId: number, limit: number) {
      const rows = await db('email_campaign_recipients')
        .where({ campaign_id: campaignId })
        .whereIn('status', ['failed', 'unknown', 'bounced'])
        .whereNotNull('error_message')
        .orderBy('id', 'desc')
        .limit(limit)
        .select('email_address', 'error_message', 'sent_at');
      return rows.map((r: Record<string, unknown>) => ({
        email_address: String(r.email_address),
        error_message: String(r.error_message),
        at: toIso(r.sent_at),
      }));
    },
  };
}

export type CampaignRepository = ReturnType<typeof createCampaignRepository>;
