/**
 * SIGTERM while the queue sends (the built package, a real process, a slow SMTP server on loopback):
 * `marketplace serve` (with its jobs) and `marketplace jobs run queue` (cron) finish the message in
 * hand and exit 0. Afterwards no row is `sending` or `unknown`, every message the server accepted is
 * `sent` (with its sent-mail entry), and the rest is back in the queue, pending.
 */
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src/core/index.js';
import { TEST_SECRET } from '../helpers/app.js';
import { BIN, commandEnv, startServe, tempDataDir } from '../helpers/cli.js';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../helpers/databases.js';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink.js';

const COUNT = 150;
/** the sink answers each message this long after its end: a send is in progress most of the time */
const SLOW_MS = 150;
/** SIGTERM comes once this many messages were accepted */
const FLOWING = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DB_KINDS)('SIGTERM while the queue sends, on %s', (kind) => {
  let database: TestDatabase;
  let core: Core;
  let sink: SmtpSink;
  const dataDir = tempDataDir();
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    core = createCore({
      db: database.db,
      config: { version: '0.0.0-test', domains: {}, secret: TEST_SECRET, publicUrl: 'http://mail.test' },
    });
    sink = await startSmtpSink({ delayMs: SLOW_MS });
  });
  afterAll(async () => {
    await sink?.close();
    await database?.drop();
  });

  const env = () => ({
    DATABASE_URL: database.url,
    MARKETPLACE_SECRET: TEST_SECRET,
    MARKETPLACE_DATA_DIR: dataDir,
    MARKETPLACE_SMTP_URL: sink.url,
    MARKETPLACE_PUBLIC_URL: 'http://mail.test',
  });

  /** every row queued here (a later test's run also sends what an earlier one left pending) */
  const queued: number[] = [];
  async function enqueue(tag: string): Promise<number[]> {
    const ids = await core.mail.outbound.enqueueMany(
      Array.from({ length: COUNT }, (_, i) => ({
        kind: 'compose' as const,
        country: 'CZ',
        to: `${tag}-${i}@example.cz`,
        subject: `Zpráva ${i}`,
        text: 'Dobrý den.',
      })),
    );
    queued.push(...ids);
    return queued;
  }
  const sentBefore = async () =>
    new Set((await database.db('email_queue').whereIn('id', queued).andWhere({ status: 'sent' }).pluck('id')).map(Number));

  async function flowing(exited: () => boolean, output: () => string) {
    const deadline = Date.now() + 60_000;
    while (sink.messages.length < FLOWING) {
      if (exited()) throw new Error(`exited before mail flowed: ${output()}`);
      if (Date.now() > deadline) throw new Error(`mail did not flow: ${output()}`);
      await sleep(10);
    }
  }

  /** What the stop left in the database, against what the sink accepted. */
  async function expectNothingInDoubt(ids: number[], before: Set<number>) {
    const accepted = new Set(sink.messages.map((m) => m.messageId));
    expect(accepted.size).toBe(sink.messages.length); // none twice
    const rows = (await database.db('email_queue').whereIn('id', ids).select('id', 'status', 'message_id', 'lease_until')) as Array<{
      id: number;
      status: string;
      message_id: string;
      lease_until: string | null;
    }>;
    expect(
      rows.filter((r) => r.status === 'sending'),
      'rows left sending',
    ).toEqual([]);
    expect(
      rows.filter((r) => r.status === 'unknown'),
      'rows left unknown',
    ).toEqual([]);
    const sent = rows.filter((r) => r.status === 'sent' && !before.has(Number(r.id)));
    expect(
      rows.filter((r) => accepted.has(r.message_id) && r.status !== 'sent'),
      'accepted but not sent',
    ).toEqual([]);
    expect(sent.map((r) => r.message_id).sort()).toEqual([...accepted].sort());
    // it stopped early: the rest is back in the queue, unclaimed
    const rest = rows.filter((r) => r.status !== 'sent');
    expect(rest.length).toBeGreaterThan(0);
    expect(rest.filter((r) => r.status !== 'pending' || r.lease_until !== null)).toEqual([]);
    const ledger = await database
      .db('sent_emails')
      .whereIn('queue_id', ids)
      .whereNotIn('queue_id', [...before])
      .select('queue_id');
    expect(ledger.map((e: { queue_id: number }) => Number(e.queue_id)).sort((a, b) => a - b)).toEqual(
      sent.map((r) => Number(r.id)).sort((a, b) => a - b),
    );
    return { sent: sent.length };
  }

  it('serve with its jobs: finishes the message in hand and exits 0', async () => {
    sink.messages.length = 0;
    const ids = await enqueue(`serve-${kind}`);
    const before = await sentBefore();
    const server = await startServe(['--port', '0'], env());
    let exited = false;
    try {
      await flowing(() => exited, server.output); // the queue job runs every 10 s
    } catch (error) {
      await server.stop();
      throw error;
    }
    const result = await server.stop();
    exited = true;
    expect(result.exitCode, server.output()).toBe(0);
    expect(server.output()).not.toContain('deadline passed');
    const { sent } = await expectNothingInDoubt(ids, before);
    expect(sent).toBeGreaterThanOrEqual(FLOWING);
  }, 120_000);

  it('jobs run queue (cron): finishes the message in hand, reports and exits 0', async () => {
    sink.messages.length = 0;
    const ids = await enqueue(`cron-${kind}`);
    const before = await sentBefore();
    const child = execa('node', [BIN, 'jobs', 'run', 'queue', '--json'], {
      env: commandEnv(env()),
      extendEnv: false,
      reject: false,
    });
    let exited = false;
    void child.then(() => (exited = true));
    try {
      await flowing(
        () => exited,
        () => '',
      );
    } finally {
      child.kill('SIGTERM');
    }
    const result = await child;
    expect(result.exitCode, result.stderr).toBe(0);
    const { sent } = await expectNothingInDoubt(ids, before);
    expect(JSON.parse(result.stdout)).toMatchObject({ job: 'queue', stopped: true, result: { sent, unknown: 0 } });
  }, 120_000);
});
