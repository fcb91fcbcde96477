import type { Knex } from 'knex';
import type { InboundEffects, InboundEffectsInput } from './model.js';
import type { AttachmentInfo } from './imap.port.js';

export interface MailboxRow {
  id: number;
  accountId: number;
  path: string;
  uidValidity: string;
  /** null until a sync of the mailbox completed */
  uidNext: number | null;
  highestModseq: string | null;
}

/** A received_emails row to insert (without ids and links: the effects give those). */
export interface NewMessageRow {
  uid: number;
  message_id: string | null;
  in_reply_to: string | null;
  references: string | null;
  from_email: string | null;
  from_name: string | null;
  to_email: string | null;
  cc: string | null;
  subject: string | null;
  preview: string;
  received_at: Date;
  is_read: boolean;
  is_starred: boolean;
  is_archived: boolean;
  size: number;
  has_attachments: boolean;
  attachments: AttachmentInfo[];
  body_text: string | null;
  body_html: string | null;
  kind: string;
  bounce: string | null;
  search_text: string;
  note: string | null;
}

/** What a changed UIDVALIDITY is matched on: the stored rows of a mailbox. */
export interface MatchableRow {
  id: number;
  uidValidity: string;
  uid: number;
  messageId: string | null;
  receivedAt: Date;
  size: number;
  fromEmail: string | null;
  isRead: boolean;
  isStarred: boolean;
}

/** A stored message with what write-back needs (its account, mailbox and place on the server). */
export interface StoredMessage {
  id: number;
  accountId: number;
  companyId: number | null;
  mailboxId: number;
  path: string;
  uidValidity: string;
  uid: number;
  isRead: boolean;
  isStarred: boolean;
  isArchived: boolean;
  size: number;
  attachments: AttachmentInfo[];
  bodyText: string | null;
  bodyHtml: string | null;
}

const toMailbox = (r: Record<string, unknown>): MailboxRow => ({
  id: Number(r.id),
  accountId: Number(r.account_id),
  path: String(r.path),
  uidValidity: String(r.uidvalidity),
  uidNext: r.uidnext === null || r.uidnext === undefined ? null : Number(r.uidnext),
  highestModseq: (r.highest_modseq as string | null) ?? null,
});

/** Effects of the stored messages, one each in their order (inbound-effects.service.ts), run on the storing transaction. */
export type ApplyEffects = (inputs: InboundEffectsInput[], trx: Knex) => Promise<InboundEffects[]>;

/**
 * The links the effects answered, one UPDATE for a batch (a mailbox of replies to our mail links most
 * of its messages): each column set by a CASE on the row's id.
 */
async function storeLinks(trx: Knex, links: Array<{ id: number; sentEmailId: number | null; prospectId: number | null }>) {
  if (!links.length) return;
  const caseOf = (value: (link: (typeof links)[number]) => number | null) =>
    trx.raw(
      `CASE id ${links.map(() => 'WHEN ? THEN CAST(? AS INTEGER)').join(' ')} END`,
      links.flatMap((link) => [link.id, value(link)]),
    );
  await trx('received_emails')
    .whereIn(
      'id',
      links.map((link) => link.id),
    )
    .update({ sent_email_id: caseOf((link) => link.sentEmailId), company_id: caseOf((link) => link.prospectId) });
}

/** Every query of mail_mailboxes and received_emails. */
export function createInboxMessageRepository(db: Knex) {
  const messages = () => db('received_emails');
  return {
    async mailbox(accountId: number, path: string): Promise<MailboxRow | null> {
      const row = await db('mail_mailboxes').where({ account_id: accountId, path }).first();
      return row ? toMailbox(row) : null;
    },

    /** The mailbox's row, created (never completed) when missing. */
    async ensureMailbox(accountId: number, path: string, uidValidity: string): Promise<MailboxRow> {
      await db('mail_mailboxes')
        .insert({ account_id: accountId, path, uidvalidity: uidValidity })
        .onConflict(['account_id', 'path'])
        .ignore();
      return toMailbox(await db('mail_mailboxes').where({ account_id: accountId, path }).first());
    },

    /** A completed sync: the state the mailbox had when it began (so changes made meanwhile are seen next time). */
    async completeMailbox(id: number, state: { uidValidity: string; uidNext: number; highestModseq: string | null }, now: Date) {
      await db('mail_mailboxes').where('id', id).update({
        uidvalidity: state.uidValidity,
        uidnext: state.uidNext,
        highest_modseq: state.highestModseq,
        last_synced_at: now.toISOString(),
      });
    },

    /** UID, \Seen and \Flagged of the mailbox's stored messages under one UIDVALIDITY. */
    async flagsOf(mailboxId: number, uidValidity: string): Promise<Map<number, { isRead: boolean; isStarred: boolean }>> {
      const rows = await messages().where({ mailbox_id: mailboxId, uidvalidity: uidValidity }).select('uid', 'is_read', 'is_starred');
      return new Map(rows.map((r) => [Number(r.uid), { isRead: Boolean(r.is_read), isStarred: Boolean(r.is_starred) }]));
    },

    async updateFlags(
      mailboxId: number,
      uidValidity: string,
      changes: Array<{ uid: number; isRead: boolean; isStarred: boolean }>,
      now: Date,
    ) {
      if (!changes.length) return;
      for (const c of changes) {
        await db('received_emails')
          .where({ mailbox_id: mailboxId, uidvalidity: uidValidity, uid: c.uid })
          .update({ is_read: c.isRead, is_starred: c.isStarred, updated_at: now.toISOString() });
      }
    },

    async removeUids(mailboxId: number, uidValidity: string, uids: number[]): Promise<number> {
      let removed = 0;
      for (let i = 0; i < uids.length; i += 500) {
        removed += await messages()
          .where({ mailbox_id: mailboxId, uidvalidity: uidValidity })
          .whereIn('uid', uids.slice(i, i + 500))
          .delete();
      }
      return removed;
    },

    /**
     * Inserts the rows (a duplicate of the server key is skipped), applies the effects of those inserted
     * (one call for the batch) and stores the links they answer, all in one transaction. Answers the
     * rows inserted.
     */
    async store(
      accountId: number,
      mailboxId: number,
      uidValidity: string,
      items: Array<{ row: NewMessageRow; effects: InboundEffectsInput }>,
      applyEffects: ApplyEffects,
      now: Date,
    ): Promise<NewMessageRow[]> {
      const iso = now.toISOString();
      if (!items.length) return [];
      const rows = items.map(({ row }) => ({
        ...row,
        account_id: accountId,
        mailbox_id: mailboxId,
        uidvalidity: uidValidity,
        received_at: row.received_at.toISOString(),
        attachments: JSON.stringify(row.attachments),
        created_at: iso,
        updated_at: iso,
      }));
      // one multi-row INSERT with its values bound: a batch is SYNC_BATCH rows of 27 values, far
      // below either engine's limit of bound values; the rows are few and large (a body each), so
      // a JSON parameter read back column by column (the import's way, for many small rows) costs
      // more here: SQLite re-reads a row's JSON for each of its values (1 500 messages: 0.9 s
      // against 0.5 s).
      const returned: Array<{ id: number; uid: number | string }> = await db('received_emails')
        .insert(rows)
        .onConflict(['account_id', 'mailbox_id', 'uidvalidity', 'uid'])
        .ignore()
        .returning(['id', 'uid']);
      const idOf = new Map(returned.map((r) => [Number(r.uid), Number(r.id)]));
      const fresh = items.filter(({ row }) => idOf.has(row.uid));
      const effects = await applyEffects(
        fresh.map((item) => item.effects),
        db,
      );
      const links = fresh.flatMap(({ row }, i) => {
        const effect = effects[i];
        if (!effect) throw new Error('applyEffects answers one effect per message');
        const { sentEmailId, prospectId } = effect;
        return sentEmailId !== null || prospectId !== null ? [{ id: idOf.get(row.uid) as number, sentEmailId, prospectId }] : [];
      });
      await storeLinks(db, links);
      return fresh.map(({ row }) => row);
    },

    async matchable(mailboxId: number): Promise<MatchableRow[]> {
      const rows = await messages()
        .where('mailbox_id', mailboxId)
        .select('id', 'uidvalidity', 'uid', 'message_id', 'received_at', 'size', 'from_email', 'is_read', 'is_starred');
      return rows.map((r) => ({
        id: Number(r.id),
        uidValidity: String(r.uidvalidity),
        uid: Number(r.uid),
        messageId: r.message_id ?? null,
        receivedAt: new Date(r.received_at),
        size: Number(r.size),
        fromEmail: r.from_email ?? null,
        isRead: Boolean(r.is_read),
        isStarred: Boolean(r.is_starred),
      }));
    },

    /** After a UIDVALIDITY change: rows matched keep their id under their new UID, the rest go; one transaction. */
    async rekey(
      mailboxId: number,
      uidValidity: string,
      moves: Array<{ id: number; uid: number; isRead: boolean; isStarred: boolean }>,
      removeIds: number[],
      now: Date,
    ): Promise<void> {
      for (let i = 0; i < removeIds.length; i += 500)
        await db('received_emails')
          .whereIn('id', removeIds.slice(i, i + 500))
          .delete();
      // first out of the way (a UID another matched row still holds under the new UIDVALIDITY), then in place
      for (const m of moves)
        await db('received_emails')
          .where('id', m.id)
          .update({ uidvalidity: `moving:${m.id}` });
      for (const m of moves) {
        await db('received_emails')
          .where({ id: m.id, mailbox_id: mailboxId })
          .update({ uidvalidity: uidValidity, uid: m.uid, is_read: m.isRead, is_starred: m.isStarred, updated_at: now.toISOString() });
      }
    },

    async find(id: number): Promise<StoredMessage | null> {
      const r = await db('received_emails as e')
        .join('mail_mailboxes as b', 'b.id', 'e.mailbox_id')
        .join('mail_accounts as a', 'a.id', 'e.account_id')
        .where('e.id', id)
        .first(
          'e.id',
          'e.account_id',
          'a.company_id',
          'e.mailbox_id',
          'b.path',
          'e.uidvalidity',
          'e.uid',
          'e.is_read',
          'e.is_starred',
          'e.is_archived',
          'e.size',
          'e.attachments',
          'e.body_text',
          'e.body_html',
        );
      if (!r) return null;
      return {
        id: Number(r.id),
        accountId: Number(r.account_id),
        companyId: r.company_id === null ? null : Number(r.company_id),
        mailboxId: Number(r.mailbox_id),
        path: String(r.path),
        uidValidity: String(r.uidvalidity),
        uid: Number(r.uid),
        isRead: Boolean(r.is_read),
        isStarred: Boolean(r.is_starred),
        isArchived: Boolean(r.is_archived),
        size: Number(r.size),
        attachments: JSON.parse(r.attachments ?? '[]') as AttachmentInfo[],
        bodyText: r.body_text ?? null,
        bodyHtml: r.body_html ?? null,
      };
    },

    async update(
      id: number,
      patch: Partial<{ is_read: boolean; is_starred: boolean; is_archived: boolean; body_text: string | null; body_html: string | null }>,
      now: Date,
    ): Promise<void> {
      await messages()
        .where('id', id)
        .update({ ...patch, updated_at: now.toISOString() });
    },

    /**
     * The message now lives in another mailbox (archived or back in INBOX). A sync running meanwhile may
     * have stored it there already as a new row: that copy goes and this row (its id, and so its links,
     * labels and folders) takes its place.
     */
    async moveTo(id: number, mailboxId: number, uidValidity: string, uid: number, archived: boolean, now: Date): Promise<void> {
      const current = await db('received_emails').where('id', id).first('account_id');
      if (!current) return;
      await db('received_emails')
        .where({ account_id: current.account_id, mailbox_id: mailboxId, uidvalidity: uidValidity, uid })
        .whereNot('id', id)
        .delete();
      await db('received_emails')
        .where('id', id)
        .update({ mailbox_id: mailboxId, uidvalidity: uidValidity, uid, is_archived: archived, updated_at: now.toISOString() });
    },

    async remove(id: number): Promise<void> {
      await messages().where('id', id).delete();
    },

    /** How many messages an account has stored (tests and the CLI's progress). */
    async count(accountId: number): Promise<number> {
      const [{ n } = { n: 0 }] = await messages().where('account_id', accountId).count({ n: '*' });
      return Number(n);
    },
  };
}

export type InboxMessageRepository = ReturnType<typeof createInboxMessageRepository>;
