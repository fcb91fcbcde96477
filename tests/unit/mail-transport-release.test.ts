import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTransport } from '../../src/adapters/mail/nodemailer-transport.js';
import type { MailTransport, OutboxStore, OutgoingMessage } from '../../src/core/mail-transport.port.js';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.js';

/**
 * The transport's half of exactly-once: a send given a `release` may travel, but the server can only
 * accept it (SMTP: the dot that ends DATA) once the release resolves true; false or a rejection
 * delivers nothing. Against a real SMTP server on loopback (smtp-server).
 */
const message = (n: number): OutgoingMessage => ({
  messageId: `<release-${n}@marketplace.test>`,
  from: { name: 'Marketplace', address: 'noreply@marketplace.test' },
  to: { address: `firma-${n}@example.cz` },
  cc: [],
  bcc: [],
  subject: `Zpráva ${n}`,
  html: `<p>Dobrý den, zpráva ${n}.</p>`,
  text: `Dobrý den, zpráva ${n}.`,
  headers: {},
  attachments: [],
});

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function gate() {
  let open!: (go: boolean) => void;
  let fail!: (error: Error) => void;
  const release = new Promise<boolean>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { release, open, fail };
}

describe('SMTP transport: a held-back send', () => {
  let sink: SmtpSink;
  let transport: MailTransport;
  beforeAll(async () => {
    sink = await startSmtpSink();
    transport = createMailTransport({ type: 'smtp', url: sink.url });
  });
  afterAll(async () => {
    transport?.close();
    await sink?.close();
  });

  it('is accepted only after the release', async () => {
    for (const n of [1, 2]) {
      const { release, open } = gate();
      const sending = transport.send(message(n), { release });
      await later(150);
      expect(sink.messages.find((m) => m.messageId === `<release-${n}@marketplace.test>`)).toBeUndefined();
      open(true);
      expect((await sending).response).toMatch(/^250/);
      const received = sink.messages.filter((m) => m.messageId === `<release-${n}@marketplace.test>`);
      expect(received).toHaveLength(1);
      expect(received[0]!.raw.match(/^Message-ID:/gim)).toHaveLength(1);
    }
  });

  it('delivers nothing when the release says no or fails, and the next message still goes out', async () => {
    const before = sink.messages.length;
    const refused = gate();
    const cancelled = transport.send(message(3), { release: refused.release });
    await later(50);
    refused.open(false);
    await expect(cancelled).rejects.toThrow();
    const broken = gate();
    const failed = transport.send(message(4), { release: broken.release });
    await later(50);
    broken.fail(new Error('database went away'));
    await expect(failed).rejects.toThrow();
    expect((await transport.send(message(5), { release: Promise.resolve(true) })).response).toMatch(/^250/);
    await later(100);
    expect(sink.messages.slice(before).map((m) => m.messageId)).toEqual(['<release-5@marketplace.test>']);
  });
});

describe('outbox transport: a held-back send', () => {
  // the store the transport saves into (the database's in the product: core/mail/outbox-service.ts)
  const saved: Array<{ messageId: string; recipients: string; subject: string; eml: Buffer }> = [];
  const store: OutboxStore = { save: async (message) => ({ id: saved.push(message) }) };
  const transport = createMailTransport({ type: 'outbox', store });
  afterAll(() => transport.close());

  it('stores the message only after the release, and none when it says no', async () => {
    const { release, open } = gate();
    const sending = transport.send(message(6), { release });
    await later(50);
    expect(saved).toEqual([]);
    open(true);
    expect((await sending).response).toBe('uloženo do databáze (outbox #1)');
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ messageId: '<release-6@marketplace.test>', recipients: 'firma-6@example.cz', subject: 'Zpráva 6' });
    expect(saved[0]!.eml.toString()).toMatch(/^Message-ID: <release-6@marketplace\.test>$/m);
    await expect(transport.send(message(7), { release: Promise.resolve(false) })).rejects.toThrow();
    expect(saved).toHaveLength(1);
  });

  it('fails as a temporary error (the queue tries again), in Czech, when the store fails', async () => {
    const broken = createMailTransport({ type: 'outbox', store: { save: () => Promise.reject(new Error('disk I/O error')) } });
    try {
      const failed = broken.send(message(8));
      await expect(failed).rejects.toThrow('uložení do databáze (outbox) selhalo: disk I/O error');
      await expect(failed).rejects.toMatchObject({ permanent: false });
    } finally {
      broken.close();
    }
  });
});
