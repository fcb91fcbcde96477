import type { Knex } from 'knex';

export interface Visitor {
  ip?: string;
  userAgent?: string;
}

/** What an event keeps of its visitor: the address's key (a keyed hash, never the address) and the user agent. */
export interface VisitorRecord {
  clientKey: string | null;
  userAgent?: string;
}

const event = (
  queueId: number,
  type: 'open' | 'click' | 'unsubscribe',
  visitor: VisitorRecord,
  iso: string,
  linkId: number | null = null,
) => ({
  queue_id: queueId,
  event_type: type,
  link_id: linkId,
  client_key: visitor.clientKey,
  user_agent: visitor.userAgent?.slice(0, 500) ?? null,
  created_at: iso,
});

/**
 * An offer to a prospect moves its website_interest forward (email_sent -> email_opened ->
 * link_clicked), never back from a later stage such as interested or converted.
 */
async function advanceInterest(trx: Knex, queueId: number, to: 'email_opened' | 'link_clicked') {
  const from = to === 'email_opened' ? ['email_sent'] : ['email_sent', 'email_opened'];
  const row = await trx('email_queue').where({ id: queueId, kind: 'offer' }).whereNotNull('company_id').first('company_id');
  if (row) await trx('prospects').where({ id: row.company_id }).whereIn('website_interest', from).update({ website_interest: to });
}

/**
 * Opens, clicks and unsubscribes recorded against the queue row a signed token names; each record is several
 * statements, run in the caller's unit of work (tx.tracking).
 */
export function createTrackingRepository(db: Knex) {
  return {
    /** Counts an open: the event, and opened_count / opened_at / last_opened_at of the sent mail. */
    async recordOpen(queueId: number, visitor: VisitorRecord, now: Date): Promise<boolean> {
      const iso = now.toISOString();
      const exists = await db('email_queue').where({ id: queueId }).first('id');
      if (!exists) return false;
      await db('email_events').insert(event(queueId, 'open', visitor, iso));
      await db('sent_emails')
        .where({ queue_id: queueId })
        .update({
          opened_count: db.raw('opened_count + 1'),
          opened_at: db.raw('COALESCE(opened_at, ?)', [iso]),
          last_opened_at: iso,
        });
      await advanceInterest(db, queueId, 'email_opened');
      return true;
    },

    /** Counts a click on a stored link and answers its URL; undefined for an unknown link. */
    async recordClick(linkId: number, visitor: VisitorRecord, now: Date): Promise<string | undefined> {
      const iso = now.toISOString();
      const link = await db('email_links').where({ id: linkId }).first('id', 'queue_id', 'url');
      if (!link) return undefined;
      const queueId = Number(link.queue_id);
      await db('email_links')
        .where({ id: linkId })
        .update({
          click_count: db.raw('click_count + 1'),
          first_clicked_at: db.raw('COALESCE(first_clicked_at, ?)', [iso]),
          last_clicked_at: iso,
        });
      await db('email_events').insert(event(queueId, 'click', visitor, iso, linkId));
      await db('sent_emails')
        .where({ queue_id: queueId })
        .update({ clicked_count: db.raw('clicked_count + 1') });
      await advanceInterest(db, queueId, 'link_clicked');
      return String(link.url);
    },

    /** The recipient of a queue row goes on the suppression list (once); false for an unknown row. */
    async suppressRecipientOf(queueId: number, visitor: VisitorRecord, now: Date): Promise<boolean> {
      const iso = now.toISOString();
      const row = await db('email_queue').where({ id: queueId }).first('to_email');
      if (!row) return false;
      await db('email_suppressions')
        .insert({ email: String(row.to_email).toLowerCase(), reason: 'unsubscribe', queue_id: queueId, created_at: iso })
        .onConflict('email')
        .ignore();
      await db('email_events').insert(event(queueId, 'unsubscribe', visitor, iso));
      return true;
    },

    async isSuppressed(email: string): Promise<boolean> {
      return Boolean(await db('email_suppressions').where({ email: email.toLowerCase() }).first('email'));
    },
  };
}
