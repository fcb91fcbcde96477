import type { Knex } from 'knex';
import { foldText } from '../../src/contract/text.js';
import type { DovecotServer } from './dovecot.js';
import { createMailbox } from './factories/mailboxes.js';
import { createImapflowClient } from '../../src/adapters/imap/imapflow-client.js';
import type { ImapClient, ImapSession } from '../../src/core/inbox/imap.port.js';

/** A raw RFC 5322 message for APPEND. */
export function rawMessage(
  o: {
    from?: string;
    to?: string;
    subject?: string;
    text?: string;
    messageId?: string | null;
    date?: Date;
    attachment?: { name: string; content: Buffer; type?: string };
    headers?: Record<string, string>;
  } = {},
): string {
  const head = [
    `From: ${o.from ?? 'Jana Nováková <jana@example.cz>'}`,
    `To: ${o.to ?? 'info@marketplace.test'}`,
    `Subject: ${o.subject ?? 'Dotaz na termín'}`,
    `Date: ${(o.date ?? new Date('2026-11-20T10:00:00Z')).toUTCString()}`,
    ...(o.messageId === null ? [] : [`Message-ID: ${o.messageId ?? `<${Math.random().toString(36).slice(2)}@example.cz>`}`]),
    'MIME-Version: 1.0',
    ...Object.entries(o.headers ?? {}).map(([k, v]) => `${k}: ${v}`),
  ];
  const text = o.text ?? 'Dobrý den, máte volno ve středu?';
  if (!o.attachment) {
    return [...head, 'Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 8bit', '', text, ''].join('\r\n');
  }
  const b = 'b-' + Math.random().toString(36).slice(2);
  const base64 = o.attachment.content.toString('base64').replace(/.{76}/g, '$&\r\n');
  return [
    ...head,
    `Content-Type: multipart/mixed; boundary="${b}"`,
    '',
    `--${b}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    text,
    `--${b}`,
    `Content-Type: ${o.attachment.type ?? 'application/pdf'}; name="${o.attachment.name}"`,
    `Content-Disposition: attachment; filename="${o.attachment.name}"`,
    'Content-Transfer-Encoding: base64',
    '',
    base64,
    `--${b}--`,
    '',
  ].join('\r\n');
}

/** The real imapflow adapter with a count of every session call, by method (a re-sync test reads what was fetched). */
export function countingImap(): { client: ImapClient; calls: Record<string, number>; reset(): void } {
  const real = createImapflowClient({ loopbackAllowed: true });
  const calls: Record<string, number> = {};
  return {
    calls,
    reset: () => {
      for (const key of Object.keys(calls)) delete calls[key];
    },
    client: {
      async connect(server, options) {
        calls.connect = (calls.connect ?? 0) + 1;
        const session = await real.connect(server, options);
        return new Proxy(session, {
          get(target, key: string) {
            const value = target[key as keyof ImapSession];
            if (typeof value !== 'function') return value;
            return (...args: unknown[]) => {
              calls[key] = (calls[key] ?? 0) + 1;
              return (value as (...a: unknown[]) => unknown).apply(target, args);
            };
          },
        });
      },
    },
  };
}

/** The received_emails rows of a test, by uid order. */
export async function receivedRows(db: Knex) {
  return db('received_emails as e')
    .join('mail_mailboxes as b', 'b.id', 'e.mailbox_id')
    .select('e.*', 'b.path')
    .orderBy(['b.path', 'e.uid']);
}

/**
 * A connected mailbox: the operator's (companyId null) or a listed business's, with its INBOX. An owner
 * has one account (mail_accounts.owner_key): the existing one is answered when there is one. Its server
 * is a closed loopback port (nothing reached outside this machine): rows made by `receivedEmail` exist
 * only in the database, so a change written back to the server fails, as when the server is down.
 */
export async function mailAccount(db: Knex, companyId: number | null = null) {
  const ownerKey = companyId === null ? 'operator' : `company:${companyId}`;
  const existing = await db('mail_accounts').where({ owner_key: ownerKey }).first('id');
  let accountId: number;
  if (existing) accountId = Number(existing.id);
  else {
    const now = new Date('2026-11-22T08:00:00Z').toISOString();
    const [account] = await db('mail_accounts')
      .insert({
        company_id: companyId,
        owner_key: ownerKey,
        host: '127.0.0.1',
        port: 9,
        tls: 'none',
        username: 'schranka',
        created_at: now,
        updated_at: now,
      })
      .returning('id');
    accountId = Number(typeof account === 'object' ? account.id : account);
  }
  return { accountId, mailboxId: await createMailbox(db, accountId, 'INBOX', '1') };
}

export interface ReceivedEmailInput {
  account: { accountId: number; mailboxId: number };
  /** the message's place on the server (receivedOnServer); else a made-up UID the server does not have */
  uid?: number;
  uidvalidity?: string;
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
  // past every UID the mailbox holds already (the demo's messages among them)
  const highest = await db('received_emails').where({ mailbox_id: input.account.mailboxId }).max({ uid: 'uid' }).first();
  nextUid = Math.max(nextUid, Number(highest?.uid ?? 0) + 1);
  const [row] = await db('received_emails')
    .insert({
      account_id: input.account.accountId,
      mailbox_id: input.account.mailboxId,
      uidvalidity: input.uidvalidity ?? '1',
      uid: input.uid ?? nextUid++,
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

/**
 * A received message that is also on the mail server: APPENDed to the INBOX of `dovecot` (with its
 * \Seen and \Flagged flags) and stored as the sync stores it, under the server's UID and UIDVALIDITY,
 * so that changes written back (read, star, archive, delete) reach the server. The account must be the
 * one that server serves (e.g. the operator's under MARKETPLACE_IMAP_URL).
 */
export async function receivedOnServer(db: Knex, dovecot: DovecotServer, input: ReceivedEmailInput): Promise<number> {
  const received = input.received_at ?? new Date('2026-11-22T08:00:00Z');
  const fromName = input.from_name === undefined ? 'Petr Klient' : input.from_name;
  const from = input.from_email ?? 'klient@example.cz';
  const raw = rawMessage({
    from: fromName ? `${fromName} <${from}>` : from,
    subject: input.subject ?? 'Dotaz na termín',
    text: input.body_text ?? '',
    messageId: input.message_id ?? `<server-${received.getTime()}-${Math.random().toString(36).slice(2)}@example.cz>`,
    date: received,
  });
  const flags = [...(input.is_read ? ['\\Seen'] : []), ...(input.is_starred ? ['\\Flagged'] : [])];
  const uid = await dovecot.append(raw, { flags, date: received });
  const client = await dovecot.client();
  let uidValidity: string;
  try {
    const status = await client.status('INBOX', { uidValidity: true });
    uidValidity = String(status && status.uidValidity);
  } finally {
    await client.logout();
  }
  // the stored mailbox takes the server's UIDVALIDITY (no product query writes it alone)
  await db('mail_mailboxes').where({ id: input.account.mailboxId }).update({ uidvalidity: uidValidity });
  return receivedEmail(db, { ...input, uid, uidvalidity: uidValidity });
}

/** For tests that start from an empty inbox: the demo's mailboxes (seeds/demo-inbox.ts), their messages and the demo notifications go. */
export async function withoutDemoInbox(db: Knex): Promise<void> {
  await db('email_notifications').delete();
  await db('received_emails').delete();
  await db('mail_mailboxes').delete();
  await db('mail_accounts').delete();
}
