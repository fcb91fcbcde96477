import { createRequire } from 'node:module';
import type MailComposerClass from 'nodemailer/lib/mail-composer';
import type { OutgoingMessage } from '../../core/ports.js';

/** nodemailer's options for a message. */
export function mailOptions(message: OutgoingMessage) {
  return {
    messageId: message.messageId,
    from: { name: message.from.name, address: message.from.address },
    replyTo: message.replyTo || undefined,
    to: message.to.name ? { name: message.to.name, address: message.to.address } : message.to.address,
    cc: message.cc.length ? message.cc : undefined,
    bcc: message.bcc.length ? message.bcc : undefined,
    subject: message.subject,
    html: message.html,
    text: message.text,
    headers: message.headers,
    attachments: message.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.content,
      ...(a.cid ? { cid: a.cid } : {}),
    })),
  };
}

export type MailOptions = ReturnType<typeof mailOptions>;

/** A message rendered by MailComposer: its SMTP envelope and its bytes (DKIM is added on sending). */
export async function renderMail(options: MailOptions): Promise<{ envelope: { from: string | false; to: string[] }; raw: Buffer }> {
  // loaded on first use (with the rest of nodemailer), not by every command that opens the core
  const MailComposer = createRequire(import.meta.url)('nodemailer/lib/mail-composer') as typeof MailComposerClass;
  const node = new MailComposer(options).compile();
  const envelope = node.getEnvelope();
  return { envelope: { from: envelope.from, to: envelope.to }, raw: await node.build() };
}
