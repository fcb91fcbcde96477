/**
 * Outbound mail throughput: 5 000 tracked offer e-mails of about 5 KB go through the durable queue
 * (enqueueMany, then core's worker.run in this process) to a local smtp-server sink in its own process,
 * against raw pooled nodemailer sending the same 5 000 rendered messages to the same sink in the same run.
 * Both send ONE message at a time (each send awaited): the queue starts a message's SMTP transaction
 * only once the previous one was accepted, and holds back its end until its hand-over is recorded,
 * because exactly-once needs it (a crash leaves at most one row in doubt), so the baseline sends one at
 * a time too. Only sending is timed, not the enqueue. Raw and queue alternate in rounds. On SQLite and
 * PostgreSQL (a throwaway cluster); BENCH_MESSAGES, BENCH_ROUNDS, BENCH_ENGINES for other runs.
 * Targets: ratio queue/raw >= 0.6 and >= 200 messages/s. Figures so far: bench/README.md.
 */
import { createMailTransport } from '../src/adapters/mail/nodemailer-transport.js';
import { createCore } from '../src/core/index.js';
import { mailBaseUrl } from '../src/core/mail/base-url.js';
import { trackingUrls } from '../src/core/mail/outbound.service.js';
import { migrateLatest } from '../src/db/migrate.js';
import { runSeeds } from '../src/db/seed.js';
import { openBenchDatabase, type Engine } from './lib/engines.js';
import { offerMessages } from './lib/offer-messages.js';
import { expectReceived, rawPooledTransport, startSinkProcess, type SinkProcess } from './lib/sink.js';

const COUNT = Number(process.env.BENCH_MESSAGES ?? 5000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const WARMUP = 200;
const TARGET = { ratio: 0.6, messages_per_second: 200 };
const SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const config = { version: 'bench', domains: {}, secret: SECRET, publicUrl: 'https://firmy.example.cz' };
const FROM = { name: 'Marketplace', address: 'noreply@marketplace.local' }; // the sender the worker uses without settings

const round = (x: number) => Math.round(x * 100) / 100;

async function run(engine: Engine, sink: SinkProcess) {
  const bench = await openBenchDatabase(engine);
  const core = createCore({ db: bench.db, config: { ...config, smtpUrl: sink.url }, transports: createMailTransport });
  const raw = rawPooledTransport(sink);
  try {
    await migrateLatest(bench.db);
    await runSeeds(bench.db, { demo: false });
    const started = performance.now();
    for (let i = 0; i < WARMUP + COUNT; i += 500) await core.mail.outbound.enqueueMany(offerMessages(Math.min(500, WARMUP + COUNT - i), i));
    const enqueueSeconds = (performance.now() - started) / 1000;

    // the same messages for nodemailer: the rendered, tracked rows with the headers the worker adds
    const rows = await bench
      .db('email_queue')
      .orderBy([{ column: 'send_after' }, { column: 'id' }])
      .select('id', 'message_id', 'to_email', 'to_name', 'subject', 'html_content', 'text_content');
    const urls = trackingUrls({ secret: SECRET, baseUrl: (c) => mailBaseUrl(config, c) }, 'CZ');
    const mails = rows.map((r) => {
      const unsubscribe = urls.unsubscribe(Number(r.id));
      return {
        messageId: r.message_id,
        from: FROM,
        to: { name: r.to_name, address: r.to_email },
        subject: r.subject,
        html: r.html_content,
        text: r.text_content,
        headers: {
          'List-Unsubscribe': `<${unsubscribe}>, <mailto:${FROM.address}?subject=unsubscribe%20${unsubscribe.slice(unsubscribe.lastIndexOf('/') + 1)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      };
    });
    const bytes = Math.round(rows.reduce((n, r) => n + r.html_content.length + r.text_content.length, 0) / rows.length);

    const sendRaw = async (from: number, to: number) => {
      const t = performance.now();
      for (let i = from; i < to; i += 1) await raw.sendMail(mails[i]!);
      return performance.now() - t;
    };
    const sendQueue = async (n: number) => {
      const t = performance.now();
      const summary = await core.mail.worker.run({ limit: n });
      const ms = performance.now() - t;
      if (summary.sent !== n) throw new Error(`queue: sent ${summary.sent} of ${n} (${JSON.stringify(summary)})`);
      return ms;
    };

    await sendRaw(0, WARMUP);
    await expectReceived(sink, WARMUP, WARMUP, 'raw warm-up');
    await sendQueue(WARMUP);
    await expectReceived(sink, WARMUP, WARMUP, 'queue warm-up');

    let rawMs = 0;
    let queueMs = 0;
    const per = Math.ceil(COUNT / ROUNDS);
    for (let sent = 0, r = 0; sent < COUNT; sent += per, r += 1) {
      const n = Math.min(per, COUNT - sent);
      // alternate which side goes first, so drift in the machine's load hits both alike
      if (r % 2) queueMs += await sendQueue(n);
      rawMs += await sendRaw(WARMUP + sent, WARMUP + sent + n);
      if (!(r % 2)) queueMs += await sendQueue(n);
    }
    await expectReceived(sink, 2 * COUNT, COUNT, 'measured rounds');
    const left = await bench.db('email_queue').whereNot('status', 'sent').count({ n: '*' }).first();
    if (Number(left?.n) !== 0) throw new Error(`queue: ${left?.n} rows not sent`);

    const queuePerSecond = COUNT / (queueMs / 1000);
    const rawPerSecond = COUNT / (rawMs / 1000);
    return {
      engine,
      queue_per_second: round(queuePerSecond),
      raw_per_second: round(rawPerSecond),
      ratio: round(queuePerSecond / rawPerSecond),
      message_bytes: bytes,
      enqueue_seconds: round(enqueueSeconds),
    };
  } finally {
    raw.close();
    core.mail.close();
    await bench.close();
  }
}

const engines = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',') as Engine[];
const sink = await startSinkProcess();
const results = [];
try {
  for (const engine of engines) results.push(await run(engine, sink));
} finally {
  sink.stop();
}
const worst = results.reduce((a, b) => (b.ratio < a.ratio ? b : a));
process.stdout.write(
  `${JSON.stringify({
    bench: 'send',
    metric: 'messages_per_second',
    messages: COUNT,
    figure: worst.queue_per_second,
    baseline: worst.raw_per_second,
    ratio: worst.ratio,
    target: TARGET,
    pass: results.every((r) => r.ratio >= TARGET.ratio && r.queue_per_second >= TARGET.messages_per_second),
    engines: results,
  })}\n`,
);
