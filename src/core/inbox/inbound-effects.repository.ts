import type { Knex } from 'knex';
import { WEBSITE_INTEREST } from '../prospects/model.js';

/** A sent e-mail a received message answers or reports on. */
export interface SentMatch {
  id: number;
  messageId: string;
  toEmail: string;
  queueId: number | null;
}

const toMatch = (r: Record<string, unknown>): SentMatch => ({
  id: Number(r.id),
  messageId: String(r.message_id),
  toEmail: String(r.to_email),
  queueId: r.queue_id === null || r.queue_id === undefined ? null : Number(r.queue_id),
});
const MATCH_COLUMNS = ['id', 'message_id', 'to_email', 'queue_id'];

/** Where a prospect stands before it replied: a reply moves these (and none) to `replied`, never a later stage. */
const BEFORE_REPLIED = WEBSITE_INTEREST.slice(0, WEBSITE_INTEREST.indexOf('replied'));

/**
 * The queries of a received message's effects (inbound-effects.service.ts): find the sent e-mail it concerns,
 * mark it bounced, put an address on the suppression list, find and advance the prospect. Built on
 * the database or on the transaction that stores the message (`tx.inboundEffects` of the unit of work).
 * Indexes: migration 20261126010000.
 */
export function createInboundEffectsRepository(db: Knex) {
  return {
    /** Sent e-mails with one of these Message-IDs (exact, with the angle brackets). */
    async sentByMessageIds(messageIds: string[]): Promise<SentMatch[]> {
      if (!messageIds.length) return [];
      const rows = await db('sent_emails').whereIn('message_id', messageIds).orderBy('id', 'desc').select(MATCH_COLUMNS);
      return rows.map(toMatch);
    },

    /** The latest e-mail sent to `address` (any case, the whole recipient field) between `from` and `to`. */
    async latestSentTo(address: string, from: Date, to: Date): Promise<SentMatch | undefined> {
      const row = await db('sent_emails')
        .whereRaw('lower(to_email) = ?', [address.toLowerCase()])
        .andWhere('sent_at', '>=', from.toISOString())
        .andWhere('sent_at', '<=', to.toISOString())
        .orderBy([
          { column: 'sent_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .first(MATCH_COLUMNS);
      return row ? toMatch(row) : undefined;
    },

    async markBounced(sentId: number, errorMessage: string): Promise<void> {
      await db('sent_emails').where({ id: sentId }).update({ status: 'bounced', error_message: errorMessage });
    },

    /** A campaign's recipient whose message this was (email_queue.campaign_recipient_id) bounced: counted as bounced. */
    async markCampaignRecipientBounced(queueId: number, errorMessage: string): Promise<void> {
      await db('email_campaign_recipients').where({ queue_id: queueId }).update({ status: 'bounced', error_message: errorMessage });
    },

    /** Puts `email` (lower-cased) on the suppression list; an entry already there stays as it is. */
    async suppress(email: string, reason: 'bounce', queueId: number | null, now: Date): Promise<void> {
      await db('email_suppressions')
        .insert({ email: email.toLowerCase(), reason, queue_id: queueId, created_at: now.toISOString() })
        .onConflict('email')
        .ignore();
    },

    /** The prospect a queued message was sent to (email_queue.company_id), when it still exists. */
    async prospectOf(queueId: number): Promise<number | null> {
      const row = await db({ q: 'email_queue' }).join({ p: 'prospects' }, 'p.id', 'q.company_id').where('q.id', queueId).first('p.id');
      return row ? Number(row.id) : null;
    },

    /** The prospect replied: its website_interest becomes `replied` unless it is further along already. */
    async markReplied(prospectId: number): Promise<void> {
      await db('prospects')
        .where({ id: prospectId })
        .andWhere((w) => w.whereNull('website_interest').orWhereIn('website_interest', BEFORE_REPLIED))
        .update({ website_interest: 'replied' });
    },
  };
}

export type InboundEffectsRepository = ReturnType<typeof createInboundEffectsRepository>;
