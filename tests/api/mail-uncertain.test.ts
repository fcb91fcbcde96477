import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_TEXTS } from '../../src/core/mail/model.js';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { startSmtpDropper, type SmtpDropper } from '../helpers/smtp-dropper.js';

/**
 * Exactly-once when the connection breaks at the worst moment: after the whole message went out and
 * before the server answered. The server may have accepted it, so the row becomes unknown for the
 * operator and is never sent again by itself; a refusal of the data (451) is a plain retry.
 */
describe.each(DB_KINDS)('a send cut off after the whole message on %s', (kind) => {
  let t: TestApp;
  let server: SmtpDropper;
  const clock = manualClock();
  beforeAll(async () => {
    server = await startSmtpDropper();
    t = await startTestApp(kind, { clock, smtpUrl: server.url });
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });
  const message = (to: string) => ({
    kind: 'offer' as const,
    country: 'CZ',
    to,
    subject: 'Nabídka',
    html: '<p>Dobrý den, nabídka.</p>',
    bulk: true,
    tracking: true,
  });
  const row = async (id: number) => t.database.db('email_queue').where({ id }).first();

  it('is unknown, never re-sent by itself, and goes out once when the operator resends it', async () => {
    const { id } = await t.core.mail.outbound.enqueue(message('nevime@example.cz'));
    server.afterData = 'drop';
    expect(await t.core.mail.worker.run()).toMatchObject({ unknown: 1, sent: 0, retried: 0, failed: 0 });
    expect(server.received).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'unknown' });
    expect((await row(id)).last_error).toContain(MAIL_TEXTS.deliveryUncertain);

    server.afterData = 'accept';
    clock.advance(7 * 3600_000);
    expect(await t.core.mail.worker.run()).toMatchObject({ sent: 0, retried: 0 });
    expect(server.received).toBe(1);

    expect(await t.core.mail.queue.decide(id, 'resend', clock.now())).toBe(true);
    expect((await t.core.mail.worker.run()).sent).toBe(1);
    expect(server.received).toBe(2);
    expect(await row(id)).toMatchObject({ status: 'sent' });
  });

  it('retries a message whose data the server refused (451), and sends the next ones', async () => {
    const { id } = await t.core.mail.outbound.enqueue(message('pozdeji@example.cz'));
    const { id: after } = await t.core.mail.outbound.enqueue(message('dalsi@example.cz'));
    const before = server.received;
    server.afterData = 'refuse';
    expect(await t.core.mail.worker.run({ limit: 1 })).toMatchObject({ retried: 1, unknown: 0 });
    expect(await row(id)).toMatchObject({ status: 'pending' });
    expect((await row(id)).last_error).toMatch(/451/);
    server.afterData = 'accept';
    expect((await t.core.mail.worker.run()).sent).toBe(1);
    expect(await row(after)).toMatchObject({ status: 'sent' });
    clock.advance(61_000);
    expect((await t.core.mail.worker.run()).sent).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'sent' });
    expect(server.received - before).toBe(3);
  });
});
