/**
 * E-mail analytics over 100 000 sent e-mails (90 days, three editions, opens and clicks, some bounced)
 * and 2 000 unsubscribes: p50 and p95 of `core.emailAnalytics.report` for 7, 30 and 90 days (all
 * editions, and CZ alone), with the analytics indexes (migrations/20261126120000_*) and, in the same
 * run, with the indexes there were before it, against the baseline of a plain `count(*)` of sent_emails. BENCH_ENGINE=sqlite
 * (default) or postgres; BENCH_SENT sets the number of e-mails. Target: p95 of 90 days <= 250 ms.
 */
import { createCore } from '../src/core/index.js';
import { migrateLatest } from '../src/db/migrate.js';
import { openBenchDatabase, type Engine } from './lib/engines.js';

const ENGINE = (process.env.BENCH_ENGINE ?? 'sqlite') as Engine;
const SENT = Number(process.env.BENCH_SENT ?? 100_000);
const RUNS = 15;
const TARGET_P95_MS = 250;
const DAY = 86_400_000;
const NOW = new Date('2026-11-26T10:00:00Z');
/** before: the indexes there were (country_code, sent_at); after: the analytics migration's */
const BEFORE = [['sent_emails_country_code_sent_at_index', 'sent_emails (country_code, sent_at)']] as const;
const AFTER = [
  ['sent_emails_analytics_index', 'sent_emails (sent_at, country_code, status, opened_count, clicked_count)'],
  ['sent_emails_country_analytics_index', 'sent_emails (country_code, sent_at, status, opened_count, clicked_count)'],
  ['email_suppressions_reason_created_at_index', 'email_suppressions (reason, created_at)'],
] as const;

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const round = (x: number) => Math.round(x * 10) / 10;

async function timed(fn: () => Promise<unknown>) {
  await fn(); // warm
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return { p50: round(percentile(times, 50)), p95: round(percentile(times, 95)) };
}

const bench = await openBenchDatabase(ENGINE);
try {
  const db = bench.db;
  await migrateLatest(db);
  const countries = ['CZ', 'CZ', 'SK', 'PL'];
  for (let i = 0; i < SENT; i += 500) {
    const rows = [];
    for (let j = i; j < Math.min(SENT, i + 500); j++) {
      const opened = j % 5 < 2;
      rows.push({
        country_code: countries[j % 4],
        message_id: `<bench-${j}@example.cz>`,
        to_email: `prijemce-${j}@example.cz`,
        subject: 'Nabídka',
        status: j % 97 === 0 ? 'bounced' : j % 101 === 0 ? 'failed' : 'sent',
        // spread evenly over the 90 days, in a shuffled order
        sent_at: new Date(NOW.getTime() - 60_000 - ((j * 7919) % SENT) * ((90 * DAY - 120_000) / SENT)).toISOString(),
        opened_count: opened ? 1 + (j % 3) : 0,
        clicked_count: opened && j % 3 === 0 ? 1 : 0,
      });
    }
    await db('sent_emails').insert(rows);
  }
  for (let i = 0; i < 2000; i += 500) {
    await db('email_suppressions').insert(
      Array.from({ length: 500 }, (_, k) => ({
        email: `odhlaseny-${i + k}@example.cz`,
        reason: (i + k) % 4 === 0 ? 'bounce' : 'unsubscribe',
        created_at: new Date(NOW.getTime() - 60_000 - (((i + k) * 7919) % 2000) * ((90 * DAY) / 2000)).toISOString(),
      })),
    );
  }
  const core = createCore({ db, clock: { now: () => NOW }, config: { version: 'bench', domains: {}, secret: 'x'.repeat(40) } });
  const analyze = () => db.raw('ANALYZE');
  const measure = async () => ({
    days7: await timed(() => core.emailAnalytics.report({ period: 7, edition: 'CZ' })),
    days30: await timed(() => core.emailAnalytics.report({ period: 30, edition: 'CZ' })),
    days90: await timed(() => core.emailAnalytics.report({ period: 90, edition: 'CZ' })),
    days90cz: await timed(() => core.emailAnalytics.report({ period: 90, country: 'CZ', edition: 'CZ' })),
  });
  await analyze();
  const baseline = await timed(() => db('sent_emails').count({ n: '*' }).first());
  const after = await measure();
  for (const [name] of AFTER) await db.raw(`DROP INDEX IF EXISTS ${name}`);
  for (const [name, on] of BEFORE) await db.raw(`CREATE INDEX IF NOT EXISTS ${name} ON ${on}`);
  await analyze();
  const before = await measure();
  core.mail.close();
  const p95 = after.days90.p95;
  process.stdout.write(
    `${JSON.stringify({
      bench: 'email-analytics',
      engine: bench.engine,
      sent: SENT,
      unit: 'ms',
      after,
      before,
      baselineCountAll: baseline,
      ratio90ToCount: round(p95 / Math.max(baseline.p95, 0.1)),
      target: { p95Days90: TARGET_P95_MS },
      pass: p95 <= TARGET_P95_MS,
    })}\n`,
  );
} finally {
  await bench.close();
}
