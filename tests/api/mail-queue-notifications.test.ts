import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.js';
import { emptyTables } from '../helpers/factories.js';

/** The outbound queue's notifications to the operator: a composed message sent, any message failed for good. */
describe.each(DB_KINDS)('outbound queue notifications on %s', (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  const clock = manualClock(new Date('2026-11-26T08:00:00Z'));
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp(kind, { clock, smtpUrl: sink.url });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });
  afterEach(async () => {
    sink.messages.length = 0;
    await emptyTables(t.database.db, 'email_notifications');
  });

  const message = (kind: 'compose' | 'offer', to: string, subject: string) => ({
    kind,
    country: 'CZ',
    to,
    subject,
    text: 'Dobrý den',
    bulk: kind === 'offer',
  });
  const operatorNotifications = async () => (await t.core.notifications.list({ companyId: null })).notifications;

  it('notifies the operator of each composed message sent (recipient and subject), and not of an offer', async () => {
    await t.core.mail.outbound.enqueue(message('compose', 'jana@example.cz', 'Dotaz na termín'));
    await t.core.mail.outbound.enqueue(message('offer', 'firma@example.cz', 'Nabídka'));
    clock.advance(1000);
    await t.core.mail.outbound.enqueue(message('compose', 'petr@example.cz', 'Faktura "12/2026"'));
    expect(await t.core.mail.worker.run()).toMatchObject({ sent: 3 });

    const list = await operatorNotifications();
    expect(list.map((n) => [n.type, n.title, n.message, n.data, n.is_read])).toEqual([
      ['email_sent', 'Email byl odeslán', null, { recipient: 'petr@example.cz', subject: 'Faktura "12/2026"' }, false],
      ['email_sent', 'Email byl odeslán', null, { recipient: 'jana@example.cz', subject: 'Dotaz na termín' }, false],
    ]);
    // created when it was sent, living the default 30 days
    const sentAt = new Date(clock.now()).toISOString();
    expect(list[0]!.created_at).toBe(sentAt);
    expect(list[0]!.expires_at).toBe(new Date(clock.now().getTime() + 30 * 24 * 3600 * 1000).toISOString());
    expect(await t.database.db('email_notifications').whereNotNull('company_id')).toHaveLength(0);
  });

  it('notifies a composed row a dead worker marked sent when a later run writes its sent-mail entry', async () => {
    const { id } = await t.core.mail.outbound.enqueue(message('compose', 'obnova@example.cz', 'Po pádu'));
    const now = clock.now();
    await t.core.mail.queue.claim('dead-worker', now, new Date(now.getTime() + 5_000), 1);
    await t.core.mail.queue.markHanded(id, 'dead-worker', now);
    await t.core.mail.queue.markSent(id, 'dead-worker', '250 OK', now, new Date(now.getTime() + 5_000));
    expect(await operatorNotifications()).toEqual([]);
    clock.advance(6_000);
    await t.core.mail.worker.run();
    expect((await operatorNotifications()).map((n) => n.data)).toEqual([{ recipient: 'obnova@example.cz', subject: 'Po pádu' }]);
  });

  it('notifies the operator of a message that failed for good, whatever its kind, with the reason', async () => {
    await t.core.mail.outbound.enqueue(message('offer', 'neexistuje@example.cz', 'Nabídka pro vás'));
    sink.failNext(550);
    expect((await t.core.mail.worker.run()).failed).toBe(1);
    const [failed] = await operatorNotifications();
    expect(failed).toMatchObject({
      type: 'error',
      title: 'Email se nepodařilo odeslat',
      data: { recipient: 'neexistuje@example.cz', subject: 'Nabídka pro vás' },
      is_read: false,
    });
    expect(failed!.message).toMatch(/550/);

    // a temporary failure is no news yet
    await t.core.mail.outbound.enqueue(message('compose', 'pozdeji@example.cz', 'Zkusíme znovu'));
    sink.failNext(451);
    expect((await t.core.mail.worker.run()).retried).toBe(1);
    expect(await operatorNotifications()).toHaveLength(1);
  });
});
