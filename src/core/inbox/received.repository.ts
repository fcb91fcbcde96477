import type { Knex } from 'knex';
import type { BounceDto, InboxFolder, ReceivedAttachmentDto, ReceivedEmailDto, ReceivedKind } from '../../contract/received-emails.js';
import { likeContains, toBool, toIso } from '../../db/dialect.js';
import { foldText } from '../text/normalize.js';

/** Whose mailbox: the operator's (companyId null) or a listed business's (companies.id). */
export interface InboxScope {
  companyId: number | null;
}

const LIST_COLUMNS = [
  'id',
  'from_email',
  'from_name',
  'to_email',
  'subject',
  'preview',
  'received_at',
  'is_read',
  'is_starred',
  'is_archived',
  'has_attachments',
  'kind',
  'bounce',
  'sent_email_id',
  'company_id',
];
const DETAIL_COLUMNS = [
  ...LIST_COLUMNS,
  'account_id',
  'cc',
  'message_id',
  'in_reply_to',
  'references',
  'attachments',
  'body_text',
  'body_html',
];

/** The stored JSON of a bounce, narrowed to what the API shows. */
function bounceOf(raw: unknown): BounceDto | null {
  if (typeof raw !== 'string' || !raw) return null;
  try {
    const b = JSON.parse(raw) as Partial<Record<keyof BounceDto, unknown>>;
    const text = (v: unknown) => (typeof v === 'string' ? v : null);
    return { recipient: text(b.recipient), status: text(b.status), action: text(b.action), diagnostic: text(b.diagnostic) };
  } catch {
    return null;
  }
}

function attachmentsOf(raw: unknown): ReceivedAttachmentDto[] {
  if (typeof raw !== 'string' || !raw) return [];
  try {
    const list = JSON.parse(raw) as Array<Record<string, unknown>>;
    return Array.isArray(list)
      ? list.map((a) => ({
          name: String(a.name ?? ''),
          size: Number(a.size ?? 0),
          content_type: String(a.content_type ?? 'application/octet-stream'),
          part: String(a.part ?? ''),
        }))
      : [];
  } catch {
    return [];
  }
}

const toListItem = (r: Record<string, unknown>): ReceivedEmailDto => ({
  id: Number(r.id),
  from_email: String(r.from_email ?? ''),
  from_name: (r.from_name as string | null) || null,
  to_email: String(r.to_email ?? ''),
  subject: String(r.subject ?? ''),
  preview: String(r.preview ?? ''),
  received_at: toIso(r.received_at)!,
  is_read: toBool(r.is_read),
  is_starred: toBool(r.is_starred),
  is_archived: toBool(r.is_archived),
  has_attachments: toBool(r.has_attachments),
  kind: String(r.kind) as ReceivedKind,
  bounce: bounceOf(r.bounce),
  sent_email_id: r.sent_email_id == null ? null : Number(r.sent_email_id),
  company_id: r.company_id == null ? null : Number(r.company_id),
});

/** A stored message with what the detail needs (the HTML as received: not sanitised). */
export interface ReceivedRow extends ReceivedEmailDto {
  accountId: number;
  cc: string | null;
  messageId: string | null;
  inReplyTo: string | null;
  references: string | null;
  attachments: ReceivedAttachmentDto[];
  bodyText: string | null;
  bodyHtml: string | null;
}

const toRow = (r: Record<string, unknown>): ReceivedRow => ({
  ...toListItem(r),
  accountId: Number(r.account_id),
  cc: (r.cc as string | null) || null,
  messageId: (r.message_id as string | null) || null,
  inReplyTo: (r.in_reply_to as string | null) || null,
  references: (r.references as string | null) || null,
  attachments: attachmentsOf(r.attachments),
  bodyText: (r.body_text as string | null) ?? null,
  bodyHtml: (r.body_html as string | null) ?? null,
});

/** Received mail (Doručená pošta), read by mailbox: every query names the account it reads. */
export function createReceivedRepository(db: Knex) {
  const folderFilter = (q: Knex.QueryBuilder, folder: InboxFolder) => {
    if (folder === 'archive') q.where('is_archived', true);
    else if (folder === 'starred') q.where('is_starred', true);
    else if (folder === 'unread') q.where({ is_archived: false, is_read: false });
    else q.where('is_archived', false);
    return q;
  };

  /** The scope's mail account: its id and the host it is synced from. */
  async function mailAccountOf(scope: InboxScope): Promise<{ id: number; host: string } | undefined> {
    const q = db('mail_accounts').orderBy('id').first('id', 'host');
    if (scope.companyId === null) q.whereNull('company_id');
    else q.where('company_id', scope.companyId);
    const row = await q;
    return row ? { id: Number(row.id), host: String(row.host) } : undefined;
  }

  return {
    /** The account of a scope's mailbox (the oldest when there are several), or undefined when none is connected. */
    async accountOf(scope: InboxScope): Promise<number | undefined> {
      return (await mailAccountOf(scope))?.id;
    },

    mailAccountOf,

    /** Newest first; search matches the folded subject, sender and content. */
    async list(filter: {
      accountId: number;
      folder: InboxFolder;
      search?: string;
      labelId?: number;
      folderId?: number;
      offset: number;
      limit: number;
    }) {
      const base = () => {
        const q = folderFilter(db('received_emails').where('account_id', filter.accountId), filter.folder);
        const needle = filter.search ? foldText(filter.search) : '';
        if (needle) q.whereRaw("search_text LIKE ? ESCAPE '\\'", [likeContains(needle)]);
        // the Email Center's label and folder (email_label_assignments, email_folder_assignments)
        if (filter.labelId) {
          q.whereIn(
            'id',
            db('email_label_assignments').where('label_id', filter.labelId).whereNotNull('received_email_id').select('received_email_id'),
          );
        }
        if (filter.folderId) {
          q.whereIn(
            'id',
            db('email_folder_assignments')
              .where('folder_id', filter.folderId)
              .whereNotNull('received_email_id')
              .select('received_email_id'),
          );
        }
        return q;
      };
      const [rows, total] = await Promise.all([
        base()
          .select(LIST_COLUMNS)
          .orderBy([
            { column: 'received_at', order: 'desc' },
            { column: 'id', order: 'desc' },
          ])
          .offset(filter.offset)
          .limit(filter.limit),
        base().count({ n: '*' }).first(),
      ]);
      return { emails: rows.map(toListItem), total: Number(total?.n ?? 0) };
    },

    /** Unread messages in the account's inbox (not archived). */
    async unread(accountId: number): Promise<number> {
      const row = await db('received_emails')
        .where({ account_id: accountId, is_archived: false, is_read: false })
        .count({ n: '*' })
        .first();
      return Number(row?.n ?? 0);
    },

    async find(accountId: number, id: number): Promise<ReceivedRow | undefined> {
      const row = await db('received_emails').where({ account_id: accountId, id }).first(DETAIL_COLUMNS);
      return row ? toRow(row) : undefined;
    },

    /**
     * The other messages of the same conversation in the account: those whose Message-ID is in this
     * one's chain, and those that name this one's Message-ID in theirs. Oldest first, at most 50.
     */
    async conversation(accountId: number, id: number, messageId: string | null, chain: string[]): Promise<ReceivedEmailDto[]> {
      if (!messageId && !chain.length) return [];
      const rows = await db('received_emails')
        .where('account_id', accountId)
        .whereNot('id', id)
        .where((w) => {
          if (chain.length) w.whereIn('message_id', chain);
          if (messageId) {
            w.orWhere('in_reply_to', messageId).orWhereRaw(`"references" LIKE ? ESCAPE '\\'`, [likeContains(messageId)]);
          }
        })
        .select(LIST_COLUMNS)
        .orderBy([
          { column: 'received_at', order: 'asc' },
          { column: 'id', order: 'asc' },
        ])
        .limit(50);
      return rows.map(toListItem);
    },

    /** The sent e-mail a message answers, for the thread. */
    async sentEmail(id: number): Promise<{ id: number; to_email: string; subject: string; sent_at: string; content: string } | undefined> {
      const row = await db({ s: 'sent_emails' })
        .leftJoin({ q: 'email_queue' }, 'q.id', 's.queue_id')
        .where('s.id', id)
        .first([
          's.id',
          's.to_email',
          's.subject',
          's.sent_at',
          db.raw('CASE WHEN q.id IS NULL THEN s.content ELSE q.text_content END AS content'),
        ]);
      return row
        ? {
            id: Number(row.id),
            to_email: String(row.to_email),
            subject: String(row.subject ?? ''),
            sent_at: toIso(row.sent_at)!,
            content: String(row.content ?? ''),
          }
        : undefined;
    },
  };
}

export type ReceivedRepository = ReturnType<typeof createReceivedRepository>;
