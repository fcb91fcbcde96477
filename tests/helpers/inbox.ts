import type { Knex } from 'knex';
import { foldText } from '../../src/contract/text.js';

/**
 * A connected mailbox: the operator's (companyId null) or a listed business's; with its INBOX. With
 * `reuse`, the scope's existing mailbox (the one the inbox reads: the oldest) when there is one.
 */
export async function mailAccount(db: Knex, companyId: number | null = null, options: { reuse?: boolean } = {}) {
  if (options.reuse) {
    const existing = await (
      companyId === null ? db('mail_accounts').whereNull('company_id') : db('mail_accounts').where('company_id', companyId)
    )
      .orderBy('id')
      .first('id');
    if (existing) {
      const inbox = await db('mail_mailboxes').where({ account_id: existing.id }).orderBy('id').first('id');
      if (inbox) return { accountId: Number(existing.id), mailboxId: Number(inbox.id) };
    }
  }
  const [account] = await db('mail_accounts').insert({ company_id: companyId }).returning('id');
  const accountId = Number(typeof account === 'object' ? account.id : account);
  const [mailbox] = await db('mail_mailboxes').insert({ account_id: accountId, path: 'INBOX' }).returning('id');
  return { accountId, mailboxId: Number(typeof mailbox === 'object' ? mailbox.id : mailbox) };
}

export interface ReceivedEmailInput {
  account: { accountId: number; mailboxId: number };
  from_email?: string;
  from_name?: string | null;
  to_email?: string;
  subject?: string;
  body_text?: string | null;
  body_html?: string | null;
  received_at?: Date;
  is_read?: boolean;
  is_starred?: boolean;
  is_archived?: boolean;
  attachments?: Array<{ name: string; size: number; content_type: string; part: string }>;
  kind?: 'message' | 'bounce' | 'auto_reply';
  bounce?: {
    recipient: string;
    status: string;
    action: string;
    diagnostic: string;
    hard: boolean;
    originalMessageId: string | null;
  } | null;
  message_id?: string | null;
  in_reply_to?: string | null;
  references?: string | null;
  sent_email_id?: number | null;
  company_id?: number | null;
}

let nextUid = 1;

/** One stored received message, as the sync stores it (preview and folded search text included). */
export async function receivedEmail(db: Knex, input: ReceivedEmailInput): Promise<number> {
  const at = input.received_at ?? new Date('2026-11-22T08:00:00Z');
  const from = input.from_email ?? 'klient@example.cz';
  const fromName = input.from_name === undefined ? 'Petr Klient' : input.from_name;
  const subject = input.subject ?? 'Dotaz na termín';
  const text = input.body_text === undefined ? 'Dobrý den, máte volno v pátek?' : input.body_text;
  const attachments = input.attachments ?? [];
  const [row] = await db('received_emails')
    .insert({
      account_id: input.account.accountId,
      mailbox_id: input.account.mailboxId,
      uidvalidity: 1,
      uid: nextUid++,
      message_id: input.message_id === undefined ? `<m${nextUid}@example.cz>` : input.message_id,
      in_reply_to: input.in_reply_to ?? null,
      references: input.references ?? null,
      from_email: from,
      from_name: fromName,
      to_email: input.to_email ?? 'info@marketplace.example',
      cc: null,
      subject,
      preview: (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 100),
      received_at: at,
      is_read: input.is_read ?? false,
      is_starred: input.is_starred ?? false,
      is_archived: input.is_archived ?? false,
      size: (text ?? '').length + 500,
      has_attachments: attachments.length > 0,
      attachments: JSON.stringify(attachments),
      body_text: text,
      body_html: input.body_html ?? null,
      kind: input.kind ?? 'message',
      bounce: input.bounce ? JSON.stringify(input.bounce) : null,
      sent_email_id: input.sent_email_id ?? null,
      company_id: input.company_id ?? null,
      search_text: foldText([subject, from, fromName ?? '', text ?? ''].join(' ')),
      note: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id');
  return Number(typeof row === 'object' ? row.id : row);
}

/** An entry of sent mail without a queue row (what a reply answers). */
export async function sentEmail(
  db: Knex,
  input: { to_email: string; subject: string; content: string; message_id: string; sent_at: Date },
) {
  const [row] = await db('sent_emails')
    .insert({ ...input, country_code: 'CZ', status: 'sent' })
    .returning('id');
  return Number(typeof row === 'object' ? row.id : row);
}
