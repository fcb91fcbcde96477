import type { OutgoingMessage } from '../../core/mail-transport.port.js';

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
