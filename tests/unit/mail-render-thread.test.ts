import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as renderMail from '../../src/adapters/mail/render-mail.js';
import { createRenderThread } from '../../src/adapters/mail/render-thread.js';
import { createMailTransport } from '../../src/adapters/mail/nodemailer-transport.js';
import type { OutgoingMessage } from '../../src/core/ports.js';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.js';

/**
 * The SMTP transport renders messages on a thread of its own (src/adapters/mail/render-thread.ts), from
 * the sources as from the built package. The thread's bytes must be the calling thread's: same headers,
 * parts and encodings (only the random MIME boundaries and the Date differ), with Czech text and a
 * binary attachment, and the SMTP transport must send them as they are.
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

const normalise = (raw: string) => raw.replace(/_NmP-[0-9a-f]+-Part_\d+/g, 'BOUNDARY').replace(/^Date: .*$/m, 'Date: X');

describe('rendering on the render thread', () => {
  let sink: SmtpSink;
  let thread: ReturnType<typeof createRenderThread>;
  let transport: ReturnType<typeof createMailTransport>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    thread = createRenderThread();
    transport = createMailTransport({ type: 'smtp', url: sink.url });
  });
  afterAll(async () => {
    thread?.close();
    transport?.close();
    await sink?.close();
  });

  it('gives the same message as rendering on the calling thread', async () => {
    const options = renderMail.mailOptions(message);
    const [here, there] = await Promise.all([renderMail.renderMail(options), thread.render(options)]);
    expect(there.envelope).toEqual(here.envelope);
    expect(there.envelope.to.sort()).toEqual(['kopie@example.cz', 'skryta@example.cz', 'zofie@example.cz']);
    expect(normalise(there.raw.toString('utf8'))).toBe(normalise(here.raw.toString('utf8')));
    expect(there.raw.toString('utf8')).toContain('Content-Type: application/pdf; name=');
  });

  it('renders many messages at once, each its own, and the transport sends the rendered bytes', async () => {
    const many = Array.from({ length: 20 }, (_, i) => ({
      ...message,
      messageId: `<vlakno-${i + 2}@marketplace.test>`,
      subject: `Zpráva č. ${i + 2}`,
      headers: { ...message.headers, 'X-Cislo': String(i + 2) },
    }));
    const prepared = await Promise.all(many.map((m) => transport.prepare!(m)));
    for (const p of prepared) await transport.send(p);
    const received = sink.messages.filter((m) => m.messageId.startsWith('<vlakno-'));
    expect(received.map((m) => m.messageId)).toEqual(many.map((m) => m.messageId));
    expect(received.map((m) => m.header('X-Cislo'))).toEqual(many.map((_, i) => String(i + 2)));
    expect(received[0].to.sort()).toEqual(['kopie@example.cz', 'skryta@example.cz', 'zofie@example.cz']);
    expect(received[0].header('Bcc')).toBeUndefined();
    expect(received[0].header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });
});
