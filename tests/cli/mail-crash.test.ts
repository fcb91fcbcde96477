/**
 * Exactly-once under crashes: the real `marketplace jobs run queue` process is killed with SIGKILL
 * while mail flows, restarted, and finally left to finish after its lease ran out. From the SMTP
 * sinks and the database: no Message-ID arrives twice, no row is lost, a row is `sent` (received
 * once) or `unknown` (received at most once, at most one per kill), and each sent row has its
 * sent_emails entry. Each worker process talks to its own sink, so "mail is flowing" is known per process.
 * Also: a database failure after a successful send, and the operator resending a failed row, never
 * make a message go out twice.
 */
import { execa, type ResultPromise } from 'execa';
import { rmSync } from 'node:fs';
import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src/core/index.js';
import { manualClock, startTestApp, TEST_SECRET, type TestApp } from '../helpers/app.js';
import { BIN, commandEnv, tempDataDir } from '../helpers/cli.js';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../helpers/databases.js';

const COUNT = 800;
const LEASE_SECONDS = 2;
const KILLS_PER_WORKER = 5;
/** a kill waits until the process has delivered this many messages since it started */
const FLOWING = 8;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Child = ResultPromise<{ reject: false }>;

interface Sink {
  port: number;
  url: string;
  /** Message-IDs of the messages received in full, in order */
  ids: string[];
  /** the next RCPT TO is refused for good (550) */
  refuseNext(): void;
  close(): Promise<void>;
}

/**
 * An SMTP sink on loopback (smtp-server) that keeps the Message-ID of each message it received in full.
 * When a client dies during DATA, smtp-server destroys the data stream without 'end', so a message cut
 * off is not counted (the first test proves it); the connection error a killed client causes is ignored.
 */
async function startSink(): Promise<Sink> {
  const ids: string[] = [];
  let refuse = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!refuse) return callback();
      refuse = false;
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 8192) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        ids.push(/^message-id:\s*(\S+)/im.exec(head.split(/\r?\n\r?\n/)[0]!)?.[1] ?? '');
        callback(null);
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}?tls=off`,
    ids,
    refuseNext: () => {
      refuse = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Resolves true once `cond` holds, false if the child exits first; throws after `ms`. */
async function waitFor(cond: () => boolean, child: Child, ms: number, what: string): Promise<boolean> {
  let exited = false;
  void child.then(() => (exited = true));
  const deadline = Date.now() + ms;
  while (!cond()) {
    if (exited) return false;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
  return true;
}

describe('the SMTP sink', () => {
  it('does not count a message whose client died during DATA (connection reset or closed)', async () => {
    const sink = await startSink();
    try {
      const talk = async (id: string, end: 'reset' | 'close' | 'finish') => {
        const socket = net.connect(sink.port, '127.0.0.1');
        let seen = '';
        socket.on('data', (d) => (seen += d.toString()));
        const answer = async (code: string) => {
          const deadline = Date.now() + 5000;
          while (!seen.split('\r\n').some((l) => l.startsWith(`${code} `))) {
            if (Date.now() > deadline) throw new Error(`no ${code}: ${seen}`);
            await sleep(5);
          }
          seen = '';
        };
        await answer('220');
        for (const [line, code] of [
          ['EHLO test', '250'],
          ['MAIL FROM:<a@example.cz>', '250'],
          ['RCPT TO:<b@example.cz>', '250'],
          ['DATA', '354'],
        ]) {
          socket.write(`${line}\r\n`);
          await answer(code!);
        }
        socket.write(`Message-ID: <${id}@example.cz>\r\nSubject: ${id}\r\n\r\nhalf of a bo`);
        if (end === 'finish') {
          socket.write('dy\r\n.\r\n');
          await answer('250');
          socket.end();
          return;
        }
        await sleep(50);
        if (end === 'reset') socket.resetAndDestroy();
        else socket.end();
      };
      await talk('reset', 'reset');
      await talk('close', 'close');
      await talk('whole', 'finish');
      await sleep(100);
      expect(sink.ids).toEqual(['<whole@example.cz>']);
    } finally {
      await sink.close();
    }
  });
});

describe.each(DB_KINDS)('queue worker killed with SIGKILL on %s', (kind) => {
  let database: TestDatabase;
  let core: Core;
  const dataDir = tempDataDir();
  const live = new Set<Child>();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    core = createCore({
      db: database.db,
      config: { version: '0.0.0-test', domains: {}, secret: TEST_SECRET, publicUrl: 'http://mail.test' },
    });
  });
  afterAll(async () => {
    for (const child of live) child.kill('SIGKILL');
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function startWorker(sink: Sink): Child {
    const child = execa('node', [BIN, 'jobs', 'run', 'queue', '--lease', String(LEASE_SECONDS), '--json'], {
      env: commandEnv({
        DATABASE_URL: database.url,
        MARKETPLACE_SECRET: TEST_SECRET,
        MARKETPLACE_DATA_DIR: dataDir,
        MARKETPLACE_SMTP_URL: sink.url,
        MARKETPLACE_PUBLIC_URL: 'http://mail.test',
      }),
      extendEnv: false,
      reject: false,
    });
    live.add(child);
    void child.then(() => live.delete(child));
    return child;
  }

  async function enqueue(tag: string): Promise<Map<string, number>> {
    const body = `<p>Dobrý den, {{company_name}}!</p>${'<p>Nabízíme vám zápis do katalogu firem, s fotkami a hodnocením.</p>'.repeat(8)}<p><a href="{{unsubscribe_link}}">Odhlásit</a></p>`;
    const messages = Array.from({ length: COUNT }, (_, i) => ({
      kind: 'offer' as const,
      country: 'CZ',
      to: `${tag}-${i}@example.cz`,
      subject: `Nabídka ${i}`,
      bulk: true,
      html: body,
      text: `Dobrý den, Firma ${i}!`,
      placeholders: { company_name: `Firma ${i}` },
    }));
    const ids = await core.mail.outbound.enqueueMany(messages);
    const rows = await database.db('email_queue').whereIn('id', ids).select('id', 'message_id');
    return new Map(rows.map((r: { id: number; message_id: string }) => [r.message_id, Number(r.id)]));
  }

  /** One worker slot: start, wait until it delivers, kill after a random delay; again, KILLS_PER_WORKER times. */
  async function killLoop(sink: Sink, log: string[]): Promise<number> {
    let kills = 0;
    while (kills < KILLS_PER_WORKER) {
      const child = startWorker(sink);
      const base = sink.ids.length;
      const flowing = await waitFor(() => sink.ids.length >= base + FLOWING, child, 60_000, 'mail to flow');
      if (!flowing) {
        const r = await child;
        throw new Error(`worker ended before it was killed ${KILLS_PER_WORKER} times (exit ${r.exitCode}): ${r.stderr}${r.stdout}`);
      }
      const delay = Math.random() * 60;
      await sleep(delay);
      child.kill('SIGKILL');
      const result = await child;
      expect(result.signal, result.stderr).toBe('SIGKILL');
      kills += 1;
      log.push(`kill ${kills} after ${sink.ids.length - base} messages + ${delay.toFixed(1)} ms`);
    }
    return kills;
  }

  async function scenario(workers: number, tag: string) {
    const sinks = await Promise.all(Array.from({ length: workers }, () => startSink()));
    try {
      const byMessageId = await enqueue(tag);
      const ids = [...byMessageId.values()];
      const log: string[] = [];
      const kills = (await Promise.all(sinks.map((sink) => killLoop(sink, log)))).reduce((a, b) => a + b, 0);
      // then the same number of workers at once, left to finish
      for (const r of await Promise.all(sinks.map((sink) => startWorker(sink)))) expect(r.exitCode, r.stderr).toBe(0);

      // what the killed processes left (claimed, handed or sent rows) is recovered once their lease ran out
      const leases = await database.db('email_queue').whereIn('id', ids).whereNotNull('lease_until').max({ until: 'lease_until' }).first();
      await sleep(Math.max(0, new Date((leases?.until as string | null) ?? 0).getTime() - Date.now()) + 300);
      const final = await startWorker(sinks[0]!);
      expect(final.exitCode, final.stderr).toBe(0);
      const left = await database.db('email_queue').whereIn('id', ids).whereNotNull('lease_until').count({ n: '*' }).first();
      expect(Number(left?.n), 'rows still leased after the final run').toBe(0);

      const received = new Map<string, number>();
      for (const id of sinks.flatMap((s) => s.ids)) received.set(id, (received.get(id) ?? 0) + 1);
      const strangers = [...received.keys()].filter((id) => !byMessageId.has(id));
      expect(strangers).toEqual([]);
      const twice = [...received].filter(([, n]) => n > 1);
      expect(twice, 'a Message-ID received more than once').toEqual([]);

      const rows = await database.db('email_queue').whereIn('id', ids).select('id', 'message_id', 'status');
      expect(rows).toHaveLength(COUNT);
      const byStatus = (s: string) => rows.filter((r: { status: string }) => r.status === s);
      const sent = byStatus('sent');
      const unknown = byStatus('unknown');
      expect(
        rows.filter((r: { status: string }) => r.status !== 'sent' && r.status !== 'unknown'),
        'rows neither sent nor unknown',
      ).toEqual([]);
      expect(
        sent.filter((r: { message_id: string }) => received.get(r.message_id) !== 1),
        'sent rows not received exactly once',
      ).toEqual([]);
      expect(unknown.length, log.join('\n')).toBeLessThanOrEqual(kills);
      expect(kills).toBeGreaterThanOrEqual(KILLS_PER_WORKER * workers);
      // every other message received belongs to one of the few unknown rows
      expect(received.size).toBeLessThanOrEqual(sent.length + unknown.length);

      const ledger = await database.db('sent_emails').whereIn('queue_id', ids).select('queue_id', 'message_id', 'status');
      expect(ledger).toHaveLength(sent.length);
      const sentIds = new Map(sent.map((r: { id: number; message_id: string }) => [Number(r.id), r.message_id]));
      for (const entry of ledger) {
        expect(entry.status).toBe('sent');
        expect(sentIds.get(Number(entry.queue_id))).toBe(entry.message_id);
      }
    } finally {
      await Promise.all(sinks.map((s) => s.close()));
    }
  }

  it('one worker killed at random moments: every message at most once, none lost', async () => {
    await scenario(1, `one-${kind}`);
  }, 180_000);

  it('two workers at once, each killed at random moments: every message at most once, none lost', async () => {
    await scenario(2, `two-${kind}`);
  }, 180_000);
});

describe.each(DB_KINDS)('exactly-once when recording an outcome goes wrong on %s', (kind) => {
  let t: TestApp;
  let sink: Sink;
  const clock = manualClock();
  beforeAll(async () => {
    sink = await startSink();
    t = await startTestApp(kind, { clock, smtpUrl: sink.url });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });
  const message = (to: string) => ({ kind: 'compose' as const, country: 'CZ', to, subject: 'Dotaz', text: 'Dobrý den.' });

  it('never re-sends a message whose send succeeded when the database fails to record it: it becomes unknown', async () => {
    const { id } = await t.core.mail.outbound.enqueue(message('record@example.cz'));
    const before = sink.ids.length;
    const queue = t.core.mail.queue;
    const markSent = queue.markSent;
    queue.markSent = async () => {
      throw new Error('database went away');
    };
    try {
      await expect(t.core.mail.worker.run({ leaseSeconds: 5 })).rejects.toThrow('database went away');
    } finally {
      queue.markSent = markSent;
    }
    expect(sink.ids.length - before).toBe(1);
    clock.advance(6_000);
    expect(await t.core.mail.worker.run()).toMatchObject({ unknown: 1, sent: 0, retried: 0 });
    expect((await t.database.db('email_queue').where({ id }).first()).status).toBe('unknown');
    clock.advance(3_600_000);
    await t.core.mail.worker.run();
    expect(sink.ids.length - before).toBe(1);
  });

  it('sends a failed row the operator resent once, and its sent-mail entry says sent', async () => {
    const { id } = await t.core.mail.outbound.enqueue(message('resend@example.cz'));
    const before = sink.ids.length;
    sink.refuseNext();
    expect((await t.core.mail.worker.run()).failed).toBe(1);
    expect(await t.core.mail.queue.decide(id, 'resend', clock.now())).toBe(true);
    expect((await t.core.mail.worker.run()).sent).toBe(1);
    expect(sink.ids.length - before).toBe(1);
    const entries = await t.database.db('sent_emails').where({ queue_id: id });
    expect(entries.map((e: { status: string; error_message: string | null }) => [e.status, e.error_message])).toEqual([['sent', null]]);
  });
});
