import type { Knex } from 'knex';
import { createRequire } from 'node:module';
import type MailComposerClass from 'nodemailer/lib/mail-composer';

interface SentRow {
  message_id: string;
  to_email: string;
  to_name: string | null;
  subject: string;
  html_content: string | null;
  text_content: string;
  sent_at: string | Date;
}

/** How many of the newest sent messages of each kind the demo's outbox holds. */
export const DEMO_OUTBOX_PER_KIND = 3;

/**
 * Nastavení › E-mail › 'Odchozí pošta bez SMTP' for the demo: the newest sent queue messages of each kind
 * (the CRM's offers, the campaigns' mail), composed as the outbox transport composes them (nodemailer's
 * MailComposer, from the default sender) and stored with the time they were sent, so that a fresh demo
 * without SMTP shows messages to search and download. Deterministic for a given `now` (its seeds are).
 */
export async function seedDemoOutbox(trx: Knex.Transaction): Promise<number> {
  const kinds: string[] = await trx('email_queue').where({ status: 'sent' }).distinct('kind').orderBy('kind').pluck('kind');
  const chosen: SentRow[] = [];
  for (const kind of kinds) {
    const rows: SentRow[] = await trx('email_queue')
      .where({ status: 'sent', kind })
      .orderBy([
        { column: 'sent_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(DEMO_OUTBOX_PER_KIND)
      .select('message_id', 'to_email', 'to_name', 'subject', 'html_content', 'text_content', 'sent_at');
    chosen.push(...rows);
  }
  // oldest first, so that the outbox's newest-first order (by id) is the order they were sent in
  chosen.sort((a, b) => new Date(a.sent_at).getTime() - new Date(b.sent_at).getTime());
  // loaded here, not when the seeds are imported: every command imports them
  const MailComposer = createRequire(import.meta.url)('nodemailer/lib/mail-composer') as typeof MailComposerClass;
  for (const row of chosen) {
    const sentAt = new Date(row.sent_at);
    const eml = await new MailComposer({
      messageId: row.message_id,
      date: sentAt,
      from: { name: 'Marketplace', address: 'noreply@marketplace.local' },
      to: row.to_name ? { name: row.to_name, address: row.to_email } : row.to_email,
      subject: row.subject,
      html: row.html_content ?? undefined,
      text: row.text_content,
    })
      .compile()
      .build();
    await trx('outbox_messages').insert({
      message_id: row.message_id,
      recipients: row.to_email,
      subject: row.subject,
      size: eml.length,
      eml,
      created_at: sentAt.toISOString(),
    });
  }
  return chosen.length;
}
