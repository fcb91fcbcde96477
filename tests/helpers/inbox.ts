import type { Knex } from 'knex';
import { createImapflowClient } from '../../src/adapters/imap/imapflow-client.js';
import type { ImapClient, ImapSession } from '../../src/core/inbox/ports.js';

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
