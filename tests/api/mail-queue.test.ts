import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestApp, TEST_SECRET, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.js';
import { signToken } from '../../src/core/mail/signing.js';
import { createSuppressions } from '../helpers/factories.js';

describe.each(DB_KINDS)('outbound queue on %s', (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  const clock = manualClock();
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp(kind, { clock, smtpUrl: sink.url });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });
  afterEach(() => {
    sink.messages.length = 0;
  });

  const offer = (to: string, extra = {}) => ({
    kind: 'offer' as const,
    country: 'CZ',
    to,
    subject: 'Nabídka pro {{company_name}}',
    bulk: true,
    tracking: true,
    html: '<p>Dobrý den, <b>{{company_name}}</b>! <a href="https://example.cz/nabidka">Nabídka</a> <a href="{{unsubscribe_link}}">Odhlásit</a><script>alert(1)</script></p>',
    placeholders: { company_name: 'Salon <Eva>' },
    ...extra,
  });

  it('sends each queued row once with a fixed Message-ID, one-click unsubscribe headers, tracked links and a text part', async () => {
    const { id } = await t.core.mail.outbound.enqueue(offer('eva@example.cz'));
    const row = await t.database.db('email_queue').where({ id }).first();
    expect(row.status).toBe('pending');
    expect(row.message_id).toMatch(/^<[0-9a-f-]{36}@mail\.test>$/);
    expect(row.html_content).not.toContain('<script');
    expect(row.html_content).toContain('Salon &lt;Eva&gt;');
    expect(row.html_content).not.toContain('https://example.cz/nabidka');
    expect(row.html_content).toMatch(/href="http:\/\/mail\.test\/t\/c\/[0-9a-z]+\.[\w-]{22}"/);
    expect(row.html_content).toContain(`http://mail.test/u/${signToken(TEST_SECRET, 'unsubscribe', id)}`);
    expect(row.html_content).toContain(`http://mail.test/t/o/${signToken(TEST_SECRET, 'open', id)}`);
    expect(row.text_content).toContain('Salon <Eva>');

    const first = await t.core.mail.worker.run();
    expect(first.sent).toBe(1);
    const again = await t.core.mail.worker.run();
    expect(again.sent).toBe(0);
    expect(sink.messages).toHaveLength(1);
    const mail = sink.messages[0]!;
    expect(mail.messageId).toBe(row.message_id);
    expect(mail.header('List-Unsubscribe')).toContain(`<http://mail.test/u/${signToken(TEST_SECRET, 'unsubscribe', id)}>`);
    expect(mail.header('List-Unsubscribe')).toContain('mailto:');
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.raw).toContain('Content-Type: text/plain');
    const after = await t.database.db('email_queue').where({ id }).first();
    expect(after.status).toBe('sent');
    expect(after.smtp_response).toMatch(/^250/);
    const sent = await t.database.db('sent_emails').where({ queue_id: id }).first();
    expect(sent.status).toBe('sent');
    expect(sent.message_id).toBe(row.message_id);
  });

  it('sends a queue of several claims in order, and every sent row ends with its sent-mail entry and no lease', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 130; i += 1) ids.push((await t.core.mail.outbound.enqueue(offer(`davka-${i}@example.cz`))).id);
    expect(await t.core.mail.worker.run()).toMatchObject({ sent: 130, failed: 0, retried: 0, unknown: 0 });
    expect(sink.messages.map((m) => m.to[0])).toEqual(ids.map((_, i) => `davka-${i}@example.cz`));
    const rows = await t.database.db('email_queue').whereIn('id', ids).select('status', 'lease_until', 'handed_at');
    expect(rows.filter((r) => r.status !== 'sent' || r.lease_until !== null || r.handed_at === null)).toEqual([]);
    const entries = await t.database.db('sent_emails').whereIn('queue_id', ids).select('status');
    expect(entries).toHaveLength(130);
    expect(entries.every((e) => e.status === 'sent')).toBe(true);
  });

  it('claims no more rows than asked, and a run sends no more than its limit', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1) ids.push((await t.core.mail.outbound.enqueue(offer(`limit-${i}@example.cz`))).id);
    const now = clock.now();
    const claimed = await t.core.mail.queue.claim('limit-worker', now, new Date(now.getTime() + 60_000), 2);
    expect(claimed.map((r) => r.id)).toEqual(ids.slice(0, 2));
    await t.core.mail.queue.release(
      'limit-worker',
      claimed.map((r) => r.id),
      now,
    );
    expect(await t.core.mail.worker.run({ limit: 3 })).toMatchObject({ sent: 3 });
    expect(sink.messages).toHaveLength(3);
    expect((await t.core.mail.worker.run()).sent).toBe(3);
  });

  it('writes sent-mail entries only for records that have committed, however slow the database is to record them', async () => {
    const queue = t.core.mail.queue;
    const markSent = queue.markSent;
    queue.markSent = async (...args: Parameters<typeof markSent>) => {
      await new Promise((resolve) => setTimeout(resolve, 20)); // the record commits after the next sends began
      return markSent(...args);
    };
    try {
      const ids: number[] = [];
      for (let i = 0; i < 110; i += 1) ids.push((await t.core.mail.outbound.enqueue(offer(`pomala-${i}@example.cz`))).id);
      expect((await t.core.mail.worker.run()).sent).toBe(110);
      const leased = await t.database.db('email_queue').whereIn('id', ids).whereNotNull('lease_until').count({ n: '*' }).first();
      expect(Number(leased?.n)).toBe(0);
      expect(await t.database.db('sent_emails').whereIn('queue_id', ids)).toHaveLength(110);
    } finally {
      queue.markSent = markSent;
    }
  });

  it('on a slow line writes the sent-mail entries once the oldest has waited a second, not only every hundred rows', async () => {
    const queue = t.core.mail.queue;
    const finishSent = queue.finishSent;
    const batches: number[][] = [];
    queue.finishSent = (ids: number[]) => {
      batches.push([...ids]);
      return finishSent(ids);
    };
    try {
      const ids: number[] = [];
      for (let i = 0; i < 5; i += 1) ids.push((await t.core.mail.outbound.enqueue(offer(`linka-${i}@example.cz`))).id);
      // each message takes 0.6 s of the clock
      const summary = await t.core.mail.worker.run({ onRow: () => clock.advance(600) });
      expect(summary.sent).toBe(5);
      expect(batches).toEqual([ids.slice(0, 2), ids.slice(2, 4), ids.slice(4)]);
      expect(await t.database.db('sent_emails').whereIn('queue_id', ids)).toHaveLength(5);
    } finally {
      queue.finishSent = finishSent;
    }
  });

  it('retries a temporary failure later with back-off and fails a permanent one with the reason', async () => {
    const { id: temp } = await t.core.mail.outbound.enqueue(offer('temp@example.cz'));
    sink.failNext(451);
    const run1 = await t.core.mail.worker.run();
    expect(run1.retried).toBe(1);
    let row = await t.database.db('email_queue').where({ id: temp }).first();
    expect(row.status).toBe('pending');
    expect(row.last_error).toMatch(/451/);
    expect(new Date(row.send_after).getTime()).toBe(clock.now().getTime() + 60_000);
    expect((await t.core.mail.worker.run()).sent).toBe(0); // not due yet
    clock.advance(61_000);
    expect((await t.core.mail.worker.run()).sent).toBe(1);
    expect(sink.messages).toHaveLength(1);

    const { id: perm } = await t.core.mail.outbound.enqueue(offer('gone@example.cz'));
    sink.failNext(550);
    expect((await t.core.mail.worker.run()).failed).toBe(1);
    row = await t.database.db('email_queue').where({ id: perm }).first();
    expect(row.status).toBe('failed');
    expect(row.last_error).toMatch(/550/);
    const sent = await t.database.db('sent_emails').where({ queue_id: perm }).first();
    expect(sent.status).toBe('failed');
  });

  it('never re-sends a row left sending by a dead worker: it becomes unknown; rows only claimed go back to pending', async () => {
    const { id: handed } = await t.core.mail.outbound.enqueue(offer('handed@example.cz'));
    const { id: claimed } = await t.core.mail.outbound.enqueue(offer('claimed@example.cz'));
    const now = clock.now();
    const rows = await t.core.mail.queue.claim('dead-worker', now, new Date(now.getTime() + 5_000), 10);
    expect(rows.map((r) => r.id)).toEqual([handed, claimed]);
    expect(await t.core.mail.queue.markHanded(handed, 'dead-worker', now)).toBe(true);
    // a second worker while the lease holds: nothing to do
    expect((await t.core.mail.worker.run()).sent).toBe(0);
    clock.advance(6_000);
    const run = await t.core.mail.worker.run();
    expect(run).toMatchObject({ unknown: 1, released: 1, sent: 1 });
    expect((await t.database.db('email_queue').where({ id: handed }).first()).status).toBe('unknown');
    expect((await t.database.db('email_queue').where({ id: claimed }).first()).status).toBe('sent');
    expect(sink.messages.map((m) => m.to[0])).toEqual(['claimed@example.cz']);
  });

  it('honours the suppression list for bulk mail', async () => {
    await createSuppressions(t.database.db, { email: 'stop@example.cz', reason: 'unsubscribe', at: clock.now() });
    const queued = await t.core.mail.outbound.enqueue(offer('Stop@Example.cz'));
    expect(queued.suppressed).toBe(true);
    expect((await t.database.db('email_queue').where({ id: queued.id }).first()).status).toBe('suppressed');
    await t.core.mail.worker.run();
    expect(sink.messages).toHaveLength(0);
  });

  it('rejects bad addresses before queueing anything', async () => {
    const before = await t.database.db('email_queue').count({ n: '*' }).first();
    await expect(t.core.mail.outbound.enqueue(offer('not-an-address'))).rejects.toMatchObject({ code: 'validation' });
    const after = await t.database.db('email_queue').count({ n: '*' }).first();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });
});
