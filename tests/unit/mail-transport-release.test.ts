import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTransport } from '../../src/adapters/mail/nodemailer-transport.js';
import type { MailTransport, OutgoingMessage } from '../../src/core/ports.js';
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

  it('is accepted only after the release, rendered or not', async () => {
    for (const [n, outgoing] of [
      [1, await transport.prepare!(message(1))],
      [2, message(2)],
    ] as const) {
      const { release, open } = gate();
      const sending = transport.send(outgoing, { release });
      await later(150);
      expect(sink.messages.find((m) => m.messageId === `<release-${n}@marketplace.test>`)).toBeUndefined();
      open(true);
      expect((await sending).response).toMatch(/^250/);
      const received = sink.messages.filter((m) => m.messageId === `<release-${n}@marketplace.test>`);
      expect(received).toHaveLength(1);
      expect(received[0].raw.match(/^Message-ID:/gim)).toHaveLength(1);
    }
  });

  it('delivers nothing when the release says no or fails, and the next message still goes out', async () => {
    const before = sink.messages.length;
    const refused = gate();
    const cancelled = transport.send(await transport.prepare!(message(3)), { release: refused.release });
    await later(50);
    refused.open(false);
    await expect(cancelled).rejects.toThrow();
    const broken = gate();
    const failed = transport.send(await transport.prepare!(message(4)), { release: broken.release });
    await later(50);
    broken.fail(new Error('database went away'));
    await expect(failed).rejects.toThrow();
    expect((await transport.send(await transport.prepare!(message(5)), { release: Promise.resolve(true) })).response).toMatch(/^250/);
    await later(100);
    expect(sink.messages.slice(before).map((m) => m.messageId)).toEqual(['<release-5@marketplace.test>']);
  });
});

describe('outbox transport: a held-back send', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'outbox-release-'));
  const transport = createMailTransport({ type: 'outbox', dir });
  afterAll(() => {
    transport.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes the file only after the release, and none when it says no', async () => {
    const { release, open } = gate();
    const sending = transport.send(message(6), { release });
    await later(50);
    expect(readdirSync(dir)).toEqual([]);
    open(true);
    await sending;
    expect(readdirSync(dir)).toHaveLength(1);
    await expect(transport.send(message(7), { release: Promise.resolve(false) })).rejects.toThrow();
    expect(readdirSync(dir)).toHaveLength(1);
  });
});
