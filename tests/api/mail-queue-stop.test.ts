/**
 * A queue run asked to stop (its AbortSignal; `serve` and `jobs run queue` on SIGTERM) takes no further
 * row, finishes the message in hand and gives the rest of its claim back: no row is left `sending` or
 * `unknown`, every message the server accepted is `sent` with its sent-mail entry, and the rest is
 * pending for the next run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock, startTestApp, type TestApp } from '../helpers/app.js';
import { DB_KINDS } from '../helpers/databases.js';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.js';

describe.each(DB_KINDS)('stopping a queue run on %s', (kind) => {
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

  const enqueue = async (tag: string, count: number) =>
    t.core.mail.outbound.enqueueMany(
      Array.from({ length: count }, (_, i) => ({
        kind: 'compose' as const,
        country: 'CZ',
        to: `${tag}-${i}@example.cz`,
        subject: `Zpráva ${i}`,
        text: 'Dobrý den.',
      })),
    );
  const rowsOf = async (ids: number[]) =>
    (await t.database.db('email_queue').whereIn('id', ids).select('id', 'status', 'message_id', 'lease_until', 'claimed_by')) as Array<{
      id: number;
      status: string;
      message_id: string;
      lease_until: string | null;
      claimed_by: string | null;
    }>;

  it('stopped while a message travels: that message (and one already handed over with it) is sent, the rest goes back to pending', async () => {
    const ids = await enqueue('stop', 40);
    const before = sink.messages.length;
    const stopping = new AbortController();
    // the stop comes while the run is sending: right after the first message was accepted
    const summary = await t.core.mail.worker.run({ signal: stopping.signal, onRow: () => stopping.abort() });
    const accepted = new Set(sink.messages.slice(before).map((m) => m.messageId));

    // the first message's record also handed over the second, which was therefore in hand and finished
    expect(summary).toMatchObject({ sent: 2, failed: 0, retried: 0, unknown: 0 });
    expect(accepted.size).toBe(2);
    const rows = await rowsOf(ids);
    expect(rows.filter((r) => r.status === 'sending' || r.status === 'unknown')).toEqual([]);
    expect(rows.filter((r) => accepted.has(r.message_id)).map((r) => r.status)).toEqual(['sent', 'sent']);
    const rest = rows.filter((r) => !accepted.has(r.message_id));
    expect(rest).toHaveLength(38);
    expect(rest.every((r) => r.status === 'pending' && r.lease_until === null && r.claimed_by === null)).toBe(true);
    const ledger = await t.database.db('sent_emails').whereIn('queue_id', ids).select('status');
    expect(ledger.map((e: { status: string }) => e.status)).toEqual(['sent', 'sent']);

    // the next run sends the rest, each once
    expect((await t.core.mail.worker.run()).sent).toBe(38);
    expect(new Set(sink.messages.slice(before).map((m) => m.messageId)).size).toBe(40);
    expect(sink.messages.length - before).toBe(40);
  });

  it('asked to stop before it starts: claims nothing', async () => {
    const ids = await enqueue('early', 5);
    const before = sink.messages.length;
    const stopping = new AbortController();
    stopping.abort();
    expect(await t.core.mail.worker.run({ signal: stopping.signal })).toMatchObject({ sent: 0 });
    expect(sink.messages.length).toBe(before);
    expect((await rowsOf(ids)).map((r) => [r.status, r.claimed_by])).toEqual(Array.from({ length: 5 }, () => ['pending', null]));
    expect((await t.core.mail.worker.run()).sent).toBe(5);
  });

  it('a message that fails while stopping is recorded as usual and the run ends there', async () => {
    const ids = await enqueue('fail', 10);
    const before = sink.messages.length;
    const stopping = new AbortController();
    sink.failNext(451);
    const summary = await t.core.mail.worker.run({ signal: stopping.signal, onRow: () => stopping.abort() });
    expect(summary).toMatchObject({ sent: 0, retried: 1 });
    expect(sink.messages.length).toBe(before);
    const rows = await rowsOf(ids);
    expect(rows.filter((r) => r.status === 'sending' || r.status === 'unknown')).toEqual([]);
    expect(rows.filter((r) => r.status === 'pending')).toHaveLength(10); // the failed one waits for its retry
  });
});
