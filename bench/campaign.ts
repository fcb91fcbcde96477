/**
 * A bulk campaign end to end: 20 000 recipients created from a CSV (core.campaigns.create: parse,
 * clean, de-duplicate, multi-row INSERTs; target under 5 s), started with interval 0 (every recipient
 * rendered and put on the queue: `feed`), and sent by core's queue worker in this process to a local
 * smtp-server sink in its own process, against raw pooled nodemailer sending the same rendered
 * messages to the same sink in the same run (bench/send.ts's baseline: one message at a time, each
 * send awaited). Raw and the worker alternate in rounds after a warm-up of 200 each. The send ratio
 * (worker/raw) is the target (>= 0.6); the end-to-end ratio also counts the feeding. On SQLite and
 * PostgreSQL (BENCH_ENGINES); BENCH_MESSAGES for a quicker run. Figures so far: bench/README.md.
 */
import { createMailTransport } from '../src/adapters/mail/nodemailer-transport.js';
import { createCore } from '../src/core/index.js';
import { mailBaseUrl } from '../src/core/mail/base-url.js';
import { trackingUrls } from '../src/core/mail/outbound.service.js';
import { migrateLatest } from '../src/db/migrate.js';
import { runSeeds } from '../src/db/seed.js';
import { openBenchDatabase, type Engine } from './lib/engines.js';
import { offerHtml } from './lib/offer-messages.js';
import { expectReceived, rawPooledTransport, startSinkProcess, type SinkProcess } from './lib/sink.js';

const COUNT = Number(process.env.BENCH_MESSAGES ?? 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const WARMUP = Math.min(200, Math.floor(COUNT / 10));
const SECRET = 'bench-secret-bench-secret-bench-secret-0123';
const config = { version: 'bench', domains: {}, secret: SECRET, publicUrl: 'https://firmy.example.cz' };
const FROM = { name: 'Marketplace', address: 'noreply@marketplace.local' };
const TARGET = { create_seconds: 5, ratio: 0.6 };

const round = (x: number) => Math.round(x * 100) / 100;
const CITIES = ['Praha', 'Brno', 'Ostrava', 'Plzeň', 'Liberec', 'Olomouc'];
const csv = () =>
  [
    'email;company;city',
    ...Array.from({ length: COUNT }, (_, i) => `Firma-${i}@Example.cz;Firma ${i} s.r.o.;${CITIES[i % CITIES.length]}`),
  ].join('\n');

async function run(engine: Engine, sink: SinkProcess) {
  const bench = await openBenchDatabase(engine);
  const core = createCore({ db: bench.db, config: { ...config, smtpUrl: sink.url }, transports: createMailTransport });
  const raw = rawPooledTransport(sink);
  try {
    await migrateLatest(bench.db);
    await runSeeds(bench.db, { demo: false });
    const file = csv();

    let t = performance.now();
    const { campaign } = await core.campaigns.create(
      { country: 'CZ', name: 'Bench', subject: 'Nabídka pro {{company_name}}', html_content: offerHtml(0), interval_seconds: 0 },
      { csv: file },
    );
    const createSeconds = (performance.now() - t) / 1000;
    if (campaign.total_recipients !== COUNT) throw new Error(`created ${campaign.total_recipients} recipients of ${COUNT}`);

    t = performance.now();
    await core.campaigns.start(campaign.id);
    const feedSeconds = (performance.now() - t) / 1000;

    // the same messages for nodemailer: the rendered rows with the headers the worker adds
    const rows = await bench
      .db('email_queue')
      .where({ campaign_id: campaign.id })
      .orderBy([{ column: 'send_after' }, { column: 'id' }])
      .select('id', 'message_id', 'to_email', 'to_name', 'subject', 'html_content', 'text_content');
    if (rows.length !== COUNT) throw new Error(`queued ${rows.length} of ${COUNT}`);
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

    // this process' CPU time (user + system) per side: what the wall time spends outside it waits on the database or the sink
    const cpu = { raw: 0, queue: 0 };
    const cpuSince = (start: NodeJS.CpuUsage) => {
      const used = process.cpuUsage(start);
      return (used.user + used.system) / 1000;
    };
    const sendRaw = async (from: number, to: number) => {
      const at = performance.now();
      const c = process.cpuUsage();
      for (let i = from; i < to; i += 1) await raw.sendMail(mails[i]!);
      cpu.raw += cpuSince(c);
      return performance.now() - at;
    };
    const sendQueue = async (n: number) => {
      const at = performance.now();
      const c = process.cpuUsage();
      const summary = await core.mail.worker.run({ limit: n });
      cpu.queue += cpuSince(c);
      const ms = performance.now() - at;
      if (summary.sent !== n) throw new Error(`worker: sent ${summary.sent} of ${n} (${JSON.stringify(summary)})`);
      return ms;
    };

    await sendRaw(0, WARMUP);
    cpu.raw = 0;
    await expectReceived(sink, WARMUP, WARMUP, 'raw warm-up');
    await sendQueue(WARMUP);
    cpu.queue = 0;
    await expectReceived(sink, WARMUP, WARMUP, 'worker warm-up');

    const measured = COUNT - WARMUP;
    let rawMs = 0;
    let queueMs = 0;
    const per = Math.ceil(measured / ROUNDS);
    for (let sent = 0, r = 0; sent < measured; sent += per, r += 1) {
      const n = Math.min(per, measured - sent);
      if (r % 2) queueMs += await sendQueue(n);
      rawMs += await sendRaw(WARMUP + sent, WARMUP + sent + n);
      if (!(r % 2)) queueMs += await sendQueue(n);
    }
    await expectReceived(sink, 2 * measured, measured, 'measured rounds');
    const done = await core.campaigns.get(campaign.id);
    if (done.status !== 'sent' || done.sent_count !== COUNT)
      throw new Error(`campaign ${done.status}, sent ${done.sent_count} of ${COUNT}`);

    const queuePerSecond = measured / (queueMs / 1000);
    const rawPerSecond = measured / (rawMs / 1000);
    // start to sent: the feeding plus the worker at its measured pace, against raw alone
    const endToEndPerSecond = COUNT / (feedSeconds + COUNT / queuePerSecond);
    return {
      engine,
      create_seconds: round(createSeconds),
      feed_seconds: round(feedSeconds),
      queue_per_second: round(queuePerSecond),
      raw_per_second: round(rawPerSecond),
      ratio: round(queuePerSecond / rawPerSecond),
      end_to_end_per_second: round(endToEndPerSecond),
      end_to_end_ratio: round(endToEndPerSecond / rawPerSecond),
      message_bytes: bytes,
      queue_ms_per_message: round(queueMs / measured),
      queue_cpu_ms_per_message: round(cpu.queue / measured),
      raw_ms_per_message: round(rawMs / measured),
      raw_cpu_ms_per_message: round(cpu.raw / measured),
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
    bench: 'campaign',
    metric: 'messages_per_second',
    messages: COUNT,
    figure: worst.queue_per_second,
    baseline: worst.raw_per_second,
    ratio: worst.ratio,
    create_seconds: Math.max(...results.map((r) => r.create_seconds)),
    target: TARGET,
    pass: results.every((r) => r.ratio >= TARGET.ratio && r.create_seconds < TARGET.create_seconds),
    engines: results,
  })}\n`,
);
