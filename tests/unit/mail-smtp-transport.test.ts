import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTransport } from '../../src/adapters/mail/nodemailer-transport.js';
import type { OutgoingMessage } from '../../src/core/mail-transport.port.js';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.js';

/**
 * The SMTP transport against a real SMTP server on loopback (smtp-server): messages sent one after another
 * each arrive whole and as their own, with Czech text and a binary attachment.
 */

const message: OutgoingMessage = {
  messageId: '<vlakno-1@marketplace.test>',
  from: { name: 'Katalog firem', address: 'noreply@marketplace.test' },
  replyTo: 'obchod@marketplace.test',
  to: { name: 'Kadeřnictví Žofie', address: 'zofie@example.cz' },
  cc: ['kopie@example.cz'],
  bcc: ['skryta@example.cz'],
  subject: 'Nabídka: profil v katalogu zdarma – příliš žluťoučký kůň',
  html: `<p>Dobrý den, <b>Žofie</b>! ${'Úpěl ďábelské ódy. '.repeat(200)}</p><a href="https://example.cz/cenik">Ceník</a>`,
  text: `Dobrý den, Žofie! ${'Úpěl ďábelské ódy. '.repeat(200)}\nhttps://example.cz/cenik`,
  headers: { 'List-Unsubscribe': '<https://example.cz/u/abc>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  attachments: [
    { filename: 'nabídka.pdf', contentType: 'application/pdf', content: Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff, 0x80, 0x0a]) },
  ],
};

describe('SMTP transport', () => {
  let sink: SmtpSink;
  let transport: ReturnType<typeof createMailTransport>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    transport = createMailTransport({ type: 'smtp', url: sink.url });
  });
  afterAll(async () => {
    transport?.close();
    await sink?.close();
  });

  it('sends each message as its own, with its headers and attachment, cc and bcc in the envelope, no Bcc header', async () => {
    const many = Array.from({ length: 20 }, (_, i) => ({
      ...message,
      messageId: `<vlakno-${i + 2}@marketplace.test>`,
      subject: `Zpráva č. ${i + 2}`,
      headers: { ...message.headers, 'X-Cislo': String(i + 2) },
    }));
    for (const m of many) await transport.send(m);
    const received = sink.messages.filter((m) => m.messageId.startsWith('<vlakno-'));
    expect(received.map((m) => m.messageId)).toEqual(many.map((m) => m.messageId));
    expect(received.map((m) => m.header('X-Cislo'))).toEqual(many.map((_, i) => String(i + 2)));
    expect(received[0]!.to.sort()).toEqual(['kopie@example.cz', 'skryta@example.cz', 'zofie@example.cz']);
    expect(received[0]!.header('Bcc')).toBeUndefined();
    expect(received[0]!.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(received[0]!.raw).toContain('Content-Type: application/pdf; name=');
  });
});
